// One i18next store shared by server and browser; each locale gets a clone bound to its language,
// so concurrent server renders in different languages never switch a shared instance.
import { DEFAULT_LOCALE, LOCALE_META, type AppLocale } from '@spindle/domain';
import i18next, { type i18n as I18n, type ParseKeys } from 'i18next';
import type { Catalogue } from '../locales/en.ts';

// One chunk per catalogue: a page downloads only its own language.
const catalogueLoaders: Record<AppLocale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../locales/en.ts'),
  fr: () => import('../locales/fr.ts'),
  es: () => import('../locales/es.ts'),
  kr: () => import('../locales/kr.ts'),
  zh: () => import('../locales/zh.ts'),
};

/**
 * BCP 47 language of a locale, for html lang, hreflang and i18next (so plural rules are Korean
 * for 'kr', which as a language code would be Kanuri).
 */
export function languageOf(locale: AppLocale): string {
  return LOCALE_META[locale].intlTag.split('-')[0] ?? DEFAULT_LOCALE;
}

const store = i18next.createInstance();
void store.init({
  resources: {},
  lng: languageOf(DEFAULT_LOCALE),
  // Every catalogue is complete (Catalogue type), so a missing key is a bug to see, not to paper over.
  fallbackLng: false,
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Loads a locale's catalogue into the store once; call before rendering in that locale. */
export async function loadCatalogue(locale: AppLocale): Promise<void> {
  const language = languageOf(locale);
  if (store.hasResourceBundle(language, 'translation')) return;
  const { default: catalogue } = await catalogueLoaders[locale]();
  store.addResourceBundle(language, 'translation', catalogue);
}

const instances = new Map<AppLocale, I18n>();

/** The i18next instance that renders `locale` (its catalogue must be loaded first). */
export function i18nFor(locale: AppLocale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = store.cloneInstance({ lng: languageOf(locale) });
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * A key that comes from data (the domain's genre and category tables) rather than from code; the
 * locales test checks that each of them exists in every catalogue.
 */
export function dataKey(key: string): ParseKeys {
  return key as ParseKeys;
}
