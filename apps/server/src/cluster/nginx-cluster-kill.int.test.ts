// The Done-when of issue 20 (docs/scaling.md): three instances, each its own process
// (cluster/api-instance.ts), behind nginx on PostgreSQL, Redis and the S3-compatible server (s3rver).
// An artist uploads a master in chunks, every request on another instance; after two parts were
// accepted, the instance that took the first part is killed with SIGKILL (no graceful anything); the
// upload completes through the two others with the file's SHA-256, and its track's preview is encoded
// by exactly one job, served from the bucket. A fan who signed in before the kill pays after it: the
// order is paid once, with one confirmation e-mail. Runs on PostgreSQL only (processes cannot share
// PGlite), where nginx is installed and Redis answers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  cartCalculateResponseSchema,
  checkoutResponseSchema,
  encodeStatusSchema,
  loginResponseSchema,
  managedTrackSchema,
  projectCreateResponseSchema,
  uploadChunkResponseSchema,
  uploadFinishResponseSchema,
  uploadStartResponseSchema,
} from '@spindle/contracts';
import { type Database, driverOf, schema } from '@spindle/db';
import { createTestDatabase, DEMO_PASSWORD, demoEmail } from '@spindle/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/mailer.ts';
import { startLocalS3Server, type LocalS3Server } from '../storage/local-s3-server.ts';
import { S3_MIN_PART_BYTES } from '../storage/s3-file-storage.ts';
import { nginxConfig } from './nginx-config.ts';
import { insertFundingProject } from './cluster.fixtures.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const INSTANCES = 3;

async function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
  }).finally(() => undefined) as Promise<boolean>;
}

const runs = Boolean(process.env.TEST_DATABASE_URL) && !spawnSync('nginx', ['-v']).error && (await answers(REDIS_URL));

let database: Database;
let dir: string;
let s3: LocalS3Server;
let nginx: ChildProcess | undefined;
let origin: string;
const children = new Map<number, ChildProcess>();

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

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

/** One instance: the API in its own process, on the shared database, Redis and bucket; its port. */
async function startInstance(databaseUrl: string, index: number): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'api-instance.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      DATA_DIR: path.join(dir, `instance-${index}`),
      BUILD_ID: 'test-build',
      SESSION_SECRET: 'cluster-kill-tests-session-secret-0123456789',
      TRUST_PROXY: '1',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.set(port, child);
  return port;
}

beforeAll(async () => {
  if (!runs) return;
  database = await createTestDatabase({ content: 'catalogue' });
  const driver = driverOf(database);
  if (driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
  dir = await mkdtemp(path.join(os.tmpdir(), 'spindle-cluster-kill-'));
  await chmod(dir, 0o755);
  s3 = await startLocalS3Server({ directory: path.join(dir, 's3'), bucket: 'spindle-kill' });
  const databaseUrl = driver.pool.options.connectionString ?? '';
  const ports: number[] = [];
  for (let i = 0; i < INSTANCES; i += 1) ports.push(await startInstance(databaseUrl, i));
  for (const port of ports) {
    const ready = async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok;
    await waitFor(ready, `instance :${port} was not ready`, 180_000);
  }
  const port = await freePort();
  const confPath = path.join(dir, 'nginx.conf');
  await writeFile(confPath, nginxConfig({ port, upstreams: ports, prefix: dir, upstreamHeader: true }));
  nginx = spawn('nginx', ['-p', dir, '-c', confPath, '-g', 'daemon off;'], { stdio: 'ignore' });
  origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${origin}/api/ready`)).ok, 'nginx did not answer', 20_000);
}, 300_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  const exits = [...children.values()]
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)).then(() => undefined));
  for (const child of children.values()) child.kill('SIGTERM');
  await Promise.all(exits);
  await s3?.close();
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

/** The port of the instance that answered (the last one nginx tried). */
function instanceOf(response: Response): number {
  const tried = (response.headers.get('x-upstream') ?? '').split(',');
  return Number(tried.at(-1)?.trim().split(':').at(-1));
}

async function call<T>(
  method: string,
  url: string,
  body: unknown,
  parse: { parse(value: unknown): T },
  token?: string,
): Promise<{ value: T; port: number }> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.status, `${method} ${url}: ${text}`).toBeLessThan(300);
  return { value: parse.parse(JSON.parse(text)), port: instanceOf(response) };
}

/** A PCM WAV (16-bit stereo, 44.1 kHz) of noise, `bytes` long: a master ffmpeg can encode. */
function masterFile(bytes: number): Buffer {
  const wav = randomBytes(bytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(bytes - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(2, 22);
  wav.writeUInt32LE(44_100, 24);
  wav.writeUInt32LE(44_100 * 4, 28);
  wav.writeUInt16LE(4, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(bytes - 44, 40);
  return wav;
}

const sha256 = (bytes: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

/** SIGKILL, and wait for the process to be gone. */
async function kill9(port: number): Promise<void> {
  const child = children.get(port);
  if (!child) throw new Error(`no instance on ${port}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe.skipIf(!runs)('three instance processes behind nginx, one killed with SIGKILL', () => {
  it("completes an artist's upload and a fan's payment through the survivors; no job runs twice", async () => {
    const ports: number[] = [];
    const artist = await call(
      'POST',
      '/api/auth/login',
      { email: demoEmail('artist'), password: DEMO_PASSWORD },
      loginResponseSchema,
    );
    ports.push(artist.port);
    const token = artist.value.token;
    const fanEmail = demoEmail('customer');
    const fan = await call(
      'POST',
      '/api/auth/login',
      { email: fanEmail, password: DEMO_PASSWORD },
      loginResponseSchema,
    );
    ports.push(fan.port);

    const file = masterFile(3 * S3_MIN_PART_BYTES + 4321);
    const started = await call(
      'POST',
      '/api/upload/start',
      { fileName: 'Killed Master.wav', fileSize: file.length, contentType: 'audio/wav' },
      uploadStartResponseSchema,
      token,
    );
    ports.push(started.port);
    const ids = started.value;
    const Parts: { ETag: string; PartNumber: number }[] = [];
    const sendPart = async (number: number) => {
      const data = file.subarray((number - 1) * S3_MIN_PART_BYTES, number * S3_MIN_PART_BYTES).toString('base64');
      const part = await call(
        'POST',
        '/api/upload/chunk',
        { ...ids, number, i: number - 1, data },
        uploadChunkResponseSchema,
        token,
      );
      Parts.push({ ETag: part.value.ETag, PartNumber: part.value.PartNumber });
      return part.port;
    };
    const firstPart = await sendPart(1);
    ports.push(firstPart, await sendPart(2));
    // Round robin: every request so far went to another instance than the one before it.
    for (let i = 1; i < ports.length; i += 1) expect(ports[i]).not.toBe(ports[i - 1]);
    expect(new Set(ports).size).toBe(INSTANCES);

    // The instance that stored part 1 dies without a word.
    await kill9(firstPart);

    const after: number[] = [await sendPart(3), await sendPart(4)];
    const finished = await call(
      'POST',
      '/api/upload/finish',
      { ...ids, Parts, fileSize: file.length },
      uploadFinishResponseSchema,
      token,
    );
    after.push(finished.port);
    const download = await fetch(`${origin}/api/upload/${ids.id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(sha256(await download.arrayBuffer())).toBe(sha256(file));
    const inBucket = await fetch(`${s3.endpoint}/${s3.bucket}/${finished.value.file}`);
    expect(sha256(await inBucket.arrayBuffer())).toBe(sha256(file));

    // The fan, signed in before the kill, pays after it.
    const shops = {
      s_1: {
        shipping_type: 'standard',
        items: [{ project_id: await insertFundingProject(database, 'Kill Funding LP'), quantity: 1 }],
      },
    };
    const customer = {
      email: fanEmail,
      firstname: 'Ada',
      lastname: 'Lovelace',
      address: '1 rue de la Paix',
      zip_code: '75002',
      city: 'Paris',
      country_id: 'FR',
    };
    const fanToken = fan.value.token;
    const cart = await call('POST', '/api/cart/calculate', { shops, customer }, cartCalculateResponseSchema, fanToken);
    const card = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
    const paid = await call(
      'POST',
      '/api/cart/pay',
      { cart_id: cart.value.id, payment_method: card },
      checkoutResponseSchema,
      fanToken,
    );
    after.push(cart.port, paid.port);

    // The track of the master, and its preview's encode, queued and run by one of the survivors.
    const track = await trackWithPreview(token, ids.id);
    after.push(...track.ports);
    expect(after).not.toContain(firstPart);
    expect(new Set(after).size).toBe(INSTANCES - 1);

    await expectOnePaidOrder(paid.value.orderId, fanEmail);
    const encodes = await database.db
      .select({ status: schema.jobs.status, attempts: schema.jobs.attempts })
      .from(schema.jobs)
      .where(and(eq(schema.jobs.type, 'audio.encode'), sql`${schema.jobs.payload}->>'trackId' = ${String(track.id)}`));
    expect(encodes).toEqual([{ status: 'done', attempts: 1 }]);
    const preview = await fetch(`${origin}${track.previewUrl}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('audio/mpeg');
  }, 300_000);
});

/** A project of the demo artist with a track on upload `uploadId`, its preview encoded; the track. */
async function trackWithPreview(token: string, uploadId: number) {
  const [owner] = await database.db
    .select({ id: schema.artists.id })
    .from(schema.artists)
    .innerJoin(schema.users, eq(schema.users.id, schema.artists.userId))
    .where(eq(schema.users.email, demoEmail('artist')))
    .limit(1);
  if (!owner) throw new Error('the demo artist has no artist page');
  const created = await call(
    'POST',
    '/api/projects',
    {
      kind: 'vinyl',
      name: `Survivor Sessions ${Date.now().toString(36)}`,
      artistName: 'Cluster Artist',
      owner: { type: 'artist', id: owner.id },
      quote: { quantity: 300, colour: 'black', discs: 1, weightGrams: 140 },
    },
    projectCreateResponseSchema,
    token,
  );
  const projectId = created.value.project.id;
  const track = await call(
    'POST',
    `/api/projects/${projectId}/tracks`,
    { title: 'Side A', uploadId },
    managedTrackSchema,
    token,
  );
  const encodeUrl = `/api/projects/${projectId}/tracks/${track.value.id}/encode`;
  const queued = await call('POST', encodeUrl, { startSeconds: 0, durationSeconds: 10 }, encodeStatusSchema, token);
  const ports = [created.port, track.port, queued.port];
  await waitFor(
    async () => (await call('GET', encodeUrl, undefined, encodeStatusSchema, token)).value.jobStatus === 'done',
    'the preview was not encoded',
    120_000,
  );
  const [row] = await database.db
    .select({ previewPath: schema.tracks.previewPath })
    .from(schema.tracks)
    .where(eq(schema.tracks.id, track.value.id));
  return { id: track.value.id, previewUrl: `/storage/${row?.previewPath ?? ''}`, ports };
}

/** The order is paid, with one succeeded payment and, once the jobs ran, one confirmation e-mail. */
async function expectOnePaidOrder(orderId: number, email: string): Promise<void> {
  const [order] = await database.db
    .select({ paidAt: schema.orders.paidAt })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId));
  expect(order?.paidAt).not.toBeNull();
  const payments = await database.db
    .select({ status: schema.payments.status })
    .from(schema.payments)
    .where(eq(schema.payments.orderId, orderId));
  expect(payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
  const confirmations = () => listOutbox(database.db, { to: email, template: 'order_confirmed', limit: 10 });
  await waitFor(async () => (await confirmations()).length > 0, 'no confirmation e-mail', 30_000);
  // Survivors' runners keep polling: a second confirmation would show up now.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await confirmations()).toHaveLength(1);
}
