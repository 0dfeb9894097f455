// `npm run cluster`: several instances of the store behind nginx on one port, for a person to try the
// store as it runs when scaled out (docs/scaling.md). Each instance is `npm start`'s server on its own
// loopback port; all share the local PostgreSQL (a database of their own, created here), the local
// Redis (rate limits) and one S3-compatible store: s3rver, started here on .cluster/s3 (unless S3_BUCKET
// is already set). Ctrl-C stops nginx, the instances (gracefully) and s3rver.
//
//   npm run cluster -- --instances 3 --port 8080 [--read-database postgres://...]
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { nginxConfig } from '../apps/server/src/cluster/nginx-config.ts';
import { startLocalS3Server, type LocalS3Server } from '../apps/server/src/storage/local-s3-server.ts';
import { S3FileStorage } from '../apps/server/src/storage/s3-file-storage.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'first-instance-port': { type: 'string', default: '8101' },
    database: { type: 'string', default: 'spindle_cluster' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    's3-port': { type: 'string', default: '8090' },
    bucket: { type: 'string', default: 'spindle' },
    /** A read replica of --postgres for the catalogue's reads (DATABASE_READ_URL). */
    'read-database': { type: 'string' },
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

/** The S3_* settings of the local s3rver (path-style: the endpoint switches it on). */
function s3Env(s3: LocalS3Server): NodeJS.ProcessEnv {
  return {
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}

/** The environment every instance shares; only PORT differs. */
function instanceEnv(databaseUrl: string, s3: LocalS3Server | undefined): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(s3 ? s3Env(s3) : {}),
    ...(values['read-database'] ? { DATABASE_READ_URL: values['read-database'] } : {}),
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

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.pdf': 'application/pdf',
};

/**
 * The demo catalogue's seed writes its pictures and previews as local files (DATA_DIR/storage): copied
 * into the bucket once, after the first instance seeded, so that the pages find them on S3.
 */
async function copySeedMediaToBucket(s3: LocalS3Server, storageDir: string): Promise<number> {
  const { bucket, endpoint, accessKeyId, secretAccessKey } = s3;
  const storage = new S3FileStorage({ bucket, endpoint, accessKeyId, secretAccessKey });
  const files = (await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  let copied = 0;
  const queue = [...files];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (await storage.exists(key)) continue;
      await storage.put(key, createReadStream(path.join(storageDir, key)), CONTENT_TYPES[path.extname(key)]);
      copied += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  storage.client.destroy();
  return copied;
}

async function main(): Promise<void> {
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is missing: apt-get install nginx');
  const databaseUrl = await ensureDatabase(values.postgres, values.database);
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  // Files in the local s3rver, unless an S3 store is configured already.
  const s3 = process.env.S3_BUCKET
    ? undefined
    : await startLocalS3Server({
        directory: path.join(dir, 's3'),
        bucket: values.bucket,
        port: Number(values['s3-port']),
      });
  if (s3) console.log(`s3rver: bucket ${s3.bucket} at ${s3.endpoint} (files in ${s3.directory})`);
  const env = instanceEnv(databaseUrl, s3);
  const ports = Array.from({ length: instances }, (_, i) => firstPort + i);
  // The first one migrates and seeds an empty database; the others start once it is ready.
  const children = [startInstance(env, ports[0]!)];
  try {
    // The first start may build the web app and seed the demo catalogue first: minutes on a small machine.
    await waitReady(ports[0]!, 900_000);
    if (s3) {
      const copied = await copySeedMediaToBucket(s3, path.join(dir, 'data', 'storage'));
      if (copied > 0) console.log(`copied ${copied} demo pictures and previews into the bucket`);
    }
    children.push(...ports.slice(1).map((p) => startInstance(env, p)));
    await Promise.all(ports.map((p) => waitReady(p)));
  } catch (error) {
    // Leave nothing running behind a failed start.
    for (const child of children) child.kill('SIGTERM');
    await s3?.close();
    throw error;
  }

  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, nginxConfig({ port, upstreams: ports, prefix: dir }));
  const nginx = spawn('nginx', ['-p', dir, '-c', confPath, '-g', 'daemon off;'], { stdio: 'inherit' });
  console.log(`Spindle: ${instances} instances (${ports.join(', ')}) behind nginx at http://127.0.0.1:${port}`);

  const stop = () => {
    nginx.kill('SIGTERM');
    for (const child of children) child.kill('SIGTERM');
    void s3?.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) await main();
