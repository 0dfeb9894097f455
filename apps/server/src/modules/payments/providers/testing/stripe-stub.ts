// A local stand-in for api.stripe.com, enough of its wire format for the adapter's tests to run the
// official SDK with no network: form-encoded bodies with nested keys (`metadata[orderId]=...`),
// Bearer authentication, Idempotency-Key replay (same key and body: the same response, marked
// `Idempotent-Replayed`; same key, other body: a 400 idempotency_error), JSON objects, and Stripe's
// error shape `{ error: { type, code, decline_code, message } }` with 402 for card errors.
// Test payment methods follow Stripe's names (pm_card_visa, pm_card_chargeDeclined...).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  failure,
  missing,
  newId,
  ok,
  parseForm,
  readBody,
  text,
  unexpectedState,
  type FormObject,
  type StubResponse,
} from './stripe-wire.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: FormObject;
}

type CardBehaviour =
  { kind: 'succeed' } | { kind: 'decline'; code: string; declineCode: string } | { kind: 'authenticate' };

interface StubCard {
  behaviour: CardBehaviour;
  brand: string;
  last4: string;
}

/** Stripe's test PaymentMethods (docs.stripe.com/testing#cards). */
const TEST_PAYMENT_METHODS: Readonly<Record<string, StubCard>> = {
  pm_card_visa: { behaviour: { kind: 'succeed' }, brand: 'visa', last4: '4242' },
  pm_card_mastercard: { behaviour: { kind: 'succeed' }, brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: {
    behaviour: { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline' },
    brand: 'visa',
    last4: '0002',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    behaviour: { kind: 'decline', code: 'card_declined', declineCode: 'insufficient_funds' },
    brand: 'visa',
    last4: '9995',
  },
  pm_card_chargeDeclinedExpiredCard: {
    behaviour: { kind: 'decline', code: 'expired_card', declineCode: 'expired_card' },
    brand: 'visa',
    last4: '0069',
  },
  pm_card_authenticationRequired: { behaviour: { kind: 'authenticate' }, brand: 'visa', last4: '3184' },
};

export type StubObject = Record<string, unknown> & { id: string };

export interface StripeStub {
  /** `http://127.0.0.1:<port>`, for the adapter's `apiHost`. */
  url: string;
  requests: RecordedRequest[];
  /** The customer finishes 3-D Secure in Stripe.js (approve) or fails it. */
  authenticate(paymentIntentId: string, approve: boolean): void;
  /** A Stripe event JSON body about a PaymentIntent (`payment_intent.*`) or its charge (`charge.*`). */
  eventPayload(type: string, paymentIntentId: string): string;
  close(): Promise<void>;
}

export async function startStripeStub(options: { secretKey: string }): Promise<StripeStub> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StubObject>();
  const charges = new Map<string, StubObject>();
  const attachedCards = new Map<string, StubCard & { customer: string; id: string }>();
  const pendingAuthentication = new Map<string, StubCard>();
  const idempotent = new Map<string, { fingerprint: string; response: StubResponse }>();

  function route(method: string, path: string, form: FormObject): StubResponse {
    const parts = path.split('/').filter(Boolean); // ['v1', 'payment_intents', id, action]
    const [, resource, id, action] = parts;
    if (method === 'POST' && resource === 'payment_intents' && !id) return createIntent(form);
    if (resource === 'payment_intents' && id) {
      const intent = intents.get(id);
      if (!intent) return missing('payment_intent', id);
      if (method === 'GET' && !action) return ok(intent);
      if (method === 'POST' && action === 'confirm') return confirmIntent(intent, form);
      if (method === 'POST' && action === 'cancel') return cancelIntent(intent);
    }
    if (method === 'POST' && resource === 'refunds') return createRefund(form);
    if (method === 'POST' && resource === 'customers' && !id) {
      return ok({ id: newId('cus'), object: 'customer', email: text(form.email), metadata: form.metadata ?? {} });
    }
    if (method === 'POST' && resource === 'payment_methods' && id && action === 'attach') return attach(id, form);
    if (method === 'GET' && resource === 'payment_methods' && !id) return listCards(text(form.customer));
    return failure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  function createIntent(form: FormObject): StubResponse {
    const amount = Number(text(form.amount));
    if (!Number.isSafeInteger(amount) || amount < 1) {
      return failure(400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount too small' });
    }
    const id = newId('pi');
    const intent: StubObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: text(form.currency),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      customer: form.customer ?? null,
      receipt_email: form.receipt_email ?? null,
      metadata: form.metadata ?? {},
      automatic_payment_methods: form.automatic_payment_methods ?? null,
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    return ok(intent);
  }

  function confirmIntent(intent: StubObject, form: FormObject): StubResponse {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(String(intent.status))) {
      return unexpectedState(intent);
    }
    const methodId = text(form.payment_method);
    const card = TEST_PAYMENT_METHODS[methodId] ?? attachedCards.get(methodId);
    if (!card) return missing('payment_method', methodId);
    if (card.behaviour.kind === 'succeed') return ok(succeed(intent));
    if (card.behaviour.kind === 'decline') return decline(intent, card.behaviour);
    pendingAuthentication.set(intent.id, card);
    const returnUrl = form.return_url === undefined ? null : text(form.return_url);
    intent.status = 'requires_action';
    intent.last_payment_error = null;
    intent.next_action = returnUrl
      ? {
          type: 'redirect_to_url',
          redirect_to_url: { url: `https://hooks.stripe.com/3ds/${intent.id}`, return_url: returnUrl },
        }
      : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    return ok(intent);
  }

  function succeed(intent: StubObject): StubObject {
    const charge: StubObject = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: false,
      metadata: intent.metadata,
    };
    charges.set(charge.id, charge);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      next_action: null,
      last_payment_error: null,
    });
    return intent;
  }

  function decline(intent: StubObject, behaviour: { code: string; declineCode: string }): StubResponse {
    const error = { type: 'card_error', ...declineFields(behaviour) };
    Object.assign(intent, { status: 'requires_payment_method', next_action: null, last_payment_error: error });
    return failure(402, { ...error, payment_intent: intent });
  }

  function cancelIntent(intent: StubObject): StubResponse {
    if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent);
    Object.assign(intent, { status: 'canceled', next_action: null });
    return ok(intent);
  }

  function createRefund(form: FormObject): StubResponse {
    const intent = intents.get(text(form.payment_intent));
    if (!intent) return missing('payment_intent', text(form.payment_intent));
    const charge = charges.get(String(intent.latest_charge));
    if (!charge) return unexpectedState(intent);
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    if (left <= 0) {
      return failure(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Already refunded',
      });
    }
    const amount = form.amount === undefined ? left : Number(text(form.amount));
    if (amount > left) {
      const message = `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`;
      return failure(400, { type: 'invalid_request_error', code: 'amount_too_large', message });
    }
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = { id: newId('re'), object: 'refund', amount, currency: intent.currency, status: 'succeeded' };
    return ok({ ...refund, charge: charge.id, payment_intent: intent.id });
  }

  function attach(methodId: string, form: FormObject): StubResponse {
    const card = TEST_PAYMENT_METHODS[methodId];
    if (!card) return missing('payment_method', methodId);
    if (card.behaviour.kind === 'decline')
      return failure(402, { type: 'card_error', ...declineFields(card.behaviour) });
    // Like Stripe, attaching a test token makes a new PaymentMethod owned by the customer.
    const attached = { ...card, id: newId('pm'), customer: text(form.customer) };
    attachedCards.set(attached.id, attached);
    return ok(paymentMethodObject(attached));
  }

  function listCards(customer: string): StubResponse {
    const data = [...attachedCards.values()].filter((card) => card.customer === customer).map(paymentMethodObject);
    return ok({ object: 'list', data, has_more: false, url: '/v1/payment_methods' });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stub');
    const rawBody = await readBody(request);
    const form = parseForm(request.method === 'GET' ? url.search.slice(1) : rawBody);
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname, headers: request.headers, form });
    let result: StubResponse;
    const key = request.headers['idempotency-key'];
    const fingerprint = `${method} ${url.pathname} ${rawBody}`;
    const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      result = failure(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    } else if (earlier && earlier.fingerprint !== fingerprint) {
      const message =
        'Keys for idempotent requests can only be used with the same parameters they were first used with.';
      result = failure(400, { type: 'idempotency_error', message });
    } else if (earlier) {
      response.setHeader('Idempotent-Replayed', 'true');
      result = earlier.response;
    } else {
      result = route(method, url.pathname, form);
      // Stripe saves the result of every request that ran, errors included (a decline stays a decline).
      if (typeof key === 'string' && method === 'POST') idempotent.set(key, { fingerprint, response: result });
    }
    const body = JSON.stringify(result.body);
    response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    authenticate(paymentIntentId, approve) {
      const intent = intents.get(paymentIntentId);
      if (!intent || !pendingAuthentication.has(paymentIntentId))
        throw new Error(`nothing to authenticate on ${paymentIntentId}`);
      pendingAuthentication.delete(paymentIntentId);
      if (approve) {
        succeed(intent);
        return;
      }
      const error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      };
      Object.assign(intent, { status: 'requires_payment_method', next_action: null, last_payment_error: error });
    },
    eventPayload(type, paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`no PaymentIntent ${paymentIntentId}`);
      const object = type.startsWith('charge.') ? charges.get(String(intent.latest_charge)) : intent;
      if (!object) throw new Error(`no charge on ${paymentIntentId}`);
      return JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function declineFields(behaviour: { code: string; declineCode: string }): Record<string, string> {
  return { code: behaviour.code, decline_code: behaviour.declineCode, message: 'Your card was declined.' };
}

function paymentMethodObject(card: StubCard & { id: string; customer: string }): StubObject {
  return {
    id: card.id,
    object: 'payment_method',
    type: 'card',
    customer: card.customer,
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
  };
}
