// BENCH_PARTS=cluster (issue 20, docs/scaling.md): throughput of 1, 2 and 4 instances of the store
// behind nginx, on the local PostgreSQL (BENCH_PG_URL) and Redis. Four instances (`npm start`'s server,
// pages included) run on a fresh database seeded with the demo catalogue; three nginx servers put 1, 2
// and 4 of them behind one port each, so the rounds can alternate (1, 2, 4, then 4, 2, 1...) and the
// machine's load weighs on every size alike. Measured: the catalogue list (/api/projects?size=24, the
// visitor cache on, as visitors read it), a project page (server-rendered HTML) and a write path, a
// signed-in fan pricing a cart (POST /api/cart/calculate, which stores the cart). Results in
// bench/results/cluster.json, with the load average beside them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD, demoEmail } from '@spindle/db/testing';
import { nginxConfig } from '../apps/server/src/cluster/nginx-config.ts';
import { cpuMicros } from './cpu.ts';

const SIZES = [1, 2, 4] as const;
const ROUNDS = 2;
const ROUND_SECONDS = 5;
const CONNECTIONS = 10;
/** A loaded shared machine may hold an answer for seconds: counted (errors), not fatal. */
const TIMEOUT_SECONDS = 30;
const DATABASE = 'spindle_bench_cluster';
const PROJECT_ID = 259121;
const DEMO_CUSTOMER = { email: demoEmail('customer'), password: DEMO_PASSWORD };
/** A shop of the demo catalogue (the one the cluster tests sell from). */
const DEMO_SHOP_ID = 1194;

interface Target {
  name: string;
  path: string;
  method?: 'POST';
  body?: string;
  headers?: Record<string, string>;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A fresh database on the server (dropped first when a previous run left it); its URL. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** A funding LP on sale (pressed from pre-orders, so never sold out), for the fan's cart; its id. */
async function insertFundingProject(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const name = `Bench Funding LP ${Date.now().toString(36)}`;
    const inserted = await client.query<{ id: number }>(
      `insert into projects (name, slug, artist_name, shop_id, category, type, step, price_eur_minor,
         distribution_price_minor, weight_grams, discs)
       values ($1, $2, 'Bench Artist', $3, 'vinyl', 'funding', 'in_progress', 2000, 1500, 300, 1) returning id`,
      [name, name.toLowerCase().replaceAll(' ', '-'), DEMO_SHOP_ID],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new Error('project insert failed');
    await client.query(`insert into partner_stock (partner, project_id, quantity) values ('preorder', $1, 100000)`, [
      id,
    ]);
    return id;
  } finally {
    await client.end();
  }
}

function startInstance(env: NodeJS.ProcessEnv, port: number): ChildProcess {
  return spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The instances' processes, whose CPU time per request is measured (it barely moves with the load). */
let instancePids: (number | undefined)[] = [];
const instancesCpu = () => sum(instancePids.map((pid) => cpuMicros(pid) ?? 0));

async function measure(base: string, target: Target, seconds: number) {
  const cpuBefore = instancesCpu();
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    ...(target.method ? { method: target.method } : {}),
    ...(target.body ? { body: target.body } : {}),
    ...(target.headers ? { headers: target.headers } : {}),
  });
  if (result.non2xx > 0) throw new Error(`${target.name} at ${base}: ${result.non2xx} answers not 2xx`);
  const cpuUs = (instancesCpu() - cpuBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, cpuUs };
}

/** The fan's write: pricing a one-item cart, signed in (the cart is stored). */
async function cartTarget(base: string, projectId: number): Promise<Target> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  if (!login.ok) throw new Error(`the demo customer could not sign in: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const customer = {
    email: DEMO_CUSTOMER.email,
    firstname: 'Ada',
    lastname: 'Lovelace',
    address: '1 rue de la Paix',
    zip_code: '75002',
    city: 'Paris',
    country_id: 'FR',
  };
  const shops = { s_1: { shipping_type: 'standard', items: [{ project_id: projectId, quantity: 1 }] } };
  return {
    name: 'cart (POST /api/cart/calculate)',
    path: '/api/cart/calculate',
    method: 'POST',
    body: JSON.stringify({ shops, customer }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Alternating rounds over the sizes and targets; a row per target and size. */
async function rounds(fronts: Map<number, string>, targets: Target[]) {
  const samples = new Map<string, { rps: number[]; p99: number[]; cpuUs: number[]; load: number[]; errors: number }>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const size of round % 2 === 0 ? SIZES : [...SIZES].reverse()) {
      for (const target of targets) {
        const key = `${target.name}|${size}`;
        const entry = samples.get(key) ?? { rps: [], p99: [], cpuUs: [], load: [], errors: 0 };
        entry.load.push(Number(loadavg()[0]?.toFixed(1)));
        const measured = await measure(fronts.get(size) ?? '', target, ROUND_SECONDS);
        entry.rps.push(Math.round(measured.rps));
        entry.p99.push(measured.p99);
        entry.errors += measured.errors;
        entry.cpuUs.push(Math.round(measured.cpuUs));
        samples.set(key, entry);
      }
    }
  }
  return targets.flatMap((target) =>
    SIZES.map((size) => {
      const entry = samples.get(`${target.name}|${size}`) ?? { rps: [], p99: [], cpuUs: [], load: [], errors: 0 };
      return {
        target: target.name,
        instances: size,
        requestsPerSecond: Math.round(sum(entry.rps) / Math.max(1, entry.rps.length)),
        latencyP99Ms: median(entry.p99),
        cpuMicrosPerRequest: median(entry.cpuUs),
        rounds: entry.rps,
        errors: entry.errors,
        loadAverage: entry.load,
      };
    }),
  );
}

function printTable(rows: Awaited<ReturnType<typeof rounds>>): void {
  console.log(
    '\ntarget                                   | instances | req/s | p99 ms | CPU µs/req | rounds      | errors | load (1 min)',
  );
  for (const row of rows) {
    console.log(
      `${row.target.padEnd(40)} | ${String(row.instances).padStart(9)} | ${String(row.requestsPerSecond).padStart(5)} | ` +
        `${String(row.latencyP99Ms).padStart(6)} | ${String(row.cpuMicrosPerRequest).padStart(10)} | ${row.rounds.join(', ').padEnd(11)} | ${String(row.errors).padStart(6)} | ` +
        row.loadAverage.join(', '),
    );
  }
}

/** The cluster part: ports from `port` (instances port+10.., nginx port+20..). */
export async function runCluster(port: number) {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = await freshDatabase(serverUrl);
  const dir = mkdtempSync(join(tmpdir(), 'spindle-bench-cluster-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    // One machine: the instances share the data folder (the demo's pictures), as `npm run cluster`'s do.
    DATA_DIR: join(dir, 'data'),
    SESSION_SECRET: 'bench-cluster-session-secret-0123456789abcdef',
    TRUST_PROXY: '1',
    PUBLIC_URL: `http://127.0.0.1:${port + 20}`,
  };
  const ports = [0, 1, 2, 3].map((i) => port + 10 + i);
  const processes: ChildProcess[] = [];
  try {
    // The first instance migrates and seeds; the others start once it is ready.
    processes.push(startInstance(env, ports[0] ?? 0));
    await waitFor(`http://127.0.0.1:${ports[0]}/api/ready`, 900_000);
    processes.push(...ports.slice(1).map((p) => startInstance(env, p)));
    for (const p of ports) await waitFor(`http://127.0.0.1:${p}/api/ready`, 180_000);
    instancePids = processes.map((child) => child.pid);
    const fronts = new Map<number, string>();
    for (const [index, size] of SIZES.entries()) {
      const front = port + 20 + index;
      const prefix = join(dir, `nginx-${size}`);
      mkdirSync(prefix, { recursive: true });
      writeFileSync(join(prefix, 'nginx.conf'), nginxConfig({ port: front, upstreams: ports.slice(0, size), prefix }));
      processes.push(spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;']));
      fronts.set(size, `http://127.0.0.1:${front}`);
      await waitFor(`http://127.0.0.1:${front}/api/ready`, 20_000);
    }
    const base = fronts.get(1) ?? '';
    const page = await fetch(`${base}/project/${PROJECT_ID}`, { redirect: 'manual' });
    const projectPath = new URL(page.headers.get('location') ?? `/project/${PROJECT_ID}`, base).pathname;
    const targets: Target[] = [
      { name: 'catalogue (/api/projects?size=24)', path: '/api/projects?size=24' },
      { name: 'project page (HTML)', path: projectPath },
      await cartTarget(base, await insertFundingProject(databaseUrl)),
    ];
    // Warm-up, not counted: every instance's JIT and caches, through the four-instance front.
    for (const target of targets) await measure(fronts.get(4) ?? '', target, 3);
    const rows = await rounds(fronts, targets);
    printTable(rows);
    const results = { at: new Date().toISOString(), cpus: cpus().length, loadAverageAtEnd: loadavg(), rows };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/cluster.json', JSON.stringify(results, null, 2));
    return results;
  } finally {
    await Promise.all(processes.map(stop));
    rmSync(dir, { recursive: true, force: true });
  }
}
