// What the customer's library shows of their boxes (GET user/boxes, library module): their paid
// subscriptions with the plan, the records each sent, and the gift codes they bought.
import { schema, type Db } from '@spindle/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

const { boxSubscriptions, boxPlans, boxDispatches, boxCodes } = schema;

/** Boxes and gifts are shown once paid; a subscription still being created is not one yet. */
const SHOWN_BOX_STEPS = [
  'confirmed',
  'not_activated',
  'monthly_pending',
  'stopped',
  'finished',
  'refunded',
  'cancelled',
] as const;

/** The user's box subscriptions once paid, with their plan, newest first. */
export async function boxesOfUser(db: Db, userId: number) {
  return db
    .select({ row: boxSubscriptions, plan: boxPlans })
    .from(boxSubscriptions)
    .innerJoin(boxPlans, eq(boxPlans.id, boxSubscriptions.planId))
    .where(and(eq(boxSubscriptions.userId, userId), inArray(boxSubscriptions.step, [...SHOWN_BOX_STEPS])))
    .orderBy(desc(boxSubscriptions.createdAt), desc(boxSubscriptions.id));
}

/** The records sent (or to send) for some subscriptions, latest month first. */
export async function boxDispatchesOf(db: Db, subscriptionIds: readonly number[]) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(boxDispatches)
    .where(inArray(boxDispatches.boxSubscriptionId, [...subscriptionIds]))
    .orderBy(desc(boxDispatches.month), asc(boxDispatches.id));
}

/** The gift codes the user bought, with their plan, newest first. */
export async function giftCodesBoughtBy(db: Db, userId: number) {
  return db
    .select({ row: boxCodes, plan: boxPlans })
    .from(boxCodes)
    .innerJoin(boxPlans, eq(boxPlans.id, boxCodes.planId))
    .where(eq(boxCodes.boughtByUserId, userId))
    .orderBy(desc(boxCodes.createdAt), desc(boxCodes.id));
}
