// Interface languages and localised public paths (spec sections 1 and 2).

/** Every locale the pages are offered in (spec section 1); 'kr' is the spec's code for Korean. */
export const LOCALES = ['en', 'fr', 'es', 'kr', 'zh'] as const;

/** One of the offered locales. */
export type AppLocale = (typeof LOCALES)[number];

/** The locale used when nothing else decides (spec section 1). */
export const DEFAULT_LOCALE: AppLocale = 'en';

/** Whether a value is one of the offered locales (e.g. a cookie or a path segment). */
export function isLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** What the language dropdown and Intl formatting need for one locale. */
export interface LocaleMeta {
  /** Name of the language in that language. */
  label: string;
  /** ISO 3166 country code (lower case) of the flag shown beside it. */
  flagCountryCode: string;
  /** BCP 47 tag handed to Intl (dates, numbers, plural rules). */
  intlTag: string;
}

/** Label, flag and Intl tag per locale; English uses en-GB because the business is European (day-first dates). */
export const LOCALE_META: Readonly<Record<AppLocale, LocaleMeta>> = {
  en: { label: 'English', flagCountryCode: 'gb', intlTag: 'en-GB' },
  fr: { label: 'Français', flagCountryCode: 'fr', intlTag: 'fr-FR' },
  es: { label: 'Español', flagCountryCode: 'es', intlTag: 'es-ES' },
  kr: { label: '한국어', flagCountryCode: 'kr', intlTag: 'ko-KR' },
  zh: { label: '中文', flagCountryCode: 'cn', intlTag: 'zh-CN' },
};

/** Primary language subtags of an Accept-Language header, most preferred first (q=0 entries dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.primary !== '' && entry.primary !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.primary);
}

/**
 * Start-up locale (spec section 1): a valid language cookie, else French if the browser's first
 * preference is French, else Chinese if it is Chinese, else English.
 */
export function pickDefaultLocale(input: { cookieLang?: string | null; acceptLanguage?: string | null }): AppLocale {
  if (isLocale(input.cookieLang)) return input.cookieLang;
  const preferred = parseAcceptLanguage(input.acceptLanguage)[0];
  if (preferred === 'fr') return 'fr';
  if (preferred === 'zh') return 'zh';
  return DEFAULT_LOCALE;
}

/** Public pages whose first path segment is translated: English slug and French slug (spec section 2). */
export const LOCALISED_PAGES = {
  about: { en: 'about', fr: 'qui-sommes-nous' },
  box: { en: 'vinyl-box', fr: 'box-de-vinyle' },
  'how-it-works': { en: 'how-it-works', fr: 'comment-ca-marche' },
  quote: { en: 'quote', fr: 'pressage-en-direct' },
  'green-vinyl': { en: 'vinyl-pressing-green', fr: 'pressage-vinyle-ecologique' },
  // Checkout pages: /fr/panier, /fr/panier/confirmation, /fr/paiement.
  cart: { en: 'cart', fr: 'panier' },
  payment: { en: 'payment', fr: 'paiement' },
} as const satisfies Record<string, { en: string; fr: string }>;

/** Key of a page with a localised path. */
export type LocalisedPageKey = keyof typeof LOCALISED_PAGES;

const localisedPages = Object.values(LOCALISED_PAGES);

/** Path prefix of a locale: '' for English, '/fr', '/es', '/kr', '/zh' otherwise. */
export function localePrefix(locale: AppLocale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

function splitSuffix(path: string): { pathname: string; suffix: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, suffix: '' } : { pathname: path.slice(0, cut), suffix: path.slice(cut) };
}

function mapFirstSegment(pathname: string, map: (segment: string) => string): string {
  const [, first = '', ...rest] = pathname.split('/');
  return ['', map(first), ...rest].join('/');
}

/**
 * Locale of a URL path and the path without its prefix; a French slug is mapped back to the English
 * path ('/fr/qui-sommes-nous' -> { locale: 'fr', path: '/about' }). Query and hash are kept.
 */
export function splitLocaleFromPath(path: string): { locale: AppLocale; path: string } {
  const { pathname, suffix } = splitSuffix(path.startsWith('/') ? path : `/${path}`);
  const first = pathname.split('/')[1] ?? '';
  if (!isLocale(first) || first === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path: pathname + suffix };
  const rest = pathname.slice(first.length + 1) || '/';
  const english =
    first === 'fr'
      ? mapFirstSegment(rest, (segment) => localisedPages.find((page) => page.fr === segment)?.en ?? segment)
      : rest;
  return { locale: first, path: english + suffix };
}

/** An English path as seen in a locale: French slugs for localised pages, then the locale prefix. */
export function localisePath(englishPath: string, locale: AppLocale): string {
  const { pathname, suffix } = splitSuffix(englishPath.startsWith('/') ? englishPath : `/${englishPath}`);
  const translated =
    locale === 'fr'
      ? mapFirstSegment(pathname, (segment) => localisedPages.find((page) => page.en === segment)?.fr ?? segment)
      : pathname;
  const prefix = localePrefix(locale);
  const joined = prefix && translated === '/' ? prefix : prefix + translated;
  return joined + suffix;
}

/** Paths for the page head's hreflang alternates, English and French (spec section 2, page head). */
export function alternateUrls(englishPath: string): { en: string; fr: string } {
  return { en: localisePath(englishPath, 'en'), fr: localisePath(englishPath, 'fr') };
}

/** The first segment of the staff side's paths, in every locale ('/admin', '/fr/admin/orders'). */
export const STAFF_PATH_SEGMENT = 'admin';

/**
 * Whether a path is one of the staff side's ('/admin', '/kr/admin/orders/3', '/admin/orders.csv'), in any
 * locale: the storefront's documents do without those routes (apps/server/src/web/locale-builds.ts).
 */
export function isStaffPath(path: string): boolean {
  const english = splitLocaleFromPath(path).path;
  const first = english.split(/[/?#]/, 2)[1] ?? '';
  return first === STAFF_PATH_SEGMENT || first.startsWith(`${STAFF_PATH_SEGMENT}.`);
}
