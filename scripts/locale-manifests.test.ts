import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES } from '@spindle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLocaleManifests } from './locale-manifests.ts';

const ids = ['root', 'home.en', 'home.fr', 'project.fr', 'project.zh', 'routes/resources/currency'];
const manifest = {
  entry: { module: '/assets/entry.client-a.js', imports: ['/assets/framework-b.js'], css: [] },
  routes: Object.fromEntries(ids.map((id) => [id, { id, module: `/assets/${id}.js` }])),
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
  it('writes one per locale beside the built manifest, each with its pages and the routes no locale owns', async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'spindle-locale-manifests-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(
      path.join(clientDir, 'assets/manifest-0ddf44db.js'),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
    const written = await writeLocaleManifests(clientDir);
    expect(written).toHaveLength(LOCALES.length);
    expect(readdirSync(path.join(clientDir, 'assets')).sort()).toEqual(
      ['manifest-0ddf44db.js', ...LOCALES.map((locale) => `manifest-0ddf44db.${locale}.js`)].sort(),
    );
    const french = read(path.join(clientDir, 'assets/manifest-0ddf44db.fr.js'));
    expect(Object.keys(french.routes)).toEqual(['root', 'home.fr', 'project.fr', 'routes/resources/currency']);
    expect(french.url).toBe('/assets/manifest-0ddf44db.fr.js');
    expect(french.version).toBe('0ddf44db');
    expect(french.entry).toEqual(manifest.entry);
    expect(Object.keys(read(path.join(clientDir, 'assets/manifest-0ddf44db.es.js')).routes)).toEqual([
      'root',
      'routes/resources/currency',
    ]);
    // A second run (npm start after npm run build) writes the same files, not manifests of manifests.
    expect(await writeLocaleManifests(clientDir)).toHaveLength(LOCALES.length);
  });

  it('refuses a folder without a built manifest', async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'spindle-locale-manifests-'));
    mkdirSync(path.join(clientDir, 'assets'));
    await expect(writeLocaleManifests(clientDir)).rejects.toThrow(/no route manifest/);
  });
});
