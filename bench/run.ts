// `npm run bench`: speed targets as measurements, not timed tests (results in docs/benchmarks.md).
// 1. Start-up: first start on an empty data folder (create, migrate, seed, media) until the home
//    page answers, then a later start on the same folder. Targets: < 30 s and < 3 s.
// 2. Throughput (autocannon) of the main API reads and of server-rendered pages.
// 3. SSR of a project page against a bare renderToString of the same component tree with the same
//    data (bare-ssr.ts), in the same run. Target: >= 50 % of bare.
// 4. The API against a bare Fastify sending the same bytes (bare-api.ts), in the same run, alternating:
//    `/api/health` through every hook, and `/api/projects?size=24` (visitor cache on). Target: >= 75 %.
// 5. Lighthouse on home, /vinyl-shop and a project page. Targets: performance >= 90, accessibility >= 95.
// Results are printed and written to bench/results/latest.json.
// BENCH_DATA_DIR=<folder> reuses a seeded data folder (no first-start measurement);
// BENCH_PARTS=throughput,ssr,api,lighthouse runs only those parts (all by default); catalogue-pg (not in
// the default) runs the shop's list on generated PostgreSQL catalogues (bench/catalogue-pg.ts), its
// results in bench/results/catalogue-pg.json;
// cluster (not in the default) runs 1, 2 and 4 instances behind nginx on the local PostgreSQL and
// Redis (bench/cluster.ts, docs/scaling.md), its results in bench/results/cluster.json;
// BENCH_CPU_PROF=<folder> runs the server with --cpu-prof, its profile written there when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBareApi } from './bare-api.ts';
import { startBareSsr } from './bare-ssr.ts';
import { runCataloguePg } from './catalogue-pg.ts';
import { runCluster } from './cluster.ts';
import { cpuMicros } from './cpu.ts';
import { runLighthouse, type LighthouseResult } from './lighthouse.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BARE_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;
const PROJECT_ID = 259121;
const SSR_ROUNDS = 4;
const SSR_ROUND_SECONDS = 4;
const API_ROUNDS = 4;
const API_ROUND_SECONDS = 4;
const API_WARM_UP_SECONDS = 3;
const API_PATHS = ['/api/health', '/api/projects?size=24'];
const API_TARGET = 0.75;

function startServer(dataDir: string): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  return spawn('node', [...profiling, 'scripts/start.ts'], {
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

async function load(url: string, connections = 20, durationSeconds = 8) {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    path: new URL(url).pathname + new URL(url).search,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Path of the project page: the API's id, category and slug give the canonical address. */
async function projectPagePath(): Promise<string> {
  const response = await fetch(`${base}/project/${PROJECT_ID}`, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? `/project/${PROJECT_ID}`, base).pathname;
}

/**
 * The cookies of a visitor with one record in the cart: the project page's buy form posted to /cart,
 * as a browser without JavaScript does (the answer sets the `cart` cookie).
 */
async function cartWithItemCookie(): Promise<string> {
  const response = await fetch(`${base}/cart`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'add', project_id: String(PROJECT_ID), quantity: '1' }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const cart = cookies.find((cookie) => cookie.startsWith('cart='));
  if (!cart) throw new Error(`adding to the cart set no cart cookie (${response.status})`);
  return cookies.filter((cookie) => cookie !== '').join('; ');
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Each API path against the bare server's same answer: alternating rounds (real, bare, then bare,
 * real...) so the machine's load weighs on both sides alike; the ratio is of the sums. Each side's
 * CPU time per request is read too (Linux), the ratio a CPU-bound server would reach.
 */
async function compareApiWithBare(bare: { base: string; pid: number }, serverPid: number | undefined) {
  const rows = [];
  for (const path of API_PATHS) {
    const loadAverageAtStart = Number(loadavg()[0]?.toFixed(1));
    const sides = {
      real: { rps: [] as number[], p99: [] as number[], cpuUs: [] as number[] },
      bare: { rps: [] as number[], p99: [] as number[], cpuUs: [] as number[] },
    };
    // Warm-up, not counted: the JIT, and on a fresh start the work that follows it (the IP database
    // loading on a worker thread, the first jobs), would otherwise weigh on the first rounds only.
    await load(`${base}${path}`, 10, API_WARM_UP_SECONDS);
    await load(`${bare.base}${path}`, 10, API_WARM_UP_SECONDS);
    for (let round = 0; round < API_ROUNDS; round += 1) {
      const order = round % 2 === 0 ? (['real', 'bare'] as const) : (['bare', 'real'] as const);
      for (const side of order) {
        const pid = side === 'real' ? serverPid : bare.pid;
        const cpuBefore = cpuMicros(pid);
        const measured = await load(`${side === 'real' ? base : bare.base}${path}`, 10, API_ROUND_SECONDS);
        const cpuAfter = cpuMicros(pid);
        if (measured.non2xx > 0) throw new Error(`${side} ${path}: ${measured.non2xx} answers were not 2xx`);
        sides[side].rps.push(measured.requestsPerSecond);
        sides[side].p99.push(measured.latencyP99Ms);
        if (cpuBefore !== null && cpuAfter !== null && measured.requests > 0) {
          sides[side].cpuUs.push(Math.round((cpuAfter - cpuBefore) / measured.requests));
        }
      }
    }
    const cpuMeasured = sides.real.cpuUs.length > 0 && sides.bare.cpuUs.length > 0;
    rows.push({
      path,
      requestsPerSecond: Math.round(sum(sides.real.rps) / API_ROUNDS),
      bareRequestsPerSecond: Math.round(sum(sides.bare.rps) / API_ROUNDS),
      ratio: Number((sum(sides.real.rps) / Math.max(1, sum(sides.bare.rps))).toFixed(2)),
      latencyP99Ms: median(sides.real.p99),
      bareLatencyP99Ms: median(sides.bare.p99),
      cpuMicrosPerRequest: cpuMeasured ? median(sides.real.cpuUs) : null,
      bareCpuMicrosPerRequest: cpuMeasured ? median(sides.bare.cpuUs) : null,
      cpuRatio: cpuMeasured
        ? Number((median(sides.bare.cpuUs) / Math.max(1, median(sides.real.cpuUs))).toFixed(2))
        : null,
      rounds: { real: sides.real.rps, bare: sides.bare.rps, realCpuUs: sides.real.cpuUs, bareCpuUs: sides.bare.cpuUs },
      loadAverageAtStart,
    });
  }
  return rows;
}

const parts = new Set((process.env.BENCH_PARTS ?? 'throughput,ssr,api,lighthouse').split(','));
if (parts.has('catalogue-pg')) {
  const cataloguePg = await runCataloguePg(PORT);
  console.log(JSON.stringify({ loadAverage: loadavg(), cataloguePg }, null, 2));
  for (const row of cataloguePg.filter((each) => each.path.endsWith('size=24'))) {
    const name = `${row.projects} projects, ${row.path}`;
    const measured = `${row.requestsPerSecond} req/s, p99 ${row.latencyP99Ms} ms, ${row.ratio} of bare`;
    const met = row.requestsPerSecond >= 2_000 && row.latencyP99Ms <= 25 && row.ratio >= 0.4;
    console.log(`${met ? 'met   ' : 'MISSED'} ${name}: >= 2,000 req/s, p99 <= 25 ms, >= 40 % of bare (${measured})`);
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/catalogue-pg.json',
    JSON.stringify({ at: new Date().toISOString(), cataloguePg }, null, 2),
  );
}
if (parts.has('cluster')) {
  const cluster = await runCluster(PORT);
  console.log(JSON.stringify(cluster, null, 2));
}
if (['throughput', 'ssr', 'api', 'lighthouse'].some((part) => parts.has(part))) {
  const reusedDataDir = process.env.BENCH_DATA_DIR;
  const dataDir = reusedDataDir ?? mkdtempSync(join(tmpdir(), 'spindle-bench-'));
  try {
    let firstStartMs: number | null = null;
    let server: ChildProcess | null = null;
    // A failing part must not leave the server running.
    process.once('exit', () => server?.kill('SIGTERM'));
    if (!reusedDataDir) {
      server = startServer(dataDir);
      firstStartMs = await waitForHome(180_000);
      await stop(server);
    }
    server = startServer(dataDir);
    const laterStartMs = await waitForHome(60_000);

    const projectPath = await projectPagePath();
    const throughput = [];
    const throughputPaths = [
      '/api/health',
      '/api/projects?size=24',
      '/api/home',
      '/api/search?search=the',
      '/',
      projectPath,
    ];
    if (parts.has('throughput')) for (const path of throughputPaths) throughput.push(await load(`${base}${path}`));

    let ssr = null;
    const bare = parts.has('ssr') ? await startBareSsr(base, PROJECT_ID, BARE_PORT) : null;
    if (bare) {
      try {
        if (bare.path !== projectPath) throw new Error(`bare render of ${bare.path}, page ${projectPath}`);
        const realHtmlBytes = (await (await fetch(`${base}${projectPath}`)).text()).length;
        // Alternating short rounds: the machine's load (shared, noisy) weighs on both sides alike.
        const rounds = {
          page: [] as number[],
          bare: [] as number[],
          pageP50: [] as number[],
          bareP50: [] as number[],
          pageCpuUs: [] as number[],
          bareCpuUs: [] as number[],
        };
        // CPU time per page of each side's process (Linux): unlike the rates, it barely moves with the load.
        const loadWithCpu = async (url: string, pid: number | undefined) => {
          const cpuBefore = cpuMicros(pid);
          const measured = await load(url, 10, SSR_ROUND_SECONDS);
          const cpuAfter = cpuMicros(pid);
          const cpuUs =
            cpuBefore !== null && cpuAfter !== null && measured.requests > 0
              ? Math.round((cpuAfter - cpuBefore) / measured.requests)
              : null;
          return { ...measured, cpuUs };
        };
        for (let round = 0; round < SSR_ROUNDS; round += 1) {
          const page = await loadWithCpu(`${base}${projectPath}`, server.pid);
          const bareLoad = await loadWithCpu(bare.url, bare.pid);
          rounds.page.push(page.requestsPerSecond);
          rounds.bare.push(bareLoad.requestsPerSecond);
          rounds.pageP50.push(page.latencyP50Ms);
          rounds.bareP50.push(bareLoad.latencyP50Ms);
          if (page.cpuUs !== null) rounds.pageCpuUs.push(page.cpuUs);
          if (bareLoad.cpuUs !== null) rounds.bareCpuUs.push(bareLoad.cpuUs);
        }
        ssr = {
          path: projectPath,
          pageRequestsPerSecond: Math.round(sum(rounds.page) / SSR_ROUNDS),
          bareRequestsPerSecond: Math.round(sum(rounds.bare) / SSR_ROUNDS),
          ratio: Number((sum(rounds.page) / Math.max(1, sum(rounds.bare))).toFixed(2)),
          pageLatencyP50Ms: median(rounds.pageP50),
          bareLatencyP50Ms: median(rounds.bareP50),
          pageCpuMicrosPerRequest: rounds.pageCpuUs.length > 0 ? median(rounds.pageCpuUs) : null,
          bareCpuMicrosPerRequest: rounds.bareCpuUs.length > 0 ? median(rounds.bareCpuUs) : null,
          pageHtmlBytes: realHtmlBytes,
          bareHtmlBytes: bare.htmlBytes,
          rounds,
        };
      } finally {
        await bare.close();
      }
    }

    let api: Awaited<ReturnType<typeof compareApiWithBare>> = [];
    if (parts.has('api')) {
      const bareApi = await startBareApi(base, API_PATHS, BARE_PORT);
      try {
        api = await compareApiWithBare(bareApi, server.pid);
      } finally {
        await bareApi.close();
      }
    }

    let lighthouse: LighthouseResult[] = [];
    if (parts.has('lighthouse')) {
      const cart = { path: '/cart', cookie: await cartWithItemCookie(), label: '/cart (1 item)' };
      lighthouse = await runLighthouse(base, ['/', '/vinyl-shop', projectPath, cart]);
    }
    await stop(server);

    const results = {
      at: new Date().toISOString(),
      firstStartMs: firstStartMs === null ? null : Math.round(firstStartMs),
      laterStartMs: Math.round(laterStartMs),
      throughput,
      ssr,
      api,
      loadAverage: loadavg().map((value) => Number(value.toFixed(1))),
      lighthouse,
    };
    console.log(JSON.stringify(results, null, 2));
    const targets = [
      ...(firstStartMs === null
        ? []
        : [[`first start < 30 s (${Math.round(firstStartMs)} ms)`, firstStartMs < 30_000]]),
      [`later start < 3 s (${Math.round(laterStartMs)} ms)`, laterStartMs < 3_000],
      ...(ssr === null ? [] : [[`SSR >= 50 % of bare (${ssr.ratio})`, ssr.ratio >= 0.5]]),
      ...api.map((row) => [
        `${row.path} >= ${API_TARGET * 100} % of bare (${row.ratio}: ${row.requestsPerSecond} / ${row.bareRequestsPerSecond} req/s; ` +
          `CPU per request ${row.cpuMicrosPerRequest ?? '?'} / ${row.bareCpuMicrosPerRequest ?? '?'} µs, ${row.cpuRatio ?? '?'})`,
        row.ratio >= API_TARGET,
      ]),
      ...lighthouse.flatMap((page) => [
        [
          `${page.path}: performance >= 95 (median ${page.performance} of ${page.performanceRuns?.join(', ')})`,
          page.performance >= 95,
        ],
        [`${page.path}: accessibility >= 95 (${page.accessibility})`, page.accessibility >= 95],
      ]),
    ] as const;
    for (const [name, met] of targets) console.log(`${met ? 'met   ' : 'MISSED'} ${name}`);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
  } finally {
    if (!reusedDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
