// Builds bare-ssr-entry.tsx with Vite and serves its renderToString output from a plain node:http
// server in a process of its own (as the real server is), so autocannon, running in the bench's
// process, loads both the same way. `startBareSsr` spawns this file; run directly, it serves.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

interface BareEntry {
  prepareBareRender(base: string, projectId: number): Promise<{ path: string; render: () => string }>;
}

/** What the serving process reports once it listens. */
export interface BareSsrReady {
  url: string;
  path: string;
  htmlBytes: number;
}

async function serve(base: string, projectId: number, port: number): Promise<void> {
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  const { default: tailwindcss } = await import('@tailwindcss/vite');
  // Inside the repository so the bundle's bare imports (react, react-router...) find node_modules.
  const cacheDir = resolve(import.meta.dirname, '../node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const outDir = mkdtempSync(join(cacheDir, 'spindle-bare-ssr-'));
  process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
  await build({
    configFile: false,
    root: resolve(import.meta.dirname, '..'),
    logLevel: 'warn',
    mode: 'production',
    build: { ssr: resolve(import.meta.dirname, 'bare-ssr-entry.tsx'), outDir, emptyOutDir: true, minify: false },
    // The web app's dependencies load from node_modules at run time, as in the real server build.
    ssr: { noExternal: [/^@spindle\//] },
    oxc: { jsx: { runtime: 'automatic' } },
    // root.tsx imports the stylesheet's URL: Tailwind builds it as in the real build.
    plugins: [tailwindcss()],
  });
  const entry = (await import(pathToFileURL(join(outDir, 'bare-ssr-entry.js')).href)) as BareEntry;
  const { path, render } = await entry.prepareBareRender(base, projectId);
  const html = render();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>${render()}`);
  });
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  const ready: BareSsrReady = { url: `http://127.0.0.1:${port}${path}`, path, htmlBytes: Buffer.byteLength(html) };
  console.log(`READY ${JSON.stringify(ready)}`);
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

/** Starts the bare renderer of a project page in a child process, listening on `port`. */
export async function startBareSsr(base: string, projectId: number, port: number) {
  const child = spawn(process.execPath, [import.meta.filename, base, String(projectId), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<BareSsrReady>((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`bare SSR server exited with code ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolveReady(JSON.parse(line.slice('READY '.length)) as BareSsrReady);
    });
  });
  return {
    ...ready,
    pid: child.pid,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (import.meta.main) {
  const [base = '', projectId = '', port = ''] = process.argv.slice(2);
  await serve(base, Number(projectId), Number(port));
}
