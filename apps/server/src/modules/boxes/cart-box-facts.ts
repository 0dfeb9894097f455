// What the cart reads and does of the vinyl box (cart's port `CartBoxFacts`; boxes sits above cart,
// decision 0013): the box prices its pricing reads, and a gift code checked and redeemed from the cart's
// box code routes. The same queries cart ran on these tables before they were asked here.
import { isCurrencyCode, type BoxPriceRow } from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BoxCodeOfCart, CartBoxFacts } from '../cart/index.ts';

const { boxCodes, boxPlans, boxPrices, boxSubscriptions } = schema;

export function createCartBoxFacts(db: Db): CartBoxFacts {
  return {
    boxPrices: () => readBoxPrices(db),
    findBoxCode: (code) => findBoxCode(db, code),
    redeemBoxCode: (codeId, userId, now) => redeemBoxCode(db, codeId, userId, now),
  };
}

/** Every box price row of the active plans (plan type one/two x periodicity x currency). */
async function readBoxPrices(db: Db): Promise<BoxPriceRow[]> {
  const rows = await db
    .select({
      recordsPerMonth: boxPlans.recordsPerMonth,
      periodicity: boxPrices.periodicity,
      currency: boxPrices.currency,
      monthlyPriceMinor: boxPrices.monthlyPriceMinor,
    })
    .from(boxPrices)
    .innerJoin(boxPlans, eq(boxPlans.id, boxPrices.planId))
    .where(eq(boxPlans.active, true));
  return rows.flatMap((row) =>
    isCurrencyCode(row.currency) && (row.recordsPerMonth === 1 || row.recordsPerMonth === 2)
      ? [
          {
            type: row.recordsPerMonth === 1 ? ('one' as const) : ('two' as const),
            periodicity: row.periodicity,
            currency: row.currency,
            monthlyPriceMinor: row.monthlyPriceMinor,
          },
        ]
      : [],
  );
}

/** A gift box code (any case) with its plan's records per month. */
async function findBoxCode(db: Db, code: string): Promise<BoxCodeOfCart | null> {
  const [row] = await db
    .select({
      id: boxCodes.id,
      code: boxCodes.code,
      months: boxCodes.months,
      recordsPerMonth: boxPlans.recordsPerMonth,
      redeemedAt: boxCodes.redeemedAt,
      expiresAt: boxCodes.expiresAt,
    })
    .from(boxCodes)
    .innerJoin(boxPlans, eq(boxPlans.id, boxCodes.planId))
    .where(eq(sql`upper(${boxCodes.code})`, code.trim().toUpperCase()));
  return row ?? null;
}

/**
 * Redeems a code for a user once: the guarded update claims it (a second redeem finds it taken), then
 * the subscription it pays for starts for the redeemer (a bought gift's, or a new one at the EUR price).
 */
async function redeemBoxCode(db: Db, codeId: number, userId: number, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(boxCodes)
      .set({ redeemedByUserId: userId, redeemedAt: now })
      .where(and(eq(boxCodes.id, codeId), isNull(boxCodes.redeemedAt)))
      .returning();
    if (!claimed) return null;
    if (claimed.boxSubscriptionId !== null) {
      await tx
        .update(boxSubscriptions)
        .set({ userId, step: 'confirmed', startedAt: now, updatedAt: now })
        .where(eq(boxSubscriptions.id, claimed.boxSubscriptionId));
      return claimed.boxSubscriptionId;
    }
    const [price] = await tx
      .select({ monthlyPriceMinor: boxPrices.monthlyPriceMinor })
      .from(boxPrices)
      .where(
        and(
          eq(boxPrices.planId, claimed.planId),
          eq(boxPrices.periodicity, claimed.periodicity),
          eq(boxPrices.currency, 'EUR'),
        ),
      );
    const monthlyPriceMinor = price?.monthlyPriceMinor ?? 0;
    const [subscription] = await tx
      .insert(boxSubscriptions)
      .values({
        userId,
        planId: claimed.planId,
        step: 'confirmed',
        periodicity: claimed.periodicity,
        monthsTotal: claimed.months,
        dispatchesLeft: claimed.months,
        currency: 'EUR',
        monthlyPriceMinor,
        monthlyShippingMinor: 0,
        totalMinor: monthlyPriceMinor * claimed.months,
        isGift: true,
        startedAt: now,
      })
      .returning({ id: boxSubscriptions.id });
    if (!subscription) throw new Error('box subscription insert returned nothing');
    await tx.update(boxCodes).set({ boxSubscriptionId: subscription.id }).where(eq(boxCodes.id, codeId));
    return subscription.id;
  });
}
