// The project's sold lines: each line of a confirmed or refunded order holding the project, with what
// its order and shop order say (sale instant, VAT rate, EUR rate, refund date, customer). Statements are
// stated from them; the dashboard charts, lists and extracts them. A read model of checkout's orders,
// given through its face.
import { schema, type Db } from '@spindle/db';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { createAuthRepo } from '../auth/index.ts';
import { BOX_ORDER_ORIGIN_PREFIX } from './box-dispatch-orders.ts';

const { orders, orderItems, shopOrders, orderRefunds } = schema;

/** Order statuses whose lines count as sales (a refunded order is a sale and its refund). */
const SOLD_ORDER_STATUSES = ['confirmed', 'refunded'] as const;

export interface ProjectOrderLine {
  orderItemId: number;
  orderId: number;
  shopOrderId: number | null;
  soldAt: Date;
  orderStatus: string;
  shopOrderStatus: string | null;
  /** When the line was refunded: its own date, else the refunded order's or shop order's last change; null if not. */
  refundedAt: Date | null;
  customerName: string;
  countryId: string | null;
  name: string;
  size: string | null;
  quantity: number;
  currency: string;
  unitPriceMinor: number;
  totalMinor: number;
  discountMinor: number;
  discountFundedBy: 'platform' | 'artist' | null;
  taxRateBasisPoints: number;
  exchangeRatePpm: number;
}

const lineColumns = {
  orderItemId: orderItems.id,
  orderId: orders.id,
  shopOrderId: orderItems.shopOrderId,
  soldAt: sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith((value: string | Date) => new Date(value)),
  orderStatus: orders.status,
  shopOrderStatus: shopOrders.status,
  orderUpdatedAt: orders.updatedAt,
  lineRefundedAt: orderItems.refundedAt,
  shopOrderUpdatedAt: shopOrders.updatedAt,
  billingAddress: orders.billingAddress,
  shippingAddress: shopOrders.shippingAddress,
  userId: orders.userId,
  countryId: orders.countryId,
  name: orderItems.name,
  size: orderItems.size,
  quantity: orderItems.quantity,
  currency: orderItems.currency,
  unitPriceMinor: orderItems.unitPriceMinor,
  totalMinor: orderItems.totalMinor,
  discountMinor: orderItems.discountMinor,
  discountFundedBy: orderItems.discountFundedBy,
  taxRateBasisPoints: sql<number>`coalesce(${shopOrders.taxRateBasisPoints}, 0)`.mapWith(Number),
  exchangeRatePpm: orders.exchangeRatePpm,
};

/** Not a vinyl box's monthly order (price 0: the box's own charges are its income, statements' 'box' lines). */
const notBoxOrder = sql`coalesce(${orders.origin}, '') not like ${`${BOX_ORDER_ORIGIN_PREFIX}%`}`;

/** The sold lines of the project: its order items whose order counts as a sale. */
function soldLinesOf(projectId: number): SQL | undefined {
  return and(eq(orderItems.projectId, projectId), inArray(orders.status, [...SOLD_ORDER_STATUSES]), notBoxOrder);
}

/** The lines with their order and shop order; oldest first, or newest first by page. */
function selectLines(db: Db, projectId: number, paging?: { limit: number; offset: number }) {
  const query = db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(shopOrders, eq(shopOrders.id, orderItems.shopOrderId))
    .where(soldLinesOf(projectId))
    .orderBy(paging ? desc(orders.id) : asc(orders.id), asc(orderItems.id));
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

/** A line refunded on its own carries its date; a refunded order or shop order, its last change. */
function refundedAtOf(row: LineRow): Date | null {
  if (row.lineRefundedAt !== null) return row.lineRefundedAt;
  if (row.shopOrderStatus === 'refunded' && row.shopOrderUpdatedAt) return row.shopOrderUpdatedAt;
  if (row.orderStatus === 'refunded' || row.shopOrderStatus === 'refunded') return row.orderUpdatedAt;
  return null;
}

function addressOf(row: LineRow) {
  return row.shippingAddress ?? row.billingAddress;
}

function addressNameOf(row: LineRow): string {
  const address = addressOf(row);
  return address ? `${address.firstname} ${address.lastname}`.trim() : '';
}

/**
 * The buyer's name of each line: the address's, else the account's. Accounts are auth's, asked once for
 * the lines without a name on their address (none in the usual case, so no query).
 */
async function toLines(db: Db, rows: LineRow[]): Promise<ProjectOrderLine[]> {
  const unnamed = rows.flatMap((row) => (addressNameOf(row) === '' && row.userId !== null ? [row.userId] : []));
  const accountNames =
    unnamed.length > 0 ? await createAuthRepo(db).userNamesByIds(unnamed) : new Map<number, string>();
  return rows.map((row) => toLine(row, (row.userId !== null ? accountNames.get(row.userId) : undefined) ?? ''));
}

function toLine(row: LineRow, accountName: string): ProjectOrderLine {
  const address = addressOf(row);
  const addressName = addressNameOf(row);
  return {
    orderItemId: row.orderItemId,
    orderId: row.orderId,
    shopOrderId: row.shopOrderId,
    soldAt: row.soldAt,
    orderStatus: row.orderStatus,
    shopOrderStatus: row.shopOrderStatus,
    refundedAt: refundedAtOf(row),
    customerName: addressName || accountName,
    countryId: address?.countryId ?? row.countryId,
    name: row.name,
    size: row.size,
    quantity: row.quantity,
    currency: row.currency,
    unitPriceMinor: row.unitPriceMinor,
    totalMinor: row.totalMinor,
    discountMinor: row.discountMinor,
    discountFundedBy: row.discountFundedBy,
    taxRateBasisPoints: row.taxRateBasisPoints,
    exchangeRatePpm: row.exchangeRatePpm,
  };
}

/** The units of order lines that staff refunds gave back, each with its date (the refunds that went through). */
async function refundedPartsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, { quantity: number; amountMinor: number; at: Date }[]>();
  const refunds = await db
    .select({ lines: orderRefunds.lines, completedAt: orderRefunds.completedAt, createdAt: orderRefunds.createdAt })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, [...new Set(orderIds)]), eq(orderRefunds.status, 'succeeded')))
    .orderBy(asc(orderRefunds.id));
  const parts = new Map<number, { quantity: number; amountMinor: number; at: Date }[]>();
  for (const refund of refunds) {
    for (const line of refund.lines) {
      const list = parts.get(line.orderItemId) ?? [];
      list.push({ quantity: line.quantity, amountMinor: line.amountMinor, at: refund.completedAt ?? refund.createdAt });
      parts.set(line.orderItemId, list);
    }
  }
  return parts;
}

/**
 * A line some of whose units staff refunds gave back, as the statement states it: one line per refund
 * (its units, at their paid share, refunded on the refund's day) and one for the units left, which
 * keep the line's own refund date if any. A line no refund touched is left as it is.
 */
function splitByRefunds(line: ProjectOrderLine, parts: readonly { quantity: number; amountMinor: number; at: Date }[]) {
  if (parts.length === 0) return [line];
  const pieces = parts.map((part) => ({
    ...line,
    quantity: part.quantity,
    totalMinor: line.unitPriceMinor * part.quantity,
    discountMinor: line.unitPriceMinor * part.quantity - part.amountMinor,
    refundedAt: part.at,
  }));
  const quantity = line.quantity - pieces.reduce((sum, piece) => sum + piece.quantity, 0);
  if (quantity <= 0) return pieces;
  const discountMinor = Math.max(0, line.discountMinor - pieces.reduce((sum, piece) => sum + piece.discountMinor, 0));
  // The units left keep the line's own refund date: a cancellation or a failed project gave them back.
  return [...pieces, { ...line, quantity, totalMinor: line.unitPriceMinor * quantity, discountMinor }];
}

/** Every sold line of the project, oldest first; units given back by staff refunds stated on their own day. */
async function listOrderLines(db: Db, projectId: number): Promise<ProjectOrderLine[]> {
  const lines = await toLines(db, await selectLines(db, projectId));
  const parts = await refundedPartsOf(
    db,
    lines.map((line) => line.orderId),
  );
  return lines.flatMap((line) => splitByRefunds(line, parts.get(line.orderItemId) ?? []));
}

/** A page of sold lines, newest order first, and the total count. */
async function pageOrderLines(db: Db, projectId: number, page: number, size: number) {
  const [rows, [count]] = await Promise.all([
    selectLines(db, projectId, { limit: size, offset: (page - 1) * size }),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(soldLinesOf(projectId)),
  ]);
  return { lines: await toLines(db, rows), total: count?.total ?? 0 };
}

/** The projects with a sold line paid (or made) on or before a Paris day (the monthly statement run). */
async function projectsSoldUntil(db: Db, lastDay: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ projectId: orderItems.projectId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        isNotNull(orderItems.projectId),
        inArray(orders.status, [...SOLD_ORDER_STATUSES]),
        notBoxOrder,
        sql`(coalesce(${orders.paidAt}, ${orders.createdAt}) at time zone 'Europe/Paris')::date <= ${lastDay}::date`,
      ),
    );
  return rows.flatMap((row) => (row.projectId === null ? [] : [row.projectId]));
}

export function createProjectSalesRepo(db: Db) {
  return {
    projectsSoldUntil: (lastDay: string) => projectsSoldUntil(db, lastDay),
    orderLines: (projectId: number) => listOrderLines(db, projectId),
    orderLinesPage: (projectId: number, page: number, size: number) => pageOrderLines(db, projectId, page, size),
  };
}

export type ProjectSalesRepo = ReturnType<typeof createProjectSalesRepo>;
