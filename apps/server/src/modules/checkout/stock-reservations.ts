// Stock held for orders being paid (docs/decisions/0009-stock-reservations.md). Copies leave the
// counted stock when the order is created (a guarded `stock = stock - n where stock >= n`, so two
// checkouts can never both take the last copy, on PGlite and PostgreSQL alike). A paid order keeps
// them; an order that is not paid before its reservation expires gives them back.
import { schema, type Db, type Tx } from '@spindle/db';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { cancelUnopenedPayments, orderPaymentRefs } from '../payments/index.ts';
import { giveBackProjectStock, takeProjectStock } from '../projects/index.ts';

const { stockReservations, orders } = schema;

/** How long copies are held for an unpaid order (3-D Secure and a second card attempt fit in it). */
export const RESERVATION_TTL_MS = 30 * 60_000;

/** A line to hold: project, item (its own stock when counted), quantity. */
export interface ReservationLine {
  projectId: number;
  itemId: number | null;
  size: string | null;
  quantity: number;
}

/** Thrown inside the transaction when a guarded decrement finds too few copies (rolls everything back). */
export class OutOfStockError extends Error {
  override name = 'OutOfStockError';
  readonly projectId: number;
  constructor(projectId: number) {
    super(`not enough copies of project ${projectId}`);
    this.projectId = projectId;
  }
}

/** Takes the lines' copies out of counted stock (projects' stock, in `tx`); throws OutOfStockError when short. */
async function takeStock(tx: Tx, lines: readonly ReservationLine[]): Promise<void> {
  const short = await takeProjectStock(tx, lines);
  if (short !== null) throw new OutOfStockError(short);
}

/** Takes the copies of an order out of stock and records the hold; throws OutOfStockError (roll back) when short. */
export async function reserveStock(
  tx: Tx,
  input: { orderId: number; cartId: string | null; lines: readonly ReservationLine[]; expiresAt: Date },
): Promise<void> {
  await takeStock(tx, input.lines);
  if (input.lines.length === 0) return;
  await tx.insert(stockReservations).values(
    input.lines.map((line) => ({
      projectId: line.projectId,
      itemId: line.itemId,
      size: line.size,
      cartId: input.cartId,
      orderId: input.orderId,
      quantity: line.quantity,
      expiresAt: input.expiresAt,
    })),
  );
}

/** Takes the copies again for an order whose hold had lapsed (a late payment); throws OutOfStockError when gone. */
export async function retakeStock(tx: Tx, lines: readonly ReservationLine[]): Promise<void> {
  await takeStock(tx, lines);
}

/** Puts copies back in counted stock (refunded units that were still with us). */
export async function giveBackStock(tx: Tx, lines: readonly ReservationLine[]): Promise<void> {
  if (lines.length > 0) await giveBackProjectStock(tx, lines);
}

/** Marks the order's holds as consumed by the paid order (the copies stay sold). */
export async function consumeReservations(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)));
}

/**
 * Gives back the copies of unpaid orders: marks each order failed (only from `creating`, so a paid
 * order is never touched) and its open holds released, puts the copies back in stock, and cancels the
 * payment rows nothing was opened at the provider for.
 */
export async function releaseOrdersInTx(tx: Tx, orderIds: readonly number[], now: Date): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const failed = await tx
    .update(orders)
    .set({ status: 'failed', updatedAt: now })
    .where(and(inArray(orders.id, [...orderIds]), eq(orders.status, 'creating')))
    .returning({ id: orders.id });
  const failedIds = failed.map((row) => row.id);
  if (failedIds.length === 0) return [];
  const released = await tx
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(and(inArray(stockReservations.orderId, failedIds), isNull(stockReservations.releasedAt)))
    .returning({
      projectId: stockReservations.projectId,
      itemId: stockReservations.itemId,
      size: stockReservations.size,
      quantity: stockReservations.quantity,
    });
  await giveBackProjectStock(tx, released);
  // A payment the provider knows of changes only on the provider's word (its cancel, a webhook,
  // reconciliation): until then it may still succeed, and reconciliation asks about it.
  await cancelUnopenedPayments(tx, failedIds, now);
  return failedIds;
}

/** An unpaid order whose hold expired, and the payment opened for it at the provider, if any. */
export interface ExpiredOrder {
  orderId: number;
  providerRef: string | null;
  provider: 'test' | 'stripe' | null;
}

/**
 * Unpaid orders (`creating`) holding copies whose hold expired at `now`, oldest first, after
 * `afterOrderId` (pages of `limit`): declined or abandoned payments, or a payment whose news was lost.
 */
export async function expiredUnpaidOrders(
  db: Db,
  now: Date,
  page: { afterOrderId: number; limit: number },
): Promise<ExpiredOrder[]> {
  const payment = orderPaymentRefs(db);
  const rows = await db
    .selectDistinct({ orderId: orders.id, providerRef: payment.providerRef, provider: payment.provider })
    .from(stockReservations)
    .innerJoin(orders, eq(orders.id, stockReservations.orderId))
    .leftJoin(payment, eq(payment.orderId, orders.id))
    .where(
      and(
        isNull(stockReservations.releasedAt),
        lte(stockReservations.expiresAt, now),
        eq(orders.status, 'creating'),
        gt(orders.id, page.afterOrderId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(page.limit);
  return rows.map((row) => ({ orderId: row.orderId, providerRef: row.providerRef, provider: row.provider }));
}

/** Holds that expired on orders paid (or given up) meanwhile are consumed, not given back. */
export async function consumeExpiredHoldsOfSettledOrders(db: Db, now: Date): Promise<void> {
  await db
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(
      and(
        isNull(stockReservations.releasedAt),
        lte(stockReservations.expiresAt, now),
        sql`exists (select 1 from ${orders} o where o.id = ${stockReservations.orderId} and o.status <> 'creating')`,
      ),
    );
}
