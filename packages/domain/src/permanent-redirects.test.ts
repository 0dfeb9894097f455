import { describe, expect, it } from 'vitest';
import { PERMANENT_REDIRECTS, permanentRedirectTarget } from './permanent-redirects.ts';

describe('permanent redirects of listed pages (spec section 2)', () => {
  it.each([
    ['/profile', '/my-account'],
    ['/profile/v2', '/my-account'],
    ['/spindle-new', '/vinyl-shop'],
    ['/how-it-works/new', '/how-it-works'],
    ['/project/project', '/project/manage'],
    ['/project/project2', '/project/manage'],
    ['/project/manage2', '/project/manage'],
    ['/project/box-projects', '/my-account/projects'],
  ])('%s goes to %s', (from, to) => {
    expect(permanentRedirectTarget(from)).toBe(to);
  });

  it('keeps the locale prefix and translates a French slug', () => {
    expect(permanentRedirectTarget('/fr/profile')).toBe('/fr/my-account');
    expect(permanentRedirectTarget('/fr/comment-ca-marche/new')).toBe('/fr/comment-ca-marche');
    expect(permanentRedirectTarget('/zh/spindle-new')).toBe('/zh/vinyl-shop');
    expect(permanentRedirectTarget('/kr/project/manage2')).toBe('/kr/project/manage');
  });

  it('keeps the query string and ignores a trailing slash', () => {
    expect(permanentRedirectTarget('/project/manage2?id=12')).toBe('/project/manage?id=12');
    expect(permanentRedirectTarget('/es/profile/')).toBe('/es/my-account');
  });

  it('answers null for a page that is not redirected', () => {
    expect(permanentRedirectTarget('/my-account')).toBeNull();
    expect(permanentRedirectTarget('/fr/about')).toBeNull();
    expect(permanentRedirectTarget('/toString')).toBeNull();
  });

  it('never redirects to another redirected page', () => {
    for (const target of Object.values(PERMANENT_REDIRECTS)) expect(permanentRedirectTarget(target)).toBeNull();
  });
});
