// `npm run bench:compare -- <git ref>`: the same throughput measurements on this tree and on a
// baseline commit, side by side in one run. Both servers run at once on the same machine, each on its
// own seeded data folder, and every path is loaded in alternating short rounds (baseline, current,
// baseline, ...), so whatever else the machine does weighs on both sides alike. The ratio current /
// baseline is what to read: absolute numbers swing with the machine, the ratio much less.
// Beside the rates, the CPU time each server spent per request (from /proc) is reported: it barely
// moves with the machine's load, so it tells a real difference from noise when the rates swing.
// Results are printed and written to bench/results/compare.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { cpuMicros } from './cpu.ts';
import { waitForAfterWork } from './fresh-copy.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3190);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
const CONNECTIONS = 10;
const PROJECT_ID = 259121;

interface Side {
  name: 'baseline' | 'current';
  root: string;
  port: number;
  dataDir: string;
  server: ChildProcess | null;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** A worktree of the baseline commit, sharing node_modules when the lock file is the same. */
function prepareBaseline(ref: string, folder: string): string {
  run('git', ['worktree', 'add', '--detach', folder, ref], ROOT);
  const sameLock = spawnSync('git', ['diff', '--quiet', ref, 'HEAD', '--', 'package-lock.json'], { cwd: ROOT });
  if (sameLock.status === 0) symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'));
  else run('npm', ['ci', '--no-audit', '--no-fund'], folder);
  run('npm', ['run', 'build'], folder);
  return folder;
}

function startServer(side: Side): ChildProcess {
  return spawn('node', ['scripts/start.ts'], {
    cwd: side.root,
    env: {
      ...process.env,
      PORT: String(side.port),
      DATA_DIR: side.dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHome(port: number, timeoutMs: number): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`port ${port}: the home page did not answer within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

async function projectPagePath(port: number): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const response = await fetch(`${base}/project/${PROJECT_ID}`, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? `/project/${PROJECT_ID}`, base).pathname;
}

async function requestsPerSecond(
  url: string,
  pid: number | undefined,
): Promise<{ rps: number; p99Ms: number; non2xx: number; cpuUs: number | null }> {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: ROUND_SECONDS });
  const cpuAfter = cpuMicros(pid);
  const cpuUs =
    cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
      ? (cpuAfter - cpuBefore) / result.requests.total
      : null;
  return { rps: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx, cpuUs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Alternating rounds on one path; the ratio of the sums is current / baseline. */
async function comparePath(path: string, sides: readonly [Side, Side]) {
  const totals = { baseline: 0, current: 0 };
  const p99 = { baseline: [] as number[], current: [] as number[] };
  const cpu = { baseline: [] as number[], current: [] as number[] };
  let non2xx = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? sides : ([sides[1], sides[0]] as const);
    for (const side of order) {
      const measured = await requestsPerSecond(`http://127.0.0.1:${side.port}${path}`, side.server?.pid);
      totals[side.name] += measured.rps;
      p99[side.name].push(measured.p99Ms);
      if (measured.cpuUs !== null) cpu[side.name].push(measured.cpuUs);
      non2xx += measured.non2xx;
    }
  }
  const cpuMeasured = cpu.baseline.length > 0 && cpu.current.length > 0;
  return {
    path,
    baselineRequestsPerSecond: Math.round(totals.baseline / ROUNDS),
    currentRequestsPerSecond: Math.round(totals.current / ROUNDS),
    ratio: Number((totals.current / Math.max(1, totals.baseline)).toFixed(3)),
    baselineP99Ms: median(p99.baseline),
    currentP99Ms: median(p99.current),
    // CPU per request, median of the rounds; cpuRatio > 1 means the current code spends less.
    baselineCpuMicrosPerRequest: cpuMeasured ? Math.round(median(cpu.baseline)) : null,
    currentCpuMicrosPerRequest: cpuMeasured ? Math.round(median(cpu.current)) : null,
    cpuRatio: cpuMeasured ? Number((median(cpu.baseline) / Math.max(1, median(cpu.current))).toFixed(3)) : null,
    non2xx,
  };
}

const ref = process.argv[2];
if (!ref) {
  console.error('usage: npm run bench:compare -- <git ref of the baseline>');
  process.exit(2);
}
const scratch = mkdtempSync(join(tmpdir(), 'spindle-compare-'));
const baselineRoot = join(scratch, 'baseline');
const sides: [Side, Side] = [
  {
    name: 'baseline',
    root: baselineRoot,
    port: BASE_PORT + 100,
    dataDir: join(scratch, 'data-baseline'),
    server: null,
  },
  { name: 'current', root: ROOT, port: BASE_PORT, dataDir: join(scratch, 'data-current'), server: null },
];
process.once('exit', () => sides.forEach((side) => side.server?.kill('SIGTERM')));
try {
  prepareBaseline(ref, baselineRoot);
  if (!existsSync(join(ROOT, 'apps/web/build/server/index.js'))) run('npm', ['run', 'build'], ROOT);
  // First starts one after the other (each seeds its data folder), then both run together.
  for (const side of sides) {
    side.server = startServer(side);
    await waitForHome(side.port, 240_000);
    // The first start's pictures, finished after `/` answers, out of the way (both sides were built by
    // `npm run build`, which compresses the client files itself; an older baseline has no marker).
    await waitForAfterWork(side.root, side.dataDir, 300_000, { compressed: false });
  }
  const projectPath = await projectPagePath(sides[1].port);
  const paths = ['/api/health', '/api/projects?size=24', '/api/home', '/api/search?search=the', '/', projectPath];
  const rows = [];
  for (const path of paths) rows.push(await comparePath(path, sides));
  const load = loadavg().map((value) => Number(value.toFixed(2)));
  const results = {
    at: new Date().toISOString(),
    baseline: ref,
    rounds: ROUNDS,
    roundSeconds: ROUND_SECONDS,
    load,
    rows,
  };
  console.log(JSON.stringify(results, null, 2));
  for (const row of rows) {
    const verdict = row.ratio >= 0.95 ? 'same or faster' : 'SLOWER';
    console.log(
      `${row.path.padEnd(32)} baseline ${String(row.baselineRequestsPerSecond).padStart(6)} req/s  ` +
        `current ${String(row.currentRequestsPerSecond).padStart(6)} req/s  ratio ${row.ratio.toFixed(3)}  ${verdict}  ` +
        `(CPU per request ${row.baselineCpuMicrosPerRequest ?? '?'} / ${row.currentCpuMicrosPerRequest ?? '?'} µs)`,
    );
  }
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/compare.json'), JSON.stringify(results, null, 2));
} finally {
  for (const side of sides) await stop(side.server);
  spawnSync('git', ['worktree', 'remove', '--force', baselineRoot], { cwd: ROOT });
  rmSync(scratch, { recursive: true, force: true });
}
