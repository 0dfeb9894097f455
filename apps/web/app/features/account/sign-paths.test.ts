import { describe, expect, it } from 'vitest';
import { returnTarget, signPagePath } from './sign-paths.ts';

describe('signPagePath', () => {
  it('carries the page to come back to, in the locale', () => {
    expect(signPagePath('fr', '/fr/my-account/orders?page=2')).toBe(
      '/fr/sign?redirect=%2Ffr%2Fmy-account%2Forders%3Fpage%3D2',
    );
  });

  it('leaves out a return to the home page and can name the tab', () => {
    expect(signPagePath('en', '/')).toBe('/sign');
    expect(signPagePath('es', null, 'signin')).toBe('/es/sign?tab=signin');
  });

  it('never carries another site as the return', () => {
    expect(signPagePath('en', '//evil.example/x')).toBe('/sign');
  });
});

describe('returnTarget', () => {
  it.each([
    ['/my-account', '/my-account'],
    ['/fr/vinyl-shop?genre=8', '/fr/vinyl-shop?genre=8'],
    ['/', '/'],
  ])('follows the same-site path %j', (asked, expected) => {
    expect(returnTarget(asked, '/home')).toBe(expected);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/x', 'javascript:alert(1)', '', null])(
    'refuses %j and goes to the fallback',
    (asked) => {
      expect(returnTarget(asked, '/fr')).toBe('/fr');
    },
  );

  it.each([
    '/sign?redirect=/x',
    '/fr/sign',
    '/reset-password?token=abc',
    '/kr/confirm-email?token=1',
    '/forgot-password',
  ])('does not return to the sign-in family of pages (%j)', (asked) => {
    expect(returnTarget(asked, '/')).toBe('/');
  });
});
