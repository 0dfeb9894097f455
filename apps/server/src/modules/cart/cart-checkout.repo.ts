// What checkout writes into the cart's tables when it confirms an order (issue 12: a module writes only
// its own tables, so checkout asks here): the cart then points at its order, and the promo code's use
// is counted for once_overall and once_per_user.
import { cartBoxInputSchema, type CartBoxInput } from '@spindle/contracts';
import { schema, type Db, type Tx } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

const { carts, promoCodes, promoCodeUses } = schema;

/** Closes a cart on its confirmed order: the cart points at it from now. */
export async function markCartOrdered(
  tx: Db | Tx,
  order: { cartId: string; orderId: number; now: Date },
): Promise<void> {
  await tx.update(carts).set({ orderId: order.orderId, updatedAt: order.now }).where(eq(carts.id, order.cartId));
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
