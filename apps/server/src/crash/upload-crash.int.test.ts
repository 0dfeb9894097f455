// Crash test of a chunked upload (issue 13): the real server in a child process is killed with
// SIGKILL while a part is on its way. Restarted on the same data, the client asks what arrived
// (GET /api/upload/{id}), sends the rest from there, finishes, and reads back exactly its bytes.
// PGlite by default; PostgreSQL (a fresh database, dropped after) with TEST_DATABASE_URL.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, demoEmail } from '@spindle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createCrashTarget, startCrashServer, type CrashServer, type CrashTarget } from './crash-harness.ts';

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

describe('a server killed in the middle of a chunked upload', () => {
  it('resumes after restart from the parts it stored, and completes with the right bytes', async () => {
    const file = masterFile();
    const partCount = Math.ceil(file.length / PART_BYTES);
    server = await startCrashServer(target);
    const token = await signIn(server);
    const auth = { authorization: `Bearer ${token}` };
    const started = await callApi(server, 'POST', '/api/upload/start', {
      headers: auth,
      body: { fileName: 'Crash master.wav', fileSize: file.length, contentType: 'audio/wav' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const ids: UploadIds = {
      id: Number(started.body.id),
      uploadId: String(started.body.uploadId),
      fileId: String(started.body.fileId),
    };
    expect((await sendPart(server, token, ids, file, 1)).status).toBe(200);

    // The server dies with part 2 in hand: its bytes are on disk, its row may not be in the database yet.
    const cut = sendPart(server, token, ids, file, 2);
    const partFile = path.join(target.dataDir, 'tmp', 'private', 'multipart', ids.uploadId, '2.part');
    let answered = false;
    void cut.then(() => (answered = true));
    while (!answered && !existsSync(partFile)) await new Promise((resolve) => setTimeout(resolve, 2));
    await server.kill();

    server = await startCrashServer(target);
    const status = await callApi(server, 'GET', `/api/upload/${ids.id}`, { headers: auth });
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    const stored = status.body.parts as { ETag: string; PartNumber: number; sizeBytes: number }[];
    expect(stored.map((part) => part.PartNumber)).toContain(1);
    const parts = stored.map(({ ETag, PartNumber }) => ({ ETag, PartNumber }));
    for (let number = Number(status.body.nextPartNumber); number <= partCount; number += 1) {
      const sent = await sendPart(server, token, ids, file, number);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      parts.push({ ETag: String(sent.body.ETag), PartNumber: number });
    }
    const finished = await callApi(server, 'POST', '/api/upload/finish', {
      headers: auth,
      body: { ...ids, fileSize: file.length, Parts: parts.sort((a, b) => a.PartNumber - b.PartNumber) },
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);

    const download = await fetch(`${server.url}/api/upload/${ids.id}/file`, { headers: auth });
    expect(download.status).toBe(200);
    const received = Buffer.from(await download.arrayBuffer());
    expect(received.length).toBe(file.length);
    expect(createHash('sha256').update(received).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));
  }, 180_000);
});
