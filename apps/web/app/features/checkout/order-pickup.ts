// The pickup point an order's parcels go to, remembered for the confirmation page: the payment step
// that creates or pays the order writes it (only when a parcel of that cart ships to a pickup point),
// and /cart/confirmation shows it for that very order, on a reload too (the cart is emptied by then).
import { pickupPointSchema } from '@spindle/contracts';
import { z } from 'zod';
import { fromBase64Url, toBase64Url } from '../cart/cart-state.ts';
import type { PickupPoint } from './pickup-rules.ts';

/** Cookie name; it lives a day, like the confirmation's own last_order cookie. */
export const ORDER_PICKUP_COOKIE = 'order_pickup';
export const ORDER_PICKUP_DAYS = 1;

const storedSchema = z.tuple([z.number().int().positive(), pickupPointSchema]);

/** The cookie value for an order and its point. */
export function encodeOrderPickup(orderId: number, point: PickupPoint): string {
  return toBase64Url(JSON.stringify([orderId, point]));
}

/** The point kept for this order, or null (another order's, none, or a tampered value). */
export function decodeOrderPickup(value: string | null | undefined, orderId: number): PickupPoint | null {
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(value));
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success || parsed.data[0] !== orderId) return null;
  return parsed.data[1];
}
