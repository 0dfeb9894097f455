// Orders staff make for a customer (docs/admin.md "Manual orders"), checkout's side: the projects a
// manual order may hold with their catalogue price, the order written confirmed in one transaction
// (origin 'manual', its shop order ready to ship, copies taken from stock, sold counters, its own
// invoice), and the list of them. Pricing is the domain's (priceManualOrder); who may set which price
// is the staff module's to check.
import { schema, type AddressSnapshot, type Db, type Tx } from '@spindle/db';
import {
  emailIdentityOf,
  type ManualOrderAmounts,
  type ManualOrderPayment,
  type ManualOrderReason,
} from '@spindle/domain';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import { addSold, projectsForOrderLines } from '../projects/index.ts';
import { issueOrderInvoice } from './order-invoice.ts';
import { OutOfStockError, retakeStock } from './stock-reservations.ts';

const { orders, shopOrders, orderItems, manualOrders } = schema;

/** What a manual order line may hold: a project and what its line copies of it. */
export interface ManualOrderProject {
  id: number;
  name: string;
  artistName: string;
  category: string;
  type: string;
  priceEurMinor: number;
  shopId: number | null;
  digital: boolean;
}

/** The projects of some ids, with their catalogue price in EUR. */
export async function manualOrderProjects(db: Db | Tx, ids: readonly number[]): Promise<ManualOrderProject[]> {
  return projectsForOrderLines(db, ids);
}

/** Everything a manual order is written from. */
export interface NewManualOrder {
  customer: { userId: number | null; email: string };
  address: AddressSnapshot;
  /** The lines in the order staff entered them, each with its project. */
  lines: readonly { project: ManualOrderProject; size: string | null }[];
  amounts: ManualOrderAmounts;
  vatRateBasisPoints: number;
  reason: ManualOrderReason;
  payment: ManualOrderPayment;
  note: string | null;
  staff: { id: number; name: string };
  now: Date;
}

async function insertOrderRows(tx: Tx, input: NewManualOrder) {
  const { amounts, address, now } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: input.customer.userId,
      status: 'confirmed',
      currency: 'EUR',
      subtotalMinor: amounts.subtotalMinor,
      shippingMinor: amounts.shippingMinor,
      taxMinor: amounts.taxMinor,
      totalMinor: amounts.totalMinor,
      countryId: address.countryId,
      email: input.customer.email,
      emailKey: emailIdentityOf(input.customer.email),
      billingAddress: address,
      origin: 'manual',
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('the manual order was not written');
  const first = input.lines[0]?.project;
  const [shop] = await tx
    .insert(shopOrders)
    .values({
      orderId: order.id,
      shopId: first?.shopId ?? null,
      groupKey: `s_${first?.shopId ?? first?.id ?? 'manual'}`,
      status: 'confirmed',
      currency: 'EUR',
      subtotalMinor: amounts.subtotalMinor,
      shippingMinor: amounts.shippingMinor,
      taxMinor: amounts.taxMinor,
      taxRateBasisPoints: input.vatRateBasisPoints,
      totalMinor: amounts.totalMinor,
      shippingAddress: address,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: shopOrders.id });
  if (!shop) throw new Error('the manual shop order was not written');
  return { order, shopOrderId: shop.id };
}

/**
 * Writes a manual order, confirmed, inside `tx`: the order, its shop order (confirmed: ready to ship),
 * its lines, the copies taken from stock (409 insufficient_stock when short), the sold counters, who
 * made it and why, and its invoice. Returns the order's number.
 */
export async function placeManualOrder(tx: Tx, input: NewManualOrder): Promise<number> {
  const { order, shopOrderId } = await insertOrderRows(tx, input);
  const items = await tx
    .insert(orderItems)
    .values(
      input.lines.map(({ project, size }, index) => {
        const priced = input.amounts.lines[index];
        if (!priced) throw new Error('a manual order line has no price');
        return {
          orderId: order.id,
          shopOrderId,
          projectId: project.id,
          name: `${project.artistName} - ${project.name}`,
          category: project.category,
          type: project.type,
          quantity: priced.quantity,
          currency: 'EUR',
          unitPriceMinor: priced.unitPriceMinor,
          totalMinor: priced.totalMinor,
          taxMinor: priced.taxMinor,
          size,
          digital: project.digital,
          createdAt: input.now,
        };
      }),
    )
    .returning();
  await takeCopies(tx, items);
  await tx.insert(manualOrders).values({
    orderId: order.id,
    staffUserId: input.staff.id,
    staffName: input.staff.name,
    reason: input.reason,
    payment: input.payment,
    note: input.note,
    createdAt: input.now,
  });
  await issueOrderInvoice(tx, order, items, input.now);
  return order.id;
}

/** Takes the lines' copies from counted stock and adds them to the sold counters. */
async function takeCopies(tx: Tx, items: readonly (typeof orderItems.$inferSelect)[]): Promise<void> {
  const lines = items.flatMap((item) =>
    item.projectId === null
      ? []
      : [{ projectId: item.projectId, itemId: item.itemId, size: item.size, quantity: item.quantity }],
  );
  try {
    await retakeStock(tx, lines);
  } catch (error) {
    if (error instanceof OutOfStockError) {
      throw new AppError('insufficient_stock', { fields: { [`project_${error.projectId}`]: 'insufficient_stock' } });
    }
    throw error;
  }
  for (const line of lines) {
    await addSold(tx, line.projectId, line.quantity);
  }
}

/** What staff recorded about a manual order. */
export type ManualOrderRow = typeof manualOrders.$inferSelect;

/** Who made an order by hand and why; undefined for an order placed by its customer. */
export async function manualOrderOf(db: Db | Tx, orderId: number): Promise<ManualOrderRow | undefined> {
  const [row] = await db.select().from(manualOrders).where(eq(manualOrders.orderId, orderId));
  return row;
}

/** What staff recorded about some orders, by order. */
export async function manualOrdersOf(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, ManualOrderRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(manualOrders)
    .where(inArray(manualOrders.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, row]));
}
