// A local stand-in for api.stripe.com, enough of its wire format for the adapter's tests to run the
// official SDK with no network: form-encoded bodies with nested keys (`metadata[orderId]=...`),
// Bearer authentication, Idempotency-Key replay (same key and body: the same response, marked
// `Idempotent-Replayed`; same key, other body: a 400 idempotency_error), JSON objects, and Stripe's
// error shape `{ error: { type, code, decline_code, message } }` with 402 for card errors.
// Test payment methods follow Stripe's names (pm_card_visa, pm_card_chargeDeclined...).
// Saving cards for later (docs/payments.md "Stripe: pay now, charge every month"): customers are kept
// and checked, a PaymentIntent with `setup_future_usage` and a customer attaches its card when it
// succeeds, SetupIntents (`usage`, `confirm`) attach theirs, and an off-session confirm is refused
// without `confirm`, a customer and a payment method saved on that customer, as Stripe refuses it.
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
  type FormValue,
  type StubResponse,
} from './stripe-wire.ts';
import {
  challengeAnsweredPage,
  challengePage,
  isPublishableCall,
  paymentMethodFromCardData,
} from './stripe-stub-browser.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: FormObject;
}

type CardBehaviour =
  { kind: 'succeed' } | { kind: 'decline'; code: string; declineCode: string } | { kind: 'authenticate' };

interface StubCard {
  /** A payment with the customer present. */
  behaviour: CardBehaviour;
  /** Setting the card up (SetupIntent); by default as `behaviour`. */
  setup?: CardBehaviour;
  /** Payments once set up with the cardholder's authentication; by default as `behaviour`. */
  afterSetup?: CardBehaviour;
  brand: string;
  last4: string;
}

type SavedStubCard = StubCard & { customer: string; id: string; created: number };

const AUTHENTICATION_REQUIRED = { code: 'authentication_required', declineCode: 'authentication_required' };

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
  // Requires authentication on every payment, however it was set up (4000 0027 6000 3184).
  pm_card_authenticationRequired: { behaviour: { kind: 'authenticate' }, brand: 'visa', last4: '3184' },
  // Authenticates once at setup, then off-session payments go through (4000 0025 0000 3155).
  pm_card_authenticationRequiredOnSetup: {
    behaviour: { kind: 'authenticate' },
    afterSetup: { kind: 'succeed' },
    brand: 'visa',
    last4: '3155',
  },
  // Attaching to a customer succeeds, charging it fails (4000 0000 0000 0341).
  pm_card_chargeCustomerFail: {
    behaviour: { kind: 'decline', code: 'card_declined', declineCode: 'generic_decline' },
    setup: { kind: 'succeed' },
    brand: 'visa',
    last4: '0341',
  },
};

export type StubObject = Record<string, unknown> & { id: string };

export interface StripeStub {
  /** `http://127.0.0.1:<port>`, for the adapter's `apiHost`. */
  url: string;
  requests: RecordedRequest[];
  /** The customer finishes 3-D Secure in Stripe.js (approve) or fails it. */
  authenticate(paymentIntentId: string, approve: boolean): void;
  /** The same for a SetupIntent confirmed in the browser (what the `/3ds/<id>` page does). */
  authenticateSetup(setupIntentId: string, approve: boolean): void;
  /** A Stripe event JSON body about a PaymentIntent (`payment_intent.*`) or its charge (`charge.*`). */
  eventPayload(type: string, paymentIntentId: string): string;
  close(): Promise<void>;
}

/**
 * `publishableKey`: Stripe.js's calls (read and confirm a SetupIntent with its client secret) are
 * answered with it too, as api.stripe.com answers the browser.
 */
export async function startStripeStub(options: { secretKey: string; publishableKey?: string }): Promise<StripeStub> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StubObject>();
  const charges = new Map<string, StubObject>();
  const attachedCards = new Map<string, SavedStubCard>();
  const customers = new Set<string>();
  const setupIntents = new Map<string, StubObject>();
  /** SetupIntents that cannot redirect (methods listed, or redirects off): confirming needs no return_url. */
  const setupsWithoutRedirect = new Set<string>();
  const pendingAuthentication = new Map<string, StubCard>();
  const pendingSetupAuthentication = new Map<string, StubCard>();
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
      const customer = newId('cus');
      customers.add(customer);
      return ok({ id: customer, object: 'customer', email: text(form.email), metadata: form.metadata ?? {} });
    }
    if (resource === 'setup_intents') return routeSetupIntent(method, id, action, form);
    if (method === 'POST' && resource === 'payment_methods' && id && action === 'attach') return attach(id, form);
    if (method === 'GET' && resource === 'payment_methods' && !id) return listCards(text(form.customer));
    if (method === 'GET' && resource === 'payment_methods' && id && !action) {
      const saved = attachedCards.get(id);
      return saved ? ok(paymentMethodObject(saved)) : missing('payment_method', id);
    }
    return failure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  function createIntent(form: FormObject): StubResponse {
    const amount = Number(text(form.amount));
    if (!Number.isSafeInteger(amount) || amount < 1) {
      return failure(400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount too small' });
    }
    const customer = form.customer === undefined ? null : text(form.customer);
    if (customer !== null && !customers.has(customer)) return missing('customer', customer);
    const confirm = text(form.confirm) === 'true';
    if (form.off_session !== undefined && !confirm) {
      return invalidParam('off_session', 'You can only pass `off_session` when `confirm` is true.');
    }
    if (
      form.setup_future_usage !== undefined &&
      !['on_session', 'off_session'].includes(text(form.setup_future_usage))
    ) {
      return invalidParam('setup_future_usage', 'Invalid setup_future_usage: must be one of on_session, off_session.');
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
      customer,
      setup_future_usage: form.setup_future_usage ?? null,
      payment_method: form.payment_method ?? null,
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
    return confirm ? confirmIntent(intent, form) : ok(intent);
  }

  /** The card a confirm may use: a test token, or one saved on the PaymentIntent's own customer. */
  function cardForIntent(intent: StubObject, methodId: string, offSession: boolean): StubCard | StubResponse {
    if (!methodId) {
      const message = 'You cannot confirm this PaymentIntent because it’s missing a payment method.';
      return failure(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message });
    }
    const saved = attachedCards.get(methodId);
    if (offSession && (!intent.customer || !saved)) {
      const message = intent.customer
        ? 'The PaymentMethod must be attached to the Customer to be used off-session.'
        : 'A Customer is required to confirm a PaymentIntent off-session with a saved PaymentMethod.';
      return invalidParam(intent.customer ? 'payment_method' : 'customer', message);
    }
    if (saved && saved.customer !== intent.customer) {
      return invalidParam('payment_method', 'The provided PaymentMethod belongs to a different Customer.');
    }
    return saved ?? TEST_PAYMENT_METHODS[methodId] ?? missing('payment_method', methodId);
  }

  function confirmIntent(intent: StubObject, form: FormObject): StubResponse {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(String(intent.status))) {
      return unexpectedState(intent);
    }
    const methodId = text(form.payment_method) || text(intent.payment_method as FormValue | undefined);
    const offSession = text(form.off_session) === 'true';
    const card = cardForIntent(intent, methodId, offSession);
    if ('status' in card) return card;
    intent.payment_method = methodId;
    if (card.behaviour.kind === 'succeed') return ok(succeed(intent, card));
    if (card.behaviour.kind === 'decline') return decline(intent, card.behaviour);
    // Off-session nobody can authenticate: Stripe declines instead of asking.
    if (offSession) return decline(intent, AUTHENTICATION_REQUIRED);
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

  function succeed(intent: StubObject, card: StubCard): StubObject {
    // setup_future_usage with a customer: the card is saved on the customer once the payment succeeds.
    if (intent.setup_future_usage && typeof intent.customer === 'string') {
      const methodId = String(intent.payment_method);
      intent.payment_method = attachedCards.has(methodId) ? methodId : saveCard(card, intent.customer).id;
    }
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

  /** Like Stripe, saving a test token makes a new PaymentMethod owned by the customer. */
  function saveCard(card: StubCard, customer: string): SavedStubCard {
    const { behaviour, setup, brand, last4 } = card;
    const saved: SavedStubCard = {
      behaviour,
      ...(setup ? { setup } : {}),
      brand,
      last4,
      id: newId('pm'),
      customer,
      created: Math.floor(Date.now() / 1000),
    };
    attachedCards.set(saved.id, saved);
    return saved;
  }

  function attach(methodId: string, form: FormObject): StubResponse {
    const card = TEST_PAYMENT_METHODS[methodId];
    if (!card) return missing('payment_method', methodId);
    const customer = text(form.customer);
    if (!customers.has(customer)) return missing('customer', customer);
    const setup = card.setup ?? card.behaviour;
    if (setup.kind === 'decline') return failure(402, { type: 'card_error', ...declineFields(setup) });
    return ok(paymentMethodObject(saveCard(card, customer)));
  }

  function listCards(customer: string): StubResponse {
    // Stripe lists the newest first.
    const data = [...attachedCards.values()]
      .filter((card) => card.customer === customer)
      .reverse()
      .map(paymentMethodObject);
    return ok({ object: 'list', data, has_more: false, url: '/v1/payment_methods' });
  }

  function routeSetupIntent(method: string, id: string | undefined, action: string | undefined, form: FormObject) {
    if (method === 'POST' && !id) return createSetupIntent(form);
    const intent = id ? setupIntents.get(id) : undefined;
    if (!id || !intent) return missing('setup_intent', id ?? '');
    if (method === 'GET' && !action) return ok(intent);
    if (method === 'POST' && action === 'confirm') return confirmSetupIntent(intent, form);
    if (method === 'POST' && action === 'cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent);
      Object.assign(intent, { status: 'canceled', next_action: null });
      return ok(intent);
    }
    return failure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method})` });
  }

  function createSetupIntent(form: FormObject): StubResponse {
    const customer = form.customer === undefined ? null : text(form.customer);
    if (customer !== null && !customers.has(customer)) return missing('customer', customer);
    const usage = form.usage === undefined ? 'off_session' : text(form.usage);
    if (!['on_session', 'off_session'].includes(usage)) {
      return invalidParam('usage', 'Invalid usage: must be one of on_session, off_session.');
    }
    const id = newId('seti');
    const intent: StubObject = {
      id,
      object: 'setup_intent',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      customer,
      usage,
      payment_method: form.payment_method ?? null,
      payment_method_types: ['card'],
      automatic_payment_methods: form.automatic_payment_methods ?? null,
      next_action: null,
      last_setup_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    setupIntents.set(id, intent);
    const automatic = form.automatic_payment_methods;
    const listed = form.payment_method_types !== undefined || form.allowed_payment_method_types !== undefined;
    if (listed || (typeof automatic === 'object' && automatic.allow_redirects === 'never'))
      setupsWithoutRedirect.add(id);
    return text(form.confirm) === 'true' ? confirmSetupIntent(intent, form) : ok(intent);
  }

  function confirmSetupIntent(intent: StubObject, form: FormObject): StubResponse {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(String(intent.status))) {
      return unexpectedState(intent);
    }
    // With the Dashboard's methods (the default) a redirect may be needed: Stripe wants a return_url.
    if (!setupsWithoutRedirect.has(intent.id) && form.return_url === undefined) {
      return invalidParam('return_url', 'A return_url must be specified because this SetupIntent may redirect.');
    }
    const methodId =
      text(form.payment_method) ||
      paymentMethodFromCardData(form) ||
      text(intent.payment_method as FormValue | undefined);
    const saved = attachedCards.get(methodId);
    const card = saved ?? TEST_PAYMENT_METHODS[methodId];
    if (!card)
      return methodId ? missing('payment_method', methodId) : invalidParam('payment_method', 'Missing payment_method.');
    if (saved && saved.customer !== intent.customer) {
      return invalidParam('payment_method', 'The provided PaymentMethod belongs to a different Customer.');
    }
    const setup = card.setup ?? card.behaviour;
    if (setup.kind === 'decline') {
      const error = { type: 'card_error', ...declineFields(setup) };
      Object.assign(intent, { status: 'requires_payment_method', last_setup_error: error });
      return failure(402, { ...error, setup_intent: intent });
    }
    if (setup.kind === 'authenticate') {
      pendingSetupAuthentication.set(intent.id, card);
      Object.assign(intent, {
        status: 'requires_action',
        payment_method: methodId,
        last_setup_error: null,
        next_action: {
          type: 'use_stripe_sdk',
          use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `https://hooks.stripe.com/3ds/${intent.id}` },
        },
      });
      return ok(intent);
    }
    return ok(setUp(intent, card, saved));
  }

  /** A successful setup attaches the card to the customer (a test token becomes a new PaymentMethod). */
  function setUp(intent: StubObject, card: StubCard, saved?: SavedStubCard): StubObject {
    const authenticated = card.afterSetup ? { ...card, behaviour: card.afterSetup } : card;
    const attached = saved ?? (typeof intent.customer === 'string' ? saveCard(authenticated, intent.customer) : null);
    return Object.assign(intent, {
      status: 'succeeded',
      payment_method: attached?.id ?? intent.payment_method,
      next_action: null,
      last_setup_error: null,
    });
  }

  function authenticateSetup(setupIntentId: string, approve: boolean): void {
    const intent = setupIntents.get(setupIntentId);
    const card = pendingSetupAuthentication.get(setupIntentId);
    if (!intent || !card) throw new Error(`nothing to authenticate on ${setupIntentId}`);
    pendingSetupAuthentication.delete(setupIntentId);
    if (approve) {
      setUp(intent, card, attachedCards.get(String(intent.payment_method)));
      return;
    }
    const error = {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
    };
    Object.assign(intent, { status: 'requires_payment_method', next_action: null, last_setup_error: error });
  }

  /** Stripe.js's own calls: the publishable key and the SetupIntent's client secret. */
  function publishableAllowed(method: string, path: string, form: FormObject): boolean {
    if (!options.publishableKey || text(form.key) !== options.publishableKey) return false;
    if (!isPublishableCall(method, path)) return false;
    const intent = setupIntents.get(path.split('/')[3] ?? '');
    return intent !== undefined && text(form.client_secret) === intent.client_secret;
  }

  /** hooks.stripe.com's 3-D Secure page: GET shows the challenge, POST answers it. */
  function challenge(method: string, id: string, form: FormObject, response: ServerResponse): void {
    const known = setupIntents.has(id) && (method === 'GET' || pendingSetupAuthentication.has(id));
    if (!known) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('No challenge here');
      return;
    }
    let html = challengePage(id);
    if (method === 'POST') {
      const approved = text(form.outcome) === 'complete';
      authenticateSetup(id, approved);
      html = challengeAnsweredPage(approved);
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stub');
    const rawBody = await readBody(request);
    const form = parseForm(request.method === 'GET' ? url.search.slice(1) : rawBody);
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname, headers: request.headers, form });
    const threeDs = /^\/3ds\/(seti_\w+)$/.exec(url.pathname);
    if (threeDs?.[1]) return challenge(method, threeDs[1], form, response);
    // The browser calls Stripe from the shop's pages (CORS), as Stripe.js does.
    response.setHeader('access-control-allow-origin', '*');
    let result: StubResponse;
    const key = request.headers['idempotency-key'];
    const fingerprint = `${method} ${url.pathname} ${rawBody}`;
    const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
    const secret = request.headers.authorization === `Bearer ${options.secretKey}`;
    if (!secret && !publishableAllowed(method, url.pathname, form)) {
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
    authenticateSetup,
    authenticate(paymentIntentId, approve) {
      const intent = intents.get(paymentIntentId);
      if (!intent || !pendingAuthentication.has(paymentIntentId))
        throw new Error(`nothing to authenticate on ${paymentIntentId}`);
      const card = pendingAuthentication.get(paymentIntentId);
      pendingAuthentication.delete(paymentIntentId);
      if (approve && card) {
        succeed(intent, card);
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

function invalidParam(param: string, message: string): StubResponse {
  return failure(400, { type: 'invalid_request_error', param, message });
}

function paymentMethodObject(card: SavedStubCard): StubObject {
  return {
    id: card.id,
    object: 'payment_method',
    type: 'card',
    created: card.created,
    customer: card.customer,
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
  };
}
