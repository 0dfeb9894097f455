// `npm run bench`: speed targets as measurements, not timed tests.
// 1. Start-up: first start on an empty data folder (create, migrate, seed, media) until the home
//    page answers, then a second start on the same folder. Targets: < 30 s and < 3 s.
// 2. Throughput (autocannon) of the main API reads and of a server-rendered page.
// Results are printed and written to bench/results/latest.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${PORT}`;

function startServer(dataDir: string): ChildProcess {
  return spawn('node', ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHome(timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`home page did not answer within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(path: string, connections = 20, durationSeconds = 8) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: durationSeconds });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'spindle-bench-'));
try {
  let server = startServer(dataDir);
  const firstStartMs = await waitForHome(120_000);
  await stop(server);
  server = startServer(dataDir);
  const secondStartMs = await waitForHome(60_000);

  const throughput = [];
  for (const path of ['/api/health', '/api/projects?size=24', '/api/home', '/api/search?search=the', '/']) {
    throughput.push(await load(path));
  }
  await stop(server);

  const results = {
    at: new Date().toISOString(),
    firstStartMs: Math.round(firstStartMs),
    secondStartMs: Math.round(secondStartMs),
    throughput,
  };
  console.log(JSON.stringify(results, null, 2));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
