// Opens the database: embedded PGlite (a data folder, or in memory) by default, PostgreSQL through a
// pg Pool when a URL is given (postgres-connection.ts, loaded only then). Both give the same Drizzle
// `Db`, typed with the whole schema.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
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

/** Records the driver behind a Database this package made (postgres-connection.ts's too). */
export function registerDriver(database: Database, driver: DriverHandle): void {
  drivers.set(database, driver);
}

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
  registerDriver(database, { kind: 'pglite', client, db });
  return database;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (its parent folder is created),
 * else an in-memory PGlite.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    // pg and Drizzle's driver for it load only for PostgreSQL, not for PGlite (issue 19, later starts).
    const { openPostgres } = await import('./postgres-connection.ts');
    return openPostgres(opts.databaseUrl);
  }
  if (opts.dataDir) await mkdir(path.dirname(path.resolve(opts.dataDir)), { recursive: true });
  const client = await PGlite.create(opts.dataDir ? path.resolve(opts.dataDir) : undefined, {
    extensions: PGLITE_EXTENSIONS,
  });
  return databaseFromPglite(client);
}
