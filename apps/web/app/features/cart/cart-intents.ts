// What a visitor can do to the cart, as form fields (spec section 4). The same schema and the same
// pure update serve the /cart action (without JavaScript) and the live cart store (with it), so both
// change the cart in exactly the same way.
import { boxPeriodicitySchema, boxTypeSchema, CART_MAX_QUANTITY, cartShippingTypeSchema } from '@spindle/contracts';
import {
  addItemToCart,
  cartCount,
  clearCart,
  createCartId,
  isSameCartLine,
  removeItem,
  setQuantity,
  type CartItem,
  type CartShopKey,
} from '@spindle/domain';
import { z } from 'zod';
import { findLine, lineKeyOf, shopEntries, type CartState } from './cart-state.ts';

/** Name of the hidden field that says which change a cart form asks for. */
export const CART_INTENT_FIELD = 'intent';

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase());
const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((value) => value === 'on' || value === 'true');
const optionalId = z
  .union([z.literal(''), z.coerce.number().int().positive()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** Every cart form, by intent. Quantities are bounded like the API's (1..99 per line). */
export const cartIntentSchema = z.discriminatedUnion(CART_INTENT_FIELD, [
  z.object({
    intent: z.literal('add'),
    project_id: z.coerce.number().int().positive(),
    item_id: optionalId,
    quantity: z.coerce.number().int().min(1).max(CART_MAX_QUANTITY).default(1),
    size: z.string().trim().max(50).optional(),
  }),
  z.object({
    intent: z.literal('quantity'),
    line: z.string().max(300),
    quantity: z.coerce.number().int().min(0).max(CART_MAX_QUANTITY),
  }),
  /** One more or one fewer, relative to the cart as it is when applied (two quick clicks count twice). */
  z.object({ intent: z.literal('step'), line: z.string().max(300), step: z.enum(['1', '-1']).transform(Number) }),
  z.object({ intent: z.literal('remove'), line: z.string().max(300) }),
  z.object({
    intent: z.literal('shipping'),
    shop: z.string().regex(/^s_\d+$/),
    /** A line of the parcel: the server may key a parcel differently from the cart's group. */
    line: z.string().max(300).optional(),
    shipping_type: cartShippingTypeSchema,
  }),
  z.object({ intent: z.literal('country'), country_id: countryCode }),
  z.object({ intent: z.literal('promo'), promo_code: z.string().trim().max(50).default('') }),
  z.object({ intent: z.literal('gift'), is_gift: checkbox }),
  z.object({ intent: z.literal('add_box'), type: boxTypeSchema, periodicity: boxPeriodicitySchema }),
  z.object({ intent: z.literal('remove_box'), index: z.coerce.number().int().min(0).max(9) }),
  z.object({ intent: z.literal('clear') }),
]);
export type CartIntent = z.infer<typeof cartIntentSchema>;

/** Parses a submitted cart form; null when it is not one of the cart's forms. */
export function parseCartIntent(form: FormData | Record<string, unknown>): CartIntent | null {
  const fields = form instanceof FormData ? Object.fromEntries(form) : form;
  const parsed = cartIntentSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
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
    case 'country':
      return { ...state, countryId: intent.country_id };
    case 'promo':
      return { ...state, cart: { ...cart, promo_code: intent.promo_code === '' ? null : intent.promo_code } };
    case 'gift':
      return { ...state, isGift: intent.is_gift };
    case 'add_box': {
      const boxes = [...cart.boxes, { name: `box_${intent.type}`, type: intent.type, periodicity: intent.periodicity }];
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
