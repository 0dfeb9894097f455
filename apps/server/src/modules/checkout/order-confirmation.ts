// Moving a paid order to `confirmed`, exactly once whoever asks (cart/confirm, cart/pay with a card
// that succeeds at once, any number of webhooks in any order): the order row is locked and only the
// caller that finds it unconfirmed does the work, in the same transaction as its effects.
import { BOX_MONTHS, type BoxPeriodicity } from '@spindle/domain';
import { schema, lockKey, type Db, type Tx } from '@spindle/db';
import { and, eq, isNull } from 'drizzle-orm';
import { awardPoints } from '../account/index.ts';
import { recordPaidGiftBox, startPaidBoxSubscription } from '../boxes/index.ts';
import { boxEntriesOfCart, lockPromoCodeKey, markCartOrdered, recordPromoUse } from '../cart/index.ts';
import { settleOrderPayments, type PaymentView } from '../payments/index.ts';
import { addSold } from '../projects/index.ts';
import { issueOrderInvoice } from './order-invoice.ts';
import type { OrdersRepo } from './orders.repo.ts';
import { consumeReservations, OutOfStockError, releaseOrdersInTx, retakeStock } from './stock-reservations.ts';

const { orders, shopOrders, orderItems, stockReservations } = schema;

const BOX_PERIODICITIES = new Set<string>(Object.keys(BOX_MONTHS));

/** Box lines of a paid order start their subscription (step confirmed; monthly ones charge again in a month). */
async function startBoxSubscriptions(
  tx: Tx,
  order: typeof orders.$inferSelect,
  items: (typeof orderItems.$inferSelect)[],
  now: Date,
): Promise<void> {
  if (order.userId === null) return;
  // The cart's box entries, in the order the box lines were made: which box is a gift, and for whom.
  const { boxes: entries, locale } = order.cartId
    ? await boxEntriesOfCart(tx, order.cartId)
    : { boxes: [], locale: null };
  const boxLines = items.filter((item) => item.category === 'box').sort((a, b) => a.id - b.id);
  for (const item of items) {
    const entry = entries[boxLines.indexOf(item)];
    const gift = entry?.gift ?? null;
    if (item.category !== 'box' || item.boxSubscriptionId !== null || !item.periodicity) continue;
    if (!BOX_PERIODICITIES.has(item.periodicity)) continue;
    const periodicity = item.periodicity as BoxPeriodicity;
    const subscription = await startPaidBoxSubscription(tx, {
      userId: order.userId,
      recordsPerMonth: item.type === 'two' ? 2 : 1,
      periodicity,
      currency: order.currency,
      totalMinor: item.totalMinor,
      shippingMinor: item.shippingMinor,
      isGift: order.isGift || gift !== null,
      waitsForCode: gift !== null,
      genreIds: entry?.genre_ids ?? [],
      sponsor: entry?.sponsor ?? null,
      linkOrigin: order.linkOrigin,
      now,
    });
    if (!subscription) continue;
    await tx.update(orderItems).set({ boxSubscriptionId: subscription.id }).where(eq(orderItems.id, item.id));
    if (gift)
      await recordPaidGiftBox(tx, {
        orderId: order.id,
        orderItemId: item.id,
        buyerUserId: order.userId,
        buyerEmail: order.email,
        buyerName: order.billingAddress?.firstname ?? null,
        locale,
        linkOrigin: order.linkOrigin,
        planId: subscription.planId,
        periodicity,
        months: BOX_MONTHS[periodicity],
        subscriptionId: subscription.id,
        gift,
        now,
      });
  }
}

/** Loyalty points per unit bought (BUSINESS-RULES "Orders": 10 points per unit). */
export const POINTS_PER_UNIT = 10;

/** What confirming did: confirmed now (send the e-mail), already confirmed, or paid too late (refund). */
export type ConfirmOutcome =
  | { kind: 'confirmed'; orderId: number }
  | { kind: 'already'; orderId: number }
  | { kind: 'sold_out_after_expiry'; orderId: number }
  | { kind: 'not_confirmable'; orderId: number; status: string };

/**
 * Confirms a paid order inside `tx`. From `creating` the held copies are consumed; from `failed` (its
 * hold expired before the money came) the copies are taken again if still there, else the caller
 * refunds. Effects: order, shop orders and payment confirmed, sold counters, promo use, points, cart closed.
 */
export async function confirmOrderInTx(tx: Tx, orderId: number, now: Date): Promise<ConfirmOutcome> {
  await lockKey(tx, `order:${orderId}`);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return { kind: 'not_confirmable', orderId, status: 'missing' };
  if (order.status === 'confirmed' || order.status === 'refunded') return { kind: 'already', orderId };
  if (order.status !== 'creating' && order.status !== 'failed') {
    return { kind: 'not_confirmable', orderId, status: order.status };
  }
  // The code's lock before any stock (the order checkout takes them in), so a payment counting the
  // code's uses never misses this one between its reads.
  if (order.promoCode) await lockPromoCodeKey(tx, order.promoCode);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const projectLines = items.flatMap((item) =>
    item.projectId === null
      ? []
      : [{ projectId: item.projectId, itemId: item.itemId, size: item.size, quantity: item.quantity }],
  );
  if (order.status === 'failed') {
    try {
      await tx.transaction(async (savepoint) => retakeStock(savepoint, projectLines));
    } catch (error) {
      if (error instanceof OutOfStockError) return { kind: 'sold_out_after_expiry', orderId };
      throw error;
    }
  } else {
    await consumeReservations(tx, orderId, now);
  }
  await tx.update(orders).set({ status: 'confirmed', paidAt: now, updatedAt: now }).where(eq(orders.id, orderId));
  await tx
    .update(shopOrders)
    .set({ status: 'confirmed', updatedAt: now })
    .where(and(eq(shopOrders.orderId, orderId), eq(shopOrders.status, 'creating')));
  await settleOrderPayments(tx, orderId, now);
  const soldByProject = new Map<number, number>();
  for (const line of projectLines)
    soldByProject.set(line.projectId, (soldByProject.get(line.projectId) ?? 0) + line.quantity);
  for (const [projectId, quantity] of [...soldByProject.entries()].sort(([a], [b]) => a - b)) {
    await addSold(tx, projectId, quantity);
  }
  if (order.cartId) await markCartOrdered(tx, { cartId: order.cartId, orderId, now });
  if (order.promoCode && order.discountMinor > 0) {
    const { promoCode: code, userId, discountMinor, currency } = order;
    await recordPromoUse(tx, { code, userId, orderId, discountMinor, currency });
  }
  await startBoxSubscriptions(tx, order, items, now);
  await issueOrderInvoice(tx, order, items, now);
  const units = projectLines.reduce((sum, line) => sum + line.quantity, 0);
  if (order.userId !== null && units > 0) {
    await awardPoints(tx, { userId: order.userId, points: units * POINTS_PER_UNIT, reason: 'purchase', orderId });
  }
  // Holds that were not open any more (retaken stock) leave nothing dangling.
  await tx
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)));
  return { kind: 'confirmed', orderId };
}

/** What settling the answer of our own call to the provider needs. */
export interface PaymentSettlementDeps {
  db: Db;
  orders: OrdersRepo;
  clock: () => Date;
  /** The e-mail (or the refund of a payment that came after its copies were sold). */
  afterConfirm: (outcome: ConfirmOutcome) => Promise<void>;
}

/** Records the provider's answer (cart/pay, cart/confirm); confirms the order when it says succeeded. */
export async function settlePayment(
  deps: PaymentSettlementDeps,
  payment: { paymentId: number; orderId: number; view: PaymentView },
): Promise<void> {
  const { paymentId, orderId, view } = payment;
  if (view.status === 'succeeded') {
    const outcome = await deps.db.transaction((tx) => confirmOrderInTx(tx, orderId, deps.clock()));
    await deps.afterConfirm(outcome);
    return;
  }
  if (view.status === 'requires_action') await deps.orders.recordPaymentAttempt(paymentId, 'requires_action', null);
  else if (view.status === 'requires_payment_method' || view.status === 'processing') {
    await deps.orders.recordPaymentAttempt(paymentId, 'pending', view.declineCode);
  }
}

/**
 * How checkout settles the order behind a payment that moved (payments' OrderSettlement, given at
 * composition): the same lock order as cart/confirm, confirmation exactly once, a confirmed order
 * marked refunded when its payment was refunded in full, and an unpaid order released when its payment
 * was cancelled.
 */
export function createOrderSettlement(afterConfirm: (outcome: ConfirmOutcome) => Promise<void>) {
  return {
    async lockOrder(tx: Tx, orderId: number): Promise<void> {
      await lockKey(tx, `order:${orderId}`);
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    },
    confirmPaid: confirmOrderInTx,
    async markRefunded(tx: Tx, orderId: number, now: Date): Promise<void> {
      await tx
        .update(orders)
        .set({ status: 'refunded', updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'confirmed')));
    },
    async releaseUnpaid(tx: Tx, orderId: number, now: Date): Promise<void> {
      await releaseOrdersInTx(tx, [orderId], now);
    },
    afterConfirm,
  };
}
