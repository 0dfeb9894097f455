// Applies the drizzle-kit migrations of packages/db/migrations with the migrator of the open driver.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { driverOf, type Database } from './connection.ts';
import * as schema from './schema/index.ts';

/** Folder of the generated SQL migrations. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../migrations');

// Any constant works; it only has to be the same for every Spindle process migrating one database.
const MIGRATION_LOCK_KEY = 7_140_223;

/**
 * Brings the database to the latest migration. On PostgreSQL an advisory lock serialises instances
 * that start together, so only one of them applies the migrations.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const driver = driverOf(database);
  if (driver.kind === 'pglite') {
    await migratePglite(driver.db, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Drizzle's node-postgres driver loads only for PostgreSQL (postgres-connection.ts).
  const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** The `when` of the newest migration in the folder (its journal), read once. */
let newestMigration: Promise<number> | undefined;
function newestMigrationMillis(): Promise<number> {
  newestMigration ??= readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8').then((text) => {
    const journal = JSON.parse(text) as { entries: { when: number }[] };
    return Math.max(0, ...journal.entries.map((entry) => entry.when));
  });
  return newestMigration;
}

/**
 * True when the database has every migration of this build applied (an instance of a newer build on
 * an older schema is not ready). Drizzle records each applied migration with its journal `when`.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const { rows } = await database.db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(rows[0]?.newest ?? 0);
  return newest >= (await newestMigrationMillis());
}

/** True when there is nothing to show yet: no schema, or no project and no user. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const { rows } = await database.db.execute<{ exists: boolean }>(
    sql`select to_regclass('public.projects') is not null and to_regclass('public.users') is not null as exists`,
  );
  if (!rows[0]?.exists) return true;
  const counts = await database.db.execute<{ populated: boolean }>(
    sql`select exists (select 1 from projects) or exists (select 1 from users) as populated`,
  );
  return !counts.rows[0]?.populated;
}
