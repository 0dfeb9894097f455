// Carts (the 10-character id the client keeps), group shipment, product events, checkout feedback and
// gift box codes: the Drizzle queries of the cart module.
import type { Cart } from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { recordServerEvent, type ServerEvent } from '../analytics/index.ts';
import type { ProjectCardRow } from '../project-cards/index.ts';
import type { CartOrderFacts, OrderOfCart } from './cart-order-facts.ts';
import type { BoxCodeOfCart, CartBoxFacts, CartPorts } from './cart-reference-facts.ts';
import { groupShipmentOf, projectExists, relatedListedProjects } from '../projects/index.ts';

const { carts } = schema;

export type CartRow = typeof carts.$inferSelect;

/** Deletes unsaved carts whose time is up (anonymous carts live 1 day, like their cookie) and that never became an order. */
export async function purgeExpiredCarts(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(carts)
    .where(and(lt(carts.expiresAt, now), isNull(carts.orderId)))
    .returning({ id: carts.id });
  return deleted.length;
}

/** The cart kept under this id, or null (checkout's confirmation e-mail reads the buyer's language there). */
export async function findStoredCart(db: Db, id: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row ?? null;
}

/**
 * The cart's queries; what it knows of orders and of gift box codes is checkout's and boxes', given at
 * composition (`CartOrderFacts`, `CartBoxFacts`).
 */
export function createCartRepo(db: Db, ports: Pick<CartPorts, 'orders' | 'boxes'>) {
  return {
    ...createStoredCartQueries(db),
    ...createCartProjectQueries(db),
    ...createShopEventQueries(db, ports.orders),
    ...createBoxCodeQueries(ports.boxes),
  };
}

/** The stored carts: the one the client names, the saved one of a user. */
function createStoredCartQueries(db: Db) {
  return {
    findCart: (id: string): Promise<CartRow | null> => findStoredCart(db, id),

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

/** Gift box codes: boxes' (`CartBoxFacts`, given at composition). */
function createBoxCodeQueries(boxes: CartBoxFacts) {
  return {
    /** A gift box code (any case) with its plan's records per month. */
    findBoxCode: (code: string): Promise<BoxCodeOfCart | null> => boxes.findBoxCode(code),

    /** Redeems a code for a user once; the subscription it started, null when another redeem took it. */
    redeemBoxCode: (codeId: number, userId: number, now: Date): Promise<number | null> =>
      boxes.redeemBoxCode(codeId, userId, now),
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
