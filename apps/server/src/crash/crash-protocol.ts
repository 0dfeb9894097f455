// What the crash tests and the server they kill (crash-server.ts) say over the child's IPC channel.

/** A request to the server under test: read the database, or run a job through the real queue. */
export type CrashServerRequest =
  | { id: number; kind: 'query'; sql: string }
  | { id: number; kind: 'job'; type: string; payload?: Record<string, unknown> };

/** The answer to request `id` (id 0: the server is listening, with its url). */
export type CrashServerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };
