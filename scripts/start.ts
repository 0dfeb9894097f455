// `npm start`: serve the production build, building it when apps/web/build is missing or older than
// the code it is built from (a `git pull` since the last build would otherwise serve old pages). The
// build runs beside the database's creation, migration and seeding, and the pages wait for it. The
// client files' brotli and gzip copies (scripts/compress-assets.ts) are written after the server
// answers, in a low-priority child process; until then the files are sent as they are.
// First, before any other module runs (see the file).
import './prime-next-tick.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE_ENTRY, newestChange, serverBundleStaleReason } from './server-bundle.ts';
import type * as ServerMainModule from '../apps/server/src/main.ts';

type ServerMain = typeof ServerMainModule;

// Keep V8's compiled code of our modules (TypeScript included) between starts: a later start
// loads ~1,100 modules in about a third less time. NODE_COMPILE_CACHE chooses the folder
// (default: node-compile-cache under the system temp folder); NODE_DISABLE_COMPILE_CACHE=1 turns it off.
enableCompileCache();

process.env.NODE_ENV ??= 'production';
const root = path.resolve(import.meta.dirname, '..');
const serverBuild = path.join(root, 'apps/web/build/server/index.js');
/** Written by scripts/compress-assets.ts once every client file has its copies. */
const compressedMarker = path.join(root, 'apps/web/build/client/.compressed');

/** What the web build is made from: the app, the packages' sources, the build settings. */
const BUILD_INPUTS = ['apps/web/app', 'packages/domain/src', 'packages/contracts/src', 'apps/web/vite.config.ts'];
function buildReason(): string | null {
  if (!existsSync(serverBuild)) return 'No web build yet';
  const builtAt = statSync(serverBuild).mtimeMs;
  const changed = BUILD_INPUTS.some((input) => newestChange(path.join(root, input)) > builtAt);
  return changed ? 'The code changed since the last web build' : null;
}

/**
 * `react-router build apps/web` and the per-locale route manifests (the first half of `npm run build`,
 * without npm's own start-up), in a child process that runs while the database is created, migrated and
 * seeded.
 */
function build(): Promise<void> {
  const cli = path.join(root, 'node_modules/@react-router/dev/bin.cjs');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', 'apps/web'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the web build failed (exit ${code})`))));
  }).then(async () => {
    // The per-locale route manifests (scripts/locale-manifests.ts), before the server loads the build.
    const { writeLocaleManifests } = await import('./locale-manifests.ts');
    await writeLocaleManifests();
  });
}

/** The second half of `npm run build`, at a low CPU priority beside the running server; stopped with it. */
function compressInBackground(): void {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/compress-assets.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  child.on('error', (error) => console.error('compressing the client files failed to start:', error));
  if (child.pid !== undefined) setPriority(child.pid, 10);
  process.once('exit', () => child.kill());
}

/** The server bundle for the next start, at a low CPU priority beside the running server. */
function bundleInBackground(reason: string): void {
  console.log(`${reason}: bundling the server for the next start.`);
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/build-server.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  child.on('error', (error) => console.error('bundling the server failed to start:', error));
  if (child.pid !== undefined) setPriority(child.pid, 10);
  process.once('exit', () => child.kill());
}

const reason = buildReason();
if (reason) console.log(`${reason}: running the web build while the database gets ready.`);
const webBuilt = reason ? build() : undefined;
webBuilt?.catch(() => undefined);

// The server bundle when it is up to date (scripts/server-bundle.ts), else the sources, and the bundle is
// made in the background for the next start.
const bundleStale = serverBundleStaleReason();
const { closeOnSignals, startServer } = (
  bundleStale ? await import('../apps/server/src/main.ts') : await import(pathToFileURL(SERVER_BUNDLE_ENTRY).href)
) as ServerMain;
closeOnSignals(await startServer({ web: 'production', ...(webBuilt ? { webBuilt } : {}) }));
// A new build, or an earlier start stopped before the copies were all written.
if (!existsSync(compressedMarker)) compressInBackground();
if (bundleStale && process.env.SPINDLE_SERVER_BUNDLE !== 'off') bundleInBackground(bundleStale);
