// Issue 19 (later starts <= 2 s): the server bundle (scripts/build-server.ts) starts the API, loads our
// code from the bundle and not from the sources, and keeps the packages of optional services and
// documents unloaded, as start-modules.int.test.ts checks for the sources.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { projectListSchema } from '@spindle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
// Inside the repository, so that Node finds the external packages from the bundle.
const outdir = path.join(ROOT, 'apps/server', `.bundle-test-${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'spindle-bundle-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  url: string;
  loaded: string[];
}

let child: ReturnType<typeof spawn> | undefined;
let started: Started;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.ts'), outdir], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (build.status !== 0) throw new Error(`build-server.ts failed (${build.status}): ${build.stderr}`);
  const port = await freePort();
  child = spawn(process.execPath, [path.join(ROOT, 'scripts/testing/bundled-start.ts'), path.join(outdir, 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  started = await new Promise<Started>((resolve, reject) => {
    child!.once('exit', (code) => reject(new Error(`the bundled server exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{"url"')) resolve(JSON.parse(line) as Started);
    });
  });
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a start from the server bundle', () => {
  it('answers the API from a new data folder (created, migrated and seeded)', async () => {
    const health = await fetch(new URL('/api/health', started.url));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    const list = await fetch(new URL('/api/projects?size=2', started.url));
    expect(list.status).toBe(200);
    const body = projectListSchema.parse(await list.json());
    expect(body.items).toHaveLength(2);
  });

  it('loads our code from the bundle, none of our TypeScript sources', () => {
    const bundled = started.loaded.filter((url) => url.includes(`/.bundle-test-${process.pid}/`));
    expect(bundled.length).toBeGreaterThan(0);
    const sources = started.loaded.filter(
      (url) => url.startsWith('file:') && !url.includes('/node_modules/') && url.endsWith('.ts'),
    );
    expect(sources).toEqual([]);
  });

  it('imports, as the start runs it, none of the packages only an optional service or a document needs', () => {
    // The packages the bundle's entry reaches through static imports (its chunks' `import … from`),
    // not through an `import()` made when a service or a document is used. (A first start goes on to
    // draw the demo's pictures, which loads sharp: the start's own graph is what is checked.)
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/^import\s*(?:[^'"();]*?\sfrom\s*)?["']([^"']+)["'];?$/gm)) {
        const specifier = match[1]!;
        if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
        else if (!specifier.startsWith('node:')) packages.add(/^((?:@[^/]+\/)?[^/]+)/.exec(specifier)![1]!);
      }
    };
    visit(path.join(outdir, 'main.js'));
    expect(seen.size).toBeGreaterThan(1);
    expect([...packages]).toEqual(expect.arrayContaining(['@electric-sql/pglite']));
    const optional = ['stripe', 'nodemailer', 'ioredis', '@aws-sdk/client-s3', 'pdfkit', 'fontkit', 'exceljs', 'sharp'];
    const more = ['@fastify/swagger', 'yaml', 'pg', 'openid-client', 'jose'];
    expect([...packages].filter((name) => [...optional, ...more].includes(name))).toEqual([]);
  });
});
