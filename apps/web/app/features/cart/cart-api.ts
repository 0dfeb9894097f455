// The cart calls of spec section 7, for both sides: the page server passes its in-process ApiFetch,
// the browser a fetch to /api. Every answer crossed its contract's schema on the server; here its
// shape is checked without zod, which the browser is not sent (lib/guards.ts).
import type {
  CartCalculateResponse,
  CartCustomer,
  CartRelatedResponse,
  GroupShipmentResponse,
  ProjectCard,
  SavedCartResponse,
} from '@spindle/contracts';
import {
  cartCount,
  type Cart,
  type CartItem,
  type CartShopGroup,
  type CartShopKey,
  type CurrencyCode,
} from '@spindle/domain';
import type { ApiFetch } from '../../context.ts';
import { apiAnswer, apiErrorOf } from '../../lib/guards.ts';
import { shopIdOfKey } from './cart-intents.ts';
import { calculateBodyOf, emptyCartState, type CartState } from './cart-state.ts';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** The outcome of pricing: the priced cart, or why not (a 4xx code, or 'unavailable' for 5xx/network). */
export type CalculateOutcome =
  | { ok: true; priced: CartCalculateResponse }
  | { ok: false; code: string; status: number; fields: Record<string, string> };

async function errorOf(response: Response): Promise<{ code: string; fields: Record<string, string> }> {
  return apiErrorOf(await response.json().catch(() => null)) ?? { code: 'request_failed', fields: {} };
}

/** POST cart/calculate: prices the cart (and saves it for a signed-in user when `save`). */
export async function calculateCart(
  api: ApiFetch,
  state: CartState,
  options: { save: boolean; customer?: CartCustomer | null; sendPickupPoint?: boolean },
): Promise<CalculateOutcome> {
  const customer = options.customer
    ? Object.fromEntries(Object.entries(options.customer).map(([key, value]) => [key, value ?? null]))
    : null;
  let response: Response;
  try {
    response = await api(`/cart/calculate?currency=${state.cart.currency}`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(
        calculateBodyOf(state, { save: options.save, customer, sendPickupPoint: options.sendPickupPoint ?? false }),
      ),
    });
  } catch {
    return { ok: false, code: 'unavailable', status: 503, fields: {} };
  }
  if (!response.ok) {
    if (response.status >= 500) return { ok: false, code: 'unavailable', status: response.status, fields: {} };
    return { ok: false, status: response.status, ...(await errorOf(response)) };
  }
  const priced = apiAnswer<CartCalculateResponse>(await response.json().catch(() => null), 'id', 'shops', 'boxes');
  if (!priced) return { ok: false, code: 'unavailable', status: 502, fields: {} };
  return { ok: true, priced };
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

/** GET projects/{id}/group-shipment: the shop id of the group the project ships in, null on failure. */
export async function shipTogetherShopId(api: ApiFetch, projectId: number): Promise<number | null> {
  try {
    const response = await api(`/projects/${projectId}/group-shipment`, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const answer = apiAnswer<GroupShipmentResponse>(await response.json().catch(() => null), 'shopKey');
    return answer ? shopIdOfKey(answer.shopKey) : null;
  } catch {
    return null;
  }
}

/**
 * GET cart: the signed-in user's saved cart as a cart state, null for a visitor (401) or when there
 * is none. `signedIn` tells the two apart.
 */
export async function fetchSavedCart(
  api: ApiFetch,
  currency: CurrencyCode,
): Promise<{ signedIn: boolean; state: CartState | null }> {
  let response: Response;
  try {
    response = await api(`/cart?currency=${currency}`, { headers: { accept: 'application/json' } });
  } catch {
    return { signedIn: false, state: null };
  }
  if (!response.ok) return { signedIn: false, state: null };
  const saved = apiAnswer<SavedCartResponse>(await response.json().catch(() => null), 'cart')?.cart ?? null;
  if (!saved) return { signedIn: true, state: null };
  const shops: Partial<Record<CartShopKey, CartShopGroup>> = {};
  for (const [key, group] of Object.entries(saved.shops)) {
    const shopId = shopIdOfKey(key);
    if (shopId === null || group.items.length === 0) continue;
    shops[key as CartShopKey] = {
      id: shopId,
      type: 'project',
      shipping_type: group.shipping_type,
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
  const boxes = saved.boxes.map((box) => ({ name: `box_${box.type}`, type: box.type, periodicity: box.periodicity }));
  const cart: Cart = { id: saved.id, count: 0, currency, promo_code: saved.promo_code, shops, boxes };
  const count = cartCount(cart);
  if (count === 0) return { signedIn: true, state: null };
  return {
    signedIn: true,
    state: {
      cart: { ...cart, count },
      countryId: saved.country_id,
      isGift: saved.is_gift,
      pickup: saved.pickup,
      pickupPoint: saved.pickup_point,
    },
  };
}

/** DELETE cart: forgets the cart on the server (the signed-in user's saved cart, or this anonymous id). */
export async function deleteServerCart(api: ApiFetch, cartId: string | null): Promise<void> {
  try {
    await api(cartId ? `/cart?id=${cartId}` : '/cart', { method: 'DELETE', headers: { accept: 'application/json' } });
  } catch {
    // Forgetting is best effort: the local cart is already empty, and server carts expire.
  }
}

/** POST cart/related: records to suggest beside the cart (none on failure: suggestions are optional). */
export async function relatedProjects(
  api: ApiFetch,
  projectIds: number[],
  currency: CurrencyCode,
): Promise<ProjectCard[]> {
  if (projectIds.length === 0) return [];
  try {
    const response = await api('/cart/related', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ project_ids: projectIds, currency }),
    });
    if (!response.ok) return [];
    const answer = apiAnswer<CartRelatedResponse>(await response.json().catch(() => null), 'items');
    return answer && Array.isArray(answer.items) ? answer.items : [];
  } catch {
    return [];
  }
}

/** POST user/event add_to_cart for a signed-in user (a visitor's 401 is expected and ignored). */
export async function sendAddToCartEvent(
  api: ApiFetch,
  line: { project_id: number; item_id?: number | null; quantity: number },
): Promise<void> {
  try {
    await api('/user/event', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        type: 'add_to_cart',
        project_id: line.project_id,
        item_id: line.item_id ?? null,
        quantity: line.quantity,
      }),
    });
  } catch {
    // Analytics never blocks the cart.
  }
}

/** The browser's ApiFetch: same-origin /api with the visitor's cookies. */
export const browserApi: ApiFetch = (path, init) => fetch(`/api${path}`, { credentials: 'same-origin', ...init });
