// What the staff's orders pages read of checkout's orders (docs/admin.md "Orders, refunds and manual
// orders"): every order filtered by status, dates, country and a text (number, e-mail, name on the
// billing address), sorted and paged; one order by its number; an order locked for a staff change.
import { lockKey, schema, type Db, type Tx, containsPattern } from '@spindle/db';
import type { OrderStatus, ShopOrderStatus } from '@spindle/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';

const { orders, shopOrders, orderItems, manualOrders } = schema;

/** An order as stored. */
export type StaffOrderRow = typeof orders.$inferSelect;
/** A line of an order as stored (with its refunded units). */
export type StaffOrderItemRow = typeof orderItems.$inferSelect;

/** The columns the staff list sorts on. */
export const STAFF_ORDER_SORTS = ['created_at', 'id', 'total', 'status'] as const;

/** The staff list's filter, sort and page. */
export interface StaffOrderFilter {
  status?: OrderStatus | undefined;
  shopStatus?: ShopOrderStatus | undefined;
  /** Placed on or after this instant, and before `until`. */
  since?: Date | undefined;
  until?: Date | undefined;
  country?: string | undefined;
  /** An order number, or part of the e-mail or of the billing name. */
  text?: string | undefined;
  /** Only the orders staff made (origin manual). */
  manualOnly?: boolean | undefined;
  sort: (typeof STAFF_ORDER_SORTS)[number];
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A row of the staff list: the order, its shop orders' statuses, its units and whether staff made it. */
export interface StaffOrderListRow {
  order: StaffOrderRow;
  shopStatuses: ShopOrderStatus[];
  units: number;
  manual: boolean;
}

function textCondition(text: string): SQL | undefined {
  const id = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  const pattern = containsPattern(text);
  const name = sql`coalesce(${orders.billingAddress}->>'firstname', '') || ' ' || coalesce(${orders.billingAddress}->>'lastname', '')`;
  return or(
    id !== null ? eq(orders.id, id) : undefined,
    ilike(orders.email, pattern),
    sql`${name} ilike ${pattern}`,
    sql`coalesce(${orders.billingAddress}->>'company', '') ilike ${pattern}`,
  );
}

function whereOf(db: Db, filter: StaffOrderFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.shopStatus
      ? inArray(
          orders.id,
          db.select({ id: shopOrders.orderId }).from(shopOrders).where(eq(shopOrders.status, filter.shopStatus)),
        )
      : undefined,
    filter.since ? gte(orders.createdAt, filter.since) : undefined,
    filter.until ? lt(orders.createdAt, filter.until) : undefined,
    filter.country ? eq(orders.countryId, filter.country.toUpperCase()) : undefined,
    text ? textCondition(text) : undefined,
    filter.manualOnly ? eq(orders.origin, 'manual') : undefined,
  );
}

function orderByOf(filter: StaffOrderFilter) {
  const direction = filter.dir === 'asc' ? asc : desc;
  const column = { created_at: orders.createdAt, id: orders.id, total: orders.totalMinor, status: orders.status }[
    filter.sort
  ];
  return [direction(column), direction(orders.id)];
}

/** A page of orders for the staff list, and how many match the filter. */
export async function listOrdersForStaff(
  db: Db,
  filter: StaffOrderFilter,
): Promise<{ rows: StaffOrderListRow[]; total: number }> {
  const where = whereOf(db, filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderByOf(filter))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [shops, units, manual] = ids.length
    ? await Promise.all([
        db
          .select({ orderId: shopOrders.orderId, status: shopOrders.status })
          .from(shopOrders)
          .where(inArray(shopOrders.orderId, ids))
          .orderBy(asc(shopOrders.id)),
        db
          .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .groupBy(orderItems.orderId),
        db.select({ orderId: manualOrders.orderId }).from(manualOrders).where(inArray(manualOrders.orderId, ids)),
      ])
    : [[], [], []];
  const manualIds = new Set(manual.map((row) => row.orderId));
  return {
    total: totals?.value ?? 0,
    rows: rows.map((order) => ({
      order,
      shopStatuses: shops.filter((shop) => shop.orderId === order.id).map((shop) => shop.status),
      units: Number(units.find((row) => row.orderId === order.id)?.units ?? 0),
      manual: manualIds.has(order.id),
    })),
  };
}

/** One order by its number, whoever placed it. */
export async function orderForStaff(db: Db | Tx, orderId: number): Promise<StaffOrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/**
 * Locks an order for a staff change inside `tx`, in the order every writer of orders takes (the
 * order's advisory key, then its row: cart/confirm, webhooks, the release of holds), and returns it.
 */
export async function lockOrderForStaff(tx: Tx, orderId: number): Promise<StaffOrderRow | undefined> {
  await lockKey(tx, `order:${orderId}`);
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The lines of an order in invoice order (by id): the invoice's line n is the n-th of them. */
export async function orderLinesOf(db: Db | Tx, orderId: number): Promise<StaffOrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** Units of each line (invoice order) not given back yet: none once the line is refunded on its own. */
export function unitCapsOf(lines: readonly StaffOrderItemRow[]): number[] {
  return lines.map((line) => (line.refundedAt !== null ? 0 : Math.max(0, line.quantity - line.refundedQuantity)));
}
