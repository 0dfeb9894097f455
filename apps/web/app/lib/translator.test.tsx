import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueTextsFor, dataKey, i18nFor, loadCatalogue } from './i18n.ts';
import { withComponents } from './trans.tsx';
import { createTranslator, interpolate, type Messages } from './translator.ts';

const messages: Messages = {
  cart: { itemCount_one: '{{count}} item', itemCount_other: '{{count}} items', label: 'Cart' },
  greeting: 'Hello {{ name }}, {{user.city}}!',
  plain: 'No plural {{count}}',
};

describe('translator', () => {
  const t = createTranslator('en', () => messages).t as unknown as (key: string, options?: object) => string;

  it('reads nested keys and gives a missing key back as it is', () => {
    expect(t('cart.label')).toBe('Cart');
    expect(t('cart.nothing')).toBe('cart.nothing');
    expect(t('cart')).toBe('cart');
  });

  it("picks the plural form of the language's rules, the bare key or the other form", () => {
    expect(t('cart.itemCount', { count: 1 })).toBe('1 item');
    expect(t('cart.itemCount', { count: 0 })).toBe('0 items');
    expect(t('cart.itemCount', { count: 7 })).toBe('7 items');
    expect(t('plain', { count: 2 })).toBe('No plural 2');
    // French says "many" for a million: with no such form, the other form.
    const fr = createTranslator('fr', () => messages).t as unknown as (key: string, options?: object) => string;
    expect(fr('cart.itemCount', { count: 1_000_000 })).toBe('1000000 items');
    expect(fr('cart.itemCount', { count: 0 })).toBe('0 item');
  });

  it('fills placeholders, dotted paths included, and leaves nothing for a missing value', () => {
    expect(t('greeting', { name: 'Ada', user: { city: 'Lyon' } })).toBe('Hello Ada, Lyon!');
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada, !');
    expect(interpolate('<b>{{a}}</b>', { a: '<i>' })).toBe('<b><i></b>');
  });
});

describe('catalogues through the translator', () => {
  beforeAll(async () => {
    await loadCatalogue('en');
    await loadCatalogue('kr');
  });

  it('translates with the loaded catalogue of each language', () => {
    expect(i18nFor('en').t('cart.itemCount', { count: 2 })).toMatch(/^2 /);
    expect(i18nFor('kr').language).toBe('ko');
    expect(i18nFor('kr').t(dataKey('credits.title'))).toBe('크레디트');
  });

  it('draws the links inside a text', () => {
    const html = renderToStaticMarkup(
      <p>{withComponents('See <a>the licence</a> and <b>more</b>.', { a: <a href="/l" /> })}</p>,
    );
    expect(html).toBe('<p>See <a href="/l">the licence</a> and more.</p>');
  });
});

describe('which parts of the catalogue a page needs before its first view', () => {
  it('the home page, the shop and its listings need only what every page loads, in every language', () => {
    for (const id of [
      'home.en',
      'vinyl-shop.fr',
      'vinyl-shop-category.es',
      'listed-cd.kr',
      'digital.zh',
      'not-found.en',
    ]) {
      expect(catalogueTextsFor(['root', id])).toBe('shell');
    }
  });

  it('the other storefront pages need the storefront pages’ part, not the member part', () => {
    for (const id of ['project.fr', 'cart.zh', 'artist.en', 'label.es', 'shop.kr', 'sheraf.en']) {
      expect(catalogueTextsFor(['root', id])).toBe('storefront');
    }
  });

  it('every other page needs them all', () => {
    for (const id of ['my-orders.en', 'quote.kr', 'admin-production.en', 'vinyl-box.fr', 'payment.en', 'contact.es']) {
      expect(catalogueTextsFor(['root', id])).toBe('all');
    }
  });
});
