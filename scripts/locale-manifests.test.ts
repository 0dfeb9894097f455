import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES } from '@spindle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLocaleManifests } from './locale-manifests.ts';

const paths: Record<string, string> = {
  root: '',
  'home.en': '/',
  'home.fr': '/fr',
  'project.fr': '/fr/:category/:id/:slug?',
  'project.zh': '/zh/:category/:id/:slug?',
  'admin-orders.fr': '/fr/admin/orders',
  'routes/resources/currency': '/resources/currency',
  'routes/resources/admin-orders-csv': '/admin/orders.csv',
};
const manifest = {
  entry: { module: '/assets/entry.client-a.js', imports: ['/assets/framework-b.js'], css: [] },
  routes: Object.fromEntries(Object.entries(paths).map(([id, path]) => [id, { id, path, module: `/assets/${id}.js` }])),
  url: '/assets/manifest-0ddf44db.js',
  version: '0ddf44db',
};

const read = (file: string) =>
  JSON.parse(
    readFileSync(file, 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;$/, ''),
  ) as {
    routes: Record<string, unknown>;
    url: string;
    version: string;
    entry: unknown;
  };

let clientDir = '';
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

describe('the per-locale route manifests', () => {
  it('writes two per locale beside the built manifest, each with its pages and the routes no locale owns', async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'spindle-locale-manifests-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(
      path.join(clientDir, 'assets/manifest-0ddf44db.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
    const written = await writeLocaleManifests(clientDir);
    expect(written).toHaveLength(LOCALES.length * 2);
    expect(readdirSync(path.join(clientDir, 'assets')).sort()).toEqual(
      [
        'manifest-0ddf44db.js',
        ...LOCALES.flatMap((locale) => [`manifest-0ddf44db.${locale}.js`, `manifest-0ddf44db.${locale}.staff.js`]),
      ].sort(),
    );
    // The storefront's: no route of the staff side.
    const french = read(path.join(clientDir, 'assets/manifest-0ddf44db.fr.js'));
    expect(Object.keys(french.routes)).toEqual(['root', 'home.fr', 'project.fr', 'routes/resources/currency']);
    expect(french.url).toBe('/assets/manifest-0ddf44db.fr.js');
    // The staff side's: the locale's every route.
    const frenchStaff = read(path.join(clientDir, 'assets/manifest-0ddf44db.fr.staff.js'));
    expect(Object.keys(frenchStaff.routes)).toEqual([
      'root',
      'home.fr',
      'project.fr',
      'admin-orders.fr',
      'routes/resources/currency',
      'routes/resources/admin-orders-csv',
    ]);
    expect(frenchStaff.url).toBe('/assets/manifest-0ddf44db.fr.staff.js');
    expect(french.version).toBe('0ddf44db');
    expect(french.entry).toEqual(manifest.entry);
    expect(Object.keys(read(path.join(clientDir, 'assets/manifest-0ddf44db.es.js')).routes)).toEqual([
      'root',
      'routes/resources/currency',
    ]);
    // A second run (npm start after npm run build) writes the same files, not manifests of manifests.
    expect(await writeLocaleManifests(clientDir)).toHaveLength(LOCALES.length * 2);
  });

  it('refuses a folder without a built manifest', async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'spindle-locale-manifests-'));
    mkdirSync(path.join(clientDir, 'assets'));
    await expect(writeLocaleManifests(clientDir)).rejects.toThrow(/no route manifest/);
  });
});
