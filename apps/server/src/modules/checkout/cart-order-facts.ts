// What the cart reads of orders, as checkout's queries on its own tables (cart's `CartOrderFacts`,
// handed to the cart at composition: checkout sits above cart). Place-order and the promo check read
// the same facts inside their transaction.
import { emailIdentityOf } from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { CartCustomer, CartOrderFacts, HeldCopies, OrderOfCart } from '../cart/index.ts';

const { orders, orderItems, stockReservations } = schema;

/** The customer's orders: the user's, or whoever the e-mail really is ('Ann+x@Gmail.com.' is ann@gmail.com). */
function ownersOf(customer: CartCustomer) {
  const emailKey = customer.email?.trim() ? emailIdentityOf(customer.email) : null;
  return [
    customer.userId === null ? undefined : eq(orders.userId, customer.userId),
    emailKey === null ? undefined : eq(orders.emailKey, emailKey),
  ].filter((condition) => condition !== undefined);
}

/**
 * Copies of each project the customer already has: confirmed orders plus orders being paid (their
 * copies are held), so two checkouts at once cannot both use the last allowance. A customer is the
 * signed-in user OR whoever the e-mail really is, so neither a new address nor a guest checkout gets a
 * second allowance. Takes the transaction when called inside one (PGlite has a single connection).
 */
export async function copiesBought(
  db: Pick<Db, 'select'>,
  projectIds: readonly number[],
  customer: CartCustomer,
  /** The cart being priced: its own open order's copies are not "already bought" (a retry after a decline). */
  excludeCartId: string | null = null,
): Promise<Map<number, number>> {
  const owners = ownersOf(customer);
  if (owners.length === 0 || projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: orderItems.projectId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        or(...owners),
        inArray(orderItems.projectId, [...projectIds]),
        or(
          eq(orders.status, 'confirmed'),
          and(
            eq(orders.status, 'creating'),
            sql`exists (select 1 from ${stockReservations} r where r.order_id = ${orders.id} and r.released_at is null)`,
            excludeCartId === null ? undefined : sql`${orders.cartId} is distinct from ${excludeCartId}`,
          ),
        ),
      ),
    )
    .groupBy(orderItems.projectId);
  return new Map(rows.flatMap((row) => (row.projectId === null ? [] : [[row.projectId, Number(row.quantity)]])));
}

/**
 * Whether the customer (the user, or whoever the e-mail really is) already has a paid order: codes for
 * a first order refuse them. Takes the transaction when called inside one.
 */
export async function customerHasPaidOrder(db: Pick<Db, 'select'>, customer: CartCustomer): Promise<boolean> {
  const owners = ownersOf(customer);
  if (owners.length === 0) return false;
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(or(...owners), isNotNull(orders.paidAt)))
    .limit(1);
  return paid !== undefined;
}

/** Copies this cart's own open order holds (unreleased, unexpired), per project and item. */
async function heldByCart(db: Db, cartId: string): Promise<HeldCopies[]> {
  return db
    .select({
      projectId: stockReservations.projectId,
      itemId: stockReservations.itemId,
      quantity: sql<number>`sum(${stockReservations.quantity})::int`,
    })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.cartId, cartId),
        isNull(stockReservations.releasedAt),
        gt(stockReservations.expiresAt, sql`now()`),
      ),
    )
    .groupBy(stockReservations.projectId, stockReservations.itemId);
}

async function findOrder(db: Db, id: number): Promise<OrderOfCart | null> {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, cartId: orders.cartId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

/** Checkout's answers to what the cart asks of orders (given to the cart at composition). */
export function createCartOrderFacts(db: Db): CartOrderFacts {
  return {
    copiesBought: (projectIds, customer, excludeCartId) => copiesBought(db, projectIds, customer, excludeCartId),
    hasPaidOrder: (customer) => customerHasPaidOrder(db, customer),
    heldByCart: (cartId) => heldByCart(db, cartId),
    findOrder: (id) => findOrder(db, id),
  };
}
