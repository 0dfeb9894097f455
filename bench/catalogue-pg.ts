// BENCH_PARTS=catalogue-pg (issue 19): the shop's list on PostgreSQL with the visitor cache off, the
// way a signed-in fan or an unseen filter reads it. For each catalogue size a database is generated
// (bench/catalogue-data.ts), the API server started on it, and /api/projects?size=24 and size=48 loaded
// in alternating rounds (the machine's load weighs on both alike). BENCH_PG_URL names the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createCatalogueDatabase } from './catalogue-data.ts';

const SIZES = [10_000, 100_000];
const PATHS = ['/api/projects?size=24', '/api/projects?size=48'];
const ROUNDS = 3;
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
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One catalogue size: its database, its server, the two page sizes in alternating rounds. */
async function benchSize(serverUrl: string, projects: number, port: number) {
  const database = await createCatalogueDatabase(serverUrl, projects);
  const env = { ...process.env, DATABASE_URL: database.databaseUrl, PORT: String(port), VISITOR_CACHE_MS: '0' };
  const server = spawn('node', ['bench/api-server.ts'], {
    env: { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, 120_000);
    const loadAverageAtStart = Number(loadavg()[0]?.toFixed(1));
    for (const path of PATHS) await measure(`${base}${path}`, 2);
    const rounds = new Map(PATHS.map((path) => [path, { rps: [] as number[], p99: [] as number[] }]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const path of round % 2 === 0 ? PATHS : [...PATHS].reverse()) {
        const measured = await measure(`${base}${path}`, ROUND_SECONDS);
        rounds.get(path)?.rps.push(measured.rps);
        rounds.get(path)?.p99.push(measured.p99);
      }
    }
    return [...rounds].map(([path, sides]) => ({
      projects,
      path,
      requestsPerSecond: median(sides.rps),
      latencyP99Ms: median(sides.p99),
      rounds: sides.rps,
      loadAverageAtStart,
    }));
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
