import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { databaseFromPglite, PGLITE_EXTENSIONS } from './connection.ts';
import { isDatabaseEmpty, migrateDatabase } from './migrate.ts';
import { projects, users } from './schema/index.ts';
import { createTestDatabase, demoEmail } from './testing.ts';

describe('createTestDatabase', () => {
  it('gives each caller its own database: a row written in one is not in the other', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.db.insert(users).values({ name: 'Only Here', email: 'only.here@example.com' });
      expect(await first.db.select().from(users).where(eq(users.email, 'only.here@example.com'))).toHaveLength(1);
      expect(await second.db.select().from(users)).toHaveLength(0);
      expect(await isDatabaseEmpty(second)).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('hands out a copy of the template faster than a database migrated from nothing', async () => {
    await (await createTestDatabase()).close();
    const timed = async (work: () => Promise<void>) => {
      const startedAt = performance.now();
      await work();
      return performance.now() - startedAt;
    };
    // Side by side, so a busy machine slows both: the copy, then what every test would pay without the
    // template (a new embedded database, migrated), about 0.3 s against 3-5 s (STACK.md).
    const copyMs = await timed(async () => (await createTestDatabase()).close());
    const freshMs = await timed(async () => {
      const fresh = databaseFromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS, relaxedDurability: true }));
      await migrateDatabase(fresh);
      await fresh.close();
    });
    expect(copyMs).toBeLessThan(freshMs);
  });

  it('starts ids at 1 in a fresh copy', async () => {
    const database = await createTestDatabase();
    try {
      const [row] = await database.db
        .insert(users)
        .values({ name: 'First', email: 'first@example.com' })
        .returning({ id: users.id });
      expect(row?.id).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('createTestDatabase with the demo catalogue', () => {
  it('hands out a copy of the seeded catalogue, demo accounts included', async () => {
    const database = await createTestDatabase({ content: 'catalogue' });
    try {
      expect(await database.db.$count(projects)).toBeGreaterThanOrEqual(300);
      const [customer] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, demoEmail('customer')));
      expect(customer?.passwordHash).toBeTruthy();
    } finally {
      await database.close();
    }
  }, 120_000);
});
