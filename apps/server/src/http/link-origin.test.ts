import { describe, expect, it } from 'vitest';
import { keptLinkOriginOf, linkOriginOf } from './link-origin.ts';

const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol });

describe('linkOriginOf', () => {
  it('is the origin of PUBLIC_URL when it is set, whatever the request says', () => {
    expect(linkOriginOf(request('evil.example'), 'https://spindle.example/shop/')).toBe('https://spindle.example');
  });

  it.each([
    [request('shop.example.test'), 'http://shop.example.test'],
    [request('Shop.Example.TEST:8080', 'https'), 'https://shop.example.test:8080'],
    [request('shop.example.test:443', 'https'), 'https://shop.example.test'],
    [request('127.0.0.1:3000'), 'http://127.0.0.1:3000'],
    [request('[::1]:3000'), 'http://[::1]:3000'],
  ])('is the origin the request reached the server at without it: %j', (from, origin) => {
    expect(linkOriginOf(from, undefined)).toBe(origin);
  });

  it.each([
    '',
    'evil.example/path',
    'user@evil.example',
    'evil.example?x=1',
    'evil.example#x',
    'a b',
    'evil.example\\x',
  ])('refuses a Host that is not a bare host: %j', (host) => {
    expect(() => linkOriginOf(request(host), undefined)).toThrow(expect.objectContaining({ code: 'bad_request' }));
  });
});

describe('keptLinkOriginOf', () => {
  const kept = 'http://shop.example.test';

  it('prefers PUBLIC_URL, then the origin kept with the row, then the development origin', () => {
    const publicUrl = 'https://spindle.example';
    const developmentOrigin = 'http://localhost:3000';
    expect(keptLinkOriginOf(kept, { publicUrl, developmentOrigin })).toBe(publicUrl);
    expect(keptLinkOriginOf(kept, { publicUrl: undefined, developmentOrigin })).toBe(kept);
    expect(keptLinkOriginOf(null, { publicUrl: undefined, developmentOrigin })).toBe(developmentOrigin);
  });

  it('throws rather than make a host up when none is known (production without PUBLIC_URL, an old row)', () => {
    expect(() => keptLinkOriginOf(null, { publicUrl: undefined, developmentOrigin: undefined })).toThrow(/PUBLIC_URL/);
  });
});
