// /storage while the first start's demo pictures are still being written (main.ts, seedDatabase's
// mediaLater): a file the folder does not have yet is waited for, not answered with a 404.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registerStaticFiles } from './static-files.ts';

let app: FastifyInstance | undefined;
let storageDir: string | undefined;

afterEach(async () => {
  await app?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
  app = undefined;
  storageDir = undefined;
});

async function serve(filesPending?: Promise<unknown>): Promise<{ app: FastifyInstance; storageDir: string }> {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-pending-'));
  app = Fastify();
  await registerStaticFiles(app, { storageDir, ...(filesPending ? { filesPending } : {}) });
  return { app, storageDir };
}

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('/storage while files are still being written', () => {
  it('holds a request for a missing file until the writing settles, then serves the file', async () => {
    const writing = deferred();
    const server = await serve(writing.promise);
    let answered = false;
    const response = server.app.inject({ method: 'GET', url: '/storage/projects/demo-1/cover.jpg' }).then((reply) => {
      answered = true;
      return reply;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    await mkdir(path.join(server.storageDir, 'projects/demo-1'), { recursive: true });
    await writeFile(path.join(server.storageDir, 'projects/demo-1/cover.jpg'), 'picture bytes');
    writing.resolve();
    const reply = await response;
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('picture bytes');
  });

  it('serves a file already written at once, while the rest are still being written', async () => {
    const writing = deferred();
    const server = await serve(writing.promise);
    await mkdir(path.join(server.storageDir, 'banners'), { recursive: true });
    await writeFile(path.join(server.storageDir, 'banners/demo-2.jpg'), 'banner');
    const reply = await server.app.inject({ method: 'GET', url: '/storage/banners/demo-2.jpg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('banner');
    writing.resolve();
  });

  it('answers 404 for a file still missing once the writing failed or finished', async () => {
    const writing = deferred();
    const server = await serve(writing.promise);
    const response = server.app.inject({ method: 'GET', url: '/storage/previews/none.mp3' });
    writing.reject(new Error('sharp failed'));
    expect((await response).statusCode).toBe(404);
    // Settled: no wait, the flag alone.
    expect((await server.app.inject({ method: 'GET', url: '/storage/previews/none.mp3' })).statusCode).toBe(404);
  });

  it('answers 404 at once for a missing file when nothing is being written', async () => {
    const server = await serve();
    expect((await server.app.inject({ method: 'GET', url: '/storage/projects/x/cover.jpg' })).statusCode).toBe(404);
  });
});
