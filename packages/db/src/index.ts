// @spindle/db: the Drizzle schema, the connection factory (PGlite or PostgreSQL), migrations and the
// demo seed. Integration tests get isolated databases from '@spindle/db/testing'.
import type { Database } from './connection.ts';
import type { SeedOptions, SeedResult } from './seed/index.ts';

export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export { openDatabase, driverOf, type Database, type Db, type Schema, type RowsResult } from './connection.ts';
export { migrateDatabase, migrationsApplied, isDatabaseEmpty } from './migrate.ts';
export { lockKey, type Tx } from './transaction-lock.ts';
export { containsPattern } from './like-pattern.ts';
export { outerColumn } from './outer-column.ts';
export { mapRowsFlat } from './flat-rows.ts';
export type { SeedOptions, SeedResult } from './seed/index.ts';
export type { DemoAccount } from './seed/accounts.ts';
export { DEMO_STAFF_ROLES, DEMO_TOTP_SECRET, demoEmail } from './seed/demo-staff.ts';

/**
 * Seeds the demo catalogue (seed/index.ts). The seed and the media renderers it drives are loaded
 * only when called, so a start on a database that already holds data never loads them.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedResult> {
  const seed = await import('./seed/index.ts');
  return seed.seedDatabase(database, options);
}

export { DEMO_MEDIA_PENDING, demoMediaPending } from './seed/media-pending.ts';

/** Writes the demo's pictures and previews again after a start that stopped before they were all written. */
export async function writeDemoMedia(storageDir: string): Promise<void> {
  const seed = await import('./seed/index.ts');
  await seed.writeDemoMedia(storageDir);
}
