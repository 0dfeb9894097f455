// The cart's use cases (spec section 7, "Cart"): calculate (price on the server, keep the cart), the
// saved cart of a signed-in user, delete, group shipment, related projects, checkout feedback, gift box
// codes and the add_to_cart / add_to_wishlist events.
import {
  cartBoxInputSchema,
  cartCustomerSchema,
  cartItemInputSchema,
  cartShipmentSchema,
  cartShippingTypeSchema,
  currencyCodeSchema,
  pickupPointSchema,
  type CartCalculateParsed,
  type CartCalculateResponse,
  type CartCustomer,
  type ProjectCard,
  type SavedCartResponse,
} from '@spindle/contracts';
import { CART_COOKIE_DAYS, cartShopKey, createCartId, type Cart } from '@spindle/domain';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { toCalculateResponse } from './cart-response.ts';
import type { CartPricingService, CartRequest, PricingViewer } from './cart-pricing.service.ts';
import type { CartRepo, CartRow } from './cart.repo.ts';

const DAY_MS = 86_400_000;
/** Suggestions beside the cart. */
const RELATED_SIZE = 8;

/** What carts.data.customer holds: the checkout fields that are not lines. */
const storedCheckoutSchema = z.object({
  address: cartCustomerSchema.nullable().catch(null),
  country_id: z.string().nullable().catch(null),
  pickup: z.boolean().catch(false),
  pickup_point: pickupPointSchema.nullable().catch(null),
  is_gift: z.boolean().catch(false),
});

const storedCartSchema = z.object({
  currency: currencyCodeSchema.nullable().catch(null),
  promo_code: z.string().nullish(),
  customer: storedCheckoutSchema.nullish(),
  shops: z
    .record(
      z.string(),
      z.object({
        shipping_type: cartShippingTypeSchema.catch('standard'),
        shipment: cartShipmentSchema.catch('together'),
        items: z.array(cartItemInputSchema),
      }),
    )
    .catch({}),
  boxes: z.array(cartBoxInputSchema).catch([]),
});

/** The priced request a stored cart stands for (what cart/pay prices again). */
export function cartRequestOf(
  row: Pick<CartRow, 'data'>,
): CartRequest & { pickupPoint: z.infer<typeof pickupPointSchema> | null } {
  const stored = storedCartSchema.parse(row.data);
  return {
    shops: stored.shops,
    boxes: stored.boxes,
    customer: stored.customer?.address ?? null,
    countryId: stored.customer?.country_id ?? null,
    pickup: stored.customer?.pickup ?? false,
    pickupPoint: stored.customer?.pickup_point ?? null,
    isGift: stored.customer?.is_gift ?? false,
    promoCode: stored.promo_code ?? null,
    currency: stored.currency,
  };
}

type PickupPoint = z.infer<typeof pickupPointSchema>;

/** The fields a delivery address cannot go without (POST cart/pay answers input_required for each missing one). */
export const REQUIRED_ADDRESS_FIELDS = ['firstname', 'lastname', 'address', 'zip_code', 'city'] as const;

/** The fields of a customer that say something (blank and null ones left out). */
function filledFields(customer: CartCustomer | null | undefined): CartCustomer {
  if (!customer) return {};
  return Object.fromEntries(
    Object.entries(customer).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
}

/** A whole delivery address: every required field filled. */
function isCompleteAddress(customer: CartCustomer | null | undefined): customer is CartCustomer {
  return Boolean(customer) && REQUIRED_ADDRESS_FIELDS.every((field) => Boolean(customer?.[field]?.trim()));
}

/**
 * The address a cart keeps after a calculate (docs/payments.md "The cart's address"). The cart already
 * holds `stored`; the request sent `sent` (and `sentCountry`, the top-level country_id):
 * - a whole address (every required field) replaces the stored one, blanks included;
 * - no customer, or only blank fields, keeps the stored address: a recalculation (the cart drawer,
 *   a quantity change) never wipes it;
 * - a partial customer fills or corrects the fields it gives, the rest of the stored address stays;
 * - unless the request names another delivery country than the stored address's: that address is
 *   for elsewhere, so only what was sent is kept.
 */
export function mergeCartCustomer(
  stored: CartCustomer | null,
  sent: CartCustomer | null | undefined,
  sentCountry: string | null | undefined,
): CartCustomer | null {
  if (isCompleteAddress(sent)) return sent;
  const given = filledFields(sent);
  const hasGiven = Object.keys(given).length > 0;
  if (!stored) return hasGiven ? given : null;
  const newCountry = (given.country_id ?? sentCountry ?? null)?.toUpperCase() ?? null;
  const storedCountry = stored.country_id?.toUpperCase() ?? null;
  if (newCountry !== null && storedCountry !== null && newCountry !== storedCountry) return hasGiven ? given : null;
  return { ...stored, ...given };
}

/** What a calculate keeps beside the lines: the merged address and the pickup point. */
interface CheckoutFields {
  customer: CartCustomer | null;
  pickupPoint: PickupPoint | null;
}

/** The checkout fields after this request: see mergeCartCustomer; a pickup point stays until another is chosen. */
function checkoutFieldsOf(body: CartCalculateParsed, stored: CartRow | null): CheckoutFields {
  const before = stored ? cartRequestOf(stored) : null;
  const chosen = typeof body.pickup === 'object' && body.pickup !== null ? body.pickup : null;
  return {
    customer: mergeCartCustomer(before?.customer ?? null, body.customer, body.country_id),
    pickupPoint: chosen ?? before?.pickupPoint ?? null,
  };
}

function requestOfBody(body: CartCalculateParsed, fields: CheckoutFields): CartRequest {
  return {
    shops: body.shops,
    boxes: body.boxes,
    customer: fields.customer,
    countryId: body.country_id ?? null,
    // `pickup: true` sends every parcel that can go to a pickup point there; a point sent as an object
    // only says where, and each parcel keeps the delivery it chose (its shipping_type).
    pickup: body.pickup === true,
    isGift: body.is_gift,
    promoCode: body.promo_code ?? null,
    currency: body.currency ?? null,
  };
}

function cartDataOf(
  id: string,
  body: CartCalculateParsed,
  fields: CheckoutFields,
  currency: string,
  count: number,
  locale: string,
): Cart {
  const shops: Cart['shops'] = Object.fromEntries(
    Object.entries(body.shops).map(([key, group]) => [
      key,
      {
        id: Number(key.slice(2)),
        type: 'shop',
        shipping_type: group.shipping_type,
        shipment: group.shipment,
        items: group.items,
      },
    ]),
  );
  return {
    id,
    count,
    currency,
    promo_code: body.promo_code ?? null,
    customer: {
      address: fields.customer,
      country_id: body.country_id ?? null,
      pickup: body.pickup === true,
      pickup_point: fields.pickupPoint,
      is_gift: body.is_gift,
      /** The buyer's language at checkout: the confirmation e-mail of a visitor is written in it. */
      locale,
    },
    shops,
    boxes: body.boxes.map((box) => ({ name: `box_${box.type}`, ...box })),
  };
}

/** The pricing viewer of a request's viewer. */
export function pricingViewerOf(viewer: Viewer): PricingViewer {
  const user = viewer.user;
  return {
    user: user
      ? { id: user.id, pro: user.pro, currency: user.currency, countryId: user.countryId, email: user.email }
      : null,
    locale: viewer.locale,
    country: viewer.country,
  };
}

export interface CartServiceDeps {
  repo: CartRepo;
  pricing: CartPricingService;
  catalogue: Pick<CatalogueService, 'cardsOf'>;
  clock: () => Date;
}

export function createCartService(deps: CartServiceDeps) {
  return {
    calculate: (body: CartCalculateParsed, viewer: Viewer, queryCurrency?: string): Promise<CartCalculateResponse> =>
      calculateCart(deps, body, viewer, queryCurrency),
    savedCart: (userId: number): Promise<SavedCartResponse> => readSavedCart(deps, userId),
    deleteCart: (id: string | undefined, userId: number | null): Promise<void> => deleteCart(deps, id, userId),
    groupShipment: (projectId: number) => findGroupShipment(deps, projectId),
    related: (projectIds: readonly number[], viewer: Viewer, currency?: string | null): Promise<ProjectCard[]> =>
      suggestRelated(deps, projectIds, viewer, currency),
    feedback: (
      input: { order_id: number; cart_id: string; rating: number; comment?: string | null | undefined },
      userId: number | null,
    ): Promise<void> => recordFeedback(deps, input, userId),
    userEvent: (
      input: { type: 'add_to_cart' | 'add_to_wishlist'; project_id: number; item_id?: number | null; quantity: number },
      userId: number,
      visitor: EventVisitor = { origin: null, visitorId: null },
    ): Promise<void> => recordUserEvent(deps, input, userId, visitor),
    checkBoxCode: (code: string) => checkBoxCode(deps, code),
    redeemBoxCode: (code: string, userId: number) => redeemBoxCode(deps, code, userId),
  };
}

/** POST cart/calculate: prices the cart on the server and keeps it under its id. */
async function calculateCart(
  deps: CartServiceDeps,
  body: CartCalculateParsed,
  viewer: Viewer,
  queryCurrency?: string,
): Promise<CartCalculateResponse> {
  const userId = viewer.user?.id ?? null;
  const { id, stored } = await usableCart(deps.repo, body.id, userId);
  const fields = checkoutFieldsOf(body, stored);
  const request = requestOfBody(body, fields);
  const { priced, countryCode, currency, display } = await deps.pricing.price(request, pricingViewerOf(viewer), {
    queryCurrency,
    cartId: id,
  });
  const saved = body.save && userId !== null;
  const now = deps.clock();
  const calculated = toCalculateResponse(priced, { id, countryCode, display, pickup: request.pickup, saved });
  // A gift box says who it is for (the priced boxes follow the request's order).
  const response = {
    ...calculated,
    boxes: calculated.boxes.map((box, index) => ({ ...box, gift: request.boxes[index]?.gift ?? null })),
  };
  await deps.repo.upsertCart({
    id,
    userId,
    currency,
    promoCode: body.promo_code ?? null,
    countryId: countryCode,
    data: cartDataOf(id, body, fields, currency, response.count, viewer.locale),
    expiresAt: saved ? null : new Date(now.getTime() + CART_COOKIE_DAYS * DAY_MS),
  });
  if (saved && userId !== null) {
    await deps.repo.unsaveOtherCarts(userId, id, new Date(now.getTime() + CART_COOKIE_DAYS * DAY_MS));
  }
  return response;
}

/** GET cart: the signed-in user's saved cart as sent, without prices (the client recalculates). */
async function readSavedCart(deps: CartServiceDeps, userId: number): Promise<SavedCartResponse> {
  const row = await deps.repo.findSavedCart(userId);
  if (!row) return { cart: null };
  const request = cartRequestOf(row);
  return {
    cart: {
      id: row.id,
      currency: request.currency ?? 'EUR',
      promo_code: request.promoCode,
      country_id: request.countryId,
      is_gift: request.isGift,
      pickup: request.pickup,
      pickup_point: request.pickupPoint,
      customer: request.customer,
      shops: Object.fromEntries(
        Object.entries(request.shops).map(([key, group]) => [
          key,
          {
            shipping_type: group.shipping_type,
            shipment: group.shipment,
            items: group.items.map((item) => ({
              project_id: item.project_id,
              item_id: item.item_id,
              quantity: item.quantity,
              chosen_sizes: item.chosen_sizes,
            })),
          },
        ]),
      ),
      boxes: request.boxes,
    },
  };
}

/** DELETE cart: the user's saved carts, and the anonymous cart named (never someone else's). */
async function deleteCart(deps: CartServiceDeps, id: string | undefined, userId: number | null): Promise<void> {
  if (userId !== null) await deps.repo.deleteSavedCarts(userId);
  if (!id) return;
  const row = await deps.repo.findCart(id);
  if (!row || row.orderId !== null) return;
  if (row.userId !== null && row.userId !== userId) throw new AppError('forbidden');
  await deps.repo.deleteCart(id);
}

/** GET projects/{id}/group-shipment: the parcel a project goes in. */
async function findGroupShipment(deps: CartServiceDeps, projectId: number) {
  const found = await deps.repo.groupShipment(projectId);
  if (!found) throw new AppError('not_found');
  const first = found.projectIds[0] ?? found.project.id;
  return {
    projectId: found.project.id,
    shopKey: cartShopKey(found.project.group === null ? found.project.id : first),
    shipTogetherGroup: found.project.group,
    projectIds: found.projectIds,
  };
}

/** POST cart/related: listed projects sharing a genre, artist or label with the cart, not already in it. */
async function suggestRelated(
  deps: CartServiceDeps,
  projectIds: readonly number[],
  viewer: Viewer,
  currency?: string | null,
): Promise<ProjectCard[]> {
  const rows = await deps.repo.relatedProjects(projectIds, RELATED_SIZE);
  return deps.catalogue.cardsOf(rows, viewer, currency ?? undefined);
}

/** POST cart/feedback: the buyer's rating of the checkout of their own order. */
async function recordFeedback(
  deps: CartServiceDeps,
  input: { order_id: number; cart_id: string; rating: number; comment?: string | null | undefined },
  userId: number | null,
): Promise<void> {
  const order = await deps.repo.findOrder(input.order_id);
  if (!order || order.cartId !== input.cart_id) throw new AppError('not_found');
  if (order.userId !== null && order.userId !== userId) throw new AppError('forbidden');
  await deps.repo.insertEvent({
    type: 'cart_feedback',
    userId,
    data: { orderId: order.id, rating: input.rating, comment: input.comment ?? null },
  });
}

/** The browser's origin code (ori cookie) and first-party visitor id (cookie_id), as far as they look right. */
export interface EventVisitor {
  origin: string | null;
  visitorId: string | null;
}
const ORIGIN_CODE = /^[A-Za-z0-9_.-]{1,50}$/;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** POST user/event: add_to_cart or add_to_wishlist of a signed-in user. */
async function recordUserEvent(
  deps: CartServiceDeps,
  input: { type: 'add_to_cart' | 'add_to_wishlist'; project_id: number; item_id?: number | null; quantity: number },
  userId: number,
  visitor: EventVisitor,
): Promise<void> {
  if (!(await deps.repo.projectExists(input.project_id))) throw new AppError('not_found');
  await deps.repo.insertEvent({
    type: input.type,
    userId,
    origin: visitor.origin && ORIGIN_CODE.test(visitor.origin) ? visitor.origin : null,
    visitorId: visitor.visitorId && VISITOR_ID.test(visitor.visitorId) ? visitor.visitorId : null,
    projectId: input.project_id,
    data: { itemId: input.item_id ?? null, quantity: input.quantity },
  });
}

/** PUT boxes/code: what a gift code gives and whether it is still free. */
async function checkBoxCode(deps: CartServiceDeps, code: string) {
  const found = await deps.repo.findBoxCode(code);
  if (!found) throw new AppError('box_code_not_found');
  if (found.expiresAt !== null && found.expiresAt.getTime() <= deps.clock().getTime())
    throw new AppError('box_code_expired');
  return {
    code: found.code,
    type: found.recordsPerMonth === 2 ? ('two' as const) : ('one' as const),
    months: found.months,
    redeemed: found.redeemedAt !== null,
    subscriptionId: null,
  };
}

/** POST boxes/code: redeems a gift code once for the signed-in user. */
async function redeemBoxCode(deps: CartServiceDeps, code: string, userId: number) {
  const checked = await checkBoxCode(deps, code);
  if (checked.redeemed) throw new AppError('box_code_already_redeemed');
  const found = await deps.repo.findBoxCode(code);
  if (!found) throw new AppError('box_code_not_found');
  const subscriptionId = await deps.repo.redeemBoxCode(found.id, userId, deps.clock());
  if (subscriptionId === null) throw new AppError('box_code_already_redeemed');
  return { ...checked, redeemed: true, subscriptionId };
}

/** A cart the viewer may write to: theirs, an anonymous one (with what it holds), or a new one. */
async function usableCart(
  repo: CartRepo,
  id: string | null | undefined,
  userId: number | null,
): Promise<{ id: string; stored: CartRow | null }> {
  if (!id) return { id: createCartId(), stored: null };
  const existing = await repo.findCart(id);
  if (!existing) return { id, stored: null };
  const othersCart = existing.userId !== null && existing.userId !== userId;
  return othersCart || existing.orderId !== null ? { id: createCartId(), stored: null } : { id, stored: existing };
}

export type CartService = ReturnType<typeof createCartService>;
