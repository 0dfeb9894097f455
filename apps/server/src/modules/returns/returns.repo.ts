// The returns module's tables: return requests and the copies each covers.
import type { ReturnReason, ReturnStatus } from '@spindle/domain';
import type { Db, Tx } from '@spindle/db';
import { returnRequestLines, returnRequests } from '@spindle/db/schema/returns';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type ReturnRequestLineRow = typeof returnRequestLines.$inferSelect;

export interface NewReturnRequest {
  userId: number;
  orderId: number;
  shopOrderId: number;
  reason: ReturnReason;
  comment: string | null;
  lines: { orderItemId: number; quantity: number }[];
}

export function createReturnsRepo(db: Db) {
  return {
    ofUser: (userId: number) =>
      db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.userId, userId))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id)),
    list: (status: ReturnStatus | undefined) =>
      db
        .select()
        .from(returnRequests)
        .where(status ? eq(returnRequests.status, status) : undefined)
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(200),
    linesOf: (requestIds: readonly number[]) =>
      requestIds.length === 0
        ? Promise.resolve([] as ReturnRequestLineRow[])
        : db
            .select()
            .from(returnRequestLines)
            .where(inArray(returnRequestLines.returnRequestId, [...requestIds])),
    /** Copies of these order lines held by requests that were not refused, by order line id. */
    heldQuantities: async (tx: Tx | Db, orderItemIds: readonly number[]) => {
      if (orderItemIds.length === 0) return new Map<number, number>();
      const rows = await tx
        .select({ orderItemId: returnRequestLines.orderItemId, quantity: returnRequestLines.quantity })
        .from(returnRequestLines)
        .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.returnRequestId))
        .where(and(inArray(returnRequestLines.orderItemId, [...orderItemIds]), ne(returnRequests.status, 'refused')));
      const held = new Map<number, number>();
      for (const row of rows) held.set(row.orderItemId, (held.get(row.orderItemId) ?? 0) + row.quantity);
      return held;
    },
    insert: async (tx: Tx, request: NewReturnRequest): Promise<ReturnRequestRow> => {
      const { lines, ...row } = request;
      const [created] = await tx.insert(returnRequests).values(row).returning();
      if (!created) throw new Error('return request not inserted');
      await tx.insert(returnRequestLines).values(lines.map((line) => ({ ...line, returnRequestId: created.id })));
      return created;
    },
    lock: async (tx: Tx, id: number) => {
      const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
      return row;
    },
    decide: async (
      tx: Tx,
      id: number,
      change: { status: ReturnStatus; staffNote: string | null; decidedByUserId: number; decidedAt: Date },
    ) => {
      const [row] = await tx.update(returnRequests).set(change).where(eq(returnRequests.id, id)).returning();
      if (!row) throw new Error('return request not updated');
      return row;
    },
  };
}

export type ReturnsRepo = ReturnType<typeof createReturnsRepo>;
