// What the fulfilment side (the logistics module, docs/admin.md "Fulfilment and dispatch") reads and
// changes of checkout's shop orders, through checkout's face: the paid shop orders to ship with their
// addresses and lines, a status moved along the shop-order flow (locked, checked, sent_at and
// delivered_at stamped), the buyer an order's e-mails go to, and the review requests that are due.
import { type AddressSnapshot, schema, type Db, type Tx } from '@spindle/db';
import { canTransitionShopOrder, reviewRequestBounds, type AppLocale, type ShopOrderStatus } from '@spindle/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { recipientOf } from './order-email.ts';
import { createOrdersRepo, type PickupPointSnapshot } from './orders.repo.ts';

const { orders, shopOrders, orderItems, pickupAddresses } = schema;

/** A shop order as the fulfilment side sees it: where it stands, where it goes, whose it is. */
export interface ShopOrderForFulfilment {
  shopOrderId: number;
  orderId: number;
  orderStatus: string;
  status: ShopOrderStatus;
  logistician: string | null;
  paidAt: Date | null;
  sentAt: Date | null;
  deliveredAt: Date | null;
  weightGrams: number;
  shippingType: 'standard' | 'tracked' | 'pickup';
  userId: number | null;
  email: string | null;
  address: AddressSnapshot | null;
  pickupPoint: PickupPointSnapshot | null;
}

/** Which shop orders of paid orders to list, and which page of them. */
export interface FulfilmentQuery {
  statuses: readonly ShopOrderStatus[];
  /** A partner key, 'none' for shop orders without one, undefined for all. */
  logistician?: string | undefined;
  paidFrom?: Date | null;
  paidBefore?: Date | null;
  sort: 'paid_at' | 'id';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const fulfilmentColumns = {
  shopOrderId: shopOrders.id,
  orderId: shopOrders.orderId,
  orderStatus: orders.status,
  status: shopOrders.status,
  logistician: shopOrders.logistician,
  paidAt: orders.paidAt,
  sentAt: shopOrders.sentAt,
  deliveredAt: shopOrders.deliveredAt,
  weightGrams: shopOrders.weightGrams,
  shippingType: shopOrders.shippingType,
  userId: orders.userId,
  email: orders.email,
  address: shopOrders.shippingAddress,
  pickupName: pickupAddresses.name,
  pickupAddress: pickupAddresses.address,
  pickupZipCode: pickupAddresses.zipCode,
  pickupCity: pickupAddresses.city,
  pickupCountryId: pickupAddresses.countryId,
};

/** A shop order with its order and its pickup point (the join every read below starts from). */
function selectFulfilment(db: Db | Tx) {
  return db
    .select(fulfilmentColumns)
    .from(shopOrders)
    .innerJoin(orders, eq(orders.id, shopOrders.orderId))
    .leftJoin(pickupAddresses, eq(pickupAddresses.id, shopOrders.pickupAddressId));
}

type FulfilmentRow = Awaited<ReturnType<typeof selectFulfilment>>[number];

function fulfilmentOf(row: FulfilmentRow): ShopOrderForFulfilment {
  const pickupPoint =
    row.pickupName === null
      ? null
      : {
          name: row.pickupName,
          address: row.pickupAddress ?? '',
          zipCode: row.pickupZipCode ?? '',
          city: row.pickupCity ?? '',
          countryId: row.pickupCountryId ?? '',
        };
  return {
    shopOrderId: row.shopOrderId,
    orderId: row.orderId,
    orderStatus: row.orderStatus,
    status: row.status,
    logistician: row.logistician,
    paidAt: row.paidAt,
    sentAt: row.sentAt,
    deliveredAt: row.deliveredAt,
    weightGrams: row.weightGrams,
    shippingType: row.shippingType,
    userId: row.userId,
    email: row.email,
    address: row.address,
    pickupPoint,
  };
}

function filterOf(query: FulfilmentQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(orders.status, 'confirmed'),
    inArray(shopOrders.status, [...query.statuses]),
    query.paidFrom ? gte(orders.paidAt, query.paidFrom) : undefined,
    query.paidBefore ? lt(orders.paidAt, query.paidBefore) : undefined,
  ];
  if (query.logistician === 'none') conditions.push(isNull(shopOrders.logistician));
  else if (query.logistician) conditions.push(eq(shopOrders.logistician, query.logistician));
  return and(...conditions);
}

/** A page of the shop orders of paid orders in some statuses, by logistician and payment date, and their total. */
export async function listShopOrdersForFulfilment(
  db: Db,
  query: FulfilmentQuery,
): Promise<{ rows: ShopOrderForFulfilment[]; total: number }> {
  const where = filterOf(query);
  const direction = query.dir === 'asc' ? asc : desc;
  const order = query.sort === 'id' ? [direction(shopOrders.id)] : [direction(orders.paidAt), direction(shopOrders.id)];
  const [rows, [total]] = await Promise.all([
    selectFulfilment(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(shopOrders).innerJoin(orders, eq(orders.id, shopOrders.orderId)).where(where),
  ]);
  return { rows: rows.map(fulfilmentOf), total: total?.value ?? 0 };
}

/** Some shop orders by id, whatever their state (missing ids are simply absent), in id order. */
export async function shopOrdersForFulfilment(
  db: Db | Tx,
  shopOrderIds: readonly number[],
): Promise<ShopOrderForFulfilment[]> {
  if (shopOrderIds.length === 0) return [];
  const rows = await selectFulfilment(db)
    .where(inArray(shopOrders.id, [...new Set(shopOrderIds)]))
    .orderBy(asc(shopOrders.id));
  return rows.map(fulfilmentOf);
}

/** A line of a shop order, as a parcel holds it. */
export interface ShopOrderLine {
  shopOrderId: number;
  name: string;
  quantity: number;
  projectId: number | null;
  itemId: number | null;
  size: string | null;
}

/** The lines of some shop orders, in the order they were bought. */
export async function linesOfShopOrders(db: Db, shopOrderIds: readonly number[]): Promise<ShopOrderLine[]> {
  if (shopOrderIds.length === 0) return [];
  const rows = await db
    .select({
      shopOrderId: orderItems.shopOrderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      projectId: orderItems.projectId,
      itemId: orderItems.itemId,
      size: orderItems.size,
    })
    .from(orderItems)
    .where(inArray(orderItems.shopOrderId, [...new Set(shopOrderIds)]))
    .orderBy(asc(orderItems.id));
  return rows.flatMap((row) => (row.shopOrderId === null ? [] : [{ ...row, shopOrderId: row.shopOrderId }]));
}

/** What moving a shop order's status did. */
export type ShopOrderMove =
  | { ok: true; shopOrderId: number; orderId: number; from: ShopOrderStatus; to: ShopOrderStatus }
  | { ok: false; code: 'not_found' }
  | { ok: false; code: 'shop_order_transition_not_allowed'; from: ShopOrderStatus };

/**
 * Moves a paid order's shop order to `to` inside the caller's transaction: the row is locked, the
 * shop-order flow (and the caller's own rule, `allowed`) must allow the move from the status found,
 * and `sent_at` / `delivered_at` are stamped. Two callers asking at once: the second finds the new status.
 */
export async function moveShopOrderStatus(
  tx: Tx,
  change: {
    shopOrderId: number;
    to: ShopOrderStatus;
    now: Date;
    allowed?: (from: ShopOrderStatus, to: ShopOrderStatus) => boolean;
  },
): Promise<ShopOrderMove> {
  const [row] = await tx
    .select({ status: shopOrders.status, orderId: shopOrders.orderId, orderStatus: orders.status })
    .from(shopOrders)
    .innerJoin(orders, eq(orders.id, shopOrders.orderId))
    .where(eq(shopOrders.id, change.shopOrderId))
    .for('update', { of: shopOrders });
  if (!row || row.orderStatus !== 'confirmed') return { ok: false, code: 'not_found' };
  const { to, now } = change;
  const from = row.status;
  if (!canTransitionShopOrder(from, to) || (change.allowed && !change.allowed(from, to))) {
    return { ok: false, code: 'shop_order_transition_not_allowed', from };
  }
  await tx
    .update(shopOrders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'sent' ? { sentAt: now } : {}),
      ...(to === 'delivered' ? { deliveredAt: now } : {}),
    })
    .where(eq(shopOrders.id, change.shopOrderId));
  return { ok: true, shopOrderId: change.shopOrderId, orderId: row.orderId, from, to };
}

/** Who an order's e-mails go to, in which language, and the origin its links were made at. */
export interface OrderRecipient {
  email: string;
  locale: AppLocale;
  /** The name to greet: the billing first name, else the account's name. */
  name: string | null;
  userId: number | null;
  linkOrigin: string | null;
}

/** The buyer of an order, as its confirmation e-mail found them; null when the order has no address to write to. */
export async function orderRecipientOf(db: Db, orderId: number): Promise<OrderRecipient | null> {
  const repo = createOrdersRepo(db);
  const order = await repo.findOrder(orderId);
  if (!order) return null;
  const recipient = await recipientOf(repo, order);
  if (!recipient) return null;
  return {
    email: recipient.email,
    locale: recipient.locale,
    name: order.billingAddress?.firstname ?? recipient.name,
    userId: order.userId,
    linkOrigin: order.linkOrigin,
  };
}

/**
 * Shop orders whose review request may be due at `now` (reviewRequestBounds; the caller checks each
 * with isReviewRequestDue): sent or delivered, never asked, oldest first.
 */
export async function shopOrdersDueForReview(db: Db, now: Date, limit: number): Promise<ShopOrderForFulfilment[]> {
  const bounds = reviewRequestBounds(now);
  const rows = await selectFulfilment(db)
    .where(
      and(
        eq(orders.status, 'confirmed'),
        inArray(shopOrders.status, ['sent', 'delivered']),
        isNull(shopOrders.reviewRequestedAt),
        or(lte(shopOrders.sentAt, bounds.sentBy), lte(shopOrders.deliveredAt, bounds.deliveredBy)),
        gte(shopOrders.sentAt, bounds.sentAfter),
        or(isNull(shopOrders.deliveredAt), gte(shopOrders.deliveredAt, bounds.deliveredAfter)),
      ),
    )
    .orderBy(asc(shopOrders.sentAt), asc(shopOrders.id))
    .limit(limit);
  return rows.map(fulfilmentOf);
}

/** Records that a shop order's review request goes out; true only for the first caller (it sends the e-mail). */
export async function claimReviewRequest(db: Db, shopOrderId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(shopOrders)
    .set({ reviewRequestedAt: now })
    .where(and(eq(shopOrders.id, shopOrderId), isNull(shopOrders.reviewRequestedAt)))
    .returning({ id: shopOrders.id });
  return claimed.length === 1;
}
