// Carts (the 10-character id the client keeps), group shipment, product events, checkout feedback and
// gift box codes: the Drizzle queries of the cart module.
import type { Cart } from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { recordServerEvent, type ServerEvent } from '../analytics/index.ts';
import type { ProjectCardRow } from '../project-cards/index.ts';
import type { CartOrderFacts, OrderOfCart } from './cart-order-facts.ts';
import { groupShipmentOf, projectExists, relatedListedProjects } from '../projects/index.ts';

const { carts, boxCodes, boxPlans, boxPrices, boxSubscriptions } = schema;

export type CartRow = typeof carts.$inferSelect;

/** Deletes unsaved carts whose time is up (anonymous carts live 1 day, like their cookie) and that never became an order. */
export async function purgeExpiredCarts(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(carts)
    .where(and(lt(carts.expiresAt, now), isNull(carts.orderId)))
    .returning({ id: carts.id });
  return deleted.length;
}

/** The cart's queries; what it knows of orders is checkout's, given at composition (`CartOrderFacts`). */
export function createCartRepo(db: Db, orderFacts: CartOrderFacts) {
  return {
    ...createStoredCartQueries(db),
    ...createCartProjectQueries(db),
    ...createShopEventQueries(db, orderFacts),
    ...createBoxCodeQueries(db),
  };
}

/** The stored carts: the one the client names, the saved one of a user. */
function createStoredCartQueries(db: Db) {
  return {
    async findCart(id: string): Promise<CartRow | null> {
      const [row] = await db.select().from(carts).where(eq(carts.id, id));
      return row ?? null;
    },

    /** Inserts or replaces a cart (its data, owner, currency, promo code, country, expiry). */
    async upsertCart(values: {
      id: string;
      userId: number | null;
      currency: string;
      promoCode: string | null;
      countryId: string | null;
      data: Cart;
      expiresAt: Date | null;
    }): Promise<void> {
      await db
        .insert(carts)
        .values(values)
        .onConflictDoUpdate({
          target: carts.id,
          set: {
            userId: values.userId,
            currency: values.currency,
            promoCode: values.promoCode,
            countryId: values.countryId,
            data: values.data,
            expiresAt: values.expiresAt,
            updatedAt: sql`now()`,
          },
        });
    },

    /** The user's saved cart (kept without expiry, not paid yet), the newest. */
    async findSavedCart(userId: number): Promise<CartRow | null> {
      const [row] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.userId, userId), isNull(carts.expiresAt), isNull(carts.orderId)))
        .orderBy(desc(carts.updatedAt))
        .limit(1);
      return row ?? null;
    },

    /** Other saved carts of the user stop being saved when a new one is saved. */
    async unsaveOtherCarts(userId: number, keepId: string, expiresAt: Date): Promise<void> {
      await db
        .update(carts)
        .set({ expiresAt })
        .where(and(eq(carts.userId, userId), isNull(carts.expiresAt), sql`${carts.id} <> ${keepId}`));
    },

    async deleteCart(id: string): Promise<void> {
      await db.delete(carts).where(eq(carts.id, id));
    },

    async deleteSavedCarts(userId: number): Promise<void> {
      await db.delete(carts).where(and(eq(carts.userId, userId), isNull(carts.orderId)));
    },
  };
}

/** The projects beside a cart: its ship-together group, the ones to suggest. */
function createCartProjectQueries(db: Db) {
  return {
    /** Projects shipping with this one (same ship_together_group), itself included, ascending ids. */
    groupShipment: (projectId: number) => groupShipmentOf(db, projectId),

    /**
     * Listed projects to suggest beside a cart: those sharing a genre, an artist or a label with the
     * cart's projects, not in it and not sold out, the most popular first (projects' read model).
     */
    relatedProjects: (projectIds: readonly number[], limit: number): Promise<ProjectCardRow[]> =>
      relatedListedProjects(db, projectIds, limit),
  };
}

/** What shop events and checkout feedback check and record. */
function createShopEventQueries(db: Db, orderFacts: CartOrderFacts) {
  return {
    projectExists: (projectId: number): Promise<boolean> => projectExists(db, projectId),

    /** Through analytics' face, which owns the events. */
    insertEvent: (event: ServerEvent): Promise<void> => recordServerEvent(db, event),

    /** Checkout's (`CartOrderFacts`, given at composition). */
    findOrder: (id: number): Promise<OrderOfCart | null> => orderFacts.findOrder(id),
  };
}

/** Gift box codes: found in any case, redeemed once. */
function createBoxCodeQueries(db: Db) {
  return {
    /** A gift box code (any case) with its plan's records per month. */
    async findBoxCode(code: string) {
      const [row] = await db
        .select({
          id: boxCodes.id,
          code: boxCodes.code,
          planId: boxCodes.planId,
          periodicity: boxCodes.periodicity,
          months: boxCodes.months,
          recordsPerMonth: boxPlans.recordsPerMonth,
          redeemedAt: boxCodes.redeemedAt,
          expiresAt: boxCodes.expiresAt,
          boxSubscriptionId: boxCodes.boxSubscriptionId,
        })
        .from(boxCodes)
        .innerJoin(boxPlans, eq(boxPlans.id, boxCodes.planId))
        .where(eq(sql`upper(${boxCodes.code})`, code.trim().toUpperCase()));
      return row ?? null;
    },

    /**
     * Redeems a code for a user once: the guarded update claims it (a second redeem finds it taken),
     * then the subscription it pays for starts for the redeemer.
     */
    async redeemBoxCode(codeId: number, userId: number, now: Date): Promise<number | null> {
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
    },
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
