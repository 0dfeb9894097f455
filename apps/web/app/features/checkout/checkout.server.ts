// The steps of /payment on the page server (docs/web.md "Cart and checkout"): the address is checked
// with the spec's rules, saved on the cart (POST cart/calculate with the customer), then POST cart/pay
// creates the order and starts the payment; the card goes through the same call, the test provider's
// 3-D Secure answer through POST cart/confirm. A declined card is a value: the cart stays as it was.
// When a parcel ships to a pickup point, the chosen point goes on the cart too (`pickup: {...}`), and
// the payment does not start without one.
import {
  checkoutEndpoints,
  declineCodeSchema,
  type CartCustomer,
  type CheckoutResponse,
  type PaymentMethodInput,
} from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import type { RouterContextProvider } from 'react-router';
import { apiClient, type ApiCallResult } from '../../lib/api.server.ts';
import type { CartState } from '../cart/index.ts';
import { priceCart } from '../cart/index.server.ts';
import type { AddressValues } from './address-rules.ts';
import { pointWouldChangeModes, shipsToPickup, type PickupPoint } from './pickup-rules.ts';

/** What the payment page shows after a step. */
export type CheckoutStep =
  | { step: 'address'; errors: Record<string, string>; firstField: string | null; notice: string | null }
  | {
      step: 'card';
      orderId: number;
      provider: 'test' | 'stripe';
      clientSecret: string | null;
      publishableKey: string | null;
      totalMinor: number;
      currency: string;
      decline: string | null;
      errors: Record<string, string>;
      firstField: string | null;
    }
  | { step: 'authenticate'; orderId: number; totalMinor: number; currency: string }
  | { step: 'paid'; orderId: number };

/** The customer of cart/calculate from the address form, in the language of the page it was sent from. */
export function customerOf(values: AddressValues, locale: AppLocale): CartCustomer {
  const orNull = (text: string) => (text === '' ? null : text);
  return {
    email: values.email,
    firstname: values.firstname,
    lastname: values.lastname,
    name: `${values.firstname} ${values.lastname}`.trim(),
    company: orNull(values.company),
    address: values.address,
    address2: orNull(values.address2),
    zip_code: values.zip_code,
    city: values.city,
    state: orNull(values.state),
    country_id: values.country_id.toUpperCase(),
    phone: values.phone,
    type: values.company ? 'business' : 'individual',
    locale,
  };
}

const AS_VALUE = { onServerFailure: 'value' } as const;

type ApiOutcome =
  | { ok: true; checkout: CheckoutResponse }
  | { ok: false; status: number; code: string; fields: Record<string, string> };

/** A checkout call's answer as the steps read it: a server failure (or no answer) is 'unavailable'. */
function outcomeOf(result: ApiCallResult<CheckoutResponse>): ApiOutcome {
  if (result.ok) return { ok: true, checkout: result.value };
  const code = result.status >= 500 ? 'unavailable' : result.code;
  return { ok: false, status: result.status, code, fields: result.fields };
}

/** Codes of cart/pay that mean "something in the cart cannot be bought". */
const NOT_PAYABLE = new Set([
  'project_not_on_sale',
  'country_not_allowed',
  'sizes_required',
  'limit_per_customer_exceeded',
  'insufficient_stock',
  'no_shipping',
  'cart_empty',
  'cart_already_paid',
]);

function failureStep(outcome: Extract<ApiOutcome, { ok: false }>): CheckoutStep {
  const fields = Object.keys(outcome.fields);
  if (fields.length > 0)
    return { step: 'address', errors: outcome.fields, firstField: fields[0] ?? null, notice: null };
  const notice = NOT_PAYABLE.has(outcome.code)
    ? 'cart_not_payable'
    : outcome.code === 'unavailable'
      ? 'unavailable'
      : 'request_failed';
  return { step: 'address', errors: {}, firstField: null, notice };
}

/** The page's next step from a checkout answer. */
export function stepOf(checkout: CheckoutResponse): CheckoutStep {
  const { payment, order } = checkout;
  if (order.status === 'confirmed' || payment.status === 'succeeded')
    return { step: 'paid', orderId: checkout.orderId };
  if (payment.nextAction?.type === 'test_authentication') {
    return { step: 'authenticate', orderId: checkout.orderId, totalMinor: order.totalMinor, currency: order.currency };
  }
  return {
    step: 'card',
    orderId: checkout.orderId,
    provider: payment.provider,
    clientSecret: payment.clientSecret,
    publishableKey: payment.publishableKey,
    totalMinor: order.totalMinor,
    currency: order.currency,
    decline: payment.declineCode ? declineCodeSchema.parse(payment.declineCode) : null,
    errors: {},
    firstField: null,
  };
}

/** How saving the address on the cart went (the route prices the cart with the customer first). */
export type SavedAddress =
  | { ok: true; cartId: string; payable: boolean }
  | { ok: false; status: number; code: string; fields: Record<string, string> };

/** What saving the checkout on the cart gave: how it went, the cart to keep, and whether it needs a pickup point. */
export interface SavedCheckout {
  saved: SavedAddress;
  state: CartState;
  /** A parcel of the priced cart ships to a pickup point. */
  needsPickup: boolean;
  /** The priced cart needs a pickup point and none was given: the payment must not start. */
  pickupMissing: boolean;
}

function savedOf(outcome: Awaited<ReturnType<typeof priceCart>>['outcome']): SavedAddress {
  return outcome.ok
    ? { ok: true, cartId: outcome.priced.id, payable: outcome.priced.payable }
    : { ok: false, status: outcome.status, code: outcome.code, fields: outcome.fields };
}

/**
 * Saves the address on the cart (priced for its country from now on: VAT and shipping follow it), then,
 * when a parcel ships to a pickup point, the chosen point (`pickup: { name, address, zip_code, city }`).
 * The API reads a point as "pickup point for every parcel that offers it": when that would move a
 * parcel the buyer sends to the door, the cart is priced once more with the plain choice (the server
 * keeps the point), so every parcel keeps the delivery chosen on the cart.
 */
export async function saveCheckout(
  context: Readonly<RouterContextProvider>,
  state: CartState,
  values: AddressValues,
  point: PickupPoint | null,
  locale: AppLocale,
): Promise<SavedCheckout> {
  const start: CartState = {
    ...state,
    countryId: values.country_id.toUpperCase(),
    pickupPoint: point ?? state.pickupPoint,
  };
  const withAddress = await priceCart(context, start, customerOf(values, locale));
  if (!withAddress.outcome.ok) {
    return { saved: savedOf(withAddress.outcome), state: withAddress.state, needsPickup: false, pickupMissing: false };
  }
  const priced = withAddress.outcome.priced;
  const needsPickup = shipsToPickup(priced);
  if (!needsPickup || !point) {
    return {
      saved: savedOf(withAddress.outcome),
      state: withAddress.state,
      needsPickup,
      pickupMissing: needsPickup && !point,
    };
  }
  const withPoint = await priceCart(context, withAddress.state, undefined, { sendPickupPoint: true });
  if (!withPoint.outcome.ok || !pointWouldChangeModes(priced)) {
    return { saved: savedOf(withPoint.outcome), state: withPoint.state, needsPickup, pickupMissing: false };
  }
  const restored = await priceCart(context, withPoint.state);
  return { saved: savedOf(restored.outcome), state: restored.state, needsPickup, pickupMissing: false };
}

/**
 * Asks for the payment of a cart whose address was just saved: the order is created (or the open
 * one reused) and the answer says which provider takes the card. With `method`, the card is charged too.
 */
export async function startPayment(
  context: Readonly<RouterContextProvider>,
  saved: SavedAddress,
  method: PaymentMethodInput | null,
): Promise<CheckoutStep> {
  if (!saved.ok) return failureStep(saved);
  if (!saved.payable) return { step: 'address', errors: {}, firstField: null, notice: 'cart_not_payable' };
  const body = { cart_id: saved.cartId, ...(method ? { payment_method: method } : {}) };
  const paid = outcomeOf(await apiClient(context).call(checkoutEndpoints.pay, { body }, AS_VALUE));
  return paid.ok ? stepOf(paid.checkout) : failureStep(paid);
}

/** The test provider's 3-D Secure answer: approve or deny, then the payment's outcome. */
export async function answerAuthentication(
  context: Readonly<RouterContextProvider>,
  cartId: string,
  orderId: number,
  approve: boolean,
): Promise<CheckoutStep> {
  const body = {
    order_id: orderId,
    cart_id: cartId,
    authentication: approve ? ('approve' as const) : ('deny' as const),
  };
  const confirmed = outcomeOf(await apiClient(context).call(checkoutEndpoints.confirm, { body }, AS_VALUE));
  return confirmed.ok ? stepOf(confirmed.checkout) : failureStep(confirmed);
}

/** The order of a finished checkout (the confirmation page): cart/confirm reads it, null when not ours. */
export async function readOrder(
  context: Readonly<RouterContextProvider>,
  cartId: string,
  orderId: number,
): Promise<CheckoutResponse | null> {
  const body = { order_id: orderId, cart_id: cartId };
  const confirmed = outcomeOf(await apiClient(context).call(checkoutEndpoints.confirm, { body }, AS_VALUE));
  if (!confirmed.ok && confirmed.code === 'unavailable') throw new Response(null, { status: 503 });
  return confirmed.ok ? confirmed.checkout : null;
}
