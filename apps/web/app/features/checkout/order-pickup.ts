// The pickup point an order's parcels go to, remembered for the confirmation page: the payment step
// that creates or pays the order writes it (only when a parcel of that cart ships to a pickup point),
// and /cart/confirmation shows it for that very order, on a reload too (the cart is emptied by then).
import { base64UrlJsonOf, toBase64Url } from '../cart/index.ts';
import { storedPickupPointOf, type PickupPoint } from './pickup-rules.ts';

/** Cookie name; it lives a day, like the confirmation's own last_order cookie. */
export const ORDER_PICKUP_COOKIE = 'order_pickup';
export const ORDER_PICKUP_DAYS = 1;

/** The cookie value for an order and its point. */
export function encodeOrderPickup(orderId: number, point: PickupPoint): string {
  return toBase64Url(JSON.stringify([orderId, point]));
}

/** The point kept for this order, or null (another order's, none, or a tampered value). */
export function decodeOrderPickup(value: string | null | undefined, orderId: number): PickupPoint | null {
  const json = base64UrlJsonOf(value);
  if (!Array.isArray(json) || json.length !== 2 || json[0] !== orderId) return null;
  return storedPickupPointOf(json[1]);
}
