// The Stripe adapter, on the official `stripe` package: one PaymentIntent per order, created with
// the caller's idempotency key; webhooks verified on the raw body within the timestamp tolerance.
// The customer normally confirms in the browser with Stripe.js and the PaymentIntent's client
// secret; confirmPayment serves saved cards and server-side flows. See docs/payments.md.
import type Stripe from 'stripe';
import { AppError } from '../../../http/errors.ts';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  assertPayableAmount,
  readHeader,
  type ConfirmPaymentInput,
  type CreatePaymentInput,
  type ParseWebhookInput,
  type ParseWebhookResult,
  type PaymentMethodInput,
  type PaymentProvider,
  type PaymentView,
  type RefundInput,
  type RefundResult,
  type SaveCardResult,
  type SavedCard,
} from './payment-provider.ts';
import {
  appErrorFromStripe,
  declineCodeFromStripe,
  eventFromStripe,
  moneyFromStripe,
  toStripeAmount,
  viewFromPaymentIntent,
} from './stripe-mapping.ts';
import { stripeSdk } from './stripe-sdk.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin, e.g. `http://127.0.0.1:12111` for a local stub. Default: https://api.stripe.com. */
  apiHost?: string;
  toleranceSeconds?: number;
  /** The SDK retries connection errors and 5xx with backoff, reusing the idempotency key. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
  /** Clock for the webhook tolerance (ms). */
  now?: () => number;
}

const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** How webhook signatures are checked: the endpoint's secret, the tolerance and the clock. */
interface WebhookCheck {
  secret: string;
  toleranceSeconds: number;
  now: () => number;
}

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const StripeSdk = stripeSdk();
  const stripe = new StripeSdk(options.secretKey, {
    ...apiLocation(options.apiHost),
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    appInfo: { name: 'Spindle' },
  });
  const webhooks: WebhookCheck = {
    secret: options.webhookSecret,
    toleranceSeconds: options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS,
    now: options.now ?? Date.now,
  };

  return {
    kind: 'stripe',
    createPayment: (input) => createPaymentIntent(stripe, input),

    async getPayment({ providerRef }) {
      return viewFromPaymentIntent(await call(() => stripe.paymentIntents.retrieve(providerRef)));
    },

    confirmPayment: (input) => confirmPaymentIntent(stripe, input),

    // The customer authenticates with their bank through Stripe.js; Stripe, not us, learns the answer.
    async completeAuthentication({ providerRef }) {
      return viewFromPaymentIntent(await call(() => stripe.paymentIntents.retrieve(providerRef)));
    },

    async cancelPayment({ providerRef }) {
      const current = await call(() => stripe.paymentIntents.retrieve(providerRef));
      if (current.status === 'canceled') return viewFromPaymentIntent(current);
      return viewFromPaymentIntent(await call(() => stripe.paymentIntents.cancel(providerRef)));
    },

    refund: (input) => refundPaymentIntent(stripe, input),
    parseWebhook: (input) => parseStripeWebhook(stripe, webhooks, input),

    async createCustomer({ email, accountId, idempotencyKey }) {
      const customer = await call(() =>
        stripe.customers.create({ email, metadata: { accountId } }, { idempotencyKey }),
      );
      return { customerRef: customer.id };
    },

    saveCard: (input) => setUpCard(stripe, input),

    // The page confirms this SetupIntent with Stripe.js (the Payment Element; 3-D Secure there).
    async startCardSetup({ customerRef, accountId }) {
      const intent = await call(() =>
        stripe.setupIntents.create({
          customer: customerRef,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true },
          metadata: { accountId },
        }),
      );
      if (!intent.client_secret) throw new AppError('payment_provider_response_invalid');
      return { setupRef: intent.id, clientSecret: intent.client_secret };
    },

    readCardSetup: (input) => readSetUpCard(stripe, input),

    async listSavedCards({ customerRef }) {
      const list = await call(() => stripe.paymentMethods.list({ customer: customerRef, type: 'card', limit: 100 }));
      // Stripe lists the newest first; ours are oldest first (the newest is the last).
      return list.data
        .map(savedCardOf)
        .filter((card): card is SavedCard => card !== null)
        .reverse();
    },
  };
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw appErrorFromStripe(error);
  }
}

/** A declined card is an answer, not a failure: Stripe sends 402 with the PaymentIntent attached. */
async function declinedView(stripe: Stripe, error: unknown, providerRef: string): Promise<PaymentView> {
  if (!(error instanceof stripeSdk().errors.StripeCardError)) throw appErrorFromStripe(error);
  const intent = error.payment_intent ?? (await call(() => stripe.paymentIntents.retrieve(providerRef)));
  return { ...viewFromPaymentIntent(intent), declineCode: declineCodeFromStripe(error) };
}

async function createPaymentIntent(stripe: Stripe, input: CreatePaymentInput): Promise<PaymentView> {
  assertPayableAmount(input.amount);
  const intent = await call(() =>
    stripe.paymentIntents.create(
      {
        ...toStripeAmount(input.amount),
        // orderId last, so caller metadata cannot overwrite the link back to the order.
        metadata: { ...input.metadata, orderId: input.orderId },
        automatic_payment_methods: { enabled: true },
        ...(input.customerEmail ? { receipt_email: input.customerEmail } : {}),
        ...(input.customerRef ? { customer: input.customerRef } : {}),
        // Pay now, charge later (a monthly box): Stripe keeps the card on the customer once this succeeds.
        ...(input.setupFutureUsage && input.customerRef ? { setup_future_usage: input.setupFutureUsage } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  return viewFromPaymentIntent(intent);
}

async function confirmPaymentIntent(
  stripe: Stripe,
  { providerRef, paymentMethod, returnUrl, offSession }: ConfirmPaymentInput,
): Promise<PaymentView> {
  const payment_method = paymentMethodIdOf(paymentMethod);
  try {
    const params = {
      payment_method,
      ...(returnUrl ? { return_url: returnUrl } : {}),
      // The customer is away: Stripe declines with authentication_required rather than asking for 3-D Secure.
      ...(offSession ? { off_session: true } : {}),
    };
    return viewFromPaymentIntent(await stripe.paymentIntents.confirm(providerRef, params));
  } catch (error) {
    return declinedView(stripe, error, providerRef);
  }
}

async function refundPaymentIntent(
  stripe: Stripe,
  { providerRef, amount, idempotencyKey }: RefundInput,
): Promise<RefundResult> {
  if (amount) {
    assertPayableAmount(amount);
    // Stripe refunds in the payment's currency whatever we mean; a mismatch is a bug upstream.
    const intent = await call(() => stripe.paymentIntents.retrieve(providerRef));
    if (intent.currency !== toStripeAmount(amount).currency) throw new AppError('refund_currency_mismatch');
  }
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: providerRef, ...(amount ? { amount: toStripeAmount(amount).amount } : {}) },
      { idempotencyKey },
    );
    const refunded = moneyFromStripe(refund.amount, refund.currency);
    // `pending` (some methods settle refunds later) is reported as such; `failed` arrives as an error or event.
    const status = refund.status === 'succeeded' ? 'succeeded' : 'pending';
    return { ok: true, refund: { refundRef: refund.id, amount: refunded, status } };
  } catch (error) {
    if (error instanceof stripeSdk().errors.StripeInvalidRequestError) {
      if (error.code === 'amount_too_large') return { ok: false, code: 'refund_exceeds_payment' };
      if (error.code === 'charge_already_refunded' || error.code === 'payment_intent_unexpected_state') {
        return { ok: false, code: 'payment_not_refundable' };
      }
    }
    throw appErrorFromStripe(error);
  }
}

function parseStripeWebhook(
  stripe: Stripe,
  webhooks: WebhookCheck,
  { rawBody, headers }: ParseWebhookInput,
): ParseWebhookResult {
  const header = readHeader(headers, STRIPE_SIGNATURE_HEADER);
  if (!header) return { ok: false, code: 'webhook_signature_invalid' };
  const construct = (tolerance: number) =>
    stripe.webhooks.constructEvent(rawBody, header, webhooks.secret, tolerance, undefined, webhooks.now());
  let event: unknown;
  try {
    event = construct(webhooks.toleranceSeconds);
  } catch (error) {
    // Anything but a signature failure came after verification: a body that is not a v1 event.
    if (!(error instanceof stripeSdk().errors.StripeSignatureVerificationError)) {
      return { ok: false, code: 'webhook_payload_invalid' };
    }
    // Tolerance 0 skips the age check: passing now means the signature is right but too old.
    try {
      construct(0);
      return { ok: false, code: 'webhook_timestamp_out_of_tolerance' };
    } catch {
      return { ok: false, code: 'webhook_signature_invalid' };
    }
  }
  return eventFromStripe(event);
}

/**
 * Sets the card up for off-session charges on the customer: a SetupIntent with `usage: 'off_session'`,
 * confirmed at once with the PaymentMethod Stripe.js made (redirects off, so no return URL). Stripe attaches the card to the customer when the setup succeeds. A card that asks for 3-D
 * Secure to be set up needs the customer in Stripe.js: the SetupIntent is cancelled and the answer is
 * `authentication_required`.
 */
async function setUpCard(
  stripe: Stripe,
  { customerRef, paymentMethod }: { customerRef: string; paymentMethod: PaymentMethodInput },
): Promise<SaveCardResult> {
  const id = paymentMethodIdOf(paymentMethod);
  let intent: Stripe.SetupIntent;
  try {
    intent = await stripe.setupIntents.create({
      customer: customerRef,
      payment_method: id,
      // The card form's PaymentMethod: no redirect-based method, so no return URL.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      usage: 'off_session',
      confirm: true,
    });
  } catch (error) {
    if (error instanceof stripeSdk().errors.StripeCardError) return { ok: false, code: declineCodeFromStripe(error) };
    throw appErrorFromStripe(error);
  }
  if (intent.status !== 'succeeded') {
    await call(() => stripe.setupIntents.cancel(intent.id));
    return { ok: false, code: 'authentication_required' };
  }
  const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (!methodId) throw new AppError('payment_provider_response_invalid');
  const card = savedCardOf(await call(() => stripe.paymentMethods.retrieve(methodId)));
  if (!card) throw new AppError('payment_method_unsupported');
  return { ok: true, card };
}

/**
 * What became of a SetupIntent the browser confirmed, as Stripe has it: the card once the setup
 * succeeded (Stripe attached it to the customer), the decline or failed authentication otherwise.
 * A SetupIntent of another customer is refused: the browser could name any id.
 */
async function readSetUpCard(
  stripe: Stripe,
  { customerRef, setupRef }: { customerRef: string; setupRef: string },
): Promise<SaveCardResult> {
  const intent = await call(() => stripe.setupIntents.retrieve(setupRef));
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (customer !== customerRef || intent.usage !== 'off_session') throw new AppError('payment_method_invalid');
  if (intent.status !== 'succeeded') {
    if (intent.last_setup_error) return { ok: false, code: declineCodeFromStripe(intent.last_setup_error) };
    // Still waiting for the customer (3-D Secure not finished) or given up.
    return { ok: false, code: intent.status === 'canceled' ? 'authentication_failed' : 'authentication_required' };
  }
  const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (!methodId) throw new AppError('payment_provider_response_invalid');
  const card = savedCardOf(await call(() => stripe.paymentMethods.retrieve(methodId)));
  if (!card) throw new AppError('payment_method_unsupported');
  return { ok: true, card };
}

function paymentMethodIdOf(method: PaymentMethodInput): string {
  if (method.kind === 'stripe') return method.paymentMethodId;
  if (method.kind === 'saved_card') return method.cardRef;
  // Raw card numbers never travel through our server to Stripe (PCI DSS): they go into Stripe.js.
  throw new AppError('payment_method_unsupported');
}

function savedCardOf(method: Stripe.PaymentMethod): SavedCard | null {
  if (!method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { cardRef: method.id, brand, last4, expMonth: exp_month, expYear: exp_year };
}

/** `http://127.0.0.1:12111` as the SDK's host, port and protocol options. */
function apiLocation(apiHost: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiHost) return {};
  const url = new URL(apiHost);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
