// For the dashboard and refund tests: paid orders of a project inserted as checkout leaves them (an
// order, its shop order with the VAT rate, its lines, and a payment).
import { schema, type Database } from '@spindle/db';

export interface FixtureLine {
  projectId: number | null;
  name?: string;
  quantity: number;
  /** VAT-inclusive unit price in the order currency's minor units. */
  unitPriceMinor: number;
  discountMinor?: number;
  discountFundedBy?: 'platform' | 'artist' | null;
}

export interface FixtureOrder {
  userId?: number | null;
  currency?: string;
  /** Units of the currency per EUR in millionths (EUR: 1 000 000). */
  exchangeRatePpm?: number;
  taxRateBasisPoints?: number;
  countryId?: string | null;
  paidAt: Date;
  status?: 'confirmed' | 'refunded' | 'creating';
  shopOrderStatus?: 'confirmed' | 'refunded' | 'sent';
  /** When refunded: the time of the refund (the rows' last change). */
  refundedAt?: Date;
  customer?: { firstname: string; lastname: string };
  lines: readonly FixtureLine[];
  shippingMinor?: number;
  payment?: { providerRef: string; amountMinor?: number };
}

export async function insertOrder(database: Database, order: FixtureOrder) {
  const { db } = database;
  const currency = order.currency ?? 'EUR';
  const subtotal = order.lines.reduce(
    (sum, line) => sum + line.unitPriceMinor * line.quantity - (line.discountMinor ?? 0),
    0,
  );
  const shipping = order.shippingMinor ?? 0;
  const address = order.customer
    ? {
        ...order.customer,
        address: '1 rue de la Paix',
        zipCode: '75002',
        city: 'Paris',
        countryId: order.countryId ?? 'FR',
      }
    : null;
  const updatedAt = order.refundedAt ?? order.paidAt;
  const [row] = await db
    .insert(schema.orders)
    .values({
      userId: order.userId ?? null,
      status: order.status ?? 'confirmed',
      currency,
      exchangeRatePpm: order.exchangeRatePpm ?? 1_000_000,
      subtotalMinor: subtotal,
      shippingMinor: shipping,
      totalMinor: subtotal + shipping,
      countryId: null,
      billingAddress: address,
      paidAt: order.paidAt,
      createdAt: order.paidAt,
      updatedAt,
    })
    .returning({ id: schema.orders.id });
  if (!row) throw new Error('no order');
  const [shopOrder] = await db
    .insert(schema.shopOrders)
    .values({
      orderId: row.id,
      groupKey: 's_1',
      status: order.shopOrderStatus ?? (order.status === 'refunded' ? 'refunded' : 'confirmed'),
      currency,
      subtotalMinor: subtotal,
      shippingMinor: shipping,
      taxRateBasisPoints: order.taxRateBasisPoints ?? 2000,
      totalMinor: subtotal + shipping,
      shippingAddress: address,
      createdAt: order.paidAt,
      updatedAt,
    })
    .returning({ id: schema.shopOrders.id });
  await db.insert(schema.orderItems).values(
    order.lines.map((line) => ({
      orderId: row.id,
      shopOrderId: shopOrder?.id ?? null,
      projectId: line.projectId,
      name: line.name ?? 'LP',
      quantity: line.quantity,
      currency,
      unitPriceMinor: line.unitPriceMinor,
      totalMinor: line.unitPriceMinor * line.quantity,
      discountMinor: line.discountMinor ?? 0,
      discountFundedBy: line.discountFundedBy ?? null,
    })),
  );
  if (order.payment) {
    await db.insert(schema.payments).values({
      orderId: row.id,
      provider: 'test',
      providerRef: order.payment.providerRef,
      idempotencyKey: `fixture:${row.id}`,
      status: 'succeeded',
      amountMinor: order.payment.amountMinor ?? subtotal + shipping,
      currency,
    });
  }
  return { orderId: row.id, shopOrderId: shopOrder?.id ?? 0, totalMinor: subtotal + shipping };
}
