// A box bought in an order starts its subscription when checkout confirms the order, inside
// checkout's transaction (the handle is a parameter: the order's confirmation and the subscription
// commit together). A gift waits for its code to be redeemed (BUSINESS-RULES "Vinyl box").
import { schema, type Tx } from '@spindle/db';
import { BOX_MONTHS, type BoxPeriodicity } from '@spindle/domain';
import { and, eq } from 'drizzle-orm';

const { boxPlans, boxSubscriptions } = schema;

type SubscriptionInsert = typeof boxSubscriptions.$inferInsert;

/** A box line of a paid order, as its subscription starts from it. */
export interface PaidBoxLine {
  userId: number;
  recordsPerMonth: 1 | 2;
  periodicity: BoxPeriodicity;
  currency: SubscriptionInsert['currency'];
  /** The line's total and the shipping in it, for the whole periodicity. */
  totalMinor: number;
  shippingMinor: number;
  /** Bought as a gift (the order's flag or the cart's gift entry). */
  isGift: boolean;
  /** A gift entry of the cart: the subscription waits for its code. */
  waitsForCode: boolean;
  genreIds: number[];
  sponsor: string | null;
  linkOrigin: SubscriptionInsert['linkOrigin'];
  now: Date;
}

/** Starts the subscription of a paid box line in `tx`: its id and plan, or null when no active plan has its size. */
export async function startPaidBoxSubscription(
  tx: Tx,
  line: PaidBoxLine,
): Promise<{ id: number; planId: number } | null> {
  const [plan] = await tx
    .select({ id: boxPlans.id })
    .from(boxPlans)
    .where(and(eq(boxPlans.recordsPerMonth, line.recordsPerMonth), eq(boxPlans.active, true)))
    .limit(1);
  if (!plan) return null;
  const { now, periodicity } = line;
  const months = BOX_MONTHS[periodicity];
  const [subscription] = await tx
    .insert(boxSubscriptions)
    .values({
      userId: line.userId,
      planId: plan.id,
      step: line.waitsForCode ? 'not_activated' : 'confirmed',
      periodicity,
      monthsTotal: months,
      dispatchesLeft: months,
      currency: line.currency,
      monthlyPriceMinor: Math.round((line.totalMinor - line.shippingMinor) / months),
      monthlyShippingMinor: Math.round(line.shippingMinor / months),
      totalMinor: line.totalMinor,
      isGift: line.isGift,
      // The configurator's choices: genres for the automatic pick, the friend who sponsored it.
      genreIds: line.genreIds,
      sponsor: line.sponsor,
      startedAt: line.waitsForCode ? null : now,
      linkOrigin: line.linkOrigin,
      nextChargeAt:
        periodicity === 'monthly' ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) : null,
    })
    .returning({ id: boxSubscriptions.id });
  return subscription ? { id: subscription.id, planId: plan.id } : null;
}
