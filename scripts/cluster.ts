// `npm run cluster`: several instances of the store behind nginx on one port, for a person to try the
// store as it runs when scaled out (docs/scaling.md). Each instance is `npm start`'s server on its own
// loopback port; all share the local PostgreSQL (a database of their own, created here), the local
// Redis (rate limits) and one folder of files (no S3-compatible server is available from npm or Debian
// here: see docs/scaling.md). Ctrl-C stops nginx and the instances gracefully.
//
//   npm run cluster -- --instances 3 --port 8080
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { nginxConfig } from '../apps/server/src/cluster/nginx-config.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'first-instance-port': { type: 'string', default: '8101' },
    database: { type: 'string', default: 'spindle_cluster' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    dir: { type: 'string', default: path.join(root, '.cluster') },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);
const firstPort = Number(values['first-instance-port']);
const dir = path.resolve(values.dir);

/** The database of the cluster on the local PostgreSQL, created when missing; its URL. */
async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment every instance shares; only PORT differs. */
function instanceEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: values.redis,
    DATA_DIR: path.join(dir, 'data'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '1',
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'local-cluster-secret-of-at-least-32-characters',
  };
}

function startInstance(env: NodeJS.ProcessEnv, instancePort: number): ChildProcess {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...env, PORT: String(instancePort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => console.log(`instance :${instancePort} exited (${signal ?? code})`));
  return child;
}

async function waitReady(instancePort: number, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${instancePort}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`instance :${instancePort} was not ready in ${timeoutMs} ms`);
}

async function main(): Promise<void> {
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is missing: apt-get install nginx');
  const databaseUrl = await ensureDatabase(values.postgres, values.database);
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const env = instanceEnv(databaseUrl);
  const ports = Array.from({ length: instances }, (_, i) => firstPort + i);
  // The first one migrates and seeds an empty database; the others start once it is ready.
  const children = [startInstance(env, ports[0]!)];
  await waitReady(ports[0]!);
  children.push(...ports.slice(1).map((p) => startInstance(env, p)));
  await Promise.all(ports.map((p) => waitReady(p)));

  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, nginxConfig({ port, upstreams: ports, prefix: dir }));
  const nginx = spawn('nginx', ['-p', dir, '-c', confPath, '-g', 'daemon off;'], { stdio: 'inherit' });
  console.log(`Spindle: ${instances} instances (${ports.join(', ')}) behind nginx at http://127.0.0.1:${port}`);

  const stop = () => {
    nginx.kill('SIGTERM');
    for (const child of children) child.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) await main();
