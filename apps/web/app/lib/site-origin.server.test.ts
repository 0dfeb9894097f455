import { describe, expect, it } from 'vitest';
import { isLocalHost, showsAnnouncement, siteOrigin } from './site-origin.server.ts';

const requestTo = (url: string) => new URL(url);

describe('siteOrigin', () => {
  it('uses PUBLIC_URL when it is set', () => {
    expect(siteOrigin(requestTo('http://10.0.0.5:3000/fr'), 'https://spindle.example/shop')).toBe(
      'https://spindle.example',
    );
  });

  it('falls back to the origin of the request', () => {
    expect(siteOrigin(requestTo('http://localhost:3100/fr?x=1'), undefined)).toBe('http://localhost:3100');
  });
});

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['spindle.example', false],
    ['localhost.example', false],
    ['128.0.0.1', false],
  ])('%s -> %s', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });
});

describe('showsAnnouncement', () => {
  it('shows on a local host even without PUBLIC_URL', () => {
    expect(showsAnnouncement(requestTo('http://127.0.0.1:3100/'), undefined)).toBe(true);
  });

  it('shows on the main public host', () => {
    expect(showsAnnouncement(requestTo('https://spindle.example/'), 'https://spindle.example')).toBe(true);
  });

  it('hides on a white-label shop host', () => {
    expect(showsAnnouncement(requestTo('https://records.band.example/'), 'https://spindle.example')).toBe(false);
  });

  it('hides on any public host when the main host is not configured', () => {
    expect(showsAnnouncement(requestTo('https://spindle.example/'), undefined)).toBe(false);
  });
});
