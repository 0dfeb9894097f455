// The PostgreSQL side of connection.ts: a pg Pool behind the same Drizzle `Db`. A module of its own so
// that pg and Drizzle's node-postgres driver load only when a DATABASE_URL is given, not for PGlite
// (issue 19, later starts).
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { registerDriver, type Database } from './database-driver.ts';
import * as schema from './schema/index.ts';

/** Wraps a pg Pool. */
export function databaseFromPool(pool: pg.Pool, onClose?: () => Promise<void>): Database {
  const db = drizzleNodePg(pool, { schema });
  let closed = false;
  const database: Database = {
    db,
    kind: 'postgres',
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await onClose?.();
    },
  };
  registerDriver(database, { kind: 'postgres', pool, db });
  return database;
}

// PGlite reads bigint (count(*), sums of int columns) as a JS number; node-postgres as a string by
// default. Read it as a number on both, so raw queries behave the same on either driver (counts and
// sums of minor units stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * Keeps the process alive when PostgreSQL drops connections (a restart, a failover, an idle timeout).
 * The pool listens to its idle clients only: a client checked out (inside a transaction, between two
 * statements) that loses its connection emits 'error' with no listener, which kills the process. Each
 * client gets a listener of its own; its pending or next query fails, and the pool discards it on release.
 */
export function survivePostgresRestarts(pool: pg.Pool): void {
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

/** Pool size per process; several server instances share one PostgreSQL. */
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);

/** A pool on `databaseUrl` that survives PostgreSQL restarts. */
export function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  survivePostgresRestarts(pool);
  return databaseFromPool(pool);
}
