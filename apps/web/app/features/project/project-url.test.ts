import { describe, expect, it } from 'vitest';
import { canonicalProjectPath, canonicalRedirectOf, parseProjectId } from './project-url.ts';

const vinyl = { category: 'vinyl', id: 12, slug: 'nova-static-midnight-circuits' };
const redirectOf = (path: string, project = vinyl) =>
  canonicalRedirectOf(new URL(path, 'https://spindle.test'), project);

describe('parseProjectId', () => {
  it.each([
    ['12', 12],
    ['007', 7],
    ['2147483647', 2147483647],
  ])('reads %s as the id %s', (segment, id) => {
    expect(parseProjectId(segment)).toBe(id);
  });

  it.each([undefined, '', '0', 'dashboard', '12a', '-3', '1.5', '2147483648', '9999999999999'])(
    'says %s is not a project id',
    (segment) => {
      expect(parseProjectId(segment)).toBeNull();
    },
  );
});

describe('canonicalProjectPath', () => {
  it('is /{category}/{id}/{slug} under the locale prefix', () => {
    expect(canonicalProjectPath(vinyl, 'en')).toBe('/vinyl/12/nova-static-midnight-circuits');
    expect(canonicalProjectPath(vinyl, 'fr')).toBe('/fr/vinyl/12/nova-static-midnight-circuits');
    expect(canonicalProjectPath(vinyl, 'kr')).toBe('/kr/vinyl/12/nova-static-midnight-circuits');
  });

  it('sends categories without a page of their own to /project', () => {
    expect(canonicalProjectPath({ category: 'accessory', id: 5, slug: 'slipmat' }, 'en')).toBe('/project/5/slipmat');
  });
});

describe('canonicalRedirectOf', () => {
  it('leaves the canonical URL alone, in every locale', () => {
    expect(redirectOf('/vinyl/12/nova-static-midnight-circuits')).toBeNull();
    expect(redirectOf('/fr/vinyl/12/nova-static-midnight-circuits')).toBeNull();
    expect(redirectOf('/zh/vinyl/12/nova-static-midnight-circuits?currency=USD')).toBeNull();
  });

  it.each([
    ['a wrong slug', '/vinyl/12/old-name', '/vinyl/12/nova-static-midnight-circuits'],
    ['a missing slug', '/vinyl/12', '/vinyl/12/nova-static-midnight-circuits'],
    ['a wrong category', '/cd/12/nova-static-midnight-circuits', '/vinyl/12/nova-static-midnight-circuits'],
    ['an unknown category', '/anything/12', '/vinyl/12/nova-static-midnight-circuits'],
    ['a category in capitals', '/VINYL/12/nova-static-midnight-circuits', '/vinyl/12/nova-static-midnight-circuits'],
    ['leading zeros', '/vinyl/0012/nova-static-midnight-circuits', '/vinyl/12/nova-static-midnight-circuits'],
    ['a trailing slash', '/vinyl/12/nova-static-midnight-circuits/', '/vinyl/12/nova-static-midnight-circuits'],
    ['a wrong slug in French', '/fr/project/12/x', '/fr/vinyl/12/nova-static-midnight-circuits'],
  ])('redirects %s to the canonical URL', (_case, path, target) => {
    expect(redirectOf(path)).toBe(target);
  });

  it('keeps the query string', () => {
    expect(redirectOf('/vinyl/12?currency=GBP&image=back')).toBe(
      '/vinyl/12/nova-static-midnight-circuits?currency=GBP&image=back',
    );
  });

  it('compares slugs in other scripts decoded and sends them percent-encoded', () => {
    const korean = { category: 'cd', id: 3, slug: '새벽-노래' };
    expect(redirectOf(`/cd/3/${encodeURIComponent('새벽-노래')}`, korean)).toBeNull();
    expect(redirectOf('/cd/3', korean)).toBe(`/cd/3/${encodeURIComponent('새벽-노래')}`);
  });

  it('redirects a malformed percent-encoding rather than failing', () => {
    expect(redirectOf('/vinyl/12/%E0%A4%A')).toBe('/vinyl/12/nova-static-midnight-circuits');
  });
});
