// The live cart of a browser tab (spec section 4), outside React so it survives navigations: read
// from the `cart` cookie at start, restored from the signed-in user's saved cart when the local one
// is empty, written back to the cookie on every change, and priced by POST cart/calculate after
// every change and whenever the drawer opens. Components read it through useCart().
import type { CartCalculateResponse } from '@spindle/contracts';
import { CART_COOKIE_DAYS, COOKIE_NAMES, isCurrencyCode, type CurrencyCode } from '@spindle/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { CART_ADD_EVENT } from '../../lib/cart-request.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import {
  calculateCart,
  deleteServerCart,
  fetchSavedCart,
  sendAddToCartEvent,
  shipTogetherShopId,
  stateAfterCalculation,
} from './cart-api.ts';
import { applyCartIntent, lineOfAdd, parseCartIntent, type CartIntent } from './cart-intents.ts';
import {
  CART_COOKIE_MAX_CHARS,
  decodeCartCookie,
  emptyCartState,
  encodeCartCookie,
  isCartEmpty,
  type CartState,
} from './cart-state.ts';
import { addToCartBoxEvent, addToCartEvent, pushDataLayer } from './data-layer.ts';
import { track } from '../analytics/index.ts';

/** The window event the account menu fires once the session is gone. */
const SIGNED_OUT_EVENT = 'spindle:signed-out';

/** What the cart components see. */
export interface CartSnapshot {
  /** False until the tab has read its cart (on the server and during hydration). */
  ready: boolean;
  state: CartState;
  /** The last calculation of this very cart, null before the first one. */
  priced: CartCalculateResponse | null;
  calculating: boolean;
  /** Why the last change or calculation failed: 'unavailable' (server down), 'cart_full', or an API code. */
  error: string | null;
  drawerOpen: boolean;
  /** Learnt from GET cart and from calculations; null while unknown. */
  signedIn: boolean | null;
}

const serverSnapshot: CartSnapshot = {
  ready: false,
  state: emptyCartState('EUR'),
  priced: null,
  calculating: false,
  error: null,
  drawerOpen: false,
  signedIn: null,
};

let snapshot: CartSnapshot = serverSnapshot;
let started = false;
let calculationSeq = 0;
const listeners = new Set<() => void>();

function update(patch: Partial<CartSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

function writeCookie(state: CartState): boolean {
  if (isCartEmpty(state)) {
    document.cookie = `${COOKIE_NAMES.cart}=; Max-Age=0; Path=/; SameSite=Lax`;
    return true;
  }
  const value = encodeCartCookie(state);
  if (value.length > CART_COOKIE_MAX_CHARS) return false;
  // An anonymous cart lives one day (spec section 9); a signed-in user's is also saved on the server.
  document.cookie = serializeCookie(COOKIE_NAMES.cart, value, CART_COOKIE_DAYS);
  return true;
}

function readCookieState(currency: CurrencyCode): CartState {
  return decodeCartCookie(readCookie(document.cookie, COOKIE_NAMES.cart), currency) ?? emptyCartState(currency);
}

/** Prices the current cart; a stale answer (the cart changed meanwhile) is dropped. */
export async function recalculateCart(): Promise<CartCalculateResponse | null> {
  const state = snapshot.state;
  if (isCartEmpty(state)) {
    update({ priced: null, calculating: false, error: null });
    return null;
  }
  const seq = ++calculationSeq;
  update({ calculating: true });
  const outcome = await calculateCart(state, { save: snapshot.signedIn !== false });
  if (seq !== calculationSeq) return null;
  const next = stateAfterCalculation(state, outcome);
  writeCookie(next);
  if (outcome.ok) {
    update({
      state: next,
      priced: isCartEmpty(next) ? null : outcome.priced,
      calculating: false,
      error: null,
      signedIn: outcome.priced.saved || snapshot.signedIn,
    });
    return outcome.priced;
  }
  update({ state: next, priced: isCartEmpty(next) ? null : snapshot.priced, calculating: false, error: outcome.code });
  return null;
}

/** Applies one cart change, keeps it in the cookie and prices the result. */
export async function dispatchCart(intent: CartIntent): Promise<void> {
  const context = intent.intent === 'add' ? { shipTogetherShopId: await shipTogetherShopId(intent.project_id) } : {};
  const next = applyCartIntent(snapshot.state, intent, context);
  if (!writeCookie(next)) {
    update({ error: 'cart_full' });
    return;
  }
  if (intent.intent === 'clear') {
    if (snapshot.signedIn !== false || snapshot.state.cart.id) void deleteServerCart(snapshot.state.cart.id);
  }
  update({
    state: next,
    error: null,
    ...(intent.intent === 'add' || intent.intent === 'add_box' ? { drawerOpen: true } : {}),
  });
  const priced = await recalculateCart();
  if (intent.intent === 'add') {
    const line = lineOfAdd(intent);
    const event = priced ? addToCartEvent(priced, line) : null;
    if (event) pushDataLayer(event);
    // A signed-in user's add_to_cart is recorded by POST user/event (with the origin); a visitor's by the beacon.
    if (snapshot.signedIn !== false) void sendAddToCartEvent(line);
    else track('add_to_cart', { project_id: line.project_id, data: { quantity: line.quantity } });
  }
  if (intent.intent === 'add_box' && priced) {
    const event = addToCartBoxEvent(priced, intent.type, intent.periodicity);
    if (event) pushDataLayer(event);
    track('add_to_cart_box', { data: { type: intent.type, periodicity: intent.periodicity } });
  }
}

/**
 * Empties the cart of this tab and its cookie. Logout calls it as is (the user's saved cart stays on
 * the server for the next sign-in); `deleteServerCart: true` also forgets the server's copy, as the
 * cart's own "Empty the cart" does for a signed-in user (spec section 4).
 */
export function clearCart(options: { deleteServerCart?: boolean } = {}): void {
  if (typeof document === 'undefined') return;
  const cartId = snapshot.state.cart.id;
  const currency = isCurrencyCode(snapshot.state.cart.currency) ? snapshot.state.cart.currency : 'EUR';
  calculationSeq += 1;
  const empty = emptyCartState(currency);
  writeCookie(empty);
  update({ state: empty, priced: null, calculating: false, error: null, drawerOpen: false });
  if (options.deleteServerCart) void deleteServerCart(cartId);
}

/** Opens the drawer and prices the cart afresh (spec section 4: opening recalculates). */
export function openCartDrawer(): void {
  update({ drawerOpen: true });
  void recalculateCart();
}

export function closeCartDrawer(): void {
  update({ drawerOpen: false });
}

/** Re-reads the cookie after the page server changed it (a form posted without the store). */
export function syncCartFromCookie(): void {
  if (!started) return;
  const currency = snapshot.state.cart.currency as CurrencyCode;
  const fromCookie = readCookieState(currency);
  if (encodeCartCookie(fromCookie) === encodeCartCookie(snapshot.state)) return;
  calculationSeq += 1;
  update({ state: fromCookie, priced: null, calculating: false });
}

/** Adopts a calculation the page server already made of this same cart (no second request). */
export function adoptPricedCart(state: CartState, priced: CartCalculateResponse | null): void {
  if (!priced || snapshot.priced || encodeCartCookie(state) !== encodeCartCookie(snapshot.state)) return;
  update({ priced });
}

/** The display currency changed (currency menu): the cart follows it and is priced again. */
function followCurrency(currency: CurrencyCode): void {
  if (snapshot.state.cart.currency === currency) return;
  update({ state: { ...snapshot.state, cart: { ...snapshot.state.cart, currency } } });
  if (snapshot.priced) void recalculateCart();
}

function start(currency: CurrencyCode, signedIn: boolean): void {
  if (started) {
    followCurrency(currency);
    return followSignIn(currency, signedIn);
  }
  started = true;
  const state = readCookieState(currency);
  update({ ready: true, state });
  window.addEventListener(CART_ADD_EVENT, (event) => {
    const intent = parseCartIntent({ ...(event as CustomEvent<Record<string, string>>).detail, intent: 'add' });
    if (!intent) return;
    event.preventDefault();
    void dispatchCart(intent);
  });
  // Logout empties the cart (spec section 4): the account menu announces it with this window event
  // (features/account/sign-out.ts, SIGNED_OUT_EVENT). The saved copy stays for the next sign-in.
  window.addEventListener(SIGNED_OUT_EVENT, () => {
    clearCart();
    update({ signedIn: false });
  });
  followSignIn(currency, signedIn);
}

/**
 * The page says who is signed in (root loader). A visitor has no saved cart to ask for; a user's
 * saved cart comes back only when the local cart is empty (spec section 4), once per sign-in.
 */
function followSignIn(currency: CurrencyCode, signedIn: boolean): void {
  if (!signedIn) {
    if (snapshot.signedIn !== false) update({ signedIn: false });
    return;
  }
  if (snapshot.signedIn === true) return;
  update({ signedIn: true });
  void fetchSavedCart(currency).then(({ signedIn: stillSignedIn, state: saved }) => {
    if (!stillSignedIn) return update({ signedIn: false });
    if (!saved || !isCartEmpty(snapshot.state)) return;
    const restored = { ...saved, cart: { ...saved.cart, currency: snapshot.state.cart.currency } };
    if (!writeCookie(restored)) return;
    update({ state: restored });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isSignedIn(root: unknown): boolean {
  if (!root || typeof root !== 'object' || !('account' in root)) return false;
  const account = root.account;
  return Boolean(account && typeof account === 'object' && 'user' in account && account.user);
}

/** The live cart; starts the tab's store on first use, in the page's display currency. */
export function useCart(currency: CurrencyCode): CartSnapshot {
  const signedIn = isSignedIn(useRouteLoaderData('root'));
  useEffect(() => start(currency, signedIn), [currency, signedIn]);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
}

/** A cart form's submit handler: with JavaScript the store applies the change instead of a page post. */
export function submitCartForm(event: {
  preventDefault(): void;
  currentTarget: HTMLFormElement;
  nativeEvent: Event;
}): void {
  if (!started) return;
  const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter ?? null);
  const intent = parseCartIntent(form);
  if (!intent) return;
  event.preventDefault();
  void dispatchCart(intent);
}
