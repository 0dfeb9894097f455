import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { carts, follows, payments, projects, users, webhookEvents, wishlists } from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

/** The PostgreSQL error code (SQLSTATE) a failed statement raised, through Drizzle's wrapper. */
async function sqlStateOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const withCause = error as { code?: string; cause?: { code?: string } };
    return withCause.cause?.code ?? withCause.code;
  }
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

describe('constraints', () => {
  let database: Database;
  let userId: number;
  let projectId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Camille', email: 'camille@example.com' })
      .returning();
    const [project] = await database.db
      .insert(projects)
      .values({
        name: 'Night Trains',
        slug: 'night-trains',
        artistName: 'Nora Vale',
        category: 'vinyl',
        priceEurMinor: 2990,
        stock: 3,
      })
      .returning();
    if (!user || !project) throw new Error('fixtures not created');
    userId = user.id;
    projectId = project.id;
  });
  afterAll(() => database.close());

  it('reject a second account with the same e-mail', async () => {
    expect(await sqlStateOf(database.db.insert(users).values({ name: 'Other', email: 'camille@example.com' }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('reject an e-mail that is not lower-cased', async () => {
    expect(await sqlStateOf(database.db.insert(users).values({ name: 'Shouty', email: 'Camille@Example.com' }))).toBe(
      CHECK_VIOLATION,
    );
  });

  it('keep one wishlist row per user and project', async () => {
    await database.db.insert(wishlists).values({ userId, projectId });
    expect(await sqlStateOf(database.db.insert(wishlists).values({ userId, projectId }))).toBe(UNIQUE_VIOLATION);
  });

  it('let a follow point at exactly one project, artist or label', async () => {
    expect(await sqlStateOf(database.db.insert(follows).values({ followerId: userId }))).toBe(CHECK_VIOLATION);
    await database.db.insert(follows).values({ followerId: userId, projectId });
    expect(await sqlStateOf(database.db.insert(follows).values({ followerId: userId, projectId }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('refuse a step outside the spec list and a category outside the catalogue', async () => {
    const base = { name: 'X', slug: 'x', artistName: 'Y', priceEurMinor: 100 };
    expect(
      await sqlStateOf(
        database.db.execute(
          sql`insert into projects (name, slug, artist_name, category, price_eur_minor, step) values ('X', 'x', 'Y', 'vinyl', 100, 'launched')`,
        ),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateOf(database.db.insert(projects).values({ ...base, category: 'vinyl', step: 'in_progress' })),
    ).toBeUndefined();
    expect(
      await sqlStateOf(
        database.db.execute(
          sql`insert into projects (name, slug, artist_name, category, price_eur_minor) values ('X', 'x', 'Y', 'poster', 100)`,
        ),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('never let stock go below zero, so a guarded decrement cannot oversell', async () => {
    const take = (quantity: number) =>
      database.db
        .update(projects)
        .set({ stock: sql`${projects.stock} - ${quantity}` })
        .where(and(eq(projects.id, projectId), gte(projects.stock, quantity)))
        .returning({ stock: projects.stock });
    expect(await take(2)).toEqual([{ stock: 1 }]);
    expect(await take(2)).toEqual([]);
    expect(await sqlStateOf(database.db.update(projects).set({ stock: -1 }).where(eq(projects.id, projectId)))).toBe(
      CHECK_VIOLATION,
    );
  });

  it('make a payment idempotency key and provider reference usable once', async () => {
    const payment = { provider: 'test' as const, amountMinor: 2990, currency: 'EUR' };
    await database.db.insert(payments).values({ ...payment, idempotencyKey: 'order-1-pay', providerRef: 'pi_1' });
    expect(
      await sqlStateOf(
        database.db.insert(payments).values({ ...payment, idempotencyKey: 'order-1-pay', providerRef: 'pi_2' }),
      ),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlStateOf(
        database.db.insert(payments).values({ ...payment, idempotencyKey: 'order-2-pay', providerRef: 'pi_1' }),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('record a webhook event once per provider', async () => {
    const event = { provider: 'stripe', eventId: 'evt_1', type: 'payment_intent.succeeded', payload: {} };
    await database.db.insert(webhookEvents).values(event);
    const replay = await database.db.insert(webhookEvents).values(event).onConflictDoNothing().returning();
    expect(replay).toEqual([]);
  });

  it('accept only 10-character lower-case cart codes', async () => {
    const data = { id: null, count: 0, currency: 'EUR', shops: {}, boxes: [] };
    await database.db.insert(carts).values({ id: 'abcde12345', data });
    expect(await sqlStateOf(database.db.insert(carts).values({ id: 'ABC', data }))).toBe(CHECK_VIOLATION);
  });
});
