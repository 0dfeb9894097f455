// What both drivers share (connection.ts for PGlite, postgres-connection.ts for PostgreSQL): the
// Drizzle `Db` typed with the whole schema, the open Database, and the driver behind each one.
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type * as schema from './schema/index.ts';

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

/** Records the driver behind a Database this package made (connection.ts, postgres-connection.ts). */
export function registerDriver(database: Database, driver: DriverHandle): void {
  drivers.set(database, driver);
}

/** The driver of a Database opened by this package. */
export function driverOf(database: Database): DriverHandle {
  const driver = drivers.get(database);
  if (!driver) throw new Error('not a database opened by @spindle/db');
  return driver;
}
