// When `npm start` may load the server bundle (scripts/server-bundle.ts): never a missing, unfinished or
// stale one, so that an edit or a `git pull` is what runs.
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsDigest, newestInput, serverBundleStaleReason } from './server-bundle.ts';

let root: string;
const inputs = ['src', 'package-lock.json'];
const stamp = () => path.join(root, 'build/inputs.json');
const at = (file: string, seconds: number) => utimesSync(path.join(root, file), seconds, seconds);
const stampNow = () =>
  writeFileSync(
    stamp(),
    JSON.stringify({ newestInputMs: newestInput(root, inputs), inputs: inputsDigest(root, inputs) }),
  );
const reason = (env: NodeJS.ProcessEnv = {}) => serverBundleStaleReason({ root, stamp: stamp(), inputs, env });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));
  mkdirSync(path.join(root, 'src/nested'), { recursive: true });
  mkdirSync(path.join(root, 'build'));
  writeFileSync(path.join(root, 'src/nested/a.ts'), 'export {};');
  writeFileSync(path.join(root, 'src/nested/a.test.ts'), 'export {};');
  writeFileSync(path.join(root, 'package-lock.json'), '{}');
  at('src/nested/a.ts', 1_000);
  at('src/nested/a.test.ts', 1_000);
  at('package-lock.json', 900);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('serverBundleStaleReason', () => {
  it('is null for a bundle whose stamp covers the newest input', () => {
    stampNow();
    expect(newestInput(root, inputs)).toBe(1_000_000);
    expect(reason()).toBeNull();
  });

  it('says so when there is no bundle, or its build did not finish (no stamp)', () => {
    expect(reason()).toBe('No server bundle yet');
    writeFileSync(stamp(), '{"newestInputMs":');
    expect(reason()).toBe('No server bundle yet');
    // A stamp without the inputs' digest (an earlier bundle's) is not trusted either.
    writeFileSync(stamp(), JSON.stringify({ newestInputMs: 1_000_000 }));
    expect(reason()).toBe('No server bundle yet');
  });

  it('says so when a source or the lockfile changed after the build began', () => {
    stampNow();
    at('src/nested/a.ts', 1_001);
    expect(reason()).toBe('The server code changed since its bundle was made');
    at('src/nested/a.ts', 1_000);
    at('package-lock.json', 2_000);
    expect(reason()).toBe('The server code changed since its bundle was made');
  });

  it('says so when a source was removed, renamed, added with an older time, or restored with one', () => {
    writeFileSync(path.join(root, 'src/b.ts'), 'export {};');
    at('src/b.ts', 500);
    stampNow();
    expect(reason()).toBeNull();
    rmSync(path.join(root, 'src/b.ts'));
    expect(reason()).toBe('The server code changed since its bundle was made');
    stampNow();
    renameSync(path.join(root, 'src/nested/a.ts'), path.join(root, 'src/nested/c.ts'));
    expect(reason()).toBe('The server code changed since its bundle was made');
    renameSync(path.join(root, 'src/nested/c.ts'), path.join(root, 'src/nested/a.ts'));
    expect(reason()).toBeNull();
    writeFileSync(path.join(root, 'src/old.ts'), 'export {};');
    at('src/old.ts', 10);
    expect(reason()).toBe('The server code changed since its bundle was made');
    rmSync(path.join(root, 'src/old.ts'));
    // An older copy of a file put back (its time and size kept): older than the stamp, still other code.
    writeFileSync(path.join(root, 'src/nested/a.ts'), 'export const a = 1;');
    at('src/nested/a.ts', 700);
    expect(reason()).toBe('The server code changed since its bundle was made');
  });

  it('ignores tests, and runs the sources when SPINDLE_SERVER_BUNDLE=off', () => {
    stampNow();
    at('src/nested/a.test.ts', 5_000);
    expect(reason()).toBeNull();
    expect(reason({ SPINDLE_SERVER_BUNDLE: 'off' })).toBe('SPINDLE_SERVER_BUNDLE=off');
  });
});
