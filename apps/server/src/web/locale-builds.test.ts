import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildForLocale, createLocaleBuilds, localeOfRouteId } from './locale-builds.ts';

const route = (id: string) => ({ id, path: id, module: {} });
const ids = ['root', 'home.en', 'home.fr', 'project.es', 'project.kr', 'admin.zh', 'sitemap', 'routes/robots.txt'];
const build = {
  routes: Object.fromEntries(ids.map((id) => [id, route(id)])),
  assets: {
    version: 'v1',
    url: '/assets/manifest-v1.js',
    entry: {},
    routes: Object.fromEntries(ids.map((id) => [id, route(id)])),
  },
} as unknown as ServerBuild;

describe('the per-locale builds of the SSR handler', () => {
  it('reads the locale a route id belongs to, or none', () => {
    expect(localeOfRouteId('home.fr')).toBe('fr');
    expect(localeOfRouteId('project.kr')).toBe('kr');
    expect(localeOfRouteId('root')).toBeNull();
    expect(localeOfRouteId('routes/robots.txt')).toBeNull();
    expect(localeOfRouteId('fr')).toBeNull();
  });

  it("keeps a locale's pages and the routes no locale owns, in the routes and the manifest alike", () => {
    const french = buildForLocale(build, 'fr');
    expect(Object.keys(french.routes)).toEqual(['root', 'home.fr', 'sitemap', 'routes/robots.txt']);
    expect(Object.keys(french.assets.routes)).toEqual(Object.keys(french.routes));
    expect(french.assets.url).toBe('/assets/manifest-v1.js');
    expect(french.assets.version).toBe('v1');
    expect(Object.keys(build.routes)).toHaveLength(ids.length);
  });

  it('picks the build by the first path segment, data requests included, and makes each once', () => {
    const pick = createLocaleBuilds();
    expect(Object.keys(pick(build, '/').routes)).toContain('home.en');
    expect(Object.keys(pick(build, '/vinyl/1/x').routes)).not.toContain('home.fr');
    expect(Object.keys(pick(build, '/fr').routes)).toContain('home.fr');
    expect(Object.keys(pick(build, '/fr.data').routes)).toContain('home.fr');
    expect(Object.keys(pick(build, '/es/vinyl/1/x.data').routes)).toContain('project.es');
    expect(Object.keys(pick(build, '/_root.data').routes)).toContain('home.en');
    expect(pick(build, '/zh/admin')).toBe(pick(build, '/zh'));
  });
});
