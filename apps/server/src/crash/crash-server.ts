// The server as the crash tests run it: the real boot (main.ts: migrate, seed when empty, the job
// runner in the process), API only, on the DATA_DIR or DATABASE_URL it is given, in a child process
// the test kills with SIGKILL. Its parent talks to it over the IPC channel: `query` reads the
// database (a PGlite folder cannot be opened by two processes), `job` queues a job on the real
// queue and answers once the runner has finished it, so the test waits for states, never for time.
import { sql } from 'drizzle-orm';
import { enqueueJob, getJob } from '../jobs/index.ts';
import { closeOnSignals, startServer } from '../main.ts';
import type { CrashServerReply, CrashServerRequest } from './crash-protocol.ts';

const JOB_POLL_MS = 100;
const JOB_TIMEOUT_MS = 60_000;

const server = await startServer({ web: 'none' });
closeOnSignals(server);
const { db } = server.database;

async function runJob(type: string, payload: Record<string, unknown>): Promise<unknown> {
  const { job } = await enqueueJob(db, {
    type,
    payload,
    dedupeKey: `crash-test:${type}:${Date.now()}:${Math.random()}`,
  });
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const current = await getJob(db, job.id);
    if (current?.status === 'done') return current.status;
    if (current?.status === 'failed') throw new Error(`job ${type} failed: ${current.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
  throw new Error(`job ${type} did not finish within ${JOB_TIMEOUT_MS} ms`);
}

async function answer(request: CrashServerRequest): Promise<unknown> {
  if (request.kind === 'query') return (await db.execute(sql.raw(request.sql))).rows;
  return runJob(request.type, request.payload ?? {});
}

process.on('message', (message: CrashServerRequest) => {
  answer(message).then(
    (result) => process.send?.({ id: message.id, ok: true, result } satisfies CrashServerReply),
    (error: unknown) =>
      process.send?.({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.send?.({ id: 0, ok: true, result: { url: server.url } } satisfies CrashServerReply);
