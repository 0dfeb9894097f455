// A throwaway PostgreSQL primary and its streaming standby, for the read-replica tests (docs/scaling.md).
// Made with the machine's own binaries (/usr/lib/postgresql/<version>/bin, or POSTGRES_BIN_DIR): initdb
// a primary on a free port, pg_basebackup -R a standby from it, start both. PostgreSQL refuses to run as
// root: as root the commands run as the `postgres` user (runuser), in a folder under the temp folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup'];

/** The folder of initdb, pg_ctl and pg_basebackup (the newest version installed), or null. */
export function postgresBinDir(): string | null {
  const candidates = process.env.POSTGRES_BIN_DIR
    ? [process.env.POSTGRES_BIN_DIR]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  return candidates.find((dir) => TOOLS.every((tool) => existsSync(path.join(dir, tool)))) ?? null;
}

export interface PostgresReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops replaying the primary's changes on the standby (pg_wal_replay_pause), until resume(). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

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

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Starts a primary and a streaming standby of it; stop() removes both. */
export async function startPostgresReplicaPair(binDir: string): Promise<PostgresReplicaPair> {
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(binDir, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(binDir, tool), ...args] : args;
    execFileSync(command, full, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const base = await mkdtemp(path.join(os.tmpdir(), 'spindle-replica-'));
  // The postgres user writes in it; nothing secret lives there (a throwaway cluster with trust auth).
  await chmod(base, 0o777);
  const primaryDir = path.join(base, 'primary');
  const standbyDir = path.join(base, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const common = [`listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${base}'`, 'fsync = off'];
  const startServer = (dir: string) => run('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', 'start']);
  const stopServer = (dir: string) => {
    if (existsSync(path.join(dir, 'postmaster.pid'))) run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
  };
  try {
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await appendFile(path.join(primaryDir, 'postgresql.conf'), [...common, `port = ${primaryPort}`, ''].join('\n'));
    startServer(primaryDir);
    run(
      'pg_basebackup',
      ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir].concat([
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast',
      ]),
    );
    await appendFile(
      path.join(standbyDir, 'postgresql.conf'),
      [`port = ${standbyPort}`, 'hot_standby = on', ''].join('\n'),
    );
    startServer(standbyDir);
  } catch (error) {
    stopServer(standbyDir);
    stopServer(primaryDir);
    await rm(base, { recursive: true, force: true });
    throw error;
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
  return {
    primaryUrl,
    replicaUrl,
    async pauseReplay() {
      // 'pause requested' already holds back the next record; 'paused' once the startup process saw it.
      await query(replicaUrl, 'select pg_wal_replay_pause()');
      const [row] = await query<{ state: string }>(replicaUrl, 'select pg_get_wal_replay_pause_state() as state');
      if (row?.state === 'not paused') throw new Error('the standby did not pause its replay');
    },
    async resumeReplay() {
      await query(replicaUrl, 'select pg_wal_replay_resume()');
    },
    async caughtUp(timeoutMs = 30_000) {
      const [primary] = await query<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const [row] = await query<{ done: boolean }>(
          replicaUrl,
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
          [primary?.lsn],
        );
        if (row?.done) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the standby did not catch up');
    },
    async stop() {
      stopServer(standbyDir);
      stopServer(primaryDir);
      await rm(base, { recursive: true, force: true });
    },
  };
}

/** True when this machine can start the pair (binaries present; as root, a postgres user to run them). */
export function canStartPostgresReplicaPair(): { binDir: string } | { reason: string } {
  const binDir = postgresBinDir();
  if (!binDir) return { reason: 'no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup)' };
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    throw new Error('running as root without a postgres user to run PostgreSQL as');
  }
  return { binDir };
}
