import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  buildForLocale,
  createLocaleBuilds,
  localeManifestOf,
  localeManifestUrl,
  localeOfRouteId,
} from './locale-builds.ts';

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

  it("names a locale's browser manifest beside the built one, holding that locale's routes", () => {
    expect(localeManifestUrl('/assets/manifest-v1.js', 'kr')).toBe('/assets/manifest-v1.kr.js');
    const korean = localeManifestOf(build.assets, 'kr');
    expect(Object.keys(korean.routes)).toEqual(['root', 'project.kr', 'sitemap', 'routes/robots.txt']);
    expect(korean.url).toBe('/assets/manifest-v1.kr.js');
    expect(korean.version).toBe('v1');
    expect(korean.entry).toBe(build.assets.entry);
  });

  it("renders a locale's pages with its own manifest when the build wrote it, else with the whole one", () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'spindle-locale-builds-'));
    try {
      mkdirSync(path.join(clientDir, 'assets'));
      writeFileSync(path.join(clientDir, 'assets/manifest-v1.fr.js'), '');
      const pick = createLocaleBuilds({ clientDir });
      expect(pick(build, '/fr/boutique-vinyle').assets.url).toBe('/assets/manifest-v1.fr.js');
      // No file for English (a build made without scripts/locale-manifests.ts): the whole manifest.
      expect(pick(build, '/').assets.url).toBe('/assets/manifest-v1.js');
      // Without a client folder (Vite in development) the built manifest is kept too.
      expect(createLocaleBuilds()(build, '/fr').assets.url).toBe('/assets/manifest-v1.js');
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
