// The seam between the payments service and whoever moves the money (docs/payments.md).
// Two implementations: the built-in test provider (default) and the Stripe adapter. Both speak in
// integer minor units and our currency codes; provider objects never leak past this interface.
// Expected outcomes (a declined card, a refund larger than what is left) are values; a broken
// invariant or an unreachable provider throws AppError.
import { z } from 'zod';
import { CURRENCY_CODES, isCurrencyCode, type Money } from '@spindle/domain';
import { AppError } from '../../../http/errors.ts';

/** Where a payment stands. `failed` is terminal (cancelled); a declined attempt leaves `requires_payment_method`. */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a card attempt failed, in our words (Stripe's codes are mapped onto these). */
export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_expiry',
  'processing_error',
  'authentication_failed',
  /** Off-session: the bank wants the cardholder, who is not there (Stripe's `authentication_required`). */
  'authentication_required',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/** What the customer must do before the payment can go on (3-D Secure and the like). */
export type NextAction =
  { type: 'test_authentication' } | { type: 'use_stripe_sdk' } | { type: 'redirect_to_url'; url: string };

/** A payment as the provider sees it now. */
export interface PaymentView {
  providerRef: string;
  status: PaymentStatus;
  amount: Money;
  /** Handed to the browser for client-side confirmation (Stripe.js); never logged. */
  clientSecret: string | null;
  nextAction: NextAction | null;
  /** Why the last attempt failed, when it did. */
  declineCode: DeclineCode | null;
}

export interface CreatePaymentInput {
  orderId: string;
  amount: Money;
  /** Same key, same payment. Derive it from the order (e.g. `order:<id>:payment`). */
  idempotencyKey: string;
  customerEmail?: string;
  /** A customer from `createCustomer`, needed to pay with a saved card. */
  customerRef?: string;
  /**
   * Keep the card this payment is paid with on `customerRef` for charges made later without the
   * customer (a monthly box): Stripe's `setup_future_usage: 'off_session'`; the test provider saves
   * the test card once the payment succeeds. Needs `customerRef`.
   */
  setupFutureUsage?: 'off_session';
  metadata?: Readonly<Record<string, string>>;
}

/** How the customer pays. Raw card numbers only ever reach the test provider. */
export type PaymentMethodInput =
  | { kind: 'test_card'; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: 'stripe'; paymentMethodId: string }
  | { kind: 'saved_card'; cardRef: string };

export interface ConfirmPaymentInput {
  providerRef: string;
  paymentMethod: PaymentMethodInput;
  /** Where a redirect-based authentication sends the customer back (Stripe). */
  returnUrl?: string;
  /**
   * The customer is not there (a monthly charge): nobody can authenticate, so a card that asks for it
   * is declined with `authentication_required` instead of answering `requires_action` (Stripe's
   * `off_session: true`; the payment needs its customer and a card saved on it).
   */
  offSession?: boolean;
}

export interface RefundInput {
  providerRef: string;
  /** Omitted: whatever is left to refund. */
  amount?: Money;
  idempotencyKey: string;
}

export type RefundResult =
  | { ok: true; refund: { refundRef: string; amount: Money; status: 'succeeded' | 'pending' } }
  | { ok: false; code: 'refund_exceeds_payment' | 'payment_not_refundable' };

/** A card kept on a customer for later payments. Only brand, last four digits and expiry are known. */
export interface SavedCard {
  cardRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SaveCardResult = { ok: true; card: SavedCard } | { ok: false; code: DeclineCode };

/** A card setup the customer confirms in the browser (Stripe.js `confirmSetup`): its reference and secret. */
export interface CardSetup {
  setupRef: string;
  /** Handed to the browser only; never logged. */
  clientSecret: string;
}

/** Our event types; anything else a provider sends is acknowledged and ignored. */
export const PAYMENT_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.canceled',
  'payment.refunded',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/**
 * A verified webhook event. Ids are unique per event, but the same event can arrive more than once
 * and in any order: the consumer records `id` under a unique key and applies events monotonically
 * (see payment-event-state.ts).
 */
export const paymentEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(PAYMENT_EVENT_TYPES),
  providerRef: z.string().min(1),
  orderId: z.string().min(1).nullable(),
  /** The payment's amount. */
  amountMinor: z.number().int().nonnegative(),
  currency: z.enum(CURRENCY_CODES),
  /** Total refunded so far (cumulative, so a late or repeated refund event cannot double count). */
  amountRefundedMinor: z.number().int().nonnegative(),
  declineCode: z.enum(DECLINE_CODES).nullable(),
  occurredAt: z.iso.datetime(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const WEBHOOK_ERROR_CODES = [
  'webhook_signature_invalid',
  'webhook_timestamp_out_of_tolerance',
  'webhook_payload_invalid',
] as const;
export type WebhookErrorCode = (typeof WEBHOOK_ERROR_CODES)[number];

/** Request headers as Node gives them (lower-case names). */
export type WebhookHeaders = Readonly<Record<string, string | string[] | undefined>>;

export interface ParseWebhookInput {
  /** The body exactly as received: signatures cover bytes, not re-serialised JSON. */
  rawBody: Buffer;
  headers: WebhookHeaders;
}

/** A verified event, a verified event we do not handle (answer 2xx anyway), or a rejection (answer 400). */
export type ParseWebhookResult =
  | { ok: true; event: PaymentEvent }
  | { ok: true; event: null; ignoredType: string }
  | { ok: false; code: WebhookErrorCode };

/** Signature checks allow this much clock difference between signer and receiver (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  /** One payment per order; replaying the idempotency key returns the same payment. */
  createPayment(input: CreatePaymentInput): Promise<PaymentView>;
  getPayment(input: { providerRef: string }): Promise<PaymentView>;
  /** A declined card comes back as `requires_payment_method` plus `declineCode`, ready for another try. */
  confirmPayment(input: ConfirmPaymentInput): Promise<PaymentView>;
  /** The extra step (3-D Secure). On Stripe the customer does it in Stripe.js; this reads back the outcome. */
  completeAuthentication(input: { providerRef: string; approve: boolean }): Promise<PaymentView>;
  /** Gives up on an unpaid payment (abandoned order); it ends `failed`. */
  cancelPayment(input: { providerRef: string }): Promise<PaymentView>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Verifies the signature on the raw body, then maps the event. Never throws for bad input. */
  parseWebhook(input: ParseWebhookInput): ParseWebhookResult;
  createCustomer(input: { email: string; accountId: string; idempotencyKey: string }): Promise<{ customerRef: string }>;
  /** Sets the card up for later off-session charges (Stripe: a SetupIntent with `usage: 'off_session'`). */
  saveCard(input: { customerRef: string; paymentMethod: PaymentMethodInput }): Promise<SaveCardResult>;
  /** The customer's saved cards, oldest first (the newest is the last). */
  listSavedCards(input: { customerRef: string }): Promise<SavedCard[]>;
  /**
   * Providers whose cards are entered and authenticated in the browser (Stripe): a SetupIntent for
   * off-session use on the customer, which the page confirms with Stripe.js (3-D Secure there).
   */
  startCardSetup?(input: { customerRef: string; accountId: string }): Promise<CardSetup>;
  /**
   * The outcome of a setup the browser confirmed, read at the provider (never the browser's word):
   * the card once it succeeded, else why not. A setup of another customer throws `payment_method_invalid`.
   */
  readCardSetup?(input: { customerRef: string; setupRef: string }): Promise<SaveCardResult>;
}

/** The header value for `name`, whatever its case, or null when absent or repeated. */
export function readHeader(headers: WebhookHeaders, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return typeof value === 'string' ? value : null;
  }
  return null;
}

/** Providers charge a positive whole number of minor units in one of our currencies; anything else is a bug upstream. */
export function assertPayableAmount(amount: Money): void {
  if (!isCurrencyCode(amount.currency) || !Number.isSafeInteger(amount.amountMinor) || amount.amountMinor <= 0) {
    throw new AppError('payment_amount_invalid');
  }
}
