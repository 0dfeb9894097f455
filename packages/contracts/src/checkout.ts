// The checkout calls (spec section 7, "Cart": POST cart/pay, POST cart/confirm) and the order and
// payment they answer with. The cart calls themselves are in cart.ts.
//
// | call | what it is for |
// |---|---|
// | POST /api/cart/pay | re-price the stored cart, create the order, hold the copies, start the payment; returns the next action (3-D Secure, Stripe client secret) |
// | POST /api/cart/confirm | after the payment step (3-D Secure answer, Stripe.js confirm): read the payment and confirm the order exactly once; also reads a finished order |
import { ORDER_STATUSES } from '@spindle/domain';
import { z } from 'zod';
import { cartIdSchema } from './cart.ts';
import { currencyCodeSchema } from './common.ts';

const minor = z.number().int();

/** A payment method: a test card (test provider), a Stripe PaymentMethod id, or a saved card. */
export const paymentMethodSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('test_card'),
    number: z.string().trim().min(1, 'input_required').max(30),
    exp_month: z.coerce.number().int('input_must_integer'),
    exp_year: z.coerce.number().int('input_must_integer'),
    cvc: z.string().trim().min(1, 'input_required').max(4),
  }),
  z.object({ kind: z.literal('stripe'), payment_method_id: z.string().trim().min(1).max(255) }),
  z.object({ kind: z.literal('saved_card'), card_ref: z.string().trim().min(1).max(255) }),
]);
export type PaymentMethodInput = z.infer<typeof paymentMethodSchema>;

/**
 * POST /api/cart/pay (spec: origin, cart_id). The cart is the one last sent to cart/calculate (its
 * customer address is required). `payment_method` confirms at once (test cards, saved cards); with
 * Stripe leave it out and confirm in the browser with the returned client secret.
 */
export const cartPayBodySchema = z.object({
  cart_id: cartIdSchema,
  origin: z.string().trim().max(40).nullish(),
  payment_method: paymentMethodSchema.nullish(),
  /** Where a redirect-based authentication comes back to. */
  return_url: z.url().max(2000).nullish(),
});
/**
 * The headers of POST /api/cart/pay, for OpenAPI: the Idempotency-Key (printable ASCII, at most 255
 * characters) is checked by the handler, so a bad key answers its own code (idempotency_key_invalid).
 */
export const cartPayHeadersSchema = z.looseObject({ 'idempotency-key': z.string().optional() });

export type CartPayBody = z.input<typeof cartPayBodySchema>;
export type CartPayParsed = z.output<typeof cartPayBodySchema>;

/** What the browser must do next: approve/deny on the test provider's 3-D Secure page, Stripe.js, or a redirect. */
export const paymentNextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('test_authentication') }),
  z.object({ type: z.literal('use_stripe_sdk') }),
  z.object({ type: z.literal('redirect_to_url'), url: z.string() }),
]);
export type PaymentNextAction = z.infer<typeof paymentNextActionSchema>;

export const paymentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
]);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const declineCodeSchema = z.enum([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_expiry',
  'processing_error',
  'authentication_failed',
]);

/** The payment as the browser needs it. */
export const checkoutPaymentSchema = z.object({
  provider: z.enum(['test', 'stripe']),
  status: paymentStatusSchema,
  /** Stripe: confirm with Stripe.js; null on the test provider. */
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
  nextAction: paymentNextActionSchema.nullable(),
  /** The last declined attempt (try another card on the same order). */
  declineCode: declineCodeSchema.nullable(),
});

/** The order as shown after checkout. */
export const orderSummarySchema = z.object({
  id: minor,
  status: orderStatusSchema,
  currency: currencyCodeSchema,
  subtotalMinor: minor,
  shippingMinor: minor,
  discountMinor: minor,
  serviceChargeMinor: minor,
  taxMinor: minor,
  totalMinor: minor,
  isGift: z.boolean(),
  paidAt: z.string().nullable(),
  items: z.array(
    z.object({
      projectId: minor.nullable(),
      name: z.string(),
      quantity: minor,
      unitPriceMinor: minor,
      totalMinor: minor,
      discountMinor: minor,
      taxMinor: minor,
    }),
  ),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** POST /api/cart/pay and POST /api/cart/confirm response. */
export const checkoutResponseSchema = z.object({
  orderId: minor,
  order: orderSummarySchema,
  payment: checkoutPaymentSchema,
  /** Until then the copies are held for this order; later an unpaid order releases them. */
  reservationExpiresAt: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * POST /api/cart/confirm: after the payment step. `authentication` answers the test provider's
 * 3-D Secure page; without it the server reads the payment's state (Stripe after Stripe.js).
 */
export const cartConfirmBodySchema = z.object({
  order_id: z.coerce.number().int('input_must_integer').positive(),
  cart_id: cartIdSchema,
  authentication: z.enum(['approve', 'deny']).nullish(),
});
export type CartConfirmBody = z.input<typeof cartConfirmBodySchema>;
