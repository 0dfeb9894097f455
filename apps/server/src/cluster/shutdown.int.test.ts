// Graceful shutdown of one instance (docs/scaling.md): once it begins, /api/ready answers 503 so the load
// balancer sends it nothing new, a request in flight still completes, and a job it had claimed goes back
// to the queue where another runner takes it.
import { readySchema } from '@spindle/contracts';
import { type Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, drainApp, jobRegistryOf, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { claimDueJobs, JOB_INTERRUPTED_ERROR } from '../jobs/job-claims.ts';
import { enqueueJob, getJob } from '../jobs/job-queue.ts';
import { bodyOf, send } from '../testing/http.ts';

let database: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-shutdown-test-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** An instance listening on a loopback port, running jobs, with a route that answers when told to. */
async function listeningInstance(jobStarted: () => void) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, BUILD_ID: 'test-build' });
  const app = await buildApp({
    database,
    config,
    jobs: { run: true, runner: { schedules: [], pollIntervalMs: 20, stopTimeoutMs: 200, workerId: 'leaving' } },
  });
  jobRegistryOf(app).add({
    'test.hold': (_job, { signal }) =>
      new Promise((_resolve, reject) => {
        jobStarted();
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      }),
  });
  let finishSlow: () => void = () => {};
  let slowStarted = false;
  app.get('/slow', async () => {
    slowStarted = true;
    await new Promise<void>((resolve) => {
      finishSlow = resolve;
    });
    return { finished: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address, finishSlow: () => finishSlow(), slowStarted: () => slowStarted };
}

describe('an instance shutting down', () => {
  it('reports not ready, finishes the request in flight and puts its claimed job back', async () => {
    let jobStarted = false;
    const instance = await listeningInstance(() => {
      jobStarted = true;
    });
    const app: App = instance.app;
    const ready = await send(app, '/api/ready');
    expect(ready.status).toBe(200);
    expect(bodyOf(readySchema, ready)).toEqual({ status: 'ready', database: true, migrations: true, draining: false });

    const { job } = await enqueueJob(database.db, { type: 'test.hold' });
    await vi.waitFor(() => expect(jobStarted).toBe(true), { timeout: 5_000 });
    const inFlight = fetch(`${instance.address}/slow`);
    await vi.waitFor(() => expect(instance.slowStarted()).toBe(true), { timeout: 5_000 });

    drainApp(app);
    const draining = await send(app, '/api/ready');
    expect(draining.status).toBe(503);
    expect(bodyOf(readySchema, draining)).toMatchObject({ status: 'not_ready', draining: true });

    const closing = app.close();
    // The listening socket is closed while the request in flight still runs.
    await vi.waitFor(() => expect(app.server.listening).toBe(false), { timeout: 5_000 });
    instance.finishSlow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;

    expect(await getJob(database.db, job.id)).toMatchObject({
      status: 'queued',
      lockedUntil: null,
      error: JOB_INTERRUPTED_ERROR,
    });
    const taken = await claimDueJobs(database.db, { workerId: 'staying', lockMs: 60_000, limit: 10 });
    expect(taken.map((row) => row.id)).toEqual([job.id]);
  });
});
