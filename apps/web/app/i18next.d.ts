// Typed translation keys: t('errors.404.title') is checked against the English catalogue.
import 'i18next';
import type { Catalogue } from './locales/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
