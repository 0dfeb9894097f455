// Queries of the account module: its own loyalty points, and through other modules' faces the
// settings and address on the user row (auth), the newsletter list and the countries.
import { schema, type Db, type Tx } from '@spindle/db';
import { and, desc, eq, sql, sum } from 'drizzle-orm';
import { createAccountStore } from '../auth/index.ts';
import { createCurrencyRepo } from '../currency/index.ts';
import { createNewsletterRepo } from '../newsletter/index.ts';

const { points } = schema;

/** The newsletter setting of a user, to mirror on the subscribers list. */
export interface NewsletterSetting {
  email: string;
  userId: number;
  lang: string;
  subscribed: boolean;
  now: Date;
}

export function createAccountRepo(db: Db) {
  const currency = createCurrencyRepo(db);
  const newsletter = createNewsletterRepo(db);
  const store = createAccountStore(db);
  return {
    ...store,
    setNewsletterSubscription: ({ email, userId, lang, subscribed, now }: NewsletterSetting) =>
      subscribed ? newsletter.joinList({ email, userId, lang }) : newsletter.leaveList(email, now),
    countryExists: (code: string) => currency.countryExists(code),
    totalPoints: (userId: number) => totalPoints(db, userId),
    pointsHistory: (userId: number, limit: number) => pointsHistory(db, userId, limit),
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;

async function totalPoints(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(points.points) })
    .from(points)
    .where(eq(points.userId, userId));
  return Number(row?.total ?? 0);
}

/** Awards loyalty points ("digs") for an order; checkout calls it when it confirms one. */
export async function awardPoints(
  tx: Db | Tx,
  award: { userId: number; points: number; reason: (typeof points.$inferInsert)['reason']; orderId: number },
): Promise<void> {
  await tx.insert(points).values(award);
}

/** Takes back the loyalty points an order earned (one negative movement), when it earned any. */
export async function takeBackPurchasePoints(tx: Db | Tx, order: { userId: number; orderId: number }): Promise<void> {
  const [earned] = await tx
    .select({ total: sql<number>`coalesce(sum(${points.points}), 0)::int` })
    .from(points)
    .where(and(eq(points.orderId, order.orderId), eq(points.reason, 'purchase')));
  const total = earned?.total ?? 0;
  if (total > 0) await tx.insert(points).values({ ...order, points: -total, reason: 'purchase' });
}

async function pointsHistory(db: Db, userId: number, limit: number) {
  return db
    .select({ points: points.points, reason: points.reason, orderId: points.orderId, createdAt: points.createdAt })
    .from(points)
    .where(eq(points.userId, userId))
    .orderBy(desc(points.createdAt), desc(points.id))
    .limit(limit);
}
