// The cart on the page server: read from the request's `cart` cookie, written back with Set-Cookie,
// priced through the in-process API as the visitor (their cookie and token go with each call).
import { CART_COOKIE_DAYS, COOKIE_NAMES, type CurrencyCode } from '@spindle/domain';
import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../../context.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import {
  calculateCart,
  fetchSavedCart,
  shipTogetherShopId,
  stateAfterCalculation,
  type CalculateOutcome,
} from './cart-api.ts';
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
  const saved = await fetchSavedCart(context.get(apiContext), currency);
  return saved.state
    ? { state: { ...saved.state, cart: { ...saved.state.cart, currency } }, restored: true }
    : { state, restored: false };
}

/** Prices a cart as the visitor and applies the outcome (new id, emptied when nothing is left). */
export async function priceCart(
  context: Readonly<RouterContextProvider>,
  state: CartState,
  customer?: Parameters<typeof calculateCart>[2]['customer'],
  options: { sendPickupPoint?: boolean } = {},
): Promise<{ state: CartState; outcome: CalculateOutcome }> {
  if (isCartEmpty(state)) return { state, outcome: { ok: false, code: 'empty', status: 204, fields: {} } };
  const outcome = await calculateCart(context.get(apiContext), state, {
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
  const shopId = intent.intent === 'add' ? await shipTogetherShopId(context.get(apiContext), intent.project_id) : null;
  return applyCartIntent(state, intent, { shipTogetherShopId: shopId });
}
