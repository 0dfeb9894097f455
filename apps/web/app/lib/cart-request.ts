// Asking the cart to add something from another feature (the project page's buy form) without
// importing the cart: a window event, as lib/play-request.ts does for the player. The cart store
// answers it; when nothing does (no cart on the page), the caller lets its form post to /cart.

/** Name of the window event that asks the cart to add a line. */
export const CART_ADD_EVENT = 'spindle:cart-add';

/** Fields of the add, as the buy form posts them to /cart (project_id, item_id, quantity, size). */
export type CartAddRequest = Record<string, string>;

/** Asks the live cart to add a line; true when the cart took it (the form must not post then). */
export function requestCartAdd(fields: CartAddRequest): boolean {
  if (typeof window === 'undefined') return false;
  const event = new CustomEvent<CartAddRequest>(CART_ADD_EVENT, { detail: fields, cancelable: true });
  // The cart calls preventDefault() when it handles the request.
  return !window.dispatchEvent(event);
}
