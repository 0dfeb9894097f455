// The server as one bundled module (scripts/build-server.ts makes it; docs/server.md, "The server
// bundle"): a later `npm start` loads it instead of ~1,600 modules, most of them our TypeScript sources,
// each resolved, read and type-stripped on every start. This file only says whether the bundle may be
// used; it imports nothing heavy, since scripts/start.ts reads it on every start.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE_DIR = path.join(ROOT, 'apps/server/build');
/** The bundle's entry: apps/server/src/main.ts. */
export const SERVER_BUNDLE_ENTRY = path.join(SERVER_BUNDLE_DIR, 'main.js');
/** Written last by a finished build: the newest change among the inputs when the build began. */
export const SERVER_BUNDLE_STAMP = path.join(SERVER_BUNDLE_DIR, 'inputs.json');

/** What the bundle is made from: every source a start can load, the lockfile, and the bundler's settings. */
export const SERVER_BUNDLE_INPUTS = [
  'apps/server/src',
  'apps/web/app',
  'packages/domain/src',
  'packages/contracts/src',
  'packages/db/src',
  'packages/media/src',
  'package-lock.json',
  'scripts/build-server.ts',
  'scripts/server-bundle.ts',
];
const SKIPPED = /(^|[\\/])(node_modules|build|\.react-router)$|\.test\.tsx?$/;

/** The newest change among a path's files (tests and generated folders left out), in ms; 0 when absent. */
export function newestChange(target: string): number {
  if (SKIPPED.test(target)) return 0;
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** The newest change among the inputs (paths relative to `root`). */
export function newestInput(root: string = ROOT, inputs: readonly string[] = SERVER_BUNDLE_INPUTS): number {
  return Math.max(0, ...inputs.map((input) => newestChange(path.join(root, input))));
}

/**
 * A digest of every input file's path, modification time and size (tests and generated folders left
 * out): it changes when a file is added, removed or renamed, or comes back with an older time (a
 * restored copy, `git stash pop` of an older change), which the newest change alone does not show.
 */
export function inputsDigest(root: string = ROOT, inputs: readonly string[] = SERVER_BUNDLE_INPUTS): string {
  const hash = createHash('sha256');
  const visit = (relative: string): void => {
    if (SKIPPED.test(relative)) return;
    const stats = statSync(path.join(root, relative), { throwIfNoEntry: false });
    if (!stats) return;
    if (!stats.isDirectory()) {
      hash.update(`${relative}\0${stats.mtimeMs}\0${stats.size}\n`);
      return;
    }
    for (const entry of readdirSync(path.join(root, relative)).sort()) visit(path.join(relative, entry));
  };
  for (const input of inputs) visit(input);
  return hash.digest('hex');
}

interface Stamp {
  newestInputMs: number;
  inputs: string;
}

/**
 * Why the bundle may not be used (null: it may): missing, unfinished, or made from other inputs than
 * the files now there (a `git pull`, an edit, a file added, removed or restored since its build began).
 * SPINDLE_SERVER_BUNDLE=off always runs the sources.
 */
export function serverBundleStaleReason(
  options: { root?: string; stamp?: string; inputs?: readonly string[]; env?: NodeJS.ProcessEnv } = {},
): string | null {
  const env = options.env ?? process.env;
  if (env.SPINDLE_SERVER_BUNDLE === 'off') return 'SPINDLE_SERVER_BUNDLE=off';
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(options.stamp ?? SERVER_BUNDLE_STAMP, 'utf8')) as Stamp;
  } catch {
    return 'No server bundle yet';
  }
  if (typeof stamp.newestInputMs !== 'number' || typeof stamp.inputs !== 'string') return 'No server bundle yet';
  // Any change of a file's time or size changes the digest, a later time included.
  return inputsDigest(options.root ?? ROOT, options.inputs ?? SERVER_BUNDLE_INPUTS) !== stamp.inputs
    ? 'The server code changed since its bundle was made'
    : null;
}
