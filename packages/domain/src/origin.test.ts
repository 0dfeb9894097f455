import { describe, expect, it } from 'vitest';
import { attributeOrigin, originFromReferrer, type OriginInput } from './origin.ts';

const host = 'spindle.example';
const visit = (input: Partial<OriginInput>) => attributeOrigin({ pathname: '/', currentHost: host, ...input });

describe('attributeOrigin', () => {
  it.each<[string, Partial<OriginInput>, string, string | null]>([
    [
      'the ori parameter wins over everything',
      { ori: 'NEWS12', fbclid: 'x', referrer: 'https://www.google.com/' },
      'NEWS12',
      'https://www.google.com/',
    ],
    ['an ori parameter with odd characters is ignored', { ori: '<script>', referrer: null }, 'DI', null],
    [
      'a blank ori parameter is ignored',
      { ori: '  ', referrer: 'https://www.bing.com/' },
      'BIO',
      'https://www.bing.com/',
    ],
    [
      'an fbclid means Facebook',
      { fbclid: 'IwAR0abc', referrer: 'https://example.org/' },
      'FBO',
      'https://example.org/',
    ],
    ['/contest without origin or referrer is FL', { pathname: '/contest' }, 'FL', null],
    ['/fr/contest without origin or referrer is FL', { pathname: '/fr/contest/' }, 'FL', null],
    [
      '/contest with a referrer follows the referrer',
      { pathname: '/contest', referrer: 'https://www.youtube.com/watch?v=1' },
      'YTO',
      'https://www.youtube.com/watch?v=1',
    ],
    [
      '/contest reached from this site is FL',
      { pathname: '/contest', referrer: `https://${host}/vinyl-shop` },
      'FL',
      null,
    ],
    [
      '/contest/party without origin is PA1 even with a referrer',
      { pathname: '/contest/party', referrer: 'https://www.google.fr/' },
      'PA1',
      'https://www.google.fr/',
    ],
    ['/contest/party with an ori keeps the ori', { pathname: '/contest/party', ori: 'MAIL' }, 'MAIL', null],
    ['/contest/party with an fbclid is FBO', { pathname: '/contest/party', fbclid: 'x' }, 'FBO', null],
    ['a same-host referrer is cleared', { referrer: `https://${host}/about` }, 'DI', null],
    ['a www. same-host referrer is cleared', { referrer: `https://www.${host}/about` }, 'DI', null],
    ['an unparsable referrer is cleared', { referrer: 'not a url' }, 'DI', null],
    ['no referrer is direct', {}, 'DI', null],
    ['another site is LK', { referrer: 'https://blog.example.org/post' }, 'LK', 'https://blog.example.org/post'],
  ])('%s', (_case, input, origin, referrer) => {
    expect(visit(input)).toEqual({ origin, referrer });
  });

  it('compares hosts without their ports on a local host', () => {
    expect(
      attributeOrigin({ pathname: '/', currentHost: 'localhost:3000', referrer: 'http://localhost:3000/cart' }),
    ).toEqual({
      origin: 'DI',
      referrer: null,
    });
  });
});

describe('originFromReferrer', () => {
  it.each([
    ['https://www.google.com/', 'GGO'],
    ['https://www.google.co.uk/search?q=vinyl', 'GGO'],
    ['https://google.fr/', 'GGO'],
    ['https://notgoogle.com/', 'LK'],
    ['https://www.facebook.com/', 'FBO'],
    ['https://l.facebook.com/l.php?u=x', 'FBO'],
    ['https://m.youtube.com/', 'YTO'],
    ['https://youtu.be/abc', 'YTO'],
    ['https://twitter.com/spindle', 'TWO'],
    ['https://t.co/xyz', 'TWO'],
    ['https://x.com/spindle', 'TWO'],
    ['https://l.instagram.com/?u=x', 'IGO'],
    ['https://linktr.ee/artist', 'IGO1'],
    ['https://lnk.bio/artist', 'IGO1'],
    ['https://beacons.ai/artist', 'IGO1'],
    ['https://www.tiktok.com/@artist', 'TKO'],
    ['https://soundcloud.com/artist', 'SCO'],
    ['https://www.bing.com/search?q=x', 'BIO'],
    ['https://old.reddit.com/r/vinyl', 'RDO'],
    ['https://www.linkedin.com/feed', 'LDN'],
    ['https://lnkd.in/abc', 'LDN'],
    ['https://www.discogs.com/', 'LK'],
    ['https://fakefacebook.com/', 'LK'],
  ])('%s gives %s', (referrer, origin) => {
    expect(originFromReferrer(referrer)).toBe(origin);
  });
});
