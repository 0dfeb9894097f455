// After `react-router build`: writes two browser route manifests per locale beside the built one,
// holding that locale's pages and the routes no locale owns: `assets/manifest-<version>.<locale>.js`
// for the storefront, without the staff side's routes, and `….<locale>.staff.js` with them. The
// server's per-locale builds name them (apps/server/src/web/locale-builds.ts), so a storefront page
// hydrates a router of ~90 routes instead of ~700.
//
// `npm run build` runs it before compressing the client files; `npm start` (scripts/start.ts) runs it
// after its own web build, before the server loads the build.
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '@spindle/domain';
import { localeManifestOf, SITE_SIDES } from '../apps/server/src/web/locale-builds.ts';

export const CLIENT_DIR = path.resolve(import.meta.dirname, '../apps/web/build/client');

const PREFIX = 'window.__reactRouterManifest=';
/** The built manifest's name: the per-locale ones add the locale before `.js`. */
const BUILT_MANIFEST = /^manifest-[\w-]+\.js$/;

interface BrowserManifest {
  url: string;
  version: string;
  routes: Record<string, { path?: string } | undefined>;
}

function parseManifest(source: string, file: string): BrowserManifest {
  const body = source.trim();
  if (!body.startsWith(PREFIX)) throw new Error(`${file} does not start with ${PREFIX}`);
  const manifest = JSON.parse(body.slice(PREFIX.length).replace(/;$/, '')) as Partial<BrowserManifest>;
  if (typeof manifest.url !== 'string' || typeof manifest.routes !== 'object' || manifest.routes === null) {
    throw new Error(`${file} is not a React Router browser manifest`);
  }
  return manifest as BrowserManifest;
}

/** Writes the per-locale manifests of every built manifest in `clientDir`; returns the files written. */
export async function writeLocaleManifests(clientDir = CLIENT_DIR): Promise<string[]> {
  const assets = path.join(clientDir, 'assets');
  const built = (await readdir(assets)).filter((name) => BUILT_MANIFEST.test(name));
  const written: string[] = [];
  for (const name of built) {
    const manifest = parseManifest(await readFile(path.join(assets, name), 'utf8'), name);
    for (const locale of LOCALES) {
      for (const side of SITE_SIDES) {
        const own = localeManifestOf(manifest, locale, side);
        const target = path.join(clientDir, own.url);
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, `${PREFIX}${JSON.stringify(own)};`);
        await rename(temporary, target);
        written.push(target);
      }
    }
  }
  if (written.length === 0) throw new Error(`no route manifest in ${assets}: run react-router build first`);
  return written;
}

if (import.meta.main) {
  const started = performance.now();
  const written = await writeLocaleManifests();
  console.log(
    `wrote ${written.length} per-locale route manifests (storefront and staff side) in ${Math.round(performance.now() - started)} ms`,
  );
}
