// Empties every table (a forced re-seed) and the demo files in storage.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../connection.ts';
import * as schema from '../schema/index.ts';

/** Names of all tables of the schema. */
export function allTableNames(): string[] {
  const values: unknown[] = Object.values(schema);
  return values
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/** Truncates every table and restarts the identity sequences. */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = allTableNames()
    .map((name) => `"${name}"`)
    .join(', ');
  await database.db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
}

/** Folder under storage/previews holding the synthesised clips the track previews link to. */
export const PREVIEW_LIBRARY_FOLDER = 'demo-library';

/**
 * Removes the seed's files from storage: project pictures and track previews. The clip library is
 * kept, so a re-seed does not encode it again.
 */
export async function removeSeededFiles(storageDir: string): Promise<void> {
  await rm(path.join(storageDir, 'projects'), { recursive: true, force: true });
  const previews = path.join(storageDir, 'previews');
  const entries = await readdir(previews).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => entry !== PREVIEW_LIBRARY_FOLDER)
      .map((entry) => rm(path.join(previews, entry), { recursive: true, force: true })),
  );
}
