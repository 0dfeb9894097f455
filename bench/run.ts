// `npm run bench`: the speed goals of issue 19 as measurements, not timed tests, each side by side with
// its baseline in the same run (docs/benchmarks.md). Parts (BENCH_PARTS picks some; all by default):
// - start: `npm start` on a clean copy of the working tree (no web build, empty data folder: build,
//   create, migrate, seed) until `/` answers, then three later starts (bench/fresh-copy.ts). Goals:
//   <= 20 s; <= 2 s.
// - throughput: autocannon on the main API reads and pages (reported).
// - ssr: a project page against a bare renderToString of the same tree with the same data
//   (bare-ssr.ts), alternating rounds. Goal: >= 0.85.
// - api: `/api/health` through every hook and `/api/projects?size=24` (visitor cache on, PGlite) against
//   a bare Fastify sending the same bytes (bare-api.ts), alternating, with CPU per request. Goal: >= 0.75.
// - js: the scripts a first visit of home, the shop, a project page and the cart loads, compressed
//   (first-load.ts). Goal: <= 90 KiB.
// - lighthouse: mobile performance, median of LIGHTHOUSE_RUNS (5), on the same four pages. Goal: >= 95.
// - catalogue-pg: the shop's list on PostgreSQL with the visitor cache off, on generated catalogues of
//   10,000 and 100,000 projects, against a bare Fastify (catalogue-pg.ts; BENCH_PG_URL, default the
//   local server; reported as not measured when none answers). Goal: >= 2,000 req/s, p99 <= 25 ms,
//   >= 0.40 of bare.
// - cluster (only when named): 1, 2 and 4 instances behind nginx (bench/cluster.ts, docs/scaling.md).
// The run prints each goal against what it measured, with the load average, and writes
// bench/results/latest.json. BENCH_DATA_DIR=<seeded folder> reuses a data folder (and skips the start
// part); BENCH_CPU_PROF=<folder> runs the server with --cpu-prof, its profile written there at stop.
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
import { measureFirstLoad } from './first-load.ts';
import { postgresAnswers } from '../scripts/postgres-answers.ts';
import { freshCopy, timeStart, waitForAfterWork } from './fresh-copy.ts';
import { LIGHTHOUSE_RUNS, runLighthouse, type LighthouseResult } from './lighthouse.ts';

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

async function load(url: string, connections = 20, durationSeconds = 8, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    path: new URL(url).pathname + new URL(url).search,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** The x-page-cache header of a page's answer (hit, miss, bypass; null without a page cache). */
async function pageCacheOf(url: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.headers.get('x-page-cache');
}

/** A returning visitor's cookies: those a first view of `url` sets, and a currency chosen in the menu. */
async function returningVisitorHeaders(url: string) {
  const first = await fetch(url);
  await first.arrayBuffer();
  const cookies = first.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const headers = { cookie: [...cookies.filter((cookie) => cookie !== ''), 'currency=EUR'].join('; ') };
  await pageCacheOf(url, headers);
  return { headers, pageCache: await pageCacheOf(url, headers) };
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

const ALL_PARTS = ['start', 'throughput', 'ssr', 'api', 'js', 'lighthouse', 'catalogue-pg'];
const parts = new Set((process.env.BENCH_PARTS ?? ALL_PARTS.join(',')).split(','));
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The goals, each with what this run measured ('not measured' when its part did not run). */
interface Goal {
  what: string;
  goal: string;
  measured: string;
  met: boolean | null;
}
// Every part writes under bench/results/ (not committed, so absent on a clean clone).
mkdirSync('bench/results', { recursive: true });

const goals: Goal[] = [];
const results: Record<string, unknown> = { at: new Date().toISOString(), loadAverageAtStart: loadavgRounded() };

function loadavgRounded(): number[] {
  return loadavg().map((value) => Number(value.toFixed(1)));
}

if (parts.has('start') && !process.env.BENCH_DATA_DIR) {
  // The quick start on a clean clone: no web build, an empty data folder (bench/fresh-copy.ts).
  const copy = freshCopy();
  try {
    const firstStart = await timeStart(copy.root, copy.dataDir, 180_000, { afterWork: true });
    const laterStarts = [];
    for (let run = 0; run < 3; run += 1) laterStarts.push(await timeStart(copy.root, copy.dataDir, 60_000));
    results.firstStartMs = Math.round(firstStart);
    results.laterStartMs = laterStarts.map(Math.round);
    const later = median(laterStarts);
    goals.push({
      what: 'first start of `npm start` on a clean copy (build, create, migrate, seed) until `/` answers',
      goal: '<= 20 s',
      measured: `${(firstStart / 1000).toFixed(1)} s`,
      met: firstStart <= 20_000,
    });
    goals.push({
      what: 'a later start on the same folder until `/` answers (median of 3)',
      goal: '<= 2 s',
      measured: `${(later / 1000).toFixed(2)} s (${laterStarts.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
      met: later <= 2_000,
    });
  } finally {
    copy.remove();
  }
}

if (['throughput', 'ssr', 'api', 'js', 'lighthouse'].some((part) => parts.has(part))) {
  const reusedDataDir = process.env.BENCH_DATA_DIR;
  const dataDir = reusedDataDir ?? mkdtempSync(join(tmpdir(), 'spindle-bench-'));
  try {
    let server: ChildProcess | null = null;
    // A failing part must not leave the server running.
    process.once('exit', () => server?.kill('SIGTERM'));
    if (!reusedDataDir) {
      // The first start (seeding) is measured by the start part on a clean copy; here it only seeds.
      server = startServer(dataDir);
      await waitForHome(180_000);
      await waitForAfterWork(process.cwd(), dataDir, 300_000);
      await stop(server);
    }
    server = startServer(dataDir);
    await waitForHome(60_000);

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
    results.throughput = throughput;

    const bare = parts.has('ssr') ? await startBareSsr(base, PROJECT_ID, BARE_PORT) : null;
    if (bare) {
      try {
        if (bare.path !== projectPath) throw new Error(`bare render of ${bare.path}, page ${projectPath}`);
        const realHtmlBytes = (await (await fetch(`${base}${projectPath}`)).text()).length;
        // Alternating short rounds: the machine's load (shared, noisy) weighs on both sides alike.
        // A returning visitor sends the cookies the first view set (lang, ori) and a chosen currency: the
        // second page row. The first row, the goal's, sends none, as a first view (and autocannon) does.
        const returning = await returningVisitorHeaders(`${base}${projectPath}`);
        const rounds = {
          returning: [] as number[],
          returningCpuUs: [] as number[],
          page: [] as number[],
          bare: [] as number[],
          pageP50: [] as number[],
          bareP50: [] as number[],
          pageCpuUs: [] as number[],
          bareCpuUs: [] as number[],
        };
        // CPU time per page of each side's process (Linux): unlike the rates, it barely moves with the load.
        const loadWithCpu = async (url: string, pid: number | undefined, headers: Record<string, string> = {}) => {
          const cpuBefore = cpuMicros(pid);
          const measured = await load(url, 10, SSR_ROUND_SECONDS, headers);
          const cpuAfter = cpuMicros(pid);
          const cpuUs =
            cpuBefore !== null && cpuAfter !== null && measured.requests > 0
              ? Math.round((cpuAfter - cpuBefore) / measured.requests)
              : null;
          return { ...measured, cpuUs };
        };
        const loadAverageAtStart = Number(loadavg()[0]?.toFixed(1));
        for (let round = 0; round < SSR_ROUNDS; round += 1) {
          const page = await loadWithCpu(`${base}${projectPath}`, server.pid);
          const bareLoad = await loadWithCpu(bare.url, bare.pid);
          const again = await loadWithCpu(`${base}${projectPath}`, server.pid, returning.headers);
          rounds.returning.push(again.requestsPerSecond);
          if (again.cpuUs !== null) rounds.returningCpuUs.push(again.cpuUs);
          rounds.page.push(page.requestsPerSecond);
          rounds.bare.push(bareLoad.requestsPerSecond);
          rounds.pageP50.push(page.latencyP50Ms);
          rounds.bareP50.push(bareLoad.latencyP50Ms);
          if (page.cpuUs !== null) rounds.pageCpuUs.push(page.cpuUs);
          if (bareLoad.cpuUs !== null) rounds.bareCpuUs.push(bareLoad.cpuUs);
        }
        const ssr = {
          path: projectPath,
          pageRequestsPerSecond: Math.round(sum(rounds.page) / SSR_ROUNDS),
          bareRequestsPerSecond: Math.round(sum(rounds.bare) / SSR_ROUNDS),
          ratio: Number((sum(rounds.page) / Math.max(1, sum(rounds.bare))).toFixed(2)),
          pageLatencyP50Ms: median(rounds.pageP50),
          bareLatencyP50Ms: median(rounds.bareP50),
          pageCpuMicrosPerRequest: rounds.pageCpuUs.length > 0 ? median(rounds.pageCpuUs) : null,
          bareCpuMicrosPerRequest: rounds.bareCpuUs.length > 0 ? median(rounds.bareCpuUs) : null,
          returningRequestsPerSecond: Math.round(sum(rounds.returning) / SSR_ROUNDS),
          returningRatio: Number((sum(rounds.returning) / Math.max(1, sum(rounds.bare))).toFixed(2)),
          returningCpuMicrosPerRequest: rounds.returningCpuUs.length > 0 ? median(rounds.returningCpuUs) : null,
          returningCookies: returning.headers.cookie,
          pageCache: { firstView: await pageCacheOf(`${base}${projectPath}`), returning: returning.pageCache },
          pageHtmlBytes: realHtmlBytes,
          bareHtmlBytes: bare.htmlBytes,
          loadAverageAtStart,
          rounds,
        };
        results.ssr = ssr;
        goals.push({
          what: 'a project page (SSR) against a bare `renderToString` of the same tree',
          goal: '>= 0.85',
          measured:
            `${ssr.ratio} (${ssr.pageRequestsPerSecond} / ${ssr.bareRequestsPerSecond} pages/s; CPU per page ` +
            `${ssr.pageCpuMicrosPerRequest ?? '?'} / ${ssr.bareCpuMicrosPerRequest ?? '?'} µs; load ${loadAverageAtStart})`,
          met: ssr.ratio >= 0.85,
        });
        goals.push({
          what: 'the same page for a returning visitor (its `lang`, `ori` and `currency` cookies sent)',
          goal: '>= 0.85',
          measured:
            `${ssr.returningRatio} (${ssr.returningRequestsPerSecond} / ${ssr.bareRequestsPerSecond} pages/s; CPU per ` +
            `page ${ssr.returningCpuMicrosPerRequest ?? '?'} µs; page cache ${ssr.pageCache.returning ?? 'off'})`,
          met: ssr.returningRatio >= 0.85,
        });
      } finally {
        await bare.close();
      }
    }

    if (parts.has('api')) {
      const bareApi = await startBareApi(base, API_PATHS, BARE_PORT);
      try {
        const api = await compareApiWithBare(bareApi, server.pid);
        results.api = api;
        for (const row of api) {
          goals.push({
            what:
              row.path === '/api/health'
                ? '`/api/health` through every hook against a bare Fastify sending the same bytes'
                : '`/api/projects?size=24`, visitor cache on, PGlite, against a bare Fastify',
            goal: `>= ${API_TARGET}`,
            measured:
              `${row.ratio} (${row.requestsPerSecond} / ${row.bareRequestsPerSecond} req/s; CPU per request ` +
              `${row.cpuMicrosPerRequest ?? '?'} / ${row.bareCpuMicrosPerRequest ?? '?'} µs; load ${row.loadAverageAtStart})`,
            met: row.ratio >= API_TARGET,
          });
        }
      } finally {
        await bareApi.close();
      }
    }

    if (parts.has('js')) {
      const firstLoad = await measureFirstLoad(base, projectPath);
      results.firstLoad = firstLoad.map(({ path, scripts, bytes }) => ({ path, scripts: scripts.length, bytes }));
      const largest = Math.max(...firstLoad.map((page) => page.bytes));
      goals.push({
        what: 'JavaScript a storefront page loads, compressed (home, shop, project, cart with an item)',
        goal: '<= 90 KiB',
        measured: firstLoad.map((page) => `${page.path} ${(page.bytes / 1024).toFixed(1)}`).join(', ') + ' KiB',
        met: largest <= 90 * 1024,
      });
    }

    if (parts.has('lighthouse')) {
      const cart = { path: '/cart', cookie: await cartWithItemCookie(), label: '/cart (1 item)' };
      const lighthouse: LighthouseResult[] = await runLighthouse(base, ['/', '/vinyl-shop', projectPath, cart]);
      results.lighthouse = lighthouse;
      goals.push({
        what: `Lighthouse mobile performance, median of ${LIGHTHOUSE_RUNS} (home, shop, project, cart with an item)`,
        goal: '>= 95 on all four',
        measured:
          lighthouse.map((page) => `${page.performance} (${page.performanceRuns?.join(', ')})`).join(' / ') +
          `; host benchmark index ${lighthouse.map((page) => page.benchmarkIndex ?? '?').join(' / ')}` +
          lighthouse
            .flatMap((page) => (page.runtimeErrors ?? []).map((error) => `; a run of ${page.path} failed: ${error}`))
            .join(''),
        met: lighthouse.every((page) => page.performance >= 95),
      });
      goals.push({
        what: 'Lighthouse accessibility (same pages)',
        goal: '>= 95',
        measured: lighthouse.map((page) => page.accessibility).join(' / '),
        met: lighthouse.every((page) => page.accessibility >= 95),
      });
    }
    await stop(server);
  } finally {
    if (!reusedDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (parts.has('catalogue-pg')) {
  if (await postgresAnswers(pgUrl)) {
    const cataloguePg = await runCataloguePg(PORT);
    results.cataloguePg = cataloguePg;
    writeFileSync(
      'bench/results/catalogue-pg.json',
      JSON.stringify({ at: new Date().toISOString(), cataloguePg }, null, 2),
    );
    for (const row of cataloguePg.filter((each) => each.path.endsWith('size=24'))) {
      goals.push({
        what: `\`${row.path}\` on PostgreSQL, visitor cache off, ${row.projects.toLocaleString('en')} projects`,
        goal: '>= 2,000 req/s, p99 <= 25 ms, >= 0.40 of bare',
        measured:
          `${row.requestsPerSecond} req/s, p99 ${row.latencyP99Ms} ms, ${row.ratio} of bare (CPU ` +
          `${row.cpuMicrosPerRequest ?? '?'} / ${row.bareCpuMicrosPerRequest ?? '?'} µs; load ${row.loadAverageAtStart})`,
        met: row.requestsPerSecond >= 2_000 && row.latencyP99Ms <= 25 && row.ratio >= 0.4,
      });
    }
  } else {
    goals.push({
      what: 'the shop list on PostgreSQL, visitor cache off',
      goal: '>= 2,000 req/s, p99 <= 25 ms, >= 0.40 of bare',
      measured: `not measured: no PostgreSQL answers at ${pgUrl} (BENCH_PG_URL)`,
      met: null,
    });
  }
}

if (parts.has('cluster')) {
  results.cluster = await runCluster(PORT);
}

results.loadAverageAtEnd = loadavgRounded();
results.goals = goals;
console.log(JSON.stringify(results, null, 2));
console.log(
  `\nload average at start ${(results.loadAverageAtStart as number[]).join(' ')}, at end ${loadavgRounded().join(' ')}`,
);
console.log(formatGoals(goals));
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));

/** The goals as a table: what, goal, measured, met. */
function formatGoals(rows: Goal[]): string {
  const lines = ['| | what | goal | measured |', '|---|---|---|---|'];
  for (const row of rows) {
    const mark = row.met === null ? '—' : row.met ? 'met' : 'MISSED';
    lines.push(`| ${mark} | ${row.what} | ${row.goal} | ${row.measured} |`);
  }
  return lines.join('\n');
}
