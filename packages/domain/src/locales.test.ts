import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALE_META,
  LOCALES,
  alternateUrls,
  isLocale,
  isStaffPath,
  localePrefix,
  localisePath,
  parseAcceptLanguage,
  pickDefaultLocale,
  splitLocaleFromPath,
  type AppLocale,
} from './locales.ts';

describe('locales', () => {
  it('offers en, fr, es, kr and zh with English as the default', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'es', 'kr', 'zh']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each([
    ['fr', true],
    ['kr', true],
    ['ko', false],
    ['FR', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each<[AppLocale, string, string]>([
    ['en', 'en-GB', 'gb'],
    ['fr', 'fr-FR', 'fr'],
    ['es', 'es-ES', 'es'],
    ['kr', 'ko-KR', 'kr'],
    ['zh', 'zh-CN', 'cn'],
  ])('%s formats with %s and shows the %s flag', (locale, intlTag, flag) => {
    expect(LOCALE_META[locale].intlTag).toBe(intlTag);
    expect(LOCALE_META[locale].flagCountryCode).toBe(flag);
    expect(Intl.DateTimeFormat.supportedLocalesOf([intlTag])).toEqual([intlTag]);
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', ['fr', 'fr', 'en']],
    ['en;q=0.5, zh-CN', ['zh', 'en']],
    ['de;q=0, es', ['es']],
    ['*', []],
    ['', []],
  ])('%j ranks %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe('pickDefaultLocale', () => {
  it.each<[string | null, string | null, AppLocale]>([
    ['es', 'fr-FR', 'es'],
    ['kr', null, 'kr'],
    ['xx', 'fr-FR,fr;q=0.9', 'fr'],
    [null, 'fr-CA', 'fr'],
    [null, 'zh-TW,zh;q=0.9', 'zh'],
    [null, 'en-US,fr;q=0.8', 'en'],
    [null, 'de-DE', 'en'],
    [null, 'es-ES', 'en'],
    [null, null, 'en'],
  ])('cookie %j with Accept-Language %j gives %s', (cookieLang, acceptLanguage, expected) => {
    expect(pickDefaultLocale({ cookieLang, acceptLanguage })).toBe(expected);
  });
});

describe('localised paths', () => {
  it.each<[AppLocale, string]>([
    ['en', ''],
    ['fr', '/fr'],
    ['es', '/es'],
    ['kr', '/kr'],
    ['zh', '/zh'],
  ])('the %s prefix is %j', (locale, prefix) => {
    expect(localePrefix(locale)).toBe(prefix);
  });

  it.each<[string, AppLocale, string]>([
    ['/about', 'fr', '/fr/qui-sommes-nous'],
    ['/vinyl-box', 'fr', '/fr/box-de-vinyle'],
    ['/how-it-works', 'fr', '/fr/comment-ca-marche'],
    ['/how-it-works/new', 'fr', '/fr/comment-ca-marche/new'],
    ['/quote', 'fr', '/fr/pressage-en-direct'],
    ['/vinyl-pressing-green', 'fr', '/fr/pressage-vinyle-ecologique'],
    ['/about', 'es', '/es/about'],
    ['/vinyl-box', 'zh', '/zh/vinyl-box'],
    ['/about', 'en', '/about'],
    ['/vinyl-shop?genre=8', 'fr', '/fr/vinyl-shop?genre=8'],
    ['/', 'fr', '/fr'],
    ['/', 'en', '/'],
    ['/quote-list', 'fr', '/fr/quote-list'],
    ['/cart', 'fr', '/fr/panier'],
    ['/cart/confirmation?order=12', 'fr', '/fr/panier/confirmation?order=12'],
    ['/payment', 'fr', '/fr/paiement'],
    ['/cart', 'es', '/es/cart'],
  ])('localisePath(%j, %s) is %j', (path, locale, expected) => {
    expect(localisePath(path, locale)).toBe(expected);
  });

  it.each<[string, AppLocale, string]>([
    ['/fr/qui-sommes-nous', 'fr', '/about'],
    ['/fr/box-de-vinyle', 'fr', '/vinyl-box'],
    ['/fr/comment-ca-marche/new', 'fr', '/how-it-works/new'],
    ['/fr/pressage-vinyle-ecologique?x=1', 'fr', '/vinyl-pressing-green?x=1'],
    ['/fr/about', 'fr', '/about'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/kr/vinyl-box', 'kr', '/vinyl-box'],
    ['/fr/panier/confirmation', 'fr', '/cart/confirmation'],
    ['/fr/paiement', 'fr', '/payment'],
    ['/es/qui-sommes-nous', 'es', '/qui-sommes-nous'],
    ['/about', 'en', '/about'],
    ['/en/about', 'en', '/en/about'],
    ['/french-touch', 'en', '/french-touch'],
    ['/', 'en', '/'],
  ])('splitLocaleFromPath(%j) is %s %j', (path, locale, english) => {
    expect(splitLocaleFromPath(path)).toEqual({ locale, path: english });
  });

  it.each([
    '/about',
    '/vinyl-box',
    '/quote',
    '/vinyl-shop',
    '/',
    '/how-it-works/new',
    '/cart/confirmation',
    '/payment',
  ])('splitting a localised %j gives the English path back in every locale', (path) => {
    for (const locale of LOCALES) expect(splitLocaleFromPath(localisePath(path, locale))).toEqual({ locale, path });
  });

  it.each([
    ['/about', { en: '/about', fr: '/fr/qui-sommes-nous' }],
    ['/vinyl-shop', { en: '/vinyl-shop', fr: '/fr/vinyl-shop' }],
    ['/', { en: '/', fr: '/fr' }],
  ])('alternateUrls(%j) gives the hreflang pair', (path, expected) => {
    expect(alternateUrls(path)).toEqual(expected);
  });
});

describe('isStaffPath', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/orders',
    '/fr/admin',
    '/kr/admin/order/3',
    '/admin/projects.csv',
    '/admin.data',
  ])('%s is a staff page', (path) => expect(isStaffPath(path)).toBe(true));
  it.each([
    '/',
    '/fr',
    '/administrator',
    '/vinyl/1/admin',
    '/fr/boutique-vinyle',
    '/my-account',
    '/admins/x',
    '/es?admin=1',
  ])('%s is not', (path) => expect(isStaffPath(path)).toBe(false));
});
