import { describe, expect, it } from 'vitest';
import { pageLocaleOf } from './api-fetch.ts';

describe('the language of the page an API call is made for', () => {
  it('is the locale prefix of the page, of its data request too', () => {
    expect(pageLocaleOf('/')).toBe('en');
    expect(pageLocaleOf('/fr')).toBe('fr');
    expect(pageLocaleOf('/fr/qui-sommes-nous?x=1')).toBe('fr');
    expect(pageLocaleOf('/kr/vinyl-shop')).toBe('kr');
    expect(pageLocaleOf('/fr.data')).toBe('fr');
    expect(pageLocaleOf('/zh/vinyl-shop.data?genre=1')).toBe('zh');
    expect(pageLocaleOf('/_root.data')).toBe('en');
    expect(pageLocaleOf('/vinyl/259121/kyoto')).toBe('en');
  });
});
