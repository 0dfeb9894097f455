import { describe, expect, it } from 'vitest';
import { attributionCookies } from './attribution-cookies.ts';

const view = (href: string, cookieHeader: string | null = null, referrer: string | null = null) =>
  attributionCookies({ url: new URL(href), cookieHeader, referrer });

describe('attributionCookies', () => {
  it('remembers the origin of the first page view for two days', () => {
    expect(view('https://spindle.example/vinyl-shop', null, 'https://www.google.com/search?q=vinyl')).toEqual([
      'ori=GGO; Max-Age=172800; Path=/; SameSite=Lax',
    ]);
    expect(view('https://spindle.example/?ori=NEWS12')).toEqual(['ori=NEWS12; Max-Age=172800; Path=/; SameSite=Lax']);
    expect(view('https://spindle.example/')).toEqual(['ori=DI; Max-Age=172800; Path=/; SameSite=Lax']);
  });

  it('keeps the first origin: later views set nothing', () => {
    expect(view('https://spindle.example/?ori=LATER', 'ori=GGO', 'https://www.bing.com/')).toEqual([]);
  });

  it('keeps the sponsor code of a referral link, upper-cased, for thirty days', () => {
    expect(view('https://spindle.example/fr?sponsor=demoartist', 'ori=DI')).toEqual([
      'sponsor=DEMOARTIST; Max-Age=2592000; Path=/; SameSite=Lax',
    ]);
    expect(view('https://spindle.example/?sponsor=DEMOARTIST', 'ori=DI; sponsor=DEMOARTIST')).toEqual([]);
  });

  it('ignores a sponsor value that cannot be a code', () => {
    expect(view('https://spindle.example/?sponsor=%3Cscript%3E', 'ori=DI')).toEqual([]);
    expect(view('https://spindle.example/?sponsor=', 'ori=DI')).toEqual([]);
  });
});
