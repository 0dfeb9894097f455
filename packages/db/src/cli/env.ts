// Where the CLI scripts find the database and the storage: DATABASE_URL for PostgreSQL, else PGlite in
// $DATA_DIR/db; files in $STORAGE_DIR or $DATA_DIR/storage. DATA_DIR defaults to ./data.
import path from 'node:path';

/** Locations read from the environment. */
export interface DataLocations {
  databaseUrl: string | undefined;
  pgliteDir: string;
  storageDir: string;
}

/** Reads DATABASE_URL, DATA_DIR and STORAGE_DIR. */
export function readDataLocations(env: NodeJS.ProcessEnv = process.env): DataLocations {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: path.join(dataDir, 'db'),
    storageDir: path.resolve(env.STORAGE_DIR || path.join(dataDir, 'storage')),
  };
}

/** A one-line description of the database for logs (never prints a password). */
export function describeDatabase(locations: DataLocations): string {
  if (!locations.databaseUrl) return `PGlite in ${locations.pgliteDir}`;
  const url = new URL(locations.databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
