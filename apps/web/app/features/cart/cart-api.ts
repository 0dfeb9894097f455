// The cart calls of spec section 7 from the browser (callBrowser with the zod-free routes), and what
// both sides make of the answers: the page server calls the same endpoints in process
// (cart.server.ts). The browser is not sent zod: the group shipment answer is checked by its route's
// guard, the priced and the saved cart by the keys the store reads (lib/guards.ts).
import type { CartCalculateResponse, CartCustomer, SavedCartResponse } from '@spindle/contracts';
import { cartRoutes } from '@spindle/contracts/http';
import {
  cartCount,
  type Cart,
  type CartItem,
  type CartShopGroup,
  type CartShopKey,
  type CurrencyCode,
} from '@spindle/domain';
import { callBrowser } from '../../lib/api-browser.ts';
import { apiAnswer } from '../../lib/guards.ts';
import { shopIdOfKey } from './cart-intents.ts';
import { calculateBodyOf, emptyCartState, type CartState } from './cart-state.ts';

/** The outcome of pricing: the priced cart, or why not (a 4xx code, or 'unavailable' for 5xx/network). */
export type CalculateOutcome =
  | { ok: true; priced: CartCalculateResponse }
  | { ok: false; code: string; status: number; fields: Record<string, string> };

/** What either client answers a call with: the value, or the refusal's status, code and field codes. */
export type CartCallResult =
  { ok: true; value: unknown } | { ok: false; status: number; code: string; fields: Record<string, string> };

/** Options of a calculation: save it for a signed-in user, with the checkout's customer and pickup point. */
export interface CalculateOptions {
  save: boolean;
  customer?: CartCustomer | null;
  sendPickupPoint?: boolean;
}

/** The query and body of POST cart/calculate for a cart state. */
export function calculateInputOf(state: CartState, options: CalculateOptions) {
  // Every field is sent, an absent one as null, as the address form leaves it.
  const customer = options.customer
    ? (Object.fromEntries(Object.entries(options.customer).map(([key, value]) => [key, value ?? null])) as CartCustomer)
    : null;
  return {
    query: { currency: state.cart.currency as CurrencyCode },
    body: calculateBodyOf(state, { save: options.save, customer, sendPickupPoint: options.sendPickupPoint ?? false }),
  };
}

/** A calculation's answer as the cart reads it: a server failure or an answer without its keys is 'unavailable'. */
export function calculateOutcomeOf(result: CartCallResult): CalculateOutcome {
  if (!result.ok) {
    if (result.status >= 500) return { ok: false, code: 'unavailable', status: result.status, fields: {} };
    return { ok: false, status: result.status, code: result.code, fields: result.fields };
  }
  const priced = apiAnswer<CartCalculateResponse>(result.value, 'id', 'shops', 'boxes');
  if (!priced) return { ok: false, code: 'unavailable', status: 502, fields: {} };
  return { ok: true, priced };
}

/** POST cart/calculate from the browser: prices the cart (and saves it for a signed-in user when `save`). */
export async function calculateCart(state: CartState, options: CalculateOptions): Promise<CalculateOutcome> {
  try {
    return calculateOutcomeOf(await callBrowser(cartRoutes.calculate, calculateInputOf(state, options)));
  } catch {
    return { ok: false, code: 'unavailable', status: 503, fields: {} };
  }
}

/**
 * The cart after a calculation (spec section 4): it takes the server's id, and it is emptied when
 * the server priced nothing or refused the cart outright (a failed calculation that leaves nothing).
 */
export function stateAfterCalculation(state: CartState, outcome: CalculateOutcome): CartState {
  if (outcome.ok) {
    const { priced } = outcome;
    if (priced.shops.length === 0 && priced.boxes.length === 0)
      return emptyCartState(state.cart.currency as CurrencyCode);
    return { ...state, cart: { ...state.cart, id: priced.id } };
  }
  // A refused cart (4xx, e.g. nothing in it can be priced) is dropped; a server outage keeps it.
  if (outcome.status < 500 && outcome.status !== 401 && outcome.status !== 429) {
    return emptyCartState(state.cart.currency as CurrencyCode);
  }
  return state;
}

/** GET projects/{id}/group-shipment from the browser: the shop id of the project's group, null on failure. */
export async function shipTogetherShopId(projectId: number): Promise<number | null> {
  try {
    const answer = await callBrowser(cartRoutes.groupShipment, { params: { id: projectId } });
    return answer.ok ? shopIdOfKey(answer.value.shopKey) : null;
  } catch {
    return null;
  }
}

/** The saved cart of GET cart as a cart state; null when it holds nothing. */
export function savedCartStateOf(saved: SavedCartResponse['cart'], currency: CurrencyCode): CartState | null {
  if (!saved) return null;
  const shops: Partial<Record<CartShopKey, CartShopGroup>> = {};
  for (const [key, group] of Object.entries(saved.shops)) {
    const shopId = shopIdOfKey(key);
    if (shopId === null || group.items.length === 0) continue;
    shops[key as CartShopKey] = {
      id: shopId,
      type: 'project',
      shipping_type: group.shipping_type,
      ...(group.shipment === 'split' ? { shipment: group.shipment } : {}),
      items: group.items.map((line) => {
        const item: CartItem = {
          project_id: line.project_id,
          quantity: line.quantity,
          chosen_sizes: line.chosen_sizes,
        };
        if (line.item_id !== null) item.item_id = line.item_id;
        return item;
      }),
    };
  }
  const boxes = saved.boxes.map((box) => ({ name: `box_${box.type}`, ...box }));
  const cart: Cart = { id: saved.id, count: 0, currency, promo_code: saved.promo_code, shops, boxes };
  const count = cartCount(cart);
  if (count === 0) return null;
  return {
    cart: { ...cart, count },
    countryId: saved.country_id,
    isGift: saved.is_gift,
    pickup: saved.pickup,
    pickupPoint: saved.pickup_point,
  };
}

/** What GET cart gave: `signedIn` is false for a visitor (401) or any failure; `state` null without a cart. */
export interface SavedCart {
  signedIn: boolean;
  state: CartState | null;
}

/** GET cart from the browser: the signed-in user's saved cart as a cart state. */
export async function fetchSavedCart(currency: CurrencyCode): Promise<SavedCart> {
  try {
    const answer = await callBrowser(cartRoutes.saved);
    if (!answer.ok) return { signedIn: false, state: null };
    const saved = apiAnswer<SavedCartResponse>(answer.value, 'cart')?.cart ?? null;
    return { signedIn: true, state: savedCartStateOf(saved, currency) };
  } catch {
    return { signedIn: false, state: null };
  }
}

/** DELETE cart from the browser: forgets the server's cart (the signed-in user's saved one, or this anonymous id). */
export async function deleteServerCart(cartId: string | null): Promise<void> {
  try {
    await callBrowser(cartRoutes.forget, { query: cartId ? { id: cartId } : {} });
  } catch {
    // Forgetting is best effort: the local cart is already empty, and server carts expire.
  }
}

/** The body of POST user/event add_to_cart for a line. */
export function addToCartEventOf(line: { project_id: number; item_id?: number | null; quantity: number }) {
  return {
    type: 'add_to_cart' as const,
    project_id: line.project_id,
    item_id: line.item_id ?? null,
    quantity: line.quantity,
  };
}

/** POST user/event add_to_cart from the browser, for a signed-in user (a visitor's 401 is expected and ignored). */
export async function sendAddToCartEvent(line: { project_id: number; item_id?: number | null; quantity: number }) {
  try {
    await callBrowser(cartRoutes.userEvent, { body: addToCartEventOf(line) });
  } catch {
    // Analytics never blocks the cart.
  }
}
