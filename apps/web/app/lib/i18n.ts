// One store of catalogues shared by server and browser; each locale has its own translator bound to its
// language, so concurrent server renders in different languages never switch a shared one.
import { DEFAULT_LOCALE, LOCALE_META, type AppLocale } from '@spindle/domain';
import type { ParseKeys } from 'i18next';
import { createTranslator, type Messages, type Translator } from './translator.ts';
import type { Catalogue, MemberCatalogue, PagesCatalogue, StorefrontCatalogue } from '../locales/en.ts';

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

// The member and creator pages' texts (orders, boxes, quotes, project tools, production), a chunk per
// language: the storefront's pages load them after hydration, the others before it.
const memberLoaders: Record<AppLocale, () => Promise<MemberCatalogue>> = {
  en: () => import('../locales/member/en.ts').then((module) => module.memberEn),
  fr: () => import('../locales/member/fr.ts').then((module) => module.memberFr),
  es: () => import('../locales/member/es.ts').then((module) => module.memberEs),
  kr: () => import('../locales/member/kr.ts').then((module) => module.memberKr),
  zh: () => import('../locales/member/zh.ts').then((module) => module.memberZh),
};

// The storefront's own pages' texts (a project, the cart and checkout, reviews...), a chunk per language:
// the home page, the shop and its listings hydrate without them.
const pagesLoaders: Record<AppLocale, () => Promise<PagesCatalogue>> = {
  en: () => import('../locales/pages/en.ts').then((module) => module.pagesEn),
  fr: () => import('../locales/pages/fr.ts').then((module) => module.pagesFr),
  es: () => import('../locales/pages/es.ts').then((module) => module.pagesEs),
  kr: () => import('../locales/pages/kr.ts').then((module) => module.pagesKr),
  zh: () => import('../locales/pages/zh.ts').then((module) => module.pagesZh),
};

/**
 * The pages whose first view does with what every page loads: the home page, the shop and its listings.
 * No module they load, the layout's included, uses a key of the storefront pages' or the member part
 * (checked by locales/catalogue-parts.test.ts). Route ids are `{page}.{locale}`.
 */
export const SHELL_PAGES: ReadonlySet<string> = new Set([
  'home',
  'vinyl-shop',
  'vinyl-shop-category',
  'listed-vinyl',
  'listed-cd',
  'listed-tape',
  'listed-merch',
  'digital',
  'not-found',
]);

/** The storefront's pages: the shell's, and those that need the storefront pages' part but not the member part. */
const STOREFRONT_PAGES: ReadonlySet<string> = new Set([
  ...SHELL_PAGES,
  'project',
  'artist',
  'label',
  'shop',
  'sheraf',
  'cart',
]);

/**
 * Which parts of the catalogue a page renders with, by the ids of its matched routes: `shell` (what every
 * page loads), `storefront` (and the storefront pages' part) or `all` (and the member part). The staff
 * side's part goes by the path (isStaffPath).
 */
export type CatalogueTexts = 'shell' | 'storefront' | 'all';

export function catalogueTextsFor(routeIds: readonly string[]): CatalogueTexts {
  const pages = routeIds.filter((id) => id !== 'root').map((id) => id.split('.')[0] ?? id);
  if (pages.some((page) => !STOREFRONT_PAGES.has(page))) return 'all';
  return pages.every((page) => SHELL_PAGES.has(page)) ? 'shell' : 'storefront';
}

/** Whether a browser's `<html data-texts>` names a catalogue's parts. */
export function isCatalogueTexts(value: string | undefined): value is CatalogueTexts {
  return value === 'shell' || value === 'storefront' || value === 'all';
}

/** The parts already merged into the store, as `{part}:{language}`. */
const loadedParts = new Set<string>();

/** Loads a part of a catalogue loaded apart and merges it into its language's texts, once. */
async function loadPart<T>(key: string, load: () => Promise<T>, merge: (part: T) => void): Promise<void> {
  if (loadedParts.has(key)) return;
  merge(await load());
  loadedParts.add(key);
}

/**
 * Loads a locale's catalogue into the store once; call before rendering in that locale. The server,
 * which renders every page, loads its separate parts too; the browser loads the staff side's for a
 * staff page (`path` without the locale prefix), and the storefront pages' and the member parts as
 * `texts` says (a client navigation loads them all).
 */
export async function loadCatalogue(locale: AppLocale, path?: string, texts: CatalogueTexts = 'all'): Promise<void> {
  const language = languageOf(locale);
  if (!store.has(language)) {
    const { default: catalogue } = await catalogueLoaders[locale]();
    store.set(language, { ...(catalogue as unknown as Messages) });
  }
  const server = typeof window === 'undefined';
  const staff = server || (path !== undefined && isStaffPath(path));
  const messages = store.get(language) ?? {};
  await Promise.all([
    (server || texts !== 'shell') &&
      loadPart(`pages:${language}`, pagesLoaders[locale], (pages) => Object.assign(messages, pages)),
    (server || texts === 'all') &&
      loadPart(`member:${language}`, memberLoaders[locale], (member) => Object.assign(messages, member)),
    staff && loadPart(`staff:${language}`, staffLoaders[locale], (admin) => (messages['admin'] = admin)),
  ]);
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
