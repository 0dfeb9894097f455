// What a visitor can do to the cart, as form fields (spec section 4). The same parser and the same
// pure update serve the /cart action (without JavaScript) and the live cart store (with it), so both
// change the cart in exactly the same way.
import {
  addItemToCart,
  BOX_PERIODICITIES,
  BOX_TYPES,
  CART_MAX_QUANTITY,
  CART_SHIPMENTS,
  CART_SHIPPING_TYPES,
  cartCount,
  clearCart,
  createCartId,
  isSameCartLine,
  removeItem,
  setQuantity,
  type BoxPeriodicity,
  type BoxType,
  type CartItem,
  type CartShipment,
  type CartShippingType,
  type CartShopKey,
} from '@spindle/domain';
import { findLine, lineKeyOf, shopEntries, type CartState } from './cart-state.ts';

/** What the configurator adds to a box beyond type and periodicity (spec section 3, Box entry). */
export interface BoxChoices {
  sponsor: string | null;
  genre_ids: number[];
  /** A gift (prepaid only): the recipient's e-mail, name and message, and the Paris day to send the code. */
  gift: { email: string; name: string | null; message: string | null; send_on: string | null } | null;
}

/** Name of the hidden field that says which change a cart form asks for. */
export const CART_INTENT_FIELD = 'intent';

/** Every cart form, by intent. Quantities are bounded like the API's (1..99 per line). */
export type CartIntent =
  | { intent: 'add'; project_id: number; item_id: number | null; quantity: number; size?: string }
  | { intent: 'quantity'; line: string; quantity: number }
  /** One more or one fewer, relative to the cart as it is when applied (two quick clicks count twice). */
  | { intent: 'step'; line: string; step: number }
  | { intent: 'remove'; line: string }
  /** `line`: a line of the parcel, as the server may key a parcel differently from the cart's group. */
  | { intent: 'shipping'; shop: string; line?: string; shipping_type: CartShippingType }
  /** Split or wait for a group mixing records ready now and pre-orders (keyed like `shipping`). */
  | { intent: 'shipment'; shop: string; line?: string; shipment: CartShipment }
  | { intent: 'country'; country_id: string }
  | { intent: 'promo'; promo_code: string }
  | { intent: 'gift'; is_gift: boolean }
  | ({ intent: 'add_box'; type: BoxType; periodicity: BoxPeriodicity } & BoxChoices)
  | { intent: 'remove_box'; index: number }
  | { intent: 'clear' };

// Field readers. This runs in the browser too, where the form fields are read without zod (lib/guards.ts):
// a number is read as Number() reads it, a missing or malformed field makes the whole form invalid.
type Fields = Record<string, unknown>;
const INVALID = Symbol('invalid');
type Read<T> = T | typeof INVALID;

function integer(value: unknown, min: number, max: number): Read<number> {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : INVALID;
}

function text(value: unknown, max: number, { trim = false } = {}): Read<string> {
  if (typeof value !== 'string') return INVALID;
  const read = trim ? value.trim() : value;
  return read.length <= max ? read : INVALID;
}

function optional<T>(value: unknown, read: (value: unknown) => Read<T>): Read<T | undefined> {
  return value === undefined ? undefined : read(value);
}

function oneOf<T extends string>(values: readonly T[], value: unknown): Read<T> {
  return values.includes(value as T) ? (value as T) : INVALID;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Genre ids from repeated checkboxes (an array) or one value; at most 20 distinct positive ids. */
function genreIds(value: unknown): Read<number[]> {
  if (value === undefined || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  const ids = values.map((entry) => integer(entry, 1, 999));
  if (ids.length > 20 || ids.some((id) => id === INVALID)) return INVALID;
  return [...new Set(ids as number[])];
}

/** Empty text as null, else the trimmed text when within `max`. */
function optionalText(value: unknown, max: number): Read<string | null> {
  if (value === undefined) return null;
  const read = text(value, max, { trim: true });
  return read === INVALID ? INVALID : read === '' ? null : read;
}

/** The configurator's sponsor code, genres and gift; a gift needs a prepaid box and the recipient's e-mail. */
function boxChoices(fields: Fields, periodicity: Read<BoxPeriodicity>): Read<BoxChoices> {
  const sponsor = optionalText(fields.sponsor, 40);
  const genres = genreIds(fields.genre_ids);
  if (sponsor === INVALID || genres === INVALID) return INVALID;
  if (fields.box_gift !== 'on' && fields.box_gift !== 'true') return { sponsor, genre_ids: genres, gift: null };
  const email = optionalText(fields.gift_email, 254);
  const name = optionalText(fields.gift_name, 100);
  const message = optionalText(fields.gift_message, 500);
  const sendOn = optionalText(fields.gift_send_on, 10);
  if (email === INVALID || email === null || !EMAIL.test(email) || periodicity === 'monthly') return INVALID;
  if (name === INVALID || message === INVALID || sendOn === INVALID || (sendOn !== null && !DAY.test(sendOn)))
    return INVALID;
  return { sponsor, genre_ids: genres, gift: { email: email.toLowerCase(), name, message, send_on: sendOn } };
}

/** Each intent's fields, read from the form; INVALID when one of them is. */
const READERS: { [K in CartIntent['intent']]: (fields: Fields) => Read<Extract<CartIntent, { intent: K }>> } = {
  add(fields) {
    const projectId = integer(fields.project_id, 1, Number.MAX_SAFE_INTEGER);
    const itemId =
      fields.item_id === undefined || fields.item_id === ''
        ? null
        : integer(fields.item_id, 1, Number.MAX_SAFE_INTEGER);
    const quantity = fields.quantity === undefined ? 1 : integer(fields.quantity, 1, CART_MAX_QUANTITY);
    const size = optional(fields.size, (value) => text(value, 50, { trim: true }));
    if (projectId === INVALID || itemId === INVALID || quantity === INVALID || size === INVALID) return INVALID;
    const intent: Extract<CartIntent, { intent: 'add' }> = {
      intent: 'add',
      project_id: projectId,
      item_id: itemId,
      quantity,
    };
    if (size !== undefined) intent.size = size;
    return intent;
  },
  quantity(fields) {
    const line = text(fields.line, 300);
    const quantity = integer(fields.quantity, 0, CART_MAX_QUANTITY);
    return line === INVALID || quantity === INVALID ? INVALID : { intent: 'quantity', line, quantity };
  },
  step(fields) {
    const line = text(fields.line, 300);
    const step = oneOf(['1', '-1'], fields.step);
    return line === INVALID || step === INVALID ? INVALID : { intent: 'step', line, step: Number(step) };
  },
  remove(fields) {
    const line = text(fields.line, 300);
    return line === INVALID ? INVALID : { intent: 'remove', line };
  },
  shipping(fields) {
    const shop = typeof fields.shop === 'string' && /^s_\d+$/.test(fields.shop) ? fields.shop : INVALID;
    const line = optional(fields.line, (value) => text(value, 300));
    const shippingType = oneOf(CART_SHIPPING_TYPES, fields.shipping_type);
    if (shop === INVALID || line === INVALID || shippingType === INVALID) return INVALID;
    const intent: Extract<CartIntent, { intent: 'shipping' }> = {
      intent: 'shipping',
      shop,
      shipping_type: shippingType,
    };
    if (line !== undefined) intent.line = line;
    return intent;
  },
  shipment(fields) {
    const shop = typeof fields.shop === 'string' && /^s_\d+$/.test(fields.shop) ? fields.shop : INVALID;
    const line = optional(fields.line, (value) => text(value, 300));
    const shipment = oneOf(CART_SHIPMENTS, fields.shipment);
    if (shop === INVALID || line === INVALID || shipment === INVALID) return INVALID;
    const intent: Extract<CartIntent, { intent: 'shipment' }> = { intent: 'shipment', shop, shipment };
    if (line !== undefined) intent.line = line;
    return intent;
  },
  country(fields) {
    const code = typeof fields.country_id === 'string' ? fields.country_id.trim() : '';
    return /^[A-Za-z]{2}$/.test(code) ? { intent: 'country', country_id: code.toUpperCase() } : INVALID;
  },
  promo(fields) {
    const code = fields.promo_code === undefined ? '' : text(fields.promo_code, 50, { trim: true });
    return code === INVALID ? INVALID : { intent: 'promo', promo_code: code };
  },
  gift(fields) {
    const value = fields.is_gift;
    if (value !== undefined && value !== 'on' && value !== 'true' && value !== 'false' && value !== '') return INVALID;
    return { intent: 'gift', is_gift: value === 'on' || value === 'true' };
  },
  add_box(fields) {
    const type = oneOf(BOX_TYPES, fields.type);
    const periodicity = oneOf(BOX_PERIODICITIES, fields.periodicity);
    const choices = boxChoices(fields, periodicity);
    if (type === INVALID || periodicity === INVALID || choices === INVALID) return INVALID;
    return { intent: 'add_box', type, periodicity, ...choices };
  },
  remove_box(fields) {
    const index = integer(fields.index, 0, 9);
    return index === INVALID ? INVALID : { intent: 'remove_box', index };
  },
  clear: () => ({ intent: 'clear' }),
};

function isIntentName(value: unknown): value is CartIntent['intent'] {
  return typeof value === 'string' && Object.hasOwn(READERS, value);
}

/** A form's fields: one value as itself, a repeated one (checkboxes) as an array. */
function fieldsOf(form: FormData): Fields {
  const fields: Fields = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    fields[key] = values.length > 1 ? values : values[0];
  }
  return fields;
}

/** Parses a submitted cart form; null when it is not one of the cart's forms. */
export function parseCartIntent(form: FormData | Record<string, unknown>): CartIntent | null {
  const fields: Fields = form instanceof FormData ? fieldsOf(form) : form;
  const name = fields[CART_INTENT_FIELD];
  if (!isIntentName(name)) return null;
  const read = (READERS[name] as (fields: Fields) => Read<CartIntent>)(fields);
  return read === INVALID ? null : read;
}

/** The cart line an add creates: a sized product files its size under the project's slot. */
export function lineOfAdd(intent: Extract<CartIntent, { intent: 'add' }>): CartItem {
  const item: CartItem = {
    project_id: intent.project_id,
    quantity: intent.quantity,
    chosen_sizes: intent.size ? { [String(intent.project_id)]: intent.size } : null,
  };
  if (intent.item_id !== null) item.item_id = intent.item_id;
  return item;
}

/** The shop id of a group-shipment shop key ('s_259101' -> 259101), null when it is not one. */
export function shopIdOfKey(shopKey: string | null | undefined): number | null {
  const match = /^s_(\d+)$/.exec(shopKey ?? '');
  return match ? Number(match[1]) : null;
}

/** What applying an intent needs to know from the server: the shop group of an added project. */
export interface IntentContext {
  /** GET projects/{id}/group-shipment's shop id for an add; null files it under the project's own group. */
  shipTogetherShopId?: number | null;
}

/**
 * The cart after one change (spec section 4): an add merges with the same line (project, item and
 * sizes) or goes into its ship-together group; a quantity of 0 removes the line; a cart left with
 * nothing is emptied (a new id on the next add).
 */
export function applyCartIntent(state: CartState, intent: CartIntent, context: IntentContext = {}): CartState {
  const { cart } = state;
  switch (intent.intent) {
    case 'add': {
      const line = lineOfAdd(intent);
      const existing = Object.values(cart.shops)
        .flatMap((group) => group?.items ?? [])
        .find((item) => isSameCartLine(item, line));
      let next = addItemToCart(cart, line, { shipTogetherShopId: context.shipTogetherShopId ?? null });
      // The domain merges with quantity + 1; an add of several copies adds them all.
      if (existing && intent.quantity > 1) {
        next = setQuantity(next, line, Math.min(CART_MAX_QUANTITY, existing.quantity + intent.quantity));
      }
      return { ...state, cart: next };
    }
    case 'quantity': {
      const line = findLine(cart, intent.line);
      return line ? withCart(state, setQuantity(cart, line, intent.quantity)) : state;
    }
    case 'step': {
      const line = findLine(cart, intent.line);
      if (!line) return state;
      return withCart(
        state,
        setQuantity(cart, line, Math.min(CART_MAX_QUANTITY, Math.max(0, line.quantity + intent.step))),
      );
    }
    case 'remove': {
      const line = findLine(cart, intent.line);
      return line ? withCart(state, removeItem(cart, line)) : state;
    }
    case 'shipping': {
      const key = intent.shop in cart.shops ? (intent.shop as CartShopKey) : groupKeyOfLine(state, intent.line);
      const group = key ? cart.shops[key] : undefined;
      if (!key || !group) return state;
      return {
        ...state,
        cart: { ...cart, shops: { ...cart.shops, [key]: { ...group, shipping_type: intent.shipping_type } } },
      };
    }
    case 'shipment': {
      const key = intent.shop in cart.shops ? (intent.shop as CartShopKey) : groupKeyOfLine(state, intent.line);
      const group = key ? cart.shops[key] : undefined;
      if (!key || !group) return state;
      const { shipment: _previous, ...rest } = group;
      const next = intent.shipment === 'split' ? { ...rest, shipment: intent.shipment } : rest;
      return { ...state, cart: { ...cart, shops: { ...cart.shops, [key]: next } } };
    }
    case 'country':
      return { ...state, countryId: intent.country_id };
    case 'promo':
      return { ...state, cart: { ...cart, promo_code: intent.promo_code === '' ? null : intent.promo_code } };
    case 'gift':
      return { ...state, isGift: intent.is_gift };
    case 'add_box': {
      const { type, periodicity, sponsor, genre_ids, gift } = intent;
      const boxes = [...cart.boxes, { name: `box_${type}`, type, periodicity, sponsor, genre_ids, gift }];
      // A box can be the first thing in the cart: it creates the id as the first add would.
      const next = { ...cart, id: cart.id ?? createCartId(), boxes };
      return { ...state, cart: { ...next, count: cartCount(next) } };
    }
    case 'remove_box': {
      const boxes = cart.boxes.filter((_, index) => index !== intent.index);
      const next = { ...cart, boxes };
      return withCart(state, { ...next, count: cartCount(next) });
    }
    case 'clear':
      return { ...state, cart: clearCart(cart), isGift: false };
  }
}

/** The key of the group holding a line (by its lineKeyOf), null when none does. */
function groupKeyOfLine(state: CartState, lineKey: string | undefined): CartShopKey | null {
  if (!lineKey) return null;
  const entry = shopEntries(state.cart).find(([, group]) => group.items.some((item) => lineKeyOf(item) === lineKey));
  return entry?.[0] ?? null;
}

/** A cart whose count fell to 0 is emptied (spec section 4), choices included. */
function withCart(state: CartState, cart: CartState['cart']): CartState {
  if (cartCount(cart) === 0) return { ...state, cart: clearCart(cart), isGift: false };
  return { ...state, cart };
}
