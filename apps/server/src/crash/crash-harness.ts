// Runs the real server in a child process for the crash tests (docs/payments.md, "Crash tests"): on a
// temporary DATA_DIR (PGlite), or on a fresh PostgreSQL database created for the test and dropped after
// it when TEST_DATABASE_URL is set; both hold the demo catalogue, copied from the tests' template. `kill()` is a SIGKILL: no shutdown hook runs, as in a power cut.
// Readiness and results are states the server reports (listening, /api/health, a job done), never a
// fixed sleep.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabaseFor } from '@spindle/db/testing';
import type { CrashServerReply, CrashServerRequest } from './crash-protocol.ts';

const SERVER_ENTRY = path.join(import.meta.dirname, 'crash-server.ts');
const START_TIMEOUT_MS = 90_000;

/** Where the server keeps its data, the same across restarts. */
export interface CrashTarget {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  dataDir: string;
  /** Drops the database and removes the folder. */
  dispose(): Promise<void>;
}

/** A data folder and the demo catalogue (copied from the test template: no seeding at each boot). */
export async function createCrashTarget(): Promise<CrashTarget> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-crash-'));
  const database = await createTestDatabaseFor(path.join(dataDir, 'db'), { content: 'catalogue' });
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  return {
    kind: database.databaseUrl ? 'postgres' : 'pglite',
    env,
    dataDir,
    async dispose() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CrashServer {
  url: string;
  pid: number;
  /** Rows of a SQL query run by the server on its own database. */
  query<Row = Record<string, unknown>>(statement: string): Promise<Row[]>;
  /** Queues a job on the server's queue and resolves once its runner has done it. */
  runJob(type: string, payload?: Record<string, unknown>): Promise<void>;
  /** SIGKILL, then waits for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM: a clean shutdown. */
  stop(): Promise<void>;
  /** What the server printed, for a failing test's message. */
  output(): string;
  /** Whether the process is still alive. */
  isRunning(): boolean;
}

/** Starts the server on `target`; resolves once it listens and its health check answers. */
export async function startCrashServer(
  target: CrashTarget,
  extraEnv: Record<string, string> = {},
): Promise<CrashServer> {
  const child = fork(SERVER_ENTRY, [], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      SESSION_SECRET: 'crash-tests-session-secret-0123456789abcdef',
      BUILD_ID: 'crash-test',
      // V8's compiled code kept between the restarts (as `npm start` does): a boot loads ~1,100 modules.
      NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'spindle-crash-compile-cache'),
      TEST_DATABASE_URL: '',
      ...target.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const channel = createChannel(child);
  let ready: { url: string };
  try {
    ready = (await withTimeout(channel.request(null), START_TIMEOUT_MS, () => output)) as { url: string };
    await waitForHealth(ready.url);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return {
    url: ready.url,
    pid: child.pid ?? 0,
    query: async <Row>(statement: string) => (await channel.request({ kind: 'query', sql: statement })) as Row[],
    async runJob(type, payload = {}) {
      await channel.request({ kind: 'job', type, payload });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    output: () => output,
    isRunning: () => child.exitCode === null && child.signalCode === null,
  };
}

type RequestBody =
  Omit<Extract<CrashServerRequest, { kind: 'query' }>, 'id'> | Omit<Extract<CrashServerRequest, { kind: 'job' }>, 'id'>;

/** Request/answer over IPC; `request(null)` waits for the ready message (id 0). A dead child fails what waits. */
function createChannel(child: ChildProcess) {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  child.on('message', (reply: CrashServerReply) => {
    const entry = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) entry?.resolve(reply.result);
    else entry?.reject(new Error(reply.error));
  });
  child.once('exit', (code, signal) => {
    for (const entry of waiting.values()) entry.reject(new Error(`the server exited (${signal ?? code})`));
    waiting.clear();
  });
  return {
    request(body: RequestBody | null): Promise<unknown> {
      const id = body === null ? 0 : ++lastId;
      const answer = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
      if (body !== null) child.send({ id, ...body } satisfies CrashServerRequest);
      return answer;
    },
  };
}

/** Resolves once GET /api/health answers 200 (the server listens and its database answers). */
export async function waitForHealth(url: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${url}/api/health`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function withTimeout<T>(work: Promise<T>, timeoutMs: number, describe: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the server did not start in ${timeoutMs} ms:\n${describe()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Calls the server's JSON API; a connection the kill cut answers status 0. */
export async function callApi(
  server: { url: string },
  method: string,
  route: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...options.headers },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return { status: 0, body: {} };
  }
}
