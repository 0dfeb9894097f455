// The client-side cart structure and its pure updates (spec sections 3, 4 and 7). Prices are never
// computed here: every change is followed by POST cart/calculate, which the server prices.
import { CART_ID_LENGTH } from './constants.ts';
import type { CartShipment } from './cart-shipment.ts';

/** Characters of a cart id: lower-case letters and digits (case-insensitive-safe in cookies and URLs). */
export const CART_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Returns a uniformly random integer in [0, exclusiveMax). */
export type RandomIndex = (exclusiveMax: number) => number;

/** Cryptographically random index, by rejection sampling so every character is equally likely. */
export const cryptoRandomIndex: RandomIndex = (exclusiveMax) => {
  const limit = Math.floor(0x1_0000_0000 / exclusiveMax) * exclusiveMax;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % exclusiveMax;
  }
};

/** A new random cart id of CART_ID_LENGTH characters; the random source is injectable for tests. */
export function createCartId(randomIndex: RandomIndex = cryptoRandomIndex): string {
  let id = '';
  for (let i = 0; i < CART_ID_LENGTH; i++) {
    const index = randomIndex(CART_ID_ALPHABET.length);
    const char = Number.isInteger(index) ? CART_ID_ALPHABET[index] : undefined;
    if (char === undefined) throw new RangeError(`random index out of range: ${index}`);
    id += char;
  }
  return id;
}

/** Whether a text has the shape of a cart id (e.g. read back from the cart cookie). */
export function isCartId(text: unknown): text is string {
  return typeof text === 'string' && new RegExp(`^[${CART_ID_ALPHABET}]{${CART_ID_LENGTH}}$`).test(text);
}

/** Key of a shop group in cart.shops: the shop id prefixed with s_. */
export type CartShopKey = `s_${number}`;

/** The cart.shops key of a shop id (12 -> 's_12'). */
export function cartShopKey(shopId: number): CartShopKey {
  return `s_${shopId}`;
}

/** How a shop group is delivered (BUSINESS-RULES: standard, tracked = standard x 1.15, pickup point). */
export const CART_SHIPPING_TYPES = ['standard', 'tracked', 'pickup'] as const;
export type CartShippingType = (typeof CART_SHIPPING_TYPES)[number];

/** Most copies of one line and most lines of one cart (a guard, not a business limit). */
export const CART_MAX_QUANTITY = 99;
export const CART_MAX_LINES = 100;

/** Sizes chosen for sized merch: product id (or size slot) -> size name. */
export type ChosenSizes = Readonly<Record<string, string>>;

/** One line of the cart (spec section 3). Display fields come from the last server calculation. */
export interface CartItem {
  project_id: number;
  quantity: number;
  chosen_sizes?: ChosenSizes | null;
  item_id?: number | null;
  type?: string | null;
  size?: string | null;
  picture?: string | null;
  comment?: string | null;
  /** Display price in minor units from the server; never sent back (the client never sends prices). */
  price?: number | null;
  currency?: string | null;
  marketplace_item_id?: number | null;
  /** Legacy per-product size fields (size_{productId}). */
  [sizeField: `size_${string}`]: string | number | null | undefined;
}

/** Identifies a cart line: project, item_id and chosen sizes (quantity and display fields are ignored). */
export type CartItemRef = Pick<CartItem, 'project_id'> & Partial<CartItem>;

/** Items shipped together from one shop, priced with one shipping cost (spec section 3). */
export interface CartShopGroup {
  id: number;
  type: string;
  shipping_type: CartShippingType;
  /** Split or wait when the group mixes records ready now and pre-orders (cart-shipment.ts); absent: together. */
  shipment?: CartShipment;
  items: readonly CartItem[];
}

/** A subscription box line (spec section 3, Box entry). */
export interface CartBox {
  name: string;
  type: string;
  periodicity: string;
  sponsor?: string | null;
  price?: number | null;
  total?: number | null;
  currency?: string | null;
  promo_code?: string | null;
  /** Preferred genres for the automatic monthly pick. */
  genre_ids?: readonly number[] | null;
  /** A gift box: who receives its code, and on which day. */
  gift?: { email: string; name?: string | null; message?: string | null; send_on?: string | null } | null;
}

/** The cart (spec section 3); id is null until the first add. */
export interface Cart {
  id: string | null;
  order_id?: number | null;
  count: number;
  currency: string;
  promo_code?: string | null;
  customer?: Readonly<Record<string, unknown>> | null;
  shops: Readonly<Partial<Record<CartShopKey, CartShopGroup>>>;
  boxes: readonly CartBox[];
}

/** An empty cart in a currency. */
export function emptyCart(currency: string): Cart {
  return { id: null, count: 0, currency, shops: {}, boxes: [] };
}

/** Number of things in the cart: item quantities plus one per box (the header badge). */
export function cartCount(cart: Pick<Cart, 'shops' | 'boxes'>): number {
  let count = cart.boxes.length;
  for (const group of shopGroups(cart)) for (const item of group.items) count += item.quantity;
  return count;
}

function shopGroups(cart: Pick<Cart, 'shops'>): CartShopGroup[] {
  return Object.values(cart.shops).filter((group): group is CartShopGroup => group !== undefined);
}

function sizeSignature(item: Partial<CartItem>): string {
  const sizes: [string, string][] = Object.entries(item.chosen_sizes ?? {}).map(([k, v]) => [`chosen:${k}`, v]);
  for (const [key, value] of Object.entries(item)) {
    if (key.startsWith('size_') && (typeof value === 'number' || (typeof value === 'string' && value !== ''))) {
      sizes.push([key, String(value)]);
    }
  }
  return JSON.stringify(sizes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether two lines are the same product: project_id, item_id and chosen sizes match (spec section 4). */
export function isSameCartLine(a: CartItemRef, b: CartItemRef): boolean {
  return (
    a.project_id === b.project_id &&
    (a.item_id ?? null) === (b.item_id ?? null) &&
    sizeSignature(a) === sizeSignature(b)
  );
}

function withShops(cart: Cart, shops: Partial<Record<CartShopKey, CartShopGroup>>): Cart {
  const next = { ...cart, shops };
  const count = cartCount(next);
  return count === 0 ? clearCart(cart) : { ...next, count };
}

function mapItems(cart: Cart, ref: CartItemRef, update: (item: CartItem) => CartItem | null): Cart | null {
  const shops: Partial<Record<CartShopKey, CartShopGroup>> = {};
  let found = false;
  for (const [key, group] of Object.entries(cart.shops) as [CartShopKey, CartShopGroup | undefined][]) {
    if (!group) continue;
    const items: CartItem[] = [];
    for (const item of group.items) {
      if (!found && isSameCartLine(item, ref)) {
        found = true;
        const updated = update(item);
        if (updated) items.push(updated);
      } else items.push(item);
    }
    if (items.length > 0) shops[key] = { ...group, items };
  }
  return found ? withShops(cart, shops) : null;
}

/** Options of addItemToCart. */
export interface AddItemOptions {
  /** Shop group of projects that ship together with this one (GET projects/{id}/group-shipment). */
  shipTogetherShopId?: number | null;
  /** Type of a newly created group; defaults to 'project'. */
  groupType?: string;
  /** Shipping type of a newly created group; defaults to 'standard'. */
  shippingType?: CartShippingType;
  /** Id factory for the first add; defaults to createCartId. */
  createId?: () => string;
}

/**
 * Adds an item (spec section 4): the same line (project, item_id, sizes) gets quantity plus one;
 * otherwise it goes into its shop group — the ship-together group if given, else the project's own
 * group s_{project_id} — which is created when missing. The first add creates the cart id.
 */
export function addItemToCart(cart: Cart, item: CartItem, options: AddItemOptions = {}): Cart {
  if (!Number.isInteger(item.quantity) || item.quantity < 1)
    throw new RangeError('quantity must be a positive integer');
  const id = cart.id ?? (options.createId ?? createCartId)();
  const merged = mapItems(cart, item, (line) => ({ ...line, quantity: line.quantity + 1 }));
  if (merged) return { ...merged, id };

  const groupId = options.shipTogetherShopId ?? item.project_id;
  const key = cartShopKey(groupId);
  const existing = cart.shops[key];
  const group: CartShopGroup = existing
    ? { ...existing, items: [...existing.items, item] }
    : {
        id: groupId,
        type: options.groupType ?? 'project',
        shipping_type: options.shippingType ?? 'standard',
        items: [item],
      };
  const next = withShops(cart, { ...cart.shops, [key]: group });
  return { ...next, id };
}

/** Removes a line; an emptied group disappears, and a cart left with nothing is cleared. */
export function removeItem(cart: Cart, ref: CartItemRef): Cart {
  return mapItems(cart, ref, () => null) ?? cart;
}

/** Sets a line's quantity (a whole number); 0 removes the line, and a cart count of 0 empties the cart. */
export function setQuantity(cart: Cart, ref: CartItemRef, quantity: number): Cart {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError('quantity must be a whole number');
  return mapItems(cart, ref, (item) => (quantity === 0 ? null : { ...item, quantity })) ?? cart;
}

/** Empties a cart (count zero, logout, failed calculation): keeps only its currency; the next add makes a new id. */
export function clearCart(cart: Pick<Cart, 'currency'>): Cart {
  return emptyCart(cart.currency);
}

/** Shops as POST cart/calculate takes them: items reduced to project_id, quantity, chosen_sizes, size_* (spec section 7). */
export function cartCalculationShops(cart: Pick<Cart, 'shops'>): Partial<Record<CartShopKey, CartShopGroup>> {
  const shops: Partial<Record<CartShopKey, CartShopGroup>> = {};
  for (const [key, group] of Object.entries(cart.shops) as [CartShopKey, CartShopGroup | undefined][]) {
    if (!group) continue;
    const items = group.items.map((item) => {
      const line: CartItem = {
        project_id: item.project_id,
        quantity: item.quantity,
        chosen_sizes: item.chosen_sizes ?? null,
      };
      if (item.item_id != null) line.item_id = item.item_id;
      for (const [field, value] of Object.entries(item)) {
        if (field.startsWith('size_')) line[field as `size_${string}`] = value as CartItem[`size_${string}`];
      }
      return line;
    });
    shops[key] = { ...group, items };
  }
  return shops;
}
