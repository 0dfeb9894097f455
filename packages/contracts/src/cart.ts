// The cart and checkout calls (spec section 7, "Cart"; BUSINESS-RULES "Cart pricing", "Orders").
// Requests use the spec's snake_case field names; responses are camelCase with integer minor units.
// The client NEVER sends a price: every request schema drops price-like fields, and every amount in a
// response is computed by the server (priceCart in @spindle/domain).
//
// | call | what it is for |
// |---|---|
// | POST /api/cart/calculate (?currency=) | price the cart: per-line refusals, VAT by destination, shipping options per parcel, promo, service charge, totals; creates the cart id; `save: true` keeps it for a signed-in user |
// | GET /api/cart | the signed-in user's saved cart (restored when the local cart is empty) |
// | DELETE /api/cart (?id=) | forget a cart: the signed-in user's saved cart, or an anonymous cart by its id |
// | GET /api/projects/{id}/group-shipment | which parcel (shop key) a project goes in, and the projects that ship with it |
// | POST /api/cart/pay | (checkout.ts) re-price, create the order, hold the stock, start the payment; returns the next action (3-D Secure, Stripe client secret) |
// | POST /api/cart/confirm | (checkout.ts) after the payment step (3-D Secure answer, Stripe.js confirm): read the payment and confirm the order exactly once |
// | POST /api/cart/related | projects to suggest beside the cart |
// | POST /api/cart/feedback | the buyer's rating of the checkout, after paying |
// | PUT /api/boxes/code | check a gift box code (what it gives) |
// | POST /api/boxes/code | redeem a gift box code for the signed-in user |
// | POST /api/user/event | record add_to_cart / add_to_wishlist for the signed-in user |
import {
  BOX_PERIODICITIES,
  BOX_TYPES,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  CART_SHIPMENTS,
  CART_SHIPPING_TYPES,
  LOCALES,
  PROMO_TARGETS,
  UNIT_PRICE_SOURCES,
} from '@spindle/domain';
import { z } from 'zod';
import { projectCardSchema } from './catalogue.ts';
import { currencyCodeSchema } from './common.ts';

/** Cart id: 10 lower-case letters or digits (spec section 9: cart id length 10). */
export const cartIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{10}$/, 'cart_id_invalid');

export { CART_MAX_LINES, CART_MAX_QUANTITY } from '@spindle/domain';

/** Delivery choice of a shop group (standard, tracked = standard x 1.15, pickup point). */
export const cartShippingTypeSchema = z.enum(CART_SHIPPING_TYPES);
export type CartShippingTypeDto = z.infer<typeof cartShippingTypeSchema>;

const sizeValueSchema = z.union([z.string(), z.number()]);

/**
 * One line as the client sends it: project_id, item_id, quantity, chosen_sizes and any legacy
 * size_{slot} fields. Everything else (price, total, picture...) is dropped by the transform.
 */
export const cartItemInputSchema = z
  .looseObject({
    project_id: z.coerce.number().int('input_must_integer').positive(),
    item_id: z.coerce.number().int('input_must_integer').positive().nullish(),
    quantity: z.coerce.number().int('input_must_integer').min(1).max(CART_MAX_QUANTITY),
    /**
     * Size per slot. A sized project's slot is its own id ({ "259150": "M" }); a bundle's sized part is
     * keyed by the linked project's id. The legacy form size_{slot}: "M" is read the same way.
     */
    chosen_sizes: z.record(z.string(), z.string().max(50)).nullish(),
  })
  .transform((item) => {
    const sizes: Record<`size_${string}`, string> = {};
    for (const [key, value] of Object.entries(item)) {
      if (!key.startsWith('size_')) continue;
      const parsed = sizeValueSchema.safeParse(value);
      if (parsed.success && String(parsed.data) !== '') sizes[key as `size_${string}`] = String(parsed.data);
    }
    return {
      project_id: item.project_id,
      item_id: item.item_id ?? null,
      quantity: item.quantity,
      chosen_sizes: item.chosen_sizes ?? null,
      ...sizes,
    };
  });
export type CartItemInput = z.input<typeof cartItemInputSchema>;
export type CartItemParsed = z.output<typeof cartItemInputSchema>;

/**
 * Split or wait (issue 18): a shop group that mixes records ready now with pre-orders ships together
 * once the last pre-order is ready (one parcel), or split: what is ready now, the rest later (two parcels).
 */
export const cartShipmentSchema = z.enum(CART_SHIPMENTS);
export type CartShipmentDto = z.infer<typeof cartShipmentSchema>;

/** A shop group as sent: only its delivery choice, its split-or-wait choice and its lines are read (the server regroups parcels). */
export const cartShopInputSchema = z.looseObject({
  shipping_type: cartShippingTypeSchema.default('standard'),
  /** Read only when the group mixes ready lines and pre-orders; together when absent. */
  shipment: cartShipmentSchema.default('together'),
  items: z.array(cartItemInputSchema).max(CART_MAX_LINES),
});

/** Box type (records a month) and periodicity (BUSINESS-RULES "Vinyl box"). */
export const boxTypeSchema = z.enum(BOX_TYPES);
export const boxPeriodicitySchema = z.enum(BOX_PERIODICITIES);

/** A box bought as a gift: who receives its code and on which Paris day (null: once paid). Prepaid only. */
export const cartBoxGiftSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('email_invalid')),
  name: z.string().trim().max(100).nullish(),
  message: z.string().trim().max(500).nullish(),
  send_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'input_invalid')
    .nullish(),
});
export type CartBoxGift = z.infer<typeof cartBoxGiftSchema>;

/**
 * A box entry as sent: type, periodicity, the sponsor code, preferred genres and the gift (name, price...
 * are ignored: the server prices it). A gift box is prepaid: a monthly one is refused.
 */
export const cartBoxInputSchema = z
  .looseObject({
    type: boxTypeSchema,
    periodicity: boxPeriodicitySchema,
    sponsor: z.string().trim().max(40).nullish(),
    genre_ids: z.array(z.number().int().positive()).max(20).nullish(),
    gift: cartBoxGiftSchema.nullish(),
  })
  .refine((box) => !box.gift || box.periodicity !== 'monthly', { message: 'input_invalid', path: ['gift'] })
  .transform((box) => ({
    type: box.type,
    periodicity: box.periodicity,
    sponsor: box.sponsor || null,
    genre_ids: box.genre_ids ?? [],
    gift: box.gift ?? null,
  }));
export type CartBoxInput = z.infer<typeof cartBoxInputSchema>;

/** A box as a saved cart answers it: what cartBoxInputSchema reads, as plain data (no transform to encode). */
export const savedCartBoxSchema = z.object({
  type: boxTypeSchema,
  periodicity: boxPeriodicitySchema,
  sponsor: z.string().nullable(),
  genre_ids: z.array(z.number().int()),
  gift: z
    .object({
      email: z.string(),
      name: z.string().nullish(),
      message: z.string().nullish(),
      send_on: z.string().nullish(),
    })
    .nullable(),
});

/** Delivery address and contact of the buyer (spec: Customer address). Every field optional until pay. */
export const cartCustomerSchema = z.object({
  email: z.string().trim().max(254).nullish(),
  firstname: z.string().trim().max(100).nullish(),
  lastname: z.string().trim().max(100).nullish(),
  name: z.string().trim().max(100).nullish(),
  company: z.string().trim().max(100).nullish(),
  address: z.string().trim().max(200).nullish(),
  address2: z.string().trim().max(200).nullish(),
  zip_code: z.string().trim().max(20).nullish(),
  city: z.string().trim().max(100).nullish(),
  state: z.string().trim().max(100).nullish(),
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'input_invalid')
    .transform((value) => value.toUpperCase())
    .nullish(),
  phone: z.string().trim().max(30).nullish(),
  /** Intra-EU VAT number of a business buyer (reverse charge when the rule allows it). */
  vat_number: z.string().trim().max(20).nullish(),
  type: z.enum(['individual', 'business']).nullish(),
  /** The language the buyer checked out in: a guest's e-mails about the order are in it. */
  locale: z.enum(LOCALES).nullish(),
});
export type CartCustomer = z.infer<typeof cartCustomerSchema>;

/**
 * The customer as the server answers it (GET cart): the same fields, already trimmed and upper-cased,
 * without transforms (a response schema is encoded, and a transform cannot be).
 */
export const cartCustomerResponseSchema = z.object({
  email: z.string().nullish(),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  name: z.string().nullish(),
  company: z.string().nullish(),
  address: z.string().nullish(),
  address2: z.string().nullish(),
  zip_code: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  country_id: z.string().nullish(),
  phone: z.string().nullish(),
  vat_number: z.string().nullish(),
  type: z.enum(['individual', 'business']).nullish(),
  locale: z.enum(LOCALES).nullish(),
});

/** A pickup point (spec: Pickup address). */
export const pickupPointSchema = z.object({
  name: z.string().trim().min(1).max(100),
  address: z.string().trim().min(1).max(200),
  zip_code: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
});

/** POST /api/cart/calculate body (spec section 7). ?currency= in the query overrides `currency`. */
export const cartCalculateBodySchema = z.object({
  /** The cart id; absent on the first add: the server creates one (10 random characters). */
  id: cartIdSchema.nullish(),
  shops: z.record(z.string().regex(/^s_\d+$/, 'input_invalid'), cartShopInputSchema).default({}),
  boxes: z.array(cartBoxInputSchema).max(10).default([]),
  /** Keep this cart as the signed-in user's saved cart. */
  save: z.boolean().default(false),
  currency: currencyCodeSchema.nullish(),
  customer: cartCustomerSchema.nullish(),
  /** Delivery country when there is no customer address yet (else the visitor's country). */
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'input_invalid')
    .transform((value) => value.toUpperCase())
    .nullish(),
  /** Pickup-point delivery for every parcel that offers it: true, or the chosen point. */
  pickup: z.union([z.boolean(), pickupPointSchema]).nullish(),
  is_gift: z.boolean().default(false),
  promo_code: z.string().trim().max(50).nullish(),
});
export type CartCalculateBody = z.input<typeof cartCalculateBodySchema>;
export type CartCalculateParsed = z.output<typeof cartCalculateBodySchema>;

/** Query of POST cart/calculate and GET cart: ?currency= overrides the cart's currency. */
export const cartCurrencyQuerySchema = z.object({ currency: currencyCodeSchema.optional() });

const minor = z.number().int();

/** Why a line cannot be bought (the rest of the cart still prices). */
export const itemRefusalSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('project_not_on_sale') }),
  z.object({ code: z.literal('country_not_allowed') }),
  z.object({ code: z.literal('sizes_required'), missingSlots: z.array(z.string()) }),
  z.object({ code: z.literal('limit_per_customer_exceeded'), limitPerCustomer: minor, copiesAllowed: minor }),
  z.object({ code: z.literal('insufficient_stock'), copiesLeft: minor }),
  z.object({
    code: z.literal('no_shipping'),
    reason: z.enum([
      'over_max_weight',
      'country_not_served',
      'no_rate_for_bracket',
      'pickup_not_offered',
      'no_partner_with_stock',
    ]),
  }),
]);
export type ItemRefusalDto = z.infer<typeof itemRefusalSchema>;

/** What the page shows about a line's product (from the catalogue, not from the client). */
export const cartLineProductSchema = z.object({
  name: z.string(),
  artistName: z.string(),
  slug: z.string(),
  category: z.string(),
  coverUrl: z.string(),
  /** The size label of the SKU or of the chosen sizes ('M', 'XL'), null without sizes. */
  sizeLabel: z.string().nullable(),
});

/** A priced or refused line. amountMinor = lineTotalMinor - discountMinor; taxMinor is part of it. */
export const pricedCartLineSchema = z.object({
  projectId: minor,
  itemId: minor.nullable(),
  quantity: minor,
  chosenSizes: z.record(z.string(), z.string()),
  product: cartLineProductSchema.nullable(),
  ok: z.boolean(),
  /** Null when refused. */
  unitPriceMinor: minor.nullable(),
  priceSource: z.enum(UNIT_PRICE_SOURCES).nullable(),
  lineTotalMinor: minor,
  discountMinor: minor,
  amountMinor: minor,
  taxMinor: minor,
  refusal: itemRefusalSchema.nullable(),
  /** In a group that offers split or wait: a pre-order (in the later parcel when split). */
  shipsLater: z.boolean(),
});
export type PricedCartLine = z.infer<typeof pricedCartLineSchema>;

export const vatDecisionSchema = z.object({
  rateBasisPoints: minor,
  reason: z.enum([
    'ships_from_france',
    'eu_private_buyer',
    'eu_business_without_vat_number',
    'eu_reverse_charge',
    'outside_eu',
  ]),
});

/** One delivery mode of a parcel: cost, the projects' shipping discount, what is charged. */
export const shippingOptionSchema = z.object({
  mode: cartShippingTypeSchema,
  partner: z.string(),
  costMinor: minor,
  discountMinor: minor,
  chargedMinor: minor,
  free: z.boolean(),
});

/** The parcel's delivery in the selected mode, after the promo share, with its VAT. */
export const pricedShippingSchema = shippingOptionSchema.extend({
  requestedMode: cartShippingTypeSchema,
  bracketGrams: minor,
  promoDiscountMinor: minor,
  amountMinor: minor,
  taxMinor: minor,
});

/** One split-or-wait choice priced: the group's shipping with it, the second parcel's, and the cart's total. */
export const shipmentOptionPriceSchema = z.object({
  shippingMinor: minor,
  laterShippingMinor: minor,
  cartTotalMinor: minor,
});

/** Split or wait of a group that mixes lines ready now with pre-orders: the choice applied, both priced. */
export const cartShopShipmentSchema = z.object({
  chosen: cartShipmentSchema,
  /** The day ('YYYY-MM-DD') the last pre-order is expected to be ready; null when not known. */
  laterExpectedOn: z.string().nullable(),
  /** The second parcel when split (its weight and delivery); null together. */
  later: pricedShippingSchema.extend({ weightGrams: minor }).nullable(),
  options: z.object({ together: shipmentOptionPriceSchema, split: shipmentOptionPriceSchema }),
});
export type CartShopShipment = z.infer<typeof cartShopShipmentSchema>;

/** One parcel (shop group): the lines that ship together and their delivery. */
export const pricedCartShopSchema = z.object({
  /** 's_{id}': the cart.shops key the client files these lines under. */
  key: z.string(),
  shipTogetherGroup: z.string().nullable(),
  items: z.array(pricedCartLineSchema),
  weightGrams: minor,
  vat: vatDecisionSchema,
  options: z.object({
    standard: shippingOptionSchema.nullable(),
    tracked: shippingOptionSchema.nullable(),
    pickup: shippingOptionSchema.nullable(),
  }),
  shipping: pricedShippingSchema.nullable(),
  noShipping: z.string().nullable(),
  /** Split or wait; null when the group does not mix lines ready now and pre-orders. */
  shipment: cartShopShipmentSchema.nullable(),
  totalMinor: minor,
  taxMinor: minor,
});
export type PricedCartShop = z.infer<typeof pricedCartShopSchema>;

/** A priced box, or one that cannot ship to the buyer's country. */
export const pricedCartBoxSchema = z.object({
  type: boxTypeSchema,
  periodicity: boxPeriodicitySchema,
  months: minor,
  ok: z.boolean(),
  monthlyPriceMinor: minor,
  monthlyShippingMinor: minor,
  priceMinor: minor,
  shippingMinor: minor,
  totalMinor: minor,
  taxMinor: minor,
  refusal: z.object({ code: z.literal('no_shipping'), reason: z.string() }).nullable(),
  /** Who the box is a gift for (absent: for the buyer). */
  gift: cartBoxGiftSchema.nullish(),
});

/** Promo outcome: the code applied (typed or site-wide sale) and a typed code that does not apply. */
export const cartPromoSchema = z.object({
  applied: z
    .object({
      promoCode: z.string(),
      siteWideSale: z.boolean(),
      appliesTo: z.enum(PROMO_TARGETS),
      discountMinor: minor,
      itemsDiscountMinor: minor,
      shippingDiscountMinor: minor,
    })
    .nullable(),
  refused: z
    .object({ code: z.literal('promo_code_not_applicable'), promoCode: z.string(), reason: z.string() })
    .nullable(),
});

/** total = subtotal + shipping - discount + serviceCharge; tax is included in total. */
export const cartTotalsSchema = z.object({
  subtotalMinor: minor,
  shippingMinor: minor,
  shippingDiscountMinor: minor,
  discountMinor: minor,
  serviceChargeMinor: minor,
  taxMinor: minor,
  totalMinor: minor,
});

/** POST /api/cart/calculate response: the cart as the server prices it. */
export const cartCalculateResponseSchema = z.object({
  id: cartIdSchema,
  currency: currencyCodeSchema,
  /** Delivery country used for VAT and shipping. */
  countryId: z.string(),
  count: minor,
  shops: z.array(pricedCartShopSchema),
  boxes: z.array(pricedCartBoxSchema),
  promo: cartPromoSchema,
  serviceCharge: z.object({ amountMinor: minor, taxMinor: minor, capped: z.boolean(), vat: vatDecisionSchema }),
  totals: cartTotalsSchema,
  isGift: z.boolean(),
  packingSlipShowsPrices: z.boolean(),
  pickup: z.boolean(),
  /** Some line or box can be paid (cart/pay refuses a cart with a refused line: remove it first). */
  payable: z.boolean(),
  /** Kept as the signed-in user's saved cart. */
  saved: z.boolean(),
});
export type CartCalculateResponse = z.infer<typeof cartCalculateResponseSchema>;

/** GET /api/cart: the signed-in user's saved cart as it was sent (no prices), null when none. */
export const savedCartResponseSchema = z.object({
  cart: z
    .object({
      id: cartIdSchema,
      currency: currencyCodeSchema,
      promo_code: z.string().nullable(),
      country_id: z.string().nullable(),
      is_gift: z.boolean(),
      pickup: z.boolean(),
      /** The pickup point chosen for the parcels that ship to one (kept until another is chosen). */
      pickup_point: pickupPointSchema.nullable(),
      customer: cartCustomerResponseSchema.nullable(),
      shops: z.record(
        z.string(),
        z.object({
          shipping_type: cartShippingTypeSchema,
          shipment: cartShipmentSchema,
          items: z.array(
            z.object({
              project_id: minor,
              item_id: minor.nullable(),
              quantity: minor,
              chosen_sizes: z.record(z.string(), z.string()).nullable(),
            }),
          ),
        }),
      ),
      boxes: z.array(savedCartBoxSchema),
    })
    .nullable(),
});
export type SavedCartResponse = z.infer<typeof savedCartResponseSchema>;

/** DELETE /api/cart query: the anonymous cart id to forget (a signed-in user's saved cart goes too). */
export const cartDeleteQuerySchema = z.object({ id: cartIdSchema.optional() });

/** GET /api/projects/{id}/group-shipment: the parcel a project goes in. */
export const groupShipmentResponseSchema = z.object({
  projectId: minor,
  /** The cart.shops key to file the line under ('s_{smallest project id of the group}' or 's_{id}'). */
  shopKey: z.string(),
  shipTogetherGroup: z.string().nullable(),
  /** Every project in the same parcel (itself included). */
  projectIds: z.array(minor),
});
export type GroupShipmentResponse = z.infer<typeof groupShipmentResponseSchema>;

/** POST /api/cart/related: projects in the cart; answers projects to suggest (not already in it). */
export const cartRelatedBodySchema = z.object({
  project_ids: z.array(z.coerce.number().int().positive()).max(CART_MAX_LINES).default([]),
  currency: currencyCodeSchema.nullish(),
});
export const cartRelatedResponseSchema = z.object({ items: z.array(projectCardSchema) });
export type CartRelatedResponse = z.infer<typeof cartRelatedResponseSchema>;

/** POST /api/cart/feedback: how the checkout went (after paying). */
export const cartFeedbackBodySchema = z.object({
  order_id: z.coerce.number().int('input_must_integer').positive(),
  cart_id: cartIdSchema,
  rating: z.coerce.number().int('input_must_integer').min(1).max(5),
  comment: z.string().trim().max(2000, 'input_too_long').nullish(),
});

/** PUT /api/boxes/code (check) and POST /api/boxes/code (redeem, signed in): a gift box code. */
export const boxCodeBodySchema = z.object({ code: z.string().trim().min(1, 'input_required').max(40) });
export const boxCodeResponseSchema = z.object({
  code: z.string(),
  type: boxTypeSchema,
  months: minor,
  /** Redeemed already (PUT), or redeemed by this call (POST). */
  redeemed: z.boolean(),
  /** POST: the box subscription the code started. */
  subscriptionId: minor.nullable(),
});

/** POST /api/user/event: a product event of the signed-in user. */
export const userEventBodySchema = z.object({
  type: z.enum(['add_to_cart', 'add_to_wishlist']),
  project_id: z.coerce.number().int().positive(),
  item_id: z.coerce.number().int().positive().nullish(),
  quantity: z.coerce.number().int().min(1).max(CART_MAX_QUANTITY).default(1),
});

/** Bodies answered with a plain acknowledgement. */
export const cartAckResponseSchema = z.object({ ok: z.literal(true) });
