// The baseline of the API rows: a bare Fastify, in a process of its own (as the real server is), that
// answers each benched path with the bytes the real server sent for it (status, headers and body read
// once from the running server), without hooks, plugins, validation or a database. autocannon, in the
// bench's process, loads both the same way. `startBareApi` spawns this file; run directly, it serves.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import Fastify from 'fastify';

/** One answer of the real server, as the bare one repeats it. */
interface KeptAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

/** Headers Node's HTTP server writes itself (or that describe the connection, not the answer). */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** What the real server answers for each path, as the bare server will send it. */
async function readAnswers(base: string, paths: readonly string[]): Promise<KeptAnswer[]> {
  const answers: KeptAnswer[] = [];
  for (const path of paths) {
    // No Accept-Encoding, as autocannon sends none: the body is the uncompressed bytes.
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) headers[name] = value;
    });
    const body = Buffer.from(await response.arrayBuffer()).toString('base64');
    answers.push({ path, status: response.status, headers, body });
  }
  return answers;
}

async function serve(answersJson: string, port: number): Promise<void> {
  const answers = JSON.parse(answersJson) as KeptAnswer[];
  const app = Fastify({ logger: false });
  // One route per path name; paths that differ only by their query (size=24, size=48) share it.
  const byUrl = new Map(
    answers.map((answer) => [answer.path, { ...answer, bytes: Buffer.from(answer.body, 'base64') }]),
  );
  for (const pathname of new Set(answers.map((answer) => new URL(answer.path, 'http://bare').pathname))) {
    app.get(pathname, (request, reply) => {
      const answer = byUrl.get(request.url);
      if (!answer) return reply.code(404).send();
      return reply.code(answer.status).headers(answer.headers).send(answer.bytes);
    });
  }
  await app.listen({ port, host: '127.0.0.1' });
  console.log('READY');
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/** Sizes of the kept answers, by path (what the bare server sends). */
export interface BareApi {
  base: string;
  /** The serving process (to read its CPU time). */
  pid: number;
  bodyBytes: Record<string, number>;
  close(): Promise<void>;
}

/** Reads `paths` from the real server at `base`, then serves the same answers on `port` from a child process. */
export async function startBareApi(base: string, paths: readonly string[], port: number): Promise<BareApi> {
  const answers = await readAnswers(base, paths);
  const child = spawn(process.execPath, [import.meta.filename, String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(answers));
  const lines = createInterface({ input: child.stdout });
  await new Promise<void>((ready, reject) => {
    child.once('exit', (code) => reject(new Error(`bare API server exited with code ${code}`)));
    lines.on('line', (line) => {
      if (line === 'READY') ready();
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    bodyBytes: Object.fromEntries(answers.map((answer) => [answer.path, Buffer.from(answer.body, 'base64').length])),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (import.meta.main) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  await serve(Buffer.concat(chunks).toString('utf8'), Number(process.argv[2]));
}
