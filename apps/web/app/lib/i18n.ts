// One store of catalogues shared by server and browser; each locale has its own translator bound to its
// language, so concurrent server renders in different languages never switch a shared one.
import { DEFAULT_LOCALE, LOCALE_META, type AppLocale } from '@spindle/domain';
import type { ParseKeys } from 'i18next';
import { createTranslator, type Messages, type Translator } from './translator.ts';
import type { Catalogue, MemberCatalogue, StorefrontCatalogue } from '../locales/en.ts';

// One chunk per catalogue: a page downloads only its own language.
const catalogueLoaders: Record<AppLocale, () => Promise<{ default: StorefrontCatalogue }>> = {
  en: () => import('../locales/en.ts'),
  fr: () => import('../locales/fr.ts'),
  es: () => import('../locales/es.ts'),
  kr: () => import('../locales/kr.ts'),
  zh: () => import('../locales/zh.ts'),
};

/**
 * BCP 47 language of a locale, for html lang, hreflang and plural rules (so they are Korean
 * for 'kr', which as a language code would be Kanuri).
 */
export function languageOf(locale: AppLocale): string {
  return LOCALE_META[locale].intlTag.split('-')[0] ?? DEFAULT_LOCALE;
}

// Every catalogue is complete (Catalogue type), so a missing key is a bug to see (the key is shown),
// not to paper over with another language. React escapes what it renders.
const store = new Map<string, Record<string, string | Messages>>();

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

// The member and creator pages' texts (orders, boxes, quotes, project tools, production), a chunk per
// language: the storefront's pages load them after hydration, the others before it.
const memberLoaders: Record<AppLocale, () => Promise<MemberCatalogue>> = {
  en: () => import('../locales/member/en.ts').then((module) => module.memberEn),
  fr: () => import('../locales/member/fr.ts').then((module) => module.memberFr),
  es: () => import('../locales/member/es.ts').then((module) => module.memberEs),
  kr: () => import('../locales/member/kr.ts').then((module) => module.memberKr),
  zh: () => import('../locales/member/zh.ts').then((module) => module.memberZh),
};

const memberLoaded = new Set<string>();

/**
 * The storefront's pages (route ids are `{page}.{locale}`): none of their components uses the member
 * part's texts, so their first view does without it. Checked on the built chunks (docs/benchmarks.md).
 */
const STOREFRONT_PAGES = new Set([
  'home',
  'vinyl-shop',
  'vinyl-shop-category',
  'listed-vinyl',
  'listed-cd',
  'listed-tape',
  'listed-merch',
  'digital',
  'project',
  'artist',
  'label',
  'shop',
  'sheraf',
  'cart',
  'not-found',
]);

/** Whether a page, by the ids of its matched routes, needs the member part to render. */
export function needsMemberTexts(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => id !== 'root' && !STOREFRONT_PAGES.has(id.split('.')[0] ?? id));
}

/**
 * Loads a locale's catalogue into the store once; call before rendering in that locale. The server,
 * which renders every page, loads its separate parts too; the browser loads the staff side's for a
 * staff page (`path` without the locale prefix) and the member part when `memberTexts` says so.
 */
export async function loadCatalogue(locale: AppLocale, path?: string, memberTexts = true): Promise<void> {
  const language = languageOf(locale);
  if (!store.has(language)) {
    const { default: catalogue } = await catalogueLoaders[locale]();
    store.set(language, { ...(catalogue as unknown as Messages) });
  }
  const server = typeof window === 'undefined';
  if ((server || memberTexts) && !memberLoaded.has(language)) {
    const member = await memberLoaders[locale]();
    Object.assign(store.get(language) ?? {}, member);
    memberLoaded.add(language);
  }
  const staff = server || (path !== undefined && isStaffPath(path));
  if (staff && !staffLoaded.has(language)) {
    const admin = await staffLoaders[locale]();
    const messages = store.get(language);
    if (messages) messages['admin'] = admin;
    staffLoaded.add(language);
  }
}

const instances = new Map<AppLocale, Translator>();
const EMPTY: Messages = {};

/** The translator that renders `locale` (its catalogue must be loaded first). */
export function i18nFor(locale: AppLocale): Translator {
  let instance = instances.get(locale);
  if (!instance) {
    const language = languageOf(locale);
    instance = createTranslator(language, () => store.get(language) ?? EMPTY);
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
