import { describe, expect, it } from 'vitest';
import { returnPathWithout, safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/fr/vinyl-shop?genre=8', '/fr/vinyl-shop?genre=8'],
    ['/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['relative', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%j -> %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe('returnPathWithout', () => {
  it('drops the parameter and keeps the others', () => {
    expect(returnPathWithout('/fr', '?currency=USD&genre=8', 'currency')).toBe('/fr?genre=8');
  });

  it('gives the bare path when nothing is left', () => {
    expect(returnPathWithout('/', '?currency=USD', 'currency')).toBe('/');
  });
});
