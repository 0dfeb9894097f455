// Databases for integration tests (*.int.test.ts): PGlite by default, PostgreSQL when TEST_DATABASE_URL
// is set. Every call returns an isolated, migrated copy; close it when done (PostgreSQL copies are dropped).
import type { Database } from './connection.ts';
import {
  clonePgliteTemplate,
  clonePostgresTemplate,
  createPostgresFromTemplate,
  writePgliteTemplateTo,
  type TemplateKind,
} from './template-cache.ts';

export type { Database } from './connection.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF_ROLES, DEMO_TOTP_SECRET, demoEmail } from './seed/accounts.ts';
export { DEMO_MEDIA_PENDING } from './seed/media-pending.ts';

/** Options of createTestDatabase. */
export interface TestDatabaseOptions {
  /**
   * 'empty' (default): migrated, no rows. 'catalogue': the whole demo seed (reference data, users with
   * the demo accounts, 300+ projects...) without writing media files.
   */
  content?: TemplateKind;
}

// Loaded on demand: the seed pulls in the media renderers, which empty-database tests never need.
async function fillCatalogue(database: Database): Promise<void> {
  const { seedDatabase } = await import('./seed/index.ts');
  await seedDatabase(database, { storageDir: '', media: false });
}

/** A migrated database of its own, EMPTY unless `content: 'catalogue'` is asked for. */
export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const kind = options.content ?? 'empty';
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? clonePostgresTemplate(serverUrl, kind, fillCatalogue) : clonePgliteTemplate(kind, fillCatalogue);
}

/**
 * A database another process opens (a server started as a child, the crash tests): with
 * TEST_DATABASE_URL a new PostgreSQL database (`databaseUrl`), else a PGlite folder written at
 * `pgliteDir`. Same content as createTestDatabase; `drop()` removes the PostgreSQL database.
 */
export async function createTestDatabaseFor(
  pgliteDir: string,
  options: TestDatabaseOptions = {},
): Promise<{ databaseUrl: string | null; drop(): Promise<void> }> {
  const kind = options.content ?? 'empty';
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = await createPostgresFromTemplate(serverUrl, kind, fillCatalogue);
    return { databaseUrl: created.url, drop: () => created.drop() };
  }
  await writePgliteTemplateTo(pgliteDir, kind, fillCatalogue);
  return { databaseUrl: null, drop: () => Promise.resolve() };
}
