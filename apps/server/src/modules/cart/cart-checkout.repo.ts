// What checkout writes into the cart's tables when it confirms an order (issue 12: a module writes only
// its own tables, so checkout asks here): the cart then points at its order, and the promo code's use
// is counted for max_uses and max_uses_per_customer. Both the payment's count and the use's record run
// under the code's lock (lockPromoCode), so two buyers racing for its last use cannot both get it.
import { cartBoxInputSchema, type CartBoxInput } from '@spindle/contracts';
import { lockKey, schema, type Db, type Tx } from '@spindle/db';
import type { PromoCode, PromoUsage } from '@spindle/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { promoCodeOfRow } from './promo-code-row.ts';

const { carts, promoCodes, promoCodeUses } = schema;

/** Closes a cart on its confirmed order: the cart points at it from now. */
export async function markCartOrdered(
  tx: Db | Tx,
  order: { cartId: string; orderId: number; now: Date },
): Promise<void> {
  await tx.update(carts).set({ orderId: order.orderId, updatedAt: order.now }).where(eq(carts.id, order.cartId));
}

/** The code's lock alone, held to the end of the transaction (confirming an order takes it before its stock). */
export async function lockPromoCodeKey(tx: Tx, codeText: string): Promise<void> {
  await lockKey(tx, `promo:${codeText.trim().toUpperCase()}`);
}

/**
 * Takes the code's lock for the rest of the transaction (an advisory lock per code, upper-case text)
 * and reads the code with its recorded uses, in all and by the user. Null when the code is gone or off.
 * Callers take it before touching stock (the lock order is code, then projects).
 */
export async function lockPromoCode(
  tx: Tx,
  codeText: string,
  userId: number | null,
): Promise<{ code: PromoCode; usage: PromoUsage } | null> {
  const text = codeText.trim().toUpperCase();
  await lockPromoCodeKey(tx, text);
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, text));
  if (!row || !row.active) return null;
  const [uses] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      byUser: sql<number>`count(*) filter (where ${promoCodeUses.userId} = ${userId ?? -1})::int`,
    })
    .from(promoCodeUses)
    .where(eq(promoCodeUses.promoCodeId, row.id));
  return {
    code: promoCodeOfRow(row),
    usage: { totalUses: Number(uses?.total ?? 0), usesByUser: Number(uses?.byUser ?? 0) },
  };
}

/** Counts the use of a promo code by a confirmed order, once per order; nothing if the code is gone. */
export async function recordPromoUse(
  tx: Db | Tx,
  use: { code: string; userId: number | null; orderId: number; discountMinor: number; currency: string },
): Promise<void> {
  const [code] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, use.code));
  if (!code) return;
  await tx
    .insert(promoCodeUses)
    .values({
      promoCodeId: code.id,
      userId: use.userId,
      orderId: use.orderId,
      discountMinor: use.discountMinor,
      currency: use.currency,
    })
    .onConflictDoNothing();
}

/** The box entries a cart held (sponsor, genres, gift), in the cart's order, and the buyer's language. */
export async function boxEntriesOfCart(
  tx: Db | Tx,
  cartId: string,
): Promise<{ boxes: CartBoxInput[]; locale: string | null }> {
  const [row] = await tx.select({ data: carts.data }).from(carts).where(eq(carts.id, cartId));
  if (!row) return { boxes: [], locale: null };
  const boxes = z.array(cartBoxInputSchema).catch([]).parse(row.data.boxes);
  const locale = row.data.customer?.locale;
  return { boxes, locale: typeof locale === 'string' ? locale : null };
}
