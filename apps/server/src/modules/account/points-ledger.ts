// The loyalty pass as staff see it (docs/admin.md "Pass and challenge"): the movements of points, newest
// first (everyone's or one account's), an account's balance, and a staff adjustment (reason 'admin' with
// its note), written in the caller's transaction under a lock on the account's points.
import { lockKey, schema, type Db, type Tx } from '@spindle/db';
import { count, desc, eq, sql } from 'drizzle-orm';

const { points } = schema;

const MOVEMENT = {
  id: points.id,
  userId: points.userId,
  points: points.points,
  reason: points.reason,
  note: points.note,
  orderId: points.orderId,
  createdAt: points.createdAt,
};

async function movements(
  db: Db,
  query: { userId?: number | undefined; page: number; perPage: number; dir: 'asc' | 'desc' },
) {
  const where = query.userId === undefined ? undefined : eq(points.userId, query.userId);
  const order = query.dir === 'asc' ? [points.createdAt, points.id] : [desc(points.createdAt), desc(points.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(MOVEMENT)
      .from(points)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(points).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A movement of points as the ledger reads it. */
export type PointsMovement = Awaited<ReturnType<typeof movements>>['rows'][number];

async function balanceOf(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${points.points}), 0)::int` })
    .from(points)
    .where(eq(points.userId, userId));
  return row?.total ?? 0;
}

/** The staff's reads and writes of loyalty points. */
export function createPointsLedger(db: Db) {
  return {
    movements: (query: Parameters<typeof movements>[1]) => movements(db, query),
    balanceOf: (userId: number, tx?: Tx) => balanceOf(tx ?? db, userId),
    /** Locks the account's points until the transaction ends (two adjustments wait for each other). */
    lock: (tx: Tx, userId: number) => lockKey(tx, `points:${userId}`),
    /** Records a staff movement (positive gives, negative takes); the new row. */
    async adjust(tx: Tx, adjustment: { userId: number; points: number; note: string }) {
      const [row] = await tx
        .insert(points)
        .values({ ...adjustment, reason: 'admin' })
        .returning(MOVEMENT);
      if (!row) throw new Error('points not recorded');
      return row;
    },
  };
}

export type PointsLedger = ReturnType<typeof createPointsLedger>;
