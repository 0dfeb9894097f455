// Opens the database: embedded PGlite (a data folder, or in memory) by default, PostgreSQL through a
// pg Pool when a URL is given (postgres-connection.ts, loaded only then). Both give the same Drizzle
// `Db`, typed with the whole schema.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { registerDriver, type Database } from './database-driver.ts';
import * as schema from './schema/index.ts';

export {
  driverOf,
  type Database,
  type Db,
  type DriverHandle,
  type RowsResult,
  type Schema,
  type SpindleQueryResultHKT,
} from './database-driver.ts';

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
