// The visitor's cart as the browser and the page server both keep it (spec sections 3 and 4): the
// domain's Cart (id, shop groups s_{id}, boxes, count) plus the choices that price it (delivery
// country, gift, pickup) and the pickup point chosen at checkout. It lives in the `cart` cookie, so a
// page rendered without JavaScript and the live drawer read the same cart. Prices are never kept here: POST cart/calculate prices it.
import type { CartCalculateBody, CartItemInput } from '@spindle/contracts';
import {
  BOX_PERIODICITIES,
  BOX_TYPES,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  CART_SHIPPING_TYPES,
  cartCalculationShops,
  cartCount,
  emptyCart,
  type Cart,
  type CartBox,
  type CartItem,
  type BoxPeriodicity,
  type BoxType,
  type CartShipment,
  type CartShippingType,
  type CartShopGroup,
  type CartShopKey,
  type CurrencyCode,
} from '@spindle/domain';
import { isIntIn, isRecord, isStringUpTo } from '../../lib/guards.ts';
import { storedPickupPointOf, type PickupPoint } from './pickup-point.ts';

/** The cart and the choices the visitor made on it. */
export interface CartState {
  cart: Cart;
  /** Delivery country picked on the cart page; null: the visitor's own (server-side geolocation). */
  countryId: string | null;
  isGift: boolean;
  pickup: boolean;
  /**
   * The pickup point chosen at checkout for the parcels that ship to one (spec: Pickup address), null
   * until one is chosen. Kept while the visitor changes the cart, so the form shows it again.
   */
  pickupPoint: CartPickupPoint | null;
}

/** A chosen pickup point (name, address, zip_code, city). */
export type CartPickupPoint = PickupPoint;

/** A cart with nothing in it, in a currency. */
export function emptyCartState(currency: CurrencyCode): CartState {
  return { cart: emptyCart(currency), countryId: null, isGift: false, pickup: false, pickupPoint: null };
}

/** Whether the cart holds nothing (no line, no box). */
export function isCartEmpty(state: CartState): boolean {
  return cartCount(state.cart) === 0;
}

// The cookie form: short keys, lines as tuples, so a cart of ~60 lines still fits a 4 KB cookie.
type StoredLine = [projectId: number, itemId: number | null, quantity: number, sizes: Record<string, string> | null];
interface StoredCart {
  id: string | null;
  /** Shop groups: shipping type, group type, lines, and `w: 'split'` when split or wait is split (absent: together). */
  s: Record<string, { t: CartShippingType; g: string; i: StoredLine[]; w?: 'split' }>;
  /** Boxes: type, periodicity and, when chosen, [sponsor, genre ids, gift as [email, name, message, day]]. */
  b: StoredBox[];
  p: string | null;
  c: string | null;
  gift: boolean;
  pickup: boolean;
  /** The pickup point as [name, address, zip_code, city]; absent in cookies written before it existed. */
  pp?: [string, string, string, string] | null;
}

// Reading it back: the cookie is the visitor's to change, so every field is checked (browser and
// server alike, without zod: lib/guards.ts); anything off and the cookie counts as no cart.
const CART_ID = /^[a-z0-9]{10}$/;

function isStoredLine(value: unknown): value is StoredLine {
  if (!Array.isArray(value) || value.length !== 4) return false;
  const [projectId, itemId, quantity, sizes] = value as unknown[];
  return (
    isIntIn(projectId, 1) &&
    (itemId === null || isIntIn(itemId, 1)) &&
    isIntIn(quantity, 1, CART_MAX_QUANTITY) &&
    (sizes === null || (isRecord(sizes) && Object.values(sizes).every((size) => isStringUpTo(size, 50))))
  );
}

function isStoredGroup(value: unknown): value is StoredCart['s'][string] {
  return (
    isRecord(value) &&
    (CART_SHIPPING_TYPES as readonly unknown[]).includes(value.t) &&
    (value.w === undefined || value.w === 'split') &&
    isStringUpTo(value.g, 40) &&
    Array.isArray(value.i) &&
    value.i.length <= CART_MAX_LINES &&
    value.i.every(isStoredLine)
  );
}

type StoredGift = [string, string | null, string | null, string | null];
type StoredBox = [BoxType, BoxPeriodicity] | [BoxType, BoxPeriodicity, string | null, number[], StoredGift | null];

const isNullableText = (value: unknown, max: number) => value === null || isStringUpTo(value, max);

function isStoredGift(value: unknown): value is StoredGift {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    isStringUpTo(value[0], 254) &&
    isNullableText(value[1], 100) &&
    isNullableText(value[2], 500) &&
    isNullableText(value[3], 10)
  );
}

function isStoredBox(value: unknown): value is StoredBox {
  if (!Array.isArray(value) || (value.length !== 2 && value.length !== 5)) return false;
  const [type, periodicity, sponsor, genres, gift] = value as unknown[];
  const known =
    (BOX_TYPES as readonly unknown[]).includes(type) && (BOX_PERIODICITIES as readonly unknown[]).includes(periodicity);
  if (!known || value.length === 2) return known;
  return (
    isNullableText(sponsor, 40) &&
    Array.isArray(genres) &&
    genres.length <= 20 &&
    genres.every((id) => Number.isInteger(id) && (id as number) > 0) &&
    (gift === null || isStoredGift(gift))
  );
}

/** A box as the cookie keeps it: the short form when nothing beyond type and periodicity was chosen. */
function storedBoxOf(box: CartBox): StoredBox {
  const type = box.type as BoxType;
  const periodicity = box.periodicity as BoxPeriodicity;
  const gift = box.gift
    ? ([box.gift.email, box.gift.name ?? null, box.gift.message ?? null, box.gift.send_on ?? null] as StoredGift)
    : null;
  const genres = [...(box.genre_ids ?? [])];
  if (!box.sponsor && genres.length === 0 && !gift) return [type, periodicity];
  return [type, periodicity, box.sponsor ?? null, genres, gift];
}

/** The cart's box of a stored one. */
function boxOfStored([type, periodicity, sponsor = null, genres = [], gift = null]: StoredBox): CartBox {
  return {
    name: `box_${type}`,
    type,
    periodicity,
    sponsor,
    genre_ids: genres,
    gift: gift ? { email: gift[0], name: gift[1], message: gift[2], send_on: gift[3] } : null,
  };
}

/** The stored [name, address, zip_code, city] as a pickup point, or null when it is not a valid one. */
function pickupPointOfTuple(value: unknown): PickupPoint | null {
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [name, address, zip_code, city] = value as unknown[];
  return storedPickupPointOf({ name, address, zip_code, city });
}

function isStoredCart(value: unknown): value is StoredCart {
  return (
    isRecord(value) &&
    (value.id === null || (typeof value.id === 'string' && CART_ID.test(value.id))) &&
    isRecord(value.s) &&
    Object.entries(value.s).every(([key, group]) => /^s_\d+$/.test(key) && isStoredGroup(group)) &&
    Array.isArray(value.b) &&
    value.b.length <= 10 &&
    value.b.every(isStoredBox) &&
    (value.p === null || isStringUpTo(value.p, 50)) &&
    (value.c === null || (typeof value.c === 'string' && /^[A-Z]{2}$/.test(value.c))) &&
    typeof value.gift === 'boolean' &&
    typeof value.pickup === 'boolean' &&
    (value.pp === undefined || value.pp === null || pickupPointOfTuple(value.pp) !== null)
  );
}

/** Largest cookie value we write: browsers keep 4096 bytes per cookie, name and attributes included. */
export const CART_COOKIE_MAX_CHARS = 3800;

/** UTF-8 text as base64url (cookie-safe: no character needs percent-encoding). */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The text of a base64url value (throws on a malformed one). */
export function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The cookie value of a cart (base64url of compact JSON: no character needs percent-encoding). */
export function encodeCartCookie(state: CartState): string {
  const shops: StoredCart['s'] = {};
  for (const [key, group] of shopEntries(state.cart)) {
    shops[key] = {
      t: group.shipping_type,
      g: group.type,
      i: group.items.map((item) => [item.project_id, item.item_id ?? null, item.quantity, sizesOf(item)]),
      ...(group.shipment === 'split' ? { w: 'split' as const } : {}),
    };
  }
  const stored: StoredCart = {
    id: state.cart.id,
    s: shops,
    b: state.cart.boxes.map(storedBoxOf).filter(isStoredBox),
    p: state.cart.promo_code ?? null,
    c: state.countryId,
    gift: state.isGift,
    pickup: state.pickup,
    pp: state.pickupPoint
      ? [state.pickupPoint.name, state.pickupPoint.address, state.pickupPoint.zip_code, state.pickupPoint.city]
      : null,
  };
  return toBase64Url(JSON.stringify(stored));
}

/** The JSON a cookie value holds as base64url (what the cookies written here hold), undefined when it holds none. */
export function base64UrlJsonOf(value: string | null | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(fromBase64Url(value));
  } catch {
    return undefined;
  }
}

/** The cart kept in a cookie, or null when the value is missing, tampered with or from an older shape. */
export function decodeCartCookie(value: string | null | undefined, currency: CurrencyCode): CartState | null {
  const json = base64UrlJsonOf(value);
  if (!isStoredCart(json)) return null;
  const stored = json;
  const shops: Partial<Record<CartShopKey, CartShopGroup>> = {};
  for (const [key, group] of Object.entries(stored.s)) {
    if (group.i.length === 0) continue;
    shops[key as CartShopKey] = {
      id: Number(key.slice(2)),
      type: group.g,
      shipping_type: group.t,
      ...(group.w === 'split' ? { shipment: 'split' as const } : {}),
      items: group.i.map(([projectId, itemId, quantity, sizes]) => {
        const item: CartItem = { project_id: projectId, quantity, chosen_sizes: sizes };
        if (itemId !== null) item.item_id = itemId;
        return item;
      }),
    };
  }
  const boxes: CartBox[] = stored.b.map(boxOfStored);
  const cart: Cart = { id: stored.id, count: 0, currency, promo_code: stored.p, shops, boxes };
  const count = cartCount(cart);
  if (count === 0) return emptyCartState(currency);
  const pickupPoint = stored.pp ? pickupPointOfTuple(stored.pp) : null;
  return { cart: { ...cart, count }, countryId: stored.c, isGift: stored.gift, pickup: stored.pickup, pickupPoint };
}

/** The shop groups of a cart with their keys, in insertion order. */
export function shopEntries(cart: Pick<Cart, 'shops'>): [CartShopKey, CartShopGroup][] {
  return (Object.entries(cart.shops) as [CartShopKey, CartShopGroup | undefined][]).filter(
    (entry): entry is [CartShopKey, CartShopGroup] => entry[1] !== undefined,
  );
}

function sizesOf(item: CartItem): Record<string, string> | null {
  const sizes = item.chosen_sizes;
  return sizes && Object.keys(sizes).length > 0 ? { ...sizes } : null;
}

/**
 * A line's identity as text for forms and React keys: project, item and chosen sizes (the fields
 * that make two lines the same, spec section 4).
 */
export function lineKeyOf(item: Pick<CartItem, 'project_id' | 'item_id' | 'chosen_sizes'>): string {
  const sizes = Object.entries(item.chosen_sizes ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([slot, size]) => `${slot}=${size}`)
    .join('&');
  return `${item.project_id}:${item.item_id ?? ''}:${sizes}`;
}

/** The line of the cart with that key, or null. */
export function findLine(cart: Cart, lineKey: string): CartItem | null {
  for (const [, group] of shopEntries(cart)) {
    for (const item of group.items) if (lineKeyOf(item) === lineKey) return item;
  }
  return null;
}

/** The body of POST cart/calculate for a cart (spec section 7): lines reduced, no price sent. */
export function calculateBodyOf(
  state: CartState,
  options: {
    save: boolean;
    customer?: CartCalculateBody['customer'];
    /**
     * Send the state's pickup point as `pickup` (the checkout's choice). Otherwise `pickup` is the plain
     * flag: the server keeps the point it was given, and reads an object as "pickup point for every
     * parcel that offers it", so only the checkout sends it.
     */
    sendPickupPoint?: boolean;
  },
): CartCalculateBody {
  const shops: Record<
    string,
    { shipping_type: CartShopGroup['shipping_type']; shipment?: CartShipment; items: CartItemInput[] }
  > = {};
  for (const [key, group] of shopEntries({ shops: cartCalculationShops(state.cart) })) {
    shops[key] = {
      shipping_type: group.shipping_type,
      ...(group.shipment === 'split' ? { shipment: group.shipment } : {}),
      items: group.items.map((item) => ({ ...item })),
    };
  }
  return {
    ...(state.cart.id ? { id: state.cart.id } : {}),
    shops,
    // The cookie keeps only known box types and periodicities (isStoredBox); others are not sent.
    boxes: state.cart.boxes.flatMap((box) => {
      const { type, periodicity } = box;
      if (!isOneOf(BOX_TYPES, type) || !isOneOf(BOX_PERIODICITIES, periodicity)) return [];
      const gift = box.gift ? { ...box.gift } : null;
      return [{ type, periodicity, sponsor: box.sponsor ?? null, genre_ids: [...(box.genre_ids ?? [])], gift }];
    }),
    save: options.save,
    currency: state.cart.currency as CurrencyCode,
    country_id: options.customer?.country_id ?? state.countryId,
    ...(options.customer ? { customer: options.customer } : {}),
    pickup: options.sendPickupPoint && state.pickupPoint ? state.pickupPoint : state.pickup,
    is_gift: state.isGift,
    promo_code: state.cart.promo_code ?? null,
  };
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
