// Opens the database: embedded PGlite (a data folder, or in memory) by default, PostgreSQL through a
// pg Pool when a URL is given. Both give the same Drizzle `Db`, typed with the whole schema.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The schema object Drizzle is typed with. */
export type Schema = typeof schema;

/** Raw query results of both drivers carry the rows (`db.execute(sql...)` -> `{ rows }`). */
export interface SpindleQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** What `db.execute` resolves to on both drivers. */
export interface RowsResult<TRow> {
  rows: TRow[];
}

/** A Drizzle database typed with the schema, the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<SpindleQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The driver behind a Database, for the migrators (which are driver-specific). */
export type DriverHandle =
  | { kind: 'pglite'; client: PGlite; db: PgliteDatabase<Schema> }
  | { kind: 'postgres'; pool: pg.Pool; db: NodePgDatabase<Schema> };

const drivers = new WeakMap<Database, DriverHandle>();

/** The driver of a Database opened by this package. */
export function driverOf(database: Database): DriverHandle {
  const driver = drivers.get(database);
  if (!driver) throw new Error('not a database opened by @spindle/db');
  return driver;
}

/** PGlite extensions the migrations need (pg_trgm for trigram search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Wraps an open PGlite instance. */
export function databaseFromPglite(client: PGlite, onClose?: () => Promise<void>): Database {
  const db = drizzlePglite(client, { schema });
  const database: Database = {
    db,
    kind: 'pglite',
    async close() {
      if (!client.closed) await client.close();
      await onClose?.();
    },
  };
  drivers.set(database, { kind: 'pglite', client, db });
  return database;
}

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
  drivers.set(database, { kind: 'postgres', pool, db });
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

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (its parent folder is created),
 * else an in-memory PGlite.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_MAX });
    survivePostgresRestarts(pool);
    return databaseFromPool(pool);
  }
  if (opts.dataDir) await mkdir(path.dirname(path.resolve(opts.dataDir)), { recursive: true });
  const client = await PGlite.create(opts.dataDir ? path.resolve(opts.dataDir) : undefined, {
    extensions: PGLITE_EXTENSIONS,
  });
  return databaseFromPglite(client);
}
