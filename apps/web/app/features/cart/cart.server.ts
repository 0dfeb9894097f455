// The cart on the page server: read from the request's `cart` cookie, written back with Set-Cookie,
// priced through the in-process API as the visitor (their cookie and token go with each call). Every
// cart call but the forgetting is optional to the page: a failure comes back as a value.
import { cartEndpoints, type ProjectCard } from '@spindle/contracts';
import { CART_COOKIE_DAYS, COOKIE_NAMES, type CurrencyCode } from '@spindle/domain';
import type { RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import {
  addToCartEventOf,
  calculateInputOf,
  calculateOutcomeOf,
  savedCartStateOf,
  stateAfterCalculation,
  type CalculateOptions,
  type CalculateOutcome,
  type SavedCart,
} from './cart-api.ts';
import { shopIdOfKey } from './cart-intents.ts';
import { applyCartIntent, type CartIntent } from './cart-intents.ts';
import {
  CART_COOKIE_MAX_CHARS,
  decodeCartCookie,
  emptyCartState,
  encodeCartCookie,
  isCartEmpty,
  type CartState,
} from './cart-state.ts';

/** The visitor's cart from the request's cookie (an empty cart when there is none or it is unreadable). */
export function cartFromRequest(request: Request, currency: CurrencyCode): CartState {
  const state = decodeCartCookie(readCookie(request.headers.get('Cookie'), COOKIE_NAMES.cart), currency);
  return state ? { ...state, cart: { ...state.cart, currency } } : emptyCartState(currency);
}

/** The Set-Cookie value that keeps a cart (or deletes the cookie of an empty one). */
export function cartCookieHeader(state: CartState): string {
  if (isCartEmpty(state)) return `${COOKIE_NAMES.cart}=; Max-Age=0; Path=/; SameSite=Lax`;
  return serializeCookie(COOKIE_NAMES.cart, encodeCartCookie(state), CART_COOKIE_DAYS);
}

/** Whether a cart still fits its cookie. */
export function fitsCookie(state: CartState): boolean {
  return encodeCartCookie(state).length <= CART_COOKIE_MAX_CHARS;
}

/**
 * The cart a page starts from: the cookie's, or, when it is empty, the signed-in user's saved cart
 * (spec section 4). `restored` says the cookie must be written.
 */
export async function startingCart(
  context: Readonly<RouterContextProvider>,
  request: Request,
  currency: CurrencyCode,
): Promise<{ state: CartState; restored: boolean }> {
  const state = cartFromRequest(request, currency);
  if (!isCartEmpty(state)) return { state, restored: false };
  const saved = await fetchSavedCart(context, currency);
  return saved.state
    ? { state: { ...saved.state, cart: { ...saved.state.cart, currency } }, restored: true }
    : { state, restored: false };
}

/** Prices a cart as the visitor and applies the outcome (new id, emptied when nothing is left). */
export async function priceCart(
  context: Readonly<RouterContextProvider>,
  state: CartState,
  customer?: CalculateOptions['customer'],
  options: { sendPickupPoint?: boolean } = {},
): Promise<{ state: CartState; outcome: CalculateOutcome }> {
  if (isCartEmpty(state)) return { state, outcome: { ok: false, code: 'empty', status: 204, fields: {} } };
  const outcome = await calculateCart(context, state, {
    save: true,
    customer,
    sendPickupPoint: options.sendPickupPoint ?? false,
  });
  return { state: stateAfterCalculation(state, outcome), outcome };
}

/** Applies a posted cart change on the server (the page without JavaScript), with the add's group lookup. */
export async function applyIntentOnServer(
  context: Readonly<RouterContextProvider>,
  state: CartState,
  intent: CartIntent,
): Promise<CartState> {
  const shopId = intent.intent === 'add' ? await shipTogetherShopId(context, intent.project_id) : null;
  return applyCartIntent(state, intent, { shipTogetherShopId: shopId });
}

const AS_VALUE = { onServerFailure: 'value' } as const;

/** POST cart/calculate as the visitor. */
async function calculateCart(
  context: Readonly<RouterContextProvider>,
  state: CartState,
  options: CalculateOptions,
): Promise<CalculateOutcome> {
  const result = await apiClient(context).call(cartEndpoints.calculate, calculateInputOf(state, options), AS_VALUE);
  return calculateOutcomeOf(result);
}

/** GET cart: the signed-in user's saved cart; a visitor's 401 (or any failure) is "not signed in". */
async function fetchSavedCart(context: Readonly<RouterContextProvider>, currency: CurrencyCode): Promise<SavedCart> {
  const result = await apiClient(context).call(cartEndpoints.saved, {}, AS_VALUE);
  return result.ok
    ? { signedIn: true, state: savedCartStateOf(result.value.cart, currency) }
    : { signedIn: false, state: null };
}

/** GET projects/{id}/group-shipment: the shop id of the group the project ships in, null on failure. */
async function shipTogetherShopId(context: Readonly<RouterContextProvider>, projectId: number): Promise<number | null> {
  const result = await apiClient(context).call(cartEndpoints.groupShipment, { params: { id: projectId } }, AS_VALUE);
  return result.ok ? shopIdOfKey(result.value.shopKey) : null;
}

/** POST cart/related: records to suggest beside the cart (none on failure: suggestions are optional). */
export async function relatedProjects(
  context: Readonly<RouterContextProvider>,
  projectIds: number[],
  currency: CurrencyCode,
): Promise<ProjectCard[]> {
  if (projectIds.length === 0) return [];
  const body = { project_ids: projectIds, currency };
  const result = await apiClient(context).call(cartEndpoints.related, { body }, AS_VALUE);
  return result.ok ? result.value.items : [];
}

/** POST user/event add_to_cart for a signed-in user (a visitor's 401 is expected and ignored). */
export async function sendAddToCartEvent(
  context: Readonly<RouterContextProvider>,
  line: { project_id: number; item_id?: number | null; quantity: number },
): Promise<void> {
  await apiClient(context).call(cartEndpoints.userEvent, { body: addToCartEventOf(line) }, AS_VALUE);
}

/** DELETE cart: forgets the server's copy (the signed-in user's saved cart, or this anonymous id); a server failure shows maintenance. */
export async function deleteServerCart(context: Readonly<RouterContextProvider>, cartId: string | null): Promise<void> {
  await apiClient(context).call(cartEndpoints.forget, { query: cartId ? { id: cartId } : {} });
}
