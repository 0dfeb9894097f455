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
  sideOfPath,
} from './locale-builds.ts';

const paths: Record<string, string> = {
  root: '',
  'home.en': '/',
  'home.fr': '/fr',
  'project.es': '/es/:category/:id/:slug?',
  'project.kr': '/kr/:category/:id/:slug?',
  'admin-home.zh': '/zh/admin',
  'admin-orders.fr': '/fr/admin/orders',
  'admin-orders.en': '/admin/orders',
  sitemap: '/sitemap.xml',
  'routes/robots.txt': '/robots.txt',
  'routes/resources/admin-orders-csv': '/admin/orders.csv',
};
const ids = Object.keys(paths);
const routes = () => Object.fromEntries(ids.map((id) => [id, { id, path: paths[id], module: {} }]));
const build = {
  routes: routes(),
  assets: { version: 'v1', url: '/assets/manifest-v1.js', entry: {}, routes: routes() },
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

  it("keeps the staff side's routes out of the storefront's build and in the staff side's", () => {
    expect(sideOfPath('/fr/admin/orders')).toBe('staff');
    expect(sideOfPath('/admin.data')).toBe('staff');
    expect(sideOfPath('/fr/boutique-vinyle')).toBe('store');
    const frenchStaff = buildForLocale(build, 'fr', 'staff');
    expect(Object.keys(frenchStaff.routes)).toEqual([
      'root',
      'home.fr',
      'admin-orders.fr',
      'sitemap',
      'routes/robots.txt',
      'routes/resources/admin-orders-csv',
    ]);
    expect(Object.keys(frenchStaff.assets.routes)).toEqual(Object.keys(frenchStaff.routes));
    expect(Object.keys(buildForLocale(build, 'zh', 'staff').routes)).toContain('admin-home.zh');
    expect(Object.keys(buildForLocale(build, 'zh', 'store').routes)).not.toContain('admin-home.zh');
  });

  it('picks the build by the first path segment, data requests included, and makes each once', () => {
    const pick = createLocaleBuilds();
    expect(Object.keys(pick(build, '/').routes)).toContain('home.en');
    expect(Object.keys(pick(build, '/vinyl/1/x').routes)).not.toContain('home.fr');
    expect(Object.keys(pick(build, '/fr').routes)).toContain('home.fr');
    expect(Object.keys(pick(build, '/fr.data').routes)).toContain('home.fr');
    expect(Object.keys(pick(build, '/es/vinyl/1/x.data').routes)).toContain('project.es');
    expect(Object.keys(pick(build, '/_root.data').routes)).toContain('home.en');
    expect(pick(build, '/zh/vinyl/1/x')).toBe(pick(build, '/zh'));
    // The staff side's pages and data requests get the locale's staff build.
    expect(Object.keys(pick(build, '/zh/admin').routes)).toContain('admin-home.zh');
    expect(Object.keys(pick(build, '/zh').routes)).not.toContain('admin-home.zh');
    expect(Object.keys(pick(build, '/admin/orders.data').routes)).toContain('admin-orders.en');
    expect(Object.keys(pick(build, '/admin/orders.csv').routes)).toContain('routes/resources/admin-orders-csv');
    expect(Object.keys(pick(build, '/').routes)).not.toContain('admin-orders.en');
    expect(pick(build, '/fr/admin')).toBe(pick(build, '/fr/admin/orders'));
  });

  it("names a locale's browser manifest beside the built one, holding that locale's routes", () => {
    expect(localeManifestUrl('/assets/manifest-v1.js', 'kr')).toBe('/assets/manifest-v1.kr.js');
    const korean = localeManifestOf(build.assets, 'kr');
    expect(Object.keys(korean.routes)).toEqual(['root', 'project.kr', 'sitemap', 'routes/robots.txt']);
    expect(korean.url).toBe('/assets/manifest-v1.kr.js');
    expect(korean.version).toBe('v1');
    expect(korean.entry).toBe(build.assets.entry);
    expect(localeManifestUrl('/assets/manifest-v1.js', 'kr', 'staff')).toBe('/assets/manifest-v1.kr.staff.js');
    const englishStaff = localeManifestOf(build.assets, 'en', 'staff');
    expect(Object.keys(englishStaff.routes)).toContain('admin-orders.en');
    expect(Object.keys(localeManifestOf(build.assets, 'en').routes)).not.toContain('admin-orders.en');
    expect(englishStaff.url).toBe('/assets/manifest-v1.en.staff.js');
  });

  it("renders a locale's pages with its own manifest when the build wrote it, else with the whole one", () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'spindle-locale-builds-'));
    try {
      mkdirSync(path.join(clientDir, 'assets'));
      writeFileSync(path.join(clientDir, 'assets/manifest-v1.fr.js'), '');
      writeFileSync(path.join(clientDir, 'assets/manifest-v1.fr.staff.js'), '');
      const pick = createLocaleBuilds({ clientDir });
      expect(pick(build, '/fr/boutique-vinyle').assets.url).toBe('/assets/manifest-v1.fr.js');
      expect(pick(build, '/fr/admin/orders').assets.url).toBe('/assets/manifest-v1.fr.staff.js');
      // No file for English (a build made without scripts/locale-manifests.ts): the whole manifest.
      expect(pick(build, '/').assets.url).toBe('/assets/manifest-v1.js');
      // Without a client folder (Vite in development) the built manifest is kept too.
      expect(createLocaleBuilds()(build, '/fr').assets.url).toBe('/assets/manifest-v1.js');
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
