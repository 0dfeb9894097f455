// The start part of `npm run bench` (issue 19): the README's quick start as a new user meets it. A copy
// of the working tree (tracked and untracked files that git does not ignore, so uncommitted changes
// count) with no web build and an empty data folder; its node_modules are hard links to this one's (the
// `npm ci` step is not timed), without the bundlers' caches. `npm start` there is timed until `/`
// answers 200: the first time it builds the web app, creates, migrates and seeds the database; later
// starts find both.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '..');
const START_PORT = Number(process.env.BENCH_START_PORT ?? 3197);

export interface FreshCopy {
  root: string;
  dataDir: string;
  remove(): void;
}

/** A copy of the working tree without its builds, caches or data; node_modules hard-linked. */
export function freshCopy(): FreshCopy {
  const root = mkdtempSync(join(tmpdir(), 'spindle-fresh-'));
  execSync(
    `git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - | tar -xf - -C '${root}'`,
    { cwd: REPO, stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 30 },
  );
  execSync(`cp -al '${join(REPO, 'node_modules')}' '${join(root, 'node_modules')}'`);
  rmSync(join(root, 'node_modules/.vite'), { recursive: true, force: true });
  rmSync(join(root, 'node_modules/.cache'), { recursive: true, force: true });
  return {
    root,
    dataDir: join(root, 'data'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Waits for what a first start finishes after `/` answers (not timed): the demo's pictures and previews
 * (the seed's pending marker gone) and the client files' compressed copies (their marker written).
 * Stopping before would leave that work to the next start, which would then be measured with it.
 */
export async function waitForAfterWork(
  root: string,
  dataDir: string,
  timeoutMs: number,
  options: { compressed?: boolean } = {},
): Promise<void> {
  const started = performance.now();
  const mediaPending = join(dataDir, 'storage', '.demo-media-pending');
  const compressed = join(root, 'apps/web/build/client/.compressed');
  const waitsForCompression = options.compressed !== false;
  while (existsSync(mediaPending) || (waitsForCompression && !existsSync(compressed))) {
    if (performance.now() - started > timeoutMs) {
      throw new Error(`the first start's pictures or compressed files were not done within ${timeoutMs} ms`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * `npm start` in the copy (production, its own compile cache folder), timed until `/` answers 200; with
 * `afterWork`, stopped only once the first start's after-work is done (waitForAfterWork, not timed).
 */
export async function timeStart(
  root: string,
  dataDir: string,
  timeoutMs: number,
  options: { afterWork?: boolean } = {},
): Promise<number> {
  const started = performance.now();
  const child = spawn('node', ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(START_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      NODE_COMPILE_CACHE: join(root, '.node-compile-cache'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${START_PORT}/`);
        if (response.ok) {
          const elapsed = performance.now() - started;
          if (options.afterWork) await waitForAfterWork(root, dataDir, 300_000);
          return elapsed;
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('the first start')) throw error;
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`the copy's home page did not answer within ${timeoutMs} ms`);
  } finally {
    await stop(child);
  }
}
