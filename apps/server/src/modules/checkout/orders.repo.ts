// Orders, their shop orders, items and payment rows: the writes of a checkout (one transaction) and
// the reads of the confirmation and of the order summary. The cart and the buyer come from their faces.
import { type AddressSnapshot, schema, type Db, type Tx } from '@spindle/db';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { createAuthRepo } from '../auth/index.ts';
import { findStoredCart } from '../cart/index.ts';
import { invoiceOfOrder } from '../invoicing/index.ts';
import {
  latestPaymentOf,
  markPaymentErrorOnce,
  orderPaymentRefs,
  paymentByRef,
  recordPaymentAttempt,
  setPaymentRef,
  type OrderPaymentRow,
} from '../payments/index.ts';

const { orders, shopOrders, orderItems, stockReservations, pickupAddresses } = schema;

/** Orders an account lists as placed: paid ones (confirmed) and those refunded since. */
const PLACED_ORDER_STATUSES = ['confirmed', 'refunded'] as const;

/** How many orders the account has placed (the header's count, which auth's user data shows). */
export async function countPlacedOrders(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...PLACED_ORDER_STATUSES])));
  return row?.value ?? 0;
}

/** A pickup point as a shop order keeps it (spec: Pickup address: name, address, zip_code, city). */
export interface PickupPointSnapshot {
  name: string;
  address: string;
  zipCode: string;
  city: string;
  countryId: string;
}

/** Keeps a chosen pickup point for an order's parcels; returns its id (shop_orders.pickup_address_id). */
export async function insertPickupAddress(
  tx: Tx,
  point: PickupPointSnapshot & { userId: number | null },
): Promise<number> {
  const [row] = await tx.insert(pickupAddresses).values(point).returning({ id: pickupAddresses.id });
  if (!row) throw new Error('pickup address insert returned nothing');
  return row.id;
}

/** The pickup point an order's parcels ship to (null: none chosen, or no parcel ships to one). */
export async function pickupPointOfOrder(tx: Tx, orderId: number): Promise<PickupPointSnapshot | null> {
  const [row] = await tx
    .select({
      name: pickupAddresses.name,
      address: pickupAddresses.address,
      zipCode: pickupAddresses.zipCode,
      city: pickupAddresses.city,
      countryId: pickupAddresses.countryId,
    })
    .from(shopOrders)
    .innerJoin(pickupAddresses, eq(pickupAddresses.id, shopOrders.pickupAddressId))
    .where(eq(shopOrders.orderId, orderId))
    .orderBy(asc(shopOrders.id))
    .limit(1);
  return row ?? null;
}

/** Whether two pickup points are the same place (null for none). */
export function samePickupPoint(a: PickupPointSnapshot | null, b: PickupPointSnapshot | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.name === b.name &&
    a.address === b.address &&
    a.zipCode === b.zipCode &&
    a.city === b.city &&
    a.countryId === b.countryId
  );
}

export type OrderRow = typeof orders.$inferSelect;

/** The error code of a payment refunded because it came after its order's copies were sold. */
export const LATE_PAYMENT_REFUNDED = 'late_payment_refunded';
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = OrderPaymentRow;

export interface NewShopOrder {
  values: Omit<typeof shopOrders.$inferInsert, 'orderId'>;
  items: Omit<typeof orderItems.$inferInsert, 'orderId' | 'shopOrderId'>[];
}

/** Inserts an order with its shop orders and items; returns the order id. */
export async function insertOrder(
  tx: Tx,
  order: typeof orders.$inferInsert,
  groups: readonly NewShopOrder[],
  otherItems: readonly Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<number> {
  const [created] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (!created) throw new Error('order insert returned nothing');
  for (const group of groups) {
    const [shopOrder] = await tx
      .insert(shopOrders)
      .values({ ...group.values, orderId: created.id })
      .returning({ id: shopOrders.id });
    if (!shopOrder) throw new Error('shop order insert returned nothing');
    if (group.items.length) {
      await tx
        .insert(orderItems)
        .values(group.items.map((item) => ({ ...item, orderId: created.id, shopOrderId: shopOrder.id })));
    }
  }
  if (otherItems.length)
    await tx.insert(orderItems).values(otherItems.map((item) => ({ ...item, orderId: created.id })));
  return created.id;
}

/** A comparable text of order lines (same lines in any order give the same text). */
export function contentsSignature(
  rows: readonly {
    projectId: number | null | undefined;
    itemId: number | null | undefined;
    size: string | null | undefined;
    quantity: number;
    category?: string | null | undefined;
    type?: string | null | undefined;
    periodicity?: string | null | undefined;
    totalMinor: number;
  }[],
): string {
  return rows
    .map((row) =>
      [
        row.projectId ?? '',
        row.itemId ?? '',
        row.size ?? '',
        row.quantity,
        row.category === 'box' ? `box:${row.type}:${row.periodicity}` : '',
        row.totalMinor,
      ].join('|'),
    )
    .sort()
    .join('\n');
}

export function createOrdersRepo(db: Db) {
  return { ...createOrderQueries(db), ...createCartOrderQueries(db), ...createReconciliationQueries(db) };
}

/** An order, its items, shop orders and payment; the buyer's contact for the e-mail. */
function createOrderQueries(db: Db) {
  return {
    async findOrder(id: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async itemsOf(orderId: number): Promise<OrderItemRow[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },

    async shopOrdersOf(orderId: number) {
      return db.select().from(shopOrders).where(eq(shopOrders.orderId, orderId)).orderBy(asc(shopOrders.id));
    },

    /** The invoice issued when the order was confirmed. */
    invoiceOf: (orderId: number) => invoiceOfOrder(db, orderId),

    paymentOf: (orderId: number): Promise<PaymentRow | null> => latestPaymentOf(db, orderId),

    paymentByRef: (providerRef: string): Promise<PaymentRow | null> => paymentByRef(db, providerRef),

    setPaymentRef: (paymentId: number, providerRef: string) => setPaymentRef(db, paymentId, providerRef),

    /** Records what the provider said, never undoing a final state (succeeded, refunded, canceled). */
    recordPaymentAttempt: (paymentId: number, status: 'pending' | 'requires_action', errorCode: string | null) =>
      recordPaymentAttempt(db, paymentId, status, errorCode),

    /** Marks a late payment refunded because its copies were gone; true only for the first caller. */
    markLatePaymentRefunded: (paymentId: number): Promise<boolean> =>
      markPaymentErrorOnce(db, paymentId, LATE_PAYMENT_REFUNDED),

    /** The cart's stored data (the confirmation e-mail reads the buyer's language there). */
    async cartData(cartId: string) {
      const cart = await findStoredCart(db, cartId);
      return cart?.data ?? null;
    },

    async userContact(userId: number) {
      const user = await createAuthRepo(db).findRecipient(userId);
      return user ? { email: user.email, lang: user.lang, name: user.name } : null;
    },
  };
}

/** The orders of a cart as a checkout sees them: the open one, the unpaid ones, the paid one, the hold. */
function createCartOrderQueries(db: Db) {
  return {
    /** The latest unpaid order of a cart whose copies are still held, if any. */
    async openOrderOfCart(tx: Tx, cartId: string, now: Date) {
      const [row] = await tx
        .select({
          id: orders.id,
          totalMinor: orders.totalMinor,
          currency: orders.currency,
          promoCode: orders.promoCode,
          email: orders.email,
          billingAddress: orders.billingAddress,
        })
        .from(orders)
        .where(
          and(
            eq(orders.cartId, cartId),
            eq(orders.status, 'creating'),
            sql`exists (select 1 from ${stockReservations} r where r.order_id = ${orders.id} and r.released_at is null and r.expires_at > ${now})`,
          ),
        )
        .orderBy(desc(orders.id))
        .limit(1);
      return row ?? null;
    },

    /** Any unpaid order of the cart still in `creating` (replaced by a new checkout). */
    async creatingOrdersOfCart(tx: Tx, cartId: string): Promise<number[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.cartId, cartId), eq(orders.status, 'creating')));
      return rows.map((row) => row.id);
    },

    /** What an order holds, as a comparable text: each line's project, item, sizes and quantity. */
    async contentsOf(tx: Tx, orderId: number): Promise<string> {
      const rows = await tx
        .select({
          projectId: orderItems.projectId,
          itemId: orderItems.itemId,
          size: orderItems.size,
          quantity: orderItems.quantity,
          category: orderItems.category,
          type: orderItems.type,
          periodicity: orderItems.periodicity,
          totalMinor: orderItems.totalMinor,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      return contentsSignature(rows);
    },

    async cartIsPaid(cartId: string, executor: Pick<Db, 'select'> = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.cartId, cartId), inArray(orders.status, ['confirmed', 'refunded'])))
        .limit(1);
      return row !== undefined;
    },

    async reservationExpiry(orderId: number): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: stockReservations.expiresAt })
        .from(stockReservations)
        .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)))
        .limit(1);
      return row?.expiresAt ?? null;
    },
  };
}

/** An order whose payment's outcome our books do not know yet, and that payment at the provider. */
export interface OrderToReconcile {
  orderId: number;
  status: OrderRow['status'];
  providerRef: string;
}

/** The unpaid orders whose payment the provider is asked about: by reconciliation, by a retried pay. */
function createReconciliationQueries(db: Db) {
  return {
    /** The payments opened at `provider` for the cart's unpaid orders (`creating`), newest first. */
    async openPaymentsOfCart(
      cartId: string,
      provider: 'test' | 'stripe',
    ): Promise<{ orderId: number; paymentId: number; providerRef: string }[]> {
      const payment = orderPaymentRefs(db);
      const rows = await db
        .select({ orderId: orders.id, paymentId: payment.id, providerRef: payment.providerRef })
        .from(orders)
        .innerJoin(payment, eq(payment.orderId, orders.id))
        .where(
          and(
            eq(orders.cartId, cartId),
            eq(orders.status, 'creating'),
            eq(payment.provider, provider),
            isNotNull(payment.providerRef),
          ),
        )
        .orderBy(desc(orders.id));
      return rows.flatMap((row) => (row.providerRef ? [{ ...row, providerRef: row.providerRef }] : []));
    },

    /**
     * Orders still waiting for their payment (`creating`, `incomplete`), and released orders whose
     * payment the provider never confirmed cancelled (its row still open), each with a payment opened
     * at `provider`, created between `since` and `before`; pages of `limit` after `afterOrderId`.
     */
    async ordersToReconcile(query: {
      provider: 'test' | 'stripe';
      since: Date;
      before: Date;
      afterOrderId: number;
      limit: number;
    }): Promise<OrderToReconcile[]> {
      const payment = orderPaymentRefs(db);
      const rows = await db
        .select({ orderId: orders.id, status: orders.status, providerRef: payment.providerRef })
        .from(orders)
        .innerJoin(payment, eq(payment.orderId, orders.id))
        .where(
          and(
            isNotNull(payment.providerRef),
            eq(payment.provider, query.provider),
            gte(orders.createdAt, query.since),
            lte(orders.createdAt, query.before),
            gt(orders.id, query.afterOrderId),
            or(
              inArray(orders.status, ['creating', 'incomplete']),
              and(eq(orders.status, 'failed'), inArray(payment.status, ['pending', 'requires_action'])),
            ),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(query.limit);
      return rows.flatMap((row) => (row.providerRef ? [{ ...row, providerRef: row.providerRef }] : []));
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
export type { AddressSnapshot };
