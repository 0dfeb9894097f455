// The promo code of an order being placed, counted again under the code's lock (docs/admin.md
// "Promotions"): the uses recorded by paid orders plus the orders being paid with it (their copies held,
// not expired) must leave one free, in all and for this customer, and a first-order code needs a
// customer without a paid order. Two buyers racing for the last use queue on the lock: the second
// counts the first's order and is refused with promo_code_not_applicable (409).
import { schema, type Tx } from '@spindle/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import { lockPromoCode } from '../cart/index.ts';
import { customerHasPaidOrder } from './cart-order-facts.ts';

const { orders, stockReservations } = schema;

/** Orders being paid with the code (status creating, copies still held): each holds one use. */
async function heldUses(tx: Tx, code: string, userId: number | null, now: Date) {
  const [held] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      byUser: sql<number>`count(*) filter (where ${orders.userId} = ${userId ?? -1})::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.promoCode, code),
        eq(orders.status, 'creating'),
        sql`exists (select 1 from ${stockReservations} r where r.order_id = ${orders.id} and r.released_at is null and r.expires_at > ${now})`,
      ),
    );
  return { total: Number(held?.total ?? 0), byUser: Number(held?.byUser ?? 0) };
}

/** Throws promo_code_not_applicable when the priced code has no use left for this checkout. */
export async function checkPromoUseInTx(
  tx: Tx,
  checkout: {
    priced: { promo: { applied: { promoCode: string } | null } };
    userId: number | null;
    email: string;
    now: Date;
  },
): Promise<void> {
  const applied = checkout.priced.promo.applied;
  if (!applied) return;
  const locked = await lockPromoCode(tx, applied.promoCode, checkout.userId);
  if (!locked) throw new AppError('promo_code_not_applicable');
  const { code, usage } = locked;
  if (code.endsAt && checkout.now >= code.endsAt) throw new AppError('promo_code_not_applicable');
  if (code.maxUses !== null || code.maxUsesPerCustomer !== null) {
    const held = await heldUses(tx, code.code, checkout.userId, checkout.now);
    if (code.maxUses !== null && usage.totalUses + held.total >= code.maxUses) {
      throw new AppError('promo_code_not_applicable');
    }
    if (
      code.maxUsesPerCustomer !== null &&
      checkout.userId !== null &&
      usage.usesByUser + held.byUser >= code.maxUsesPerCustomer
    ) {
      throw new AppError('promo_code_not_applicable');
    }
  }
  if (code.firstOrderOnly && (await customerHasPaidOrder(tx, { userId: checkout.userId, email: checkout.email }))) {
    throw new AppError('promo_code_not_applicable');
  }
}
