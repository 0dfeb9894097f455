import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, isErrorCode } from './error-codes.ts';
import { defineRoutes, urlOf } from './route.ts';

describe('urlOf', () => {
  it.each([
    ['/search', {}, { search: 'nova', type: 'artists' }, '/search?search=nova&type=artists'],
    ['/projects/:id/comments', { id: 12 }, { page: 2, size: undefined }, '/projects/12/comments?page=2'],
    ['/shops/:code', { code: 'ferric oxide/2' }, {}, '/shops/ferric%20oxide%2F2'],
    ['/user/follows/:id', { id: '3' }, { flag: false, empty: null }, '/user/follows/3?flag=false'],
    ['/songs', {}, { ids: [3, 5] }, '/songs?ids=3&ids=5'],
  ])('fills %s with %j and %j', (path, params, query, url) => {
    expect(urlOf(path, params, query)).toBe(url);
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => urlOf('/artists/:id', {})).toThrow('/artists/:id needs :id');
  });
});

describe('defineRoutes', () => {
  it('stamps each route with its area and name', () => {
    const routes = defineRoutes('songs', { list: { method: 'GET', path: '/songs', access: 'public' } });
    expect(routes.list).toEqual({ id: 'songs.list', method: 'GET', path: '/songs', access: 'public' });
  });
});

describe('the error codes', () => {
  it('each answer a 4xx or 5xx status and read as translation keys', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('are told apart from other strings', () => {
    expect(isErrorCode('not_found')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
