import { describe, expect, it } from 'vitest';
import { resolveCurrency } from './currency.server.ts';

const url = (path: string) => new URL(path, 'http://localhost');

describe('resolveCurrency', () => {
  it('uses euros for a visitor with no choice from an unknown country', () => {
    expect(resolveCurrency(url('/'), null, null)).toBe('EUR');
  });

  it('follows the visitor country', () => {
    expect(resolveCurrency(url('/'), null, 'GB')).toBe('GBP');
    expect(resolveCurrency(url('/'), null, 'us')).toBe('USD');
  });

  it('uses yuan on Chinese pages', () => {
    expect(resolveCurrency(url('/zh'), null, 'FR')).toBe('CNY');
  });

  it('prefers the currency cookie to the country and to the language', () => {
    expect(resolveCurrency(url('/zh'), 'currency=JPY', 'GB')).toBe('JPY');
  });

  it('lets ?currency= override the cookie', () => {
    expect(resolveCurrency(url('/?currency=usd'), 'currency=GBP', null)).toBe('USD');
  });

  it('ignores unknown codes in the query and the cookie', () => {
    expect(resolveCurrency(url('/?currency=XYZ'), 'currency=BTC', 'KR')).toBe('KRW');
  });
});
