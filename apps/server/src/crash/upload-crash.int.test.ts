// Crash test of a chunked upload (issue 13): the real server in a child process is killed with
// SIGKILL while a part is on its way. Restarted on the same data, the client asks what arrived
// (GET /api/upload/{id}), sends the rest from there, finishes, and reads back exactly its bytes.
// PGlite by default; PostgreSQL (a fresh database, dropped after) with TEST_DATABASE_URL, where an
// opt-in variant restarts PostgreSQL itself while a part is on its way.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD, demoEmail } from '@spindle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createCrashTarget,
  startCrashServer,
  waitForHealth,
  type CrashServer,
  type CrashTarget,
} from './crash-harness.ts';

const execFileAsync = promisify(execFile);
const RESTART_POSTGRES = process.env.SPINDLE_CRASH_RESTART_POSTGRES === '1' && Boolean(process.env.TEST_DATABASE_URL);
const POSTGRES_CLUSTER = (process.env.SPINDLE_CRASH_PG_CLUSTER ?? '15 main').split(' ');
const PART_BYTES = 5 * 1024 * 1024;

let target: CrashTarget;
let server: CrashServer | undefined;

beforeAll(async () => {
  target = await createCrashTarget();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await target?.dispose();
}, 180_000);

/** A WAV file's header (audio masters are checked by content) followed by random bytes: 2 full parts and a short last one. */
function masterFile(): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(2 * PART_BYTES + 300_000 - 8, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(44_100 * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(2 * PART_BYTES + 300_000 - 44, 40);
  return Buffer.concat([header, randomBytes(2 * PART_BYTES + 300_000 - 44)]);
}

interface UploadIds {
  id: number;
  uploadId: string;
  fileId: string;
}

function sendPart(on: CrashServer, token: string, ids: UploadIds, file: Buffer, number: number) {
  const data = file.subarray((number - 1) * PART_BYTES, number * PART_BYTES).toString('base64');
  return callApi(on, 'POST', '/api/upload/chunk', {
    headers: { authorization: `Bearer ${token}` },
    body: { ...ids, number, i: number - 1, data },
  });
}

async function signIn(on: CrashServer): Promise<string> {
  const login = await callApi(on, 'POST', '/api/auth/login', {
    body: { email: demoEmail('artist'), password: DEMO_PASSWORD },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return String(login.body.token);
}

/** Starts an upload of `file` as the demo artist and sends its first part. */
async function startUpload(on: CrashServer, file: Buffer) {
  const token = await signIn(on);
  const auth = { authorization: `Bearer ${token}` };
  const started = await callApi(on, 'POST', '/api/upload/start', {
    headers: auth,
    body: { fileName: 'Crash master.wav', fileSize: file.length, contentType: 'audio/wav' },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const ids: UploadIds = {
    id: Number(started.body.id),
    uploadId: String(started.body.uploadId),
    fileId: String(started.body.fileId),
  };
  expect((await sendPart(on, token, ids, file, 1)).status).toBe(200);
  return { token, auth, ids };
}

/** Resolves once part `number` of the upload has reached the disk (or its request was answered). */
async function partOnDisk(ids: UploadIds, number: number, request: Promise<unknown>): Promise<void> {
  const partFile = path.join(target.dataDir, 'tmp', 'private', 'multipart', ids.uploadId, `${number}.part`);
  let answered = false;
  void request.then(
    () => (answered = true),
    () => (answered = true),
  );
  while (!answered && !existsSync(partFile)) await new Promise((resolve) => setTimeout(resolve, 2));
}

/** What a client does after losing a part: asks what arrived, sends the rest, finishes, reads its bytes back. */
async function resumeAndCheck(
  on: CrashServer,
  { token, auth, ids }: Awaited<ReturnType<typeof startUpload>>,
  file: Buffer,
): Promise<void> {
  const partCount = Math.ceil(file.length / PART_BYTES);
  const status = await callApi(on, 'GET', `/api/upload/${ids.id}`, { headers: auth });
  expect(status.status, JSON.stringify(status.body)).toBe(200);
  const stored = status.body.parts as { ETag: string; PartNumber: number; sizeBytes: number }[];
  expect(stored.map((part) => part.PartNumber)).toContain(1);
  const parts = stored.map(({ ETag, PartNumber }) => ({ ETag, PartNumber }));
  for (let number = Number(status.body.nextPartNumber); number <= partCount; number += 1) {
    const sent = await sendPart(on, token, ids, file, number);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    parts.push({ ETag: String(sent.body.ETag), PartNumber: number });
  }
  const finished = await callApi(on, 'POST', '/api/upload/finish', {
    headers: auth,
    body: { ...ids, fileSize: file.length, Parts: parts.sort((a, b) => a.PartNumber - b.PartNumber) },
  });
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);

  const download = await fetch(`${on.url}/api/upload/${ids.id}/file`, { headers: auth });
  expect(download.status).toBe(200);
  const received = Buffer.from(await download.arrayBuffer());
  expect(received.length).toBe(file.length);
  expect(createHash('sha256').update(received).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));
}

describe('a server killed in the middle of a chunked upload', () => {
  it('resumes after restart from the parts it stored, and completes with the right bytes', async () => {
    const file = masterFile();
    server = await startCrashServer(target);
    const upload = await startUpload(server, file);

    // The server dies with part 2 in hand: its bytes are on disk, its row may not be in the database yet.
    const cut = sendPart(server, upload.token, upload.ids, file, 2);
    await partOnDisk(upload.ids, 2, cut);
    await server.kill();

    server = await startCrashServer(target);
    await resumeAndCheck(server, upload, file);
  }, 180_000);

  // Opt-in, as in checkout-crash.int.test.ts: restarts the PostgreSQL cluster itself (.ci/run runs it
  // on its own, after the suite, when nothing else uses the server).
  it.runIf(RESTART_POSTGRES)(
    'keeps the upload through a restart of PostgreSQL while a part is on its way, and completes it',
    async () => {
      const file = masterFile();
      server ??= await startCrashServer(target);
      const running = server;
      const upload = await startUpload(running, file);
      const cut = sendPart(running, upload.token, upload.ids, file, 2);
      await partOnDisk(upload.ids, 2, cut);
      await execFileAsync('pg_ctlcluster', [...POSTGRES_CLUSTER, 'restart']);
      // The part's request is answered (stored, or an error while the database was away): the process lived on.
      const answer = await cut;
      expect([200, 500, 503]).toContain(answer.status);
      expect(running.isRunning(), running.output()).toBe(true);
      await waitForHealth(running.url);
      await resumeAndCheck(running, upload, file);
    },
    180_000,
  );
});
