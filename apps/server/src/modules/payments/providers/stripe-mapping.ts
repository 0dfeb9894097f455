// Translation between Stripe's objects and ours: amounts, statuses, decline codes, errors and
// webhook events. Kept apart from the SDK calls so each rule is tested on its own.
import { isCurrencyCode, type Money } from '@spindle/domain';
import { z } from 'zod';
import type Stripe from 'stripe';
import { AppError } from '../../../http/errors.ts';
import type {
  DeclineCode,
  NextAction,
  ParseWebhookResult,
  PaymentEventType,
  PaymentStatus,
  PaymentView,
} from './payment-provider.ts';
import { stripeSdk } from './stripe-sdk.ts';

/**
 * Stripe wants the amount in the currency's smallest unit and the code in lower case. Our minor
 * units are exactly that, including the zero-decimal currencies: 1500 JPY is `amount: 1500`, not
 * 150000 (docs.stripe.com/currencies#zero-decimal).
 */
export function toStripeAmount(money: Money): { amount: number; currency: string } {
  return { amount: money.amountMinor, currency: money.currency.toLowerCase() };
}

/** The reverse; a currency we do not sell in means Stripe is talking about something that is not ours. */
export function moneyFromStripe(amount: number, currency: string): Money {
  const code = currency.toUpperCase();
  if (!isCurrencyCode(code) || !Number.isSafeInteger(amount)) throw new AppError('payment_provider_response_invalid');
  return { amountMinor: amount, currency: code };
}

const STATUS_FROM_STRIPE: Readonly<Record<string, PaymentStatus>> = {
  requires_payment_method: 'requires_payment_method',
  // We always confirm with a payment method; this state only shows before the customer has chosen one.
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  // Manual capture is not used; if it ever is, the money is held, not yet taken.
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'failed',
};

/** Unknown future statuses read as `processing`: neither paid nor failed until Stripe says so. */
export function statusFromStripe(status: string): PaymentStatus {
  return STATUS_FROM_STRIPE[status] ?? 'processing';
}

/** Stripe's error `code` and `decline_code` as one of our decline codes. */
export function declineCodeFromStripe(error: { code?: string | null; decline_code?: string | null }): DeclineCode {
  if (error.decline_code === 'insufficient_funds') return 'insufficient_funds';
  switch (error.code) {
    case 'expired_card':
      return 'expired_card';
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'incorrect_cvc';
    case 'incorrect_number':
    case 'invalid_number':
      return 'incorrect_number';
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
      return 'invalid_expiry';
    case 'processing_error':
      return 'processing_error';
    case 'payment_intent_authentication_failure':
    case 'setup_intent_authentication_failure':
      return 'authentication_failed';
    // An off-session payment (or a SetupIntent confirmed on the server) the bank wants authenticated.
    case 'authentication_required':
      return 'authentication_required';
    default:
      return 'card_declined';
  }
}

/** Stripe.js's `handleNextAction(clientSecret)` handles every kind; a plain redirect is passed on as such. */
export function nextActionFromStripe(nextAction: Stripe.PaymentIntent.NextAction | null): NextAction | null {
  if (!nextAction) return null;
  const url = nextAction.redirect_to_url?.url;
  if (nextAction.type === 'redirect_to_url' && url) return { type: 'redirect_to_url', url };
  return { type: 'use_stripe_sdk' };
}

export function viewFromPaymentIntent(intent: Stripe.PaymentIntent): PaymentView {
  const status = statusFromStripe(intent.status);
  const lastError = intent.last_payment_error;
  return {
    providerRef: intent.id,
    status,
    amount: moneyFromStripe(intent.amount, intent.currency),
    clientSecret: intent.client_secret,
    nextAction: status === 'requires_action' ? nextActionFromStripe(intent.next_action) : null,
    declineCode: status === 'requires_payment_method' && lastError ? declineCodeFromStripe(lastError) : null,
  };
}

/** Any Stripe failure that is not an expected outcome, as the one error type of the API. */
export function appErrorFromStripe(error: unknown): AppError {
  const { errors } = stripeSdk();
  if (error instanceof errors.StripeIdempotencyError) return new AppError('idempotency_key_reused');
  if (error instanceof errors.StripeInvalidRequestError) {
    if (error.code === 'resource_missing') return new AppError('payment_not_found');
    if (error.code === 'payment_intent_unexpected_state') return new AppError('payment_state_conflict');
    if (error.code === 'amount_too_small' || error.code === 'amount_too_large') {
      return new AppError('payment_amount_invalid');
    }
    return new AppError('payment_provider_request_invalid', { message: error.message });
  }
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    return new AppError('payment_provider_misconfigured');
  }
  if (error instanceof AppError) return error;
  // Connection errors, rate limits, Stripe's own 5xx: worth retrying later.
  return new AppError('payment_provider_unavailable');
}

const paymentIntentSchema = z.object({
  id: z.string().min(1),
  object: z.literal('payment_intent'),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});

const chargeSchema = z.object({
  id: z.string().min(1),
  object: z.literal('charge'),
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative(),
  currency: z.string(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});

const EVENT_TYPES: Readonly<Record<string, PaymentEventType>> = {
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.canceled': 'payment.canceled',
  'charge.refunded': 'payment.refunded',
};

/**
 * A verified Stripe event as ours. The payload is parsed again (a valid signature proves who sent
 * it, not that it has the fields we read). Events about other objects are acknowledged and ignored.
 */
export function eventFromStripe(payload: unknown): ParseWebhookResult {
  const invalid = { ok: false, code: 'webhook_payload_invalid' } as const;
  const event = eventSchema.safeParse(payload);
  if (!event.success) return invalid;
  const { id, type, created } = event.data;
  const ourType = EVENT_TYPES[type];
  if (!ourType) return { ok: true, event: null, ignoredType: type };
  const occurredAt = new Date(created * 1000).toISOString();
  const object = event.data.data.object;
  if (ourType === 'payment.refunded') {
    const charge = chargeSchema.safeParse(object);
    if (!charge.success) return invalid;
    const intent = charge.data.payment_intent;
    // A charge made outside a PaymentIntent is not one of our payments.
    if (!intent) return { ok: true, event: null, ignoredType: type };
    const currency = charge.data.currency.toUpperCase();
    if (!isCurrencyCode(currency)) return invalid;
    return {
      ok: true,
      event: {
        id,
        type: ourType,
        providerRef: typeof intent === 'string' ? intent : intent.id,
        orderId: charge.data.metadata?.orderId ?? null,
        amountMinor: charge.data.amount,
        currency,
        amountRefundedMinor: charge.data.amount_refunded,
        declineCode: null,
        occurredAt,
      },
    };
  }
  const intent = paymentIntentSchema.safeParse(object);
  if (!intent.success) return invalid;
  const currency = intent.data.currency.toUpperCase();
  if (!isCurrencyCode(currency)) return invalid;
  const lastError = intent.data.last_payment_error;
  return {
    ok: true,
    event: {
      id,
      type: ourType,
      providerRef: intent.data.id,
      orderId: intent.data.metadata?.orderId ?? null,
      amountMinor: intent.data.amount,
      currency,
      // A PaymentIntent event says nothing of refunds: 0 is a lower bound, and refunds are folded with max().
      amountRefundedMinor: 0,
      declineCode: ourType === 'payment.failed' && lastError ? declineCodeFromStripe(lastError) : null,
      occurredAt,
    },
  };
}
