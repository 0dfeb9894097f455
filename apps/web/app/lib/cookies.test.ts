import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';

describe('readCookie', () => {
  it.each([
    ['currency=USD; lang=fr', 'currency', 'USD'],
    ['lang=fr;currency=GBP', 'currency', 'GBP'],
    ['  12=false ', '12', 'false'],
    ['xcurrency=USD', 'currency', null],
    ['currency', 'currency', null],
    ['', 'currency', null],
    ['q=a%20b', 'q', 'a b'],
    ['q=%E0%A4%A', 'q', '%E0%A4%A'],
  ])('reads %j for %s as %j', (header, name, expected) => {
    expect(readCookie(header, name)).toBe(expected);
  });

  it('returns null without a header', () => {
    expect(readCookie(null, 'lang')).toBeNull();
  });
});

describe('serializeCookie', () => {
  it('writes a site-wide cookie whose max-age is the number of days in seconds', () => {
    expect(serializeCookie('currency', 'USD', 365)).toBe('currency=USD; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('round-trips through readCookie', () => {
    const pair = serializeCookie('note', 'a;b c', 1).split(';')[0];
    expect(readCookie(pair, 'note')).toBe('a;b c');
  });
});
