// Queries of the owner's dashboard: the project's order lines (charts, orders list, extract,
// statement facts), earlier statements and the costs staff entered on them.
import { schema, type Db } from '@spindle/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

const { orders, orderItems, shopOrders, users, statements, statementLines } = schema;

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

export function createDashboardRepo(db: Db) {
  const lineColumns = {
    orderItemId: orderItems.id,
    orderId: orders.id,
    shopOrderId: orderItems.shopOrderId,
    soldAt: sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`.mapWith(
      (value: string | Date) => new Date(value),
    ),
    orderStatus: orders.status,
    shopOrderStatus: shopOrders.status,
    orderUpdatedAt: orders.updatedAt,
    lineRefundedAt: orderItems.refundedAt,
    shopOrderUpdatedAt: shopOrders.updatedAt,
    billingAddress: orders.billingAddress,
    shippingAddress: shopOrders.shippingAddress,
    userName: users.name,
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

  function toLine(row: Awaited<ReturnType<typeof selectLines>>[number]): ProjectOrderLine {
    const address = row.shippingAddress ?? row.billingAddress;
    const addressName = address ? `${address.firstname} ${address.lastname}`.trim() : '';
    const refunded = row.orderStatus === 'refunded' || row.shopOrderStatus === 'refunded';
    return {
      orderItemId: row.orderItemId,
      orderId: row.orderId,
      shopOrderId: row.shopOrderId,
      soldAt: row.soldAt,
      orderStatus: row.orderStatus,
      shopOrderStatus: row.shopOrderStatus,
      // A line refunded on its own carries its date; a refunded order or shop order, its last change.
      refundedAt:
        row.lineRefundedAt ??
        (refunded
          ? row.shopOrderStatus === 'refunded' && row.shopOrderUpdatedAt
            ? row.shopOrderUpdatedAt
            : row.orderUpdatedAt
          : null),
      customerName: addressName || row.userName || '',
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

  function selectLines(projectId: number, paging?: { limit: number; offset: number }) {
    const query = db
      .select(lineColumns)
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(shopOrders, eq(shopOrders.id, orderItems.shopOrderId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orderItems.projectId, projectId), inArray(orders.status, [...SOLD_ORDER_STATUSES])))
      .orderBy(paging ? desc(orders.id) : asc(orders.id), asc(orderItems.id));
    return paging ? query.limit(paging.limit).offset(paging.offset) : query;
  }

  return {
    /** Every sold line of the project, oldest first. */
    async orderLines(projectId: number): Promise<ProjectOrderLine[]> {
      return (await selectLines(projectId)).map(toLine);
    },

    /** A page of sold lines, newest order first, and the total count. */
    async orderLinesPage(projectId: number, page: number, size: number) {
      const [rows, [count]] = await Promise.all([
        selectLines(projectId, { limit: size, offset: (page - 1) * size }),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.projectId, projectId), inArray(orders.status, [...SOLD_ORDER_STATUSES]))),
      ]);
      return { lines: rows.map(toLine), total: count?.total ?? 0 };
    },

    /** The stored statement of a period ('YYYY-MM-01'), if any. */
    async statementOf(projectId: number, periodStart: string) {
      const [row] = await db
        .select()
        .from(statements)
        .where(and(eq(statements.projectId, projectId), eq(statements.period, periodStart)));
      return row;
    },

    /** Costs staff entered for the project (cost lines of its statements other than storage), with their period. */
    async enteredCosts(projectId: number) {
      return db
        .select({
          id: statementLines.id,
          category: statementLines.category,
          label: statementLines.label,
          amountMinor: statementLines.amountMinor,
          period: statements.period,
        })
        .from(statementLines)
        .innerJoin(statements, eq(statements.id, statementLines.statementId))
        .where(
          and(
            eq(statements.projectId, projectId),
            eq(statementLines.kind, 'cost'),
            sql`${statementLines.category} <> 'storage'`,
          ),
        )
        .orderBy(asc(statements.period), asc(statementLines.id));
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
