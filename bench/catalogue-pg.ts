// BENCH_PARTS=catalogue-pg (issue 19): the shop's list on PostgreSQL with the visitor cache off, the
// way a signed-in fan or an unseen filter reads it. For each catalogue size a database is generated
// (bench/catalogue-data.ts), the API server started on it, and /api/projects?size=24 and size=48 loaded
// in alternating rounds against a bare Fastify sending the same bytes (bench/bare-api.ts), so the
// machine's load weighs on both alike; each side's CPU per request is read from /proc. BENCH_PG_URL
// names the server; BENCH_CATALOGUE_SIZES (10000,100000) the catalogue sizes; BENCH_CPU_PROF a folder
// for the server's CPU profile.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBareApi, type BareApi } from './bare-api.ts';
import { createCatalogueDatabase } from './catalogue-data.ts';
import { cpuMicros } from './cpu.ts';

const SIZES = (process.env.BENCH_CATALOGUE_SIZES ?? '10000,100000').split(',').map(Number);
const PATHS = ['/api/projects?size=24', '/api/projects?size=48'];
const ROUNDS = 4;
const ROUND_SECONDS = 4;
const CONNECTIONS = 10;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function measure(url: string, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, requests: result.requests.total };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

type Side = 'real' | 'bare';
type Rounds = Record<Side, { rps: number[]; p99: number[]; cpuUs: number[] }>;

/** One round of one side: its rate, p99 and the CPU its server spent per request. */
async function measureSide(url: string, pid: number | undefined, into: Rounds[Side]): Promise<void> {
  const cpuBefore = cpuMicros(pid);
  const measured = await measure(url, ROUND_SECONDS);
  const cpuAfter = cpuMicros(pid);
  into.rps.push(measured.rps);
  into.p99.push(measured.p99);
  if (cpuBefore !== null && cpuAfter !== null && measured.requests > 0) {
    into.cpuUs.push(Math.round((cpuAfter - cpuBefore) / measured.requests));
  }
}

/** Both page sizes against the bare server's same bytes, in alternating rounds (real, bare, bare, real...). */
async function compareWithBare(base: string, serverPid: number | undefined, bare: BareApi) {
  const rounds = new Map<string, Rounds>();
  for (const path of PATHS) {
    await measure(`${base}${path}`, 2);
    await measure(`${bare.base}${path}`, 2);
    rounds.set(path, { real: { rps: [], p99: [], cpuUs: [] }, bare: { rps: [], p99: [], cpuUs: [] } });
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const path of PATHS) {
      const order: Side[] = round % 2 === 0 ? ['real', 'bare'] : ['bare', 'real'];
      for (const side of order) {
        const into = rounds.get(path)?.[side];
        if (into)
          await measureSide(
            `${side === 'real' ? base : bare.base}${path}`,
            side === 'real' ? serverPid : bare.pid,
            into,
          );
      }
    }
  }
  return [...rounds].map(([path, { real, bare: bareSide }]) => ({
    path,
    requestsPerSecond: median(real.rps),
    latencyP99Ms: median(real.p99),
    bareRequestsPerSecond: median(bareSide.rps),
    bareLatencyP99Ms: median(bareSide.p99),
    ratio: Number((sum(real.rps) / Math.max(1, sum(bareSide.rps))).toFixed(2)),
    cpuMicrosPerRequest: real.cpuUs.length > 0 ? median(real.cpuUs) : null,
    bareCpuMicrosPerRequest: bareSide.cpuUs.length > 0 ? median(bareSide.cpuUs) : null,
    rounds: { real: real.rps, bare: bareSide.rps, realCpuUs: real.cpuUs, bareCpuUs: bareSide.cpuUs },
  }));
}

/** One catalogue size: its database, its server and the bare one, the two page sizes in alternating rounds. */
async function benchSize(serverUrl: string, projects: number, port: number) {
  const database = await createCatalogueDatabase(serverUrl, projects);
  const env = { ...process.env, DATABASE_URL: database.databaseUrl, PORT: String(port), VISITOR_CACHE_MS: '0' };
  const profile = process.env.BENCH_CPU_PROF;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const server = spawn('node', [...profiling, 'bench/api-server.ts'], {
    env: { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, 120_000);
    const loadAverageAtStart = Number(loadavg()[0]?.toFixed(1));
    const bare = await startBareApi(base, PATHS, port + 1);
    try {
      const rows = await compareWithBare(base, server.pid, bare);
      const loadAverageAtEnd = Number(loadavg()[0]?.toFixed(1));
      return rows.map((row) => ({ projects, ...row, loadAverageAtStart, loadAverageAtEnd }));
    } finally {
      await bare.close();
    }
  } finally {
    await stop(server);
    await database.drop();
  }
}

/** Every catalogue size in turn; the server listens on `port`. */
export async function runCataloguePg(port: number) {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const rows = [];
  for (const projects of SIZES) rows.push(...(await benchSize(serverUrl, projects, port)));
  return rows;
}
