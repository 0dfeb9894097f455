// The database of the job tests: one per test file (PGlite, or PostgreSQL with TEST_DATABASE_URL),
// emptied of jobs before each test. Call it at the top of a test file.
import { jobs, type Db } from '@spindle/db';
import { createTestDatabase, type Database } from '@spindle/db/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** Opens the file's test database before its tests, closes it after, and deletes every job before each one. */
export function useJobsTestDatabase(): { readonly db: Db; readonly kind: Database['kind'] } {
  let database: Database | undefined;
  const opened = (): Database => {
    if (!database) throw new Error('the jobs test database is used before beforeAll opened it');
    return database;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await opened().db.delete(jobs);
  });
  return {
    get db() {
      return opened().db;
    },
    get kind() {
      return opened().kind;
    },
  };
}
