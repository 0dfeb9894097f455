// The demo artist's monthly vinyl box, waiting in monthly_pending (docs/boxes.md, "Demo"): bought three
// months ago, its first month paid at purchase and shipped, last month's charge paid (its invoice
// BOX-<year>-000001) and shipped, this month's charge failed with every retry spent. So /my-account/box
// shows the failed payment with the card form, a paid charge's invoice, and /box-review a shipped record
// to review. Written after the rest (its months are orders, which take the next free ids).
import {
  addBoxMonths,
  boxCutOff,
  boxMonthOf,
  BUSINESS_TIME_ZONE,
  emailIdentityOf,
  localDateTimeOf,
} from '@spindle/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import * as t from '../schema/index.ts';
import type { AddressSnapshot } from '../schema/checkout/orders.ts';

/** What the pending box is written from (plan-site.ts plans it). */
export interface DemoPendingBoxPlan {
  userId: number;
  email: string;
  firstname: string;
  lastname: string;
  planId: number;
  weightGrams: number;
  monthlyPriceMinor: number;
  monthlyShippingMinor: number;
  /** The records of its two shipped months, oldest first. */
  records: { id: number; name: string; artistName: string; category: string; type: string }[];
  /** The demo's "today". */
  now: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** One shipped month of the box: its order (price 0, as checkout's placeBoxDispatchOrder writes it). */
async function writeMonthOrder(
  db: Db,
  plan: DemoPendingBoxPlan,
  input: { month: string; record: DemoPendingBoxPlan['records'][number]; address: AddressSnapshot },
): Promise<number> {
  const placedAt = new Date(boxCutOff(input.month).getTime() + 10 * MINUTE_MS);
  const sentAt = new Date(placedAt.getTime() + 2 * DAY_MS);
  const [order] = await db
    .insert(t.orders)
    .values({
      userId: plan.userId,
      status: 'confirmed',
      currency: 'EUR',
      countryId: input.address.countryId,
      email: plan.email,
      emailKey: emailIdentityOf(plan.email),
      billingAddress: input.address,
      origin: `box:${input.month}`,
      paidAt: placedAt,
      createdAt: placedAt,
      updatedAt: sentAt,
    })
    .returning({ id: t.orders.id });
  if (!order) throw new Error('the demo box order was not written');
  const [shop] = await db
    .insert(t.shopOrders)
    .values({
      orderId: order.id,
      groupKey: `box_${input.month}`,
      status: 'sent',
      currency: 'EUR',
      weightGrams: plan.weightGrams,
      shippingAddress: input.address,
      logistician: 'bigblue',
      sentAt,
      // Asked already, like the rest of the demo's past (the first start sends no review request).
      reviewRequestedAt: sentAt,
      createdAt: placedAt,
      updatedAt: sentAt,
    })
    .returning({ id: t.shopOrders.id });
  if (!shop) throw new Error('the demo box shop order was not written');
  const { record } = input;
  await db.insert(t.orderItems).values({
    orderId: order.id,
    shopOrderId: shop.id,
    projectId: record.id,
    name: `${record.artistName} - ${record.name}`,
    category: record.category,
    type: record.type,
    quantity: 1,
    currency: 'EUR',
    unitPriceMinor: 0,
    totalMinor: 0,
    createdAt: placedAt,
  });
  return shop.id;
}

/** Last month's charge paid (its invoice BOX-<year>-000001, the year's counter set), this month's failed for good. */
async function writeCharges(
  db: Db,
  input: { boxId: number; last: string; thisMonth: string; amountMinor: number },
): Promise<void> {
  const { boxId, last, thisMonth, amountMinor } = input;
  const paidAt = new Date(boxCutOff(last).getTime() + 10 * MINUTE_MS);
  const { year } = localDateTimeOf(paidAt, BUSINESS_TIME_ZONE);
  const failedAt = new Date(boxCutOff(thisMonth).getTime() + 10 * MINUTE_MS);
  await db.insert(t.boxCharges).values([
    {
      boxSubscriptionId: boxId,
      month: last,
      attempts: 1,
      status: 'succeeded',
      amountMinor,
      currency: 'EUR',
      paidAt,
      invoiceNumber: `BOX-${year}-000001`,
      createdAt: paidAt,
      updatedAt: paidAt,
    },
    // Every retry spent: the box waits for a new card (the daily run tries it no more).
    {
      boxSubscriptionId: boxId,
      month: thisMonth,
      attempts: 4,
      status: 'failed',
      amountMinor,
      currency: 'EUR',
      declineCode: 'card_declined',
      firstFailedAt: failedAt,
      nextRetryAt: null,
      createdAt: failedAt,
      updatedAt: failedAt,
    },
  ]);
  await db.insert(t.boxInvoiceSequences).values({ year, lastNumber: 1 });
}

/** Writes the box, its address, its two shipped months, its charges and the invoice counter. */
export async function writeDemoPendingBox(db: Db, plan: DemoPendingBoxPlan): Promise<Record<string, number>> {
  const { now } = plan;
  const thisMonth = boxMonthOf(now);
  const [first, last] = [addBoxMonths(thisMonth, -2), addBoxMonths(thisMonth, -1)];
  const address: AddressSnapshot = {
    firstname: plan.firstname,
    lastname: plan.lastname,
    address: '8 rue des Vinaigriers',
    zipCode: '75010',
    city: 'Paris',
    countryId: 'FR',
  };
  const [saved] = await db
    .insert(t.customerAddresses)
    .values({ userId: plan.userId, ...address })
    .returning({ id: t.customerAddresses.id });
  if (!saved) throw new Error('the demo box address was not written');
  await db.update(t.users).set({ customerId: saved.id }).where(eq(t.users.id, plan.userId));
  const startedAt = new Date(boxCutOff(first).getTime() - 12 * DAY_MS);
  const amountMinor = plan.monthlyPriceMinor + plan.monthlyShippingMinor;
  const [box] = await db
    .insert(t.boxSubscriptions)
    .values({
      userId: plan.userId,
      planId: plan.planId,
      step: 'monthly_pending',
      periodicity: 'monthly',
      monthsTotal: 1,
      dispatchesLeft: 0,
      currency: 'EUR',
      monthlyPriceMinor: plan.monthlyPriceMinor,
      monthlyShippingMinor: plan.monthlyShippingMinor,
      totalMinor: amountMinor,
      genreIds: [1],
      customerAddressId: saved.id,
      startedAt,
      nextChargeAt: boxCutOff(thisMonth),
      createdAt: startedAt,
      updatedAt: now,
    })
    .returning({ id: t.boxSubscriptions.id });
  if (!box) throw new Error('the demo box was not written');
  const months = [first, last];
  for (const [index, month] of months.entries()) {
    const record = plan.records[index];
    if (!record) continue;
    const shopOrderId = await writeMonthOrder(db, plan, { month, record, address });
    await db.insert(t.boxDispatches).values({
      boxSubscriptionId: box.id,
      month,
      projectId: record.id,
      pickedBy: index === 0 ? 'user' : 'system',
      status: 'sent',
      shopOrderId,
      sentAt: new Date(boxCutOff(month).getTime() + 2 * DAY_MS),
    });
  }
  await writeCharges(db, { boxId: box.id, last, thisMonth, amountMinor });
  await db.insert(t.boxNotices).values({ boxSubscriptionId: box.id, month: thisMonth, kind: 'charge_failed' });
  return { demoPendingBoxOrders: months.length, boxCharges: 2 };
}
