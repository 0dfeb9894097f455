import { describe, expect, it } from 'vitest';
import { pageCountOf, pageHref, pageOf } from './paging.ts';

describe('pageOf', () => {
  it.each([
    ['/artist/1/a', 1],
    ['/artist/1/a?page=3', 3],
    ['/artist/1/a?page=0', 1],
    ['/artist/1/a?page=-2', 1],
    ['/artist/1/a?page=2.5', 1],
    ['/artist/1/a?page=abc', 1],
  ])('%s is page %i', (path, page) => {
    expect(pageOf(new URL(path, 'http://localhost'))).toBe(page);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 1],
    [24, 1],
    [25, 2],
    [49, 3],
  ])('%i items fill %i pages of 24', (total, pages) => {
    expect(pageCountOf(total, 24)).toBe(pages);
  });
});

describe('pageHref', () => {
  it('sets the page and keeps the rest of the query', () => {
    expect(pageHref('/fr/shop/x', '?currency=USD', 2)).toBe('/fr/shop/x?currency=USD&page=2');
  });

  it('drops ?page= for the first page', () => {
    expect(pageHref('/shop/x', '?page=4', 1)).toBe('/shop/x');
  });
});
