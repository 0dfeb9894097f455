// The vinyl box's side of checkout (issue 17): a month's box records become one shop order, written
// confirmed at price 0 (the box was paid by its own charge or prepaid), so it reaches the back
// office's fulfilment like any other order; and the projects a customer bought in the shop, which the
// box's automatic pick never chooses.
import { schema, type AddressSnapshot, type Db, type Tx } from '@spindle/db';
import { emailIdentityOf } from '@spindle/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { manualOrderProjects } from './manual-orders.ts';

const { orders, shopOrders, orderItems } = schema;

/** orders.origin of a box month's order: 'box:2027-01-01'. */
export const BOX_ORDER_ORIGIN_PREFIX = 'box:';

/** What a box month's order is written from. */
export interface BoxDispatchOrder {
  userId: number;
  email: string;
  address: AddressSnapshot;
  projectIds: readonly number[];
  /** The plan's parcel weight (500 g for one record, 900 g for two). */
  weightGrams: number;
  /** 'YYYY-MM-01': the order says which month of the box it ships. */
  month: string;
  now: Date;
}

/**
 * Writes the order of a box month inside `tx`: confirmed, paid, total 0, one shop order ready to ship
 * with one line per record. The copies come from the stock set aside for the box, not the shop's.
 * Returns the shop order's id.
 */
export async function placeBoxDispatchOrder(
  tx: Tx,
  input: BoxDispatchOrder,
): Promise<{ orderId: number; shopOrderId: number }> {
  const projects = await manualOrderProjects(tx, input.projectIds);
  const [order] = await tx
    .insert(orders)
    .values({
      userId: input.userId,
      status: 'confirmed',
      currency: 'EUR',
      countryId: input.address.countryId,
      email: input.email,
      emailKey: emailIdentityOf(input.email),
      billingAddress: input.address,
      origin: `${BOX_ORDER_ORIGIN_PREFIX}${input.month}`,
      paidAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('the box order was not written');
  const [shop] = await tx
    .insert(shopOrders)
    .values({
      orderId: order.id,
      groupKey: `box_${input.month}`,
      status: 'confirmed',
      currency: 'EUR',
      weightGrams: input.weightGrams,
      shippingAddress: input.address,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: shopOrders.id });
  if (!shop) throw new Error('the box shop order was not written');
  await tx.insert(orderItems).values(
    input.projectIds.map((projectId) => {
      const project = projects.find((p) => p.id === projectId);
      if (!project) throw new Error(`box record ${projectId} is not a project`);
      return {
        orderId: order.id,
        shopOrderId: shop.id,
        projectId,
        name: `${project.artistName} - ${project.name}`,
        category: project.category,
        type: project.type,
        quantity: 1,
        currency: 'EUR',
        unitPriceMinor: 0,
        totalMinor: 0,
        createdAt: input.now,
      };
    }),
  );
  return { orderId: order.id, shopOrderId: shop.id };
}

/** The projects a customer bought in paid orders (the box's own orders included). */
export async function projectIdsBoughtBy(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ projectId: orderItems.projectId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'confirmed'), isNotNull(orderItems.projectId)));
  return rows.flatMap((row) => (row.projectId === null ? [] : [row.projectId]));
}
