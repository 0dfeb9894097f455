// @spindle/db: the Drizzle schema, the connection factory (PGlite or PostgreSQL), migrations and the
// demo seed. Integration tests get isolated databases from '@spindle/db/testing'.
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export { openDatabase, type Database, type Db, type Schema, type RowsResult } from './connection.ts';
export { migrateDatabase, isDatabaseEmpty } from './migrate.ts';
export { seedDatabase, type SeedOptions, type SeedResult } from './seed/index.ts';
export type { DemoAccount } from './seed/accounts.ts';
