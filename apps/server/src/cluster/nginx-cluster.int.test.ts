// Three instances behind nginx (Debian's package; skipped where it is not installed) on one database and
// one S3-compatible store (s3rver, storage/local-s3-server.ts), as `npm run cluster` runs them. An artist
// uploads a master in chunks that land on different instances, and the object is complete in the
// bucket. A fan signs in, prices a cart and pays with the test provider through nginx's round robin, so
// the requests land on different instances; one instance stops in the middle, and the order ends paid
// once. docs/scaling.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  cartCalculateResponseSchema,
  checkoutResponseSchema,
  loginResponseSchema,
  uploadChunkResponseSchema,
  uploadFinishResponseSchema,
  uploadStartResponseSchema,
} from '@spindle/contracts';
import { type Database, driverOf, openDatabase, schema } from '@spindle/db';
import { createTestDatabase, DEMO_PASSWORD, demoEmail } from '@spindle/db/testing';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { listOutbox } from '../mail/mailer.ts';
import { startLocalS3Server, type LocalS3Server } from '../storage/local-s3-server.ts';
import { S3_MIN_PART_BYTES } from '../storage/s3-file-storage.ts';
import { insertFundingProject } from './cluster.fixtures.ts';
import { nginxConfig } from './nginx-config.ts';

const SESSION_SECRET = 'cluster-tests-session-secret-0123456789abcdef';

const hasNginx = !spawnSync('nginx', ['-v']).error;
const INSTANCES = 3;

let database: Database;
const pools: Database[] = [];
const apps: App[] = [];
/** The journey's requests each instance received through nginx (not the app's own injects). */
const hits: string[][] = [];
let dir: string;
let nginx: ChildProcess | undefined;
let origin: string;
let funding: number;
let s3: LocalS3Server;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function instance(index: number, on: Database): Promise<number> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dir,
    BUILD_ID: 'test-build',
    SESSION_SECRET,
    TRUST_PROXY: '1',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  const app = await buildApp({ database: on, config });
  hits[index] = [];
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers['x-forwarded-for'] && request.url.startsWith('/api/') && request.url !== '/api/ready') {
      // A test's step names one of several requests to the same URL (the chunks of an upload).
      const step = request.headers['x-test-step'];
      hits[index]?.push(typeof step === 'string' ? `${request.url}#${step}` : request.url);
    }
    done();
  });
  apps.push(app);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return port;
}

async function startNginx(upstreams: number[]): Promise<void> {
  const port = await freePort();
  const confPath = path.join(dir, 'nginx.conf');
  await writeFile(confPath, nginxConfig({ port, upstreams, prefix: dir }));
  nginx = spawn('nginx', ['-p', dir, '-c', confPath, '-g', 'daemon off;'], { stdio: 'ignore' });
  origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not answer');
}

beforeAll(async () => {
  if (!hasNginx) return;
  database = await createTestDatabase({ content: 'catalogue' });
  funding = await insertFundingProject(database);
  dir = await mkdtemp(path.join(os.tmpdir(), 'spindle-nginx-cluster-'));
  // nginx's workers (another user when nginx starts as root) keep large request and answer bodies
  // (an upload's chunks, a master read back) in temporary files under this folder.
  await chmod(dir, 0o755);
  s3 = await startLocalS3Server({ directory: path.join(dir, 's3'), bucket: 'spindle-cluster' });
  const ports: number[] = [];
  for (let i = 0; i < INSTANCES; i += 1) {
    const driver = driverOf(database);
    const on =
      driver.kind === 'postgres' ? await openDatabase({ databaseUrl: driver.pool.options.connectionString }) : database;
    if (on !== database) pools.push(on);
    ports.push(await instance(i, on));
  }
  await startNginx(ports);
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const app of apps) await app.close();
  for (const pool of pools) await pool.close();
  await s3?.close();
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function post<T>(
  url: string,
  body: unknown,
  parse: { parse(value: unknown): T },
  token?: string,
  step?: string,
): Promise<T> {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(step ? { 'x-test-step': step } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return parse.parse(JSON.parse(text));
}

/** A master of `bytes` bytes: a RIFF/WAVE header (uploads are checked by content) and random samples. */
function masterFile(bytes: number): Buffer {
  const wav = randomBytes(bytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(bytes - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  return wav;
}

const servedBy = (url: string) => hits.findIndex((urls) => urls.includes(url));

describe.skipIf(!hasNginx)('three instances behind nginx', () => {
  it("completes an artist's upload whose chunks land on different instances, in the S3 bucket", async () => {
    const { token } = await post(
      '/api/auth/login',
      { email: demoEmail('artist'), password: DEMO_PASSWORD },
      loginResponseSchema,
    );
    const file = masterFile(2 * S3_MIN_PART_BYTES + 777);
    const ids = await post(
      '/api/upload/start',
      { fileName: 'Cluster Master.wav', fileSize: file.length, contentType: 'audio/wav' },
      uploadStartResponseSchema,
      token,
    );
    const Parts = [];
    for (const number of [1, 2, 3]) {
      const data = file.subarray((number - 1) * S3_MIN_PART_BYTES, number * S3_MIN_PART_BYTES).toString('base64');
      const part = await post(
        '/api/upload/chunk',
        { ...ids, number, i: number - 1, data },
        uploadChunkResponseSchema,
        token,
        `part-${number}`,
      );
      Parts.push({ ETag: part.ETag, PartNumber: part.PartNumber });
    }
    const done = await post(
      '/api/upload/finish',
      { ...ids, Parts, fileSize: file.length },
      uploadFinishResponseSchema,
      token,
    );
    // Round robin: the start, the three chunks and the finish went to more than one instance.
    const instancesOfParts = new Set([1, 2, 3].map((n) => servedBy(`/api/upload/chunk#part-${n}`)));
    expect(instancesOfParts.size).toBeGreaterThan(1);
    expect(servedBy('/api/upload/finish')).not.toBe(servedBy('/api/upload/start'));
    // The object is whole in the bucket, read back from s3rver and through nginx.
    const stored = await fetch(`${s3.endpoint}/${s3.bucket}/${done.file}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(file)).toBe(true);
    const download = await fetch(`${origin}/api/upload/${ids.id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  });

  it("carries a fan's purchase across instances and pays the order once", async () => {
    for (const urls of hits) urls.length = 0;
    const email = demoEmail('customer');
    const { token } = await post('/api/auth/login', { email, password: DEMO_PASSWORD }, loginResponseSchema);
    const customer = {
      email,
      firstname: 'Ada',
      lastname: 'Lovelace',
      address: '1 rue de la Paix',
      zip_code: '75002',
      city: 'Paris',
      country_id: 'FR',
    };
    const shops = { s_1: { shipping_type: 'standard', items: [{ project_id: funding, quantity: 1 }] } };
    const cart = await post('/api/cart/calculate', { shops, customer }, cartCalculateResponseSchema, token);
    // Round robin: the sign-in and the cart went to two instances.
    expect(servedBy('/api/auth/login')).not.toBe(servedBy('/api/cart/calculate'));
    // The instance that signed the fan in shuts down in the middle of the journey: nginx sends the
    // payment to another.
    const stopped = servedBy('/api/auth/login');
    await apps[stopped]?.close();
    const card = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
    const paid = await post('/api/cart/pay', { cart_id: cart.id, payment_method: card }, checkoutResponseSchema, token);

    expect(servedBy('/api/cart/pay')).not.toBe(stopped);
    expect(servedBy('/api/cart/pay')).toBeGreaterThanOrEqual(0);
    // Whatever turn the round robin is at, the stopped instance is passed over.
    for (let i = 0; i < INSTANCES * 2; i += 1) {
      expect((await fetch(`${origin}/api/projects/${funding}`)).status).toBe(200);
    }
    const orders = await database.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(and(eq(schema.orders.id, paid.orderId), isNotNull(schema.orders.paidAt)));
    expect(orders).toHaveLength(1);
    const payments = await database.db
      .select({ status: schema.payments.status })
      .from(schema.payments)
      .where(eq(schema.payments.orderId, paid.orderId));
    expect(payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
    const confirmations = await listOutbox(database.db, { to: email, template: 'order_confirmed', limit: 10 });
    expect(confirmations).toHaveLength(1);
  });
});
