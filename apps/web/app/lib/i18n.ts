// One i18next store shared by server and browser; each locale gets a clone bound to its language,
// so concurrent server renders in different languages never switch a shared instance.
import { DEFAULT_LOCALE, LOCALE_META, type AppLocale } from '@spindle/domain';
import i18next, { type i18n as I18n, type ParseKeys } from 'i18next';
import type { Catalogue, StorefrontCatalogue } from '../locales/en.ts';

// One chunk per catalogue: a page downloads only its own language.
const catalogueLoaders: Record<AppLocale, () => Promise<{ default: StorefrontCatalogue }>> = {
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

// The staff side's texts, a chunk per language of their own: only its pages load them in the browser.
const staffLoaders: Record<AppLocale, () => Promise<Catalogue['admin']>> = {
  en: () => import('../features/admin/messages/en.ts').then((module) => module.adminEn),
  fr: () => import('../features/admin/messages/fr.ts').then((module) => module.adminFr),
  es: () => import('../features/admin/messages/es.ts').then((module) => module.adminEs),
  kr: () => import('../features/admin/messages/kr.ts').then((module) => module.adminKr),
  zh: () => import('../features/admin/messages/zh.ts').then((module) => module.adminZh),
};

/** Whether a page (its path without the locale prefix) speaks the staff side's texts: /admin and /bids. */
export function isStaffPath(path: string): boolean {
  return /^\/(admin|bids)(\/|$)/.test(path);
}

const staffLoaded = new Set<string>();

/**
 * Loads a locale's catalogue into the store once; call before rendering in that locale. The staff
 * side's part comes too on the server (which renders every page) and, in the browser, for a staff page
 * (`path` without the locale prefix).
 */
export async function loadCatalogue(locale: AppLocale, path?: string): Promise<void> {
  const language = languageOf(locale);
  if (!store.hasResourceBundle(language, 'translation')) {
    const { default: catalogue } = await catalogueLoaders[locale]();
    store.addResourceBundle(language, 'translation', catalogue, true, false);
  }
  const staff = typeof window === 'undefined' || (path !== undefined && isStaffPath(path));
  if (staff && !staffLoaded.has(language)) {
    const admin = await staffLoaders[locale]();
    store.addResourceBundle(language, 'translation', { admin }, true, false);
    staffLoaded.add(language);
  }
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
