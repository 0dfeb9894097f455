import { describe, expect, it } from 'vitest';
import { artistPath, labelPath, sellerSlug, shopPath, showsShopNameLink, textForLocale } from './sellers.ts';

describe('seller page paths', () => {
  it.each([
    [{ id: 12, slug: 'nova-static' }, '/artist/12/nova-static'],
    [{ id: 7, slug: 'Björk Guðmundsdóttir' }, '/artist/7/bjork-gudmundsdottir'],
    [{ id: 9, slug: '방탄소년단' }, '/artist/9/방탄소년단'],
    [{ id: 3, slug: '!!!' }, '/artist/3/artist'],
  ])('the artist %j lives at %s', (artist, path) => {
    expect(artistPath(artist)).toBe(path);
  });

  it('builds label pages the same way, with their own fallback', () => {
    expect(labelPath({ id: 3, slug: 'blue-hour-records' })).toBe('/label/3/blue-hour-records');
    expect(labelPath({ id: 4, slug: '' })).toBe('/label/4/label');
  });

  it('keeps a slug that is already canonical as it is', () => {
    expect(sellerSlug('artist', 'ferric-oxide')).toBe('ferric-oxide');
  });

  it('puts a shop under its code', () => {
    expect(shopPath('hollow-pine')).toBe('/shop/hollow-pine');
  });
});

describe('textForLocale', () => {
  const bio = { en: 'Born in Lyon.', fr: 'Né à Lyon.' };

  it.each([
    ['fr', bio, { text: 'Né à Lyon.', locale: 'fr' }],
    ['en', bio, { text: 'Born in Lyon.', locale: 'en' }],
    ['kr', bio, { text: 'Born in Lyon.', locale: 'en' }],
    ['zh', { en: 'Born in Lyon.', fr: null }, { text: 'Born in Lyon.', locale: 'en' }],
    ['fr', { en: 'Born in Lyon.', fr: '   ' }, { text: 'Born in Lyon.', locale: 'en' }],
    ['es', { en: null, fr: 'Né à Lyon.' }, { text: 'Né à Lyon.', locale: 'fr' }],
  ] as const)('on a %s page shows %j as %j', (locale, versions, expected) => {
    expect(textForLocale(locale, versions)).toEqual(expected);
  });

  it('is null when no version has any text', () => {
    expect(textForLocale('en', { en: '', fr: null })).toBeNull();
  });
});

describe('showsShopNameLink', () => {
  it.each([
    [1194, false],
    [1214, true],
    [1150, true],
  ])('shop %i shows its name link: %s', (shopId, shown) => {
    expect(showsShopNameLink(shopId)).toBe(shown);
  });
});
