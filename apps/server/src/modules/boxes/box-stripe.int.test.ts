// A monthly vinyl box on Stripe (issue 17), on the local stub that speaks Stripe's wire format and
// refuses what Stripe refuses: bought with a card kept through the first PaymentIntent
// (`setup_future_usage: 'off_session'` on the buyer's Stripe Customer), its first month shipped (one
// box_dispatched e-mail, however often the job runs), the next month charged off-session (a
// PaymentIntent on the customer with the saved card, confirmed with `off_session: true`, an idempotency
// key per box-month attempt), a month declined (monthly_pending), and a new card set up through a
// SetupIntent that pays the month due at once.
import {
  boxPaymentResponseSchema,
  cardSetupSchema,
  cartCalculateResponseSchema,
  checkoutResponseSchema,
  myCardsSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistryOf } from '../../app.ts';
import { createJobRunner, enqueueDueSchedules, enqueueJob } from '../../jobs/index.ts';
import { bearer } from '../../testing/accounts-kit.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from '../checkout/testing.ts';
import { startStripeStub, type StripeStub } from '../payments/testing.ts';

const { boxSubscriptions, boxCharges, boxSelections, outboxEmails } = schema;
const SECRET_KEY = 'sk_test_box_stub';
const PUBLISHABLE_KEY = 'pk_test_box_stub';

let now = new Date('2027-05-10T10:00:00Z');
const clock = () => now;
let stub: StripeStub;
let t: CheckoutTestApp;
const buyer = {
  id: 0,
  token: '',
  email: `box.stripe.${Date.now().toString(36)}@example.test`,
  boxId: 0,
  customerRef: '',
  cardRef: '',
};
let recordIds: number[] = [];

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  send(t.app, { method, url, headers: bearer(buyer.token), ...(payload ? { payload } : {}) });

/** The day's run at 00:10 Paris, enqueued twice (a second instance, a retried job): nothing may be doubled. */
async function runDay(at: string) {
  now = new Date(at);
  const schedules = jobRegistryOf(t.app)
    .schedules()
    .filter((schedule) => schedule.type === 'box.cycle');
  await enqueueDueSchedules(t.database.db, schedules, now);
  await enqueueJob(t.database.db, { type: 'box.cycle', payload: {}, runAt: now, dedupeKey: `box.cycle:again:${at}` });
  const runner = createJobRunner({
    db: t.database.db,
    handlers: jobRegistryOf(t.app).handlers(),
    logger: pino({ level: 'silent' }),
    clock,
    concurrency: 1,
  });
  while ((await runner.runOnce()).length > 0);
  const failed = await t.database.db.select().from(schema.jobs).where(eq(schema.jobs.status, 'failed'));
  expect(failed.map((job) => job.error)).toEqual([]);
}

/** The month's selection: three records with copies set aside (a box never sends a record twice). */
async function publish(month: string) {
  await t.database.db
    .insert(boxSelections)
    .values(recordIds.map((projectId) => ({ month, projectId, quantitySetAside: 5 })));
}

async function box() {
  const [row] = await t.database.db.select().from(boxSubscriptions).where(eq(boxSubscriptions.id, buyer.boxId));
  if (!row) throw new Error('no box');
  return row;
}

async function mails(template: 'box_dispatched' | 'box_charge_failed') {
  return t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, template), eq(outboxEmails.userId, buyer.id)));
}

const stubCalls = (method: string, path: string | RegExp) =>
  stub.requests.filter(
    (request) =>
      request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)),
  );

beforeAll(async () => {
  stub = await startStripeStub({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY });
  t = await createCheckoutTestApp({
    clock,
    env: {
      PUBLIC_URL: 'http://box.example.test',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_box_stub',
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    },
    stripeApiHost: stub.url,
  });
  const { db } = t.database;
  const [user] = await db
    .insert(schema.users)
    .values({ name: 'Stripe Boxer', email: buyer.email, type: 'customer', lang: 'fr' })
    .returning({ id: schema.users.id });
  buyer.id = user?.id ?? 0;
  buyer.token = await addSession(t.database, buyer.id, { expiresAt: new Date('2035-01-01T00:00:00Z') });
  const projects = await db
    .insert(schema.projects)
    .values(
      ['North', 'South', 'East'].map((name) => ({
        name: `Stripe Box ${name}`,
        slug: `stripe-box-${name.toLowerCase()}`,
        artistName: 'Box Artist',
        category: 'vinyl' as const,
        type: 'stock' as const,
        step: 'in_progress' as const,
        priceEurMinor: 2500,
      })),
    )
    .returning({ id: schema.projects.id });
  recordIds = projects.map((project) => project.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe('a monthly box paid with Stripe', () => {
  it('is bought with the card kept on a Stripe Customer by the first PaymentIntent (setup_future_usage off_session)', async () => {
    const calculated = await call('POST', '/api/cart/calculate', {
      boxes: [{ type: 'one', periodicity: 'monthly' }],
      customer: {
        email: buyer.email,
        firstname: 'Stripe',
        lastname: 'Boxer',
        address: '1 rue du Disque',
        zip_code: '75011',
        city: 'Paris',
        country_id: 'FR',
      },
    });
    expect(calculated.status, calculated.text).toBe(200);
    const cart = bodyOf(cartCalculateResponseSchema, calculated);
    const paid = await call('POST', '/api/cart/pay', {
      cart_id: cart.id,
      payment_method: { kind: 'stripe', payment_method_id: 'pm_card_visa' },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(bodyOf(checkoutResponseSchema, paid).payment.status).toBe('succeeded');

    const [customerCall] = stubCalls('POST', '/v1/customers');
    expect(customerCall?.headers['idempotency-key']).toBe(`customer:user:${buyer.id}`);
    const [created] = stubCalls('POST', '/v1/payment_intents');
    expect(created?.form.setup_future_usage).toBe('off_session');
    expect(created?.form.customer).toMatch(/^cus_/);
    const cards = bodyOf(myCardsSchema, await call('GET', '/api/user/cards')).cards;
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242' })]);
    buyer.cardRef = cards[0]?.card_ref ?? '';
    buyer.customerRef = typeof created?.form.customer === 'string' ? created.form.customer : '';
    expect(buyer.cardRef).toMatch(/^pm_/);

    const [row] = await t.database.db.select().from(boxSubscriptions).where(eq(boxSubscriptions.userId, buyer.id));
    expect(row).toMatchObject({ periodicity: 'monthly', step: 'confirmed', dispatchesLeft: 1 });
    buyer.boxId = row?.id ?? 0;
    const address = await call('POST', '/api/user/boxes/address', {
      box_id: buyer.boxId,
      firstname: 'Stripe',
      lastname: 'Boxer',
      address: '1 rue du Disque',
      zip_code: '75011',
      city: 'Paris',
      country_id: 'FR',
    });
    expect(address.status, address.text).toBe(200);
  });

  it('1 June: the month paid at purchase ships, with one box_dispatched e-mail (the job ran twice)', async () => {
    await publish('2027-06-01');
    await runDay('2027-05-31T22:10:00Z');
    expect(await box()).toMatchObject({ step: 'confirmed', dispatchesLeft: 0 });
    const sent = await mails('box_dispatched');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Votre box de juin 2027 est en route');
    expect(sent[0]?.html).toMatch(/box-review\?box=\d+/);
    expect(sent[0]?.html).toContain('Stripe Box');
    await runDay('2027-06-01T08:00:00Z');
    expect(await mails('box_dispatched')).toHaveLength(1);
    // The first month was paid at purchase: nothing charged.
    expect(await t.database.db.select().from(boxCharges).where(eq(boxCharges.boxSubscriptionId, buyer.boxId))).toEqual(
      [],
    );
  });

  it('1 July: charged off-session with the saved card (customer, payment method, off_session, one key per box-month attempt)', async () => {
    await publish('2027-07-01');
    const before = stub.requests.length;
    await runDay('2027-06-30T22:10:00Z');
    const [charge] = await t.database.db.select().from(boxCharges).where(eq(boxCharges.boxSubscriptionId, buyer.boxId));
    expect(charge).toMatchObject({ month: '2027-07-01', status: 'succeeded', attempts: 1 });
    expect(charge?.invoiceNumber).toMatch(/^BOX-2027-\d{6}$/);
    const calls = stub.requests.slice(before);
    const created = calls.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0]?.headers['idempotency-key']).toBe(`box:${buyer.boxId}:2027-07:attempt:1`);
    expect(created[0]?.form.customer).toBe(buyer.customerRef);
    const confirmed = calls.filter((request) => request.path.endsWith('/confirm'));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.form.off_session).toBe('true');
    expect(confirmed[0]?.form.payment_method).toBe(buyer.cardRef);
    expect(await box()).toMatchObject({ step: 'confirmed', dispatchesLeft: 0 });
    expect(await mails('box_dispatched')).toHaveLength(2);
  });

  it('1 August: a card that cannot be charged moves the box to monthly_pending and tells the subscriber', async () => {
    // The subscriber saved another card (set up through a SetupIntent: attaching it works, charging it fails).
    const before = stub.requests.length;
    const saved = await call('POST', '/api/user/cards', {
      kind: 'stripe',
      payment_method_id: 'pm_card_chargeCustomerFail',
    });
    expect(saved.status, saved.text).toBe(200);
    const setup = stub.requests.slice(before).find((request) => request.path === '/v1/setup_intents');
    expect(setup?.form).toMatchObject({ usage: 'off_session', confirm: 'true', customer: buyer.customerRef });
    await publish('2027-08-01');
    await runDay('2027-07-31T22:10:00Z');
    const charge = (
      await t.database.db.select().from(boxCharges).where(eq(boxCharges.boxSubscriptionId, buyer.boxId))
    ).find((row) => row.month === '2027-08-01');
    expect(charge).toMatchObject({ status: 'failed', declineCode: 'card_declined', attempts: 1 });
    expect(await box()).toMatchObject({ step: 'monthly_pending', dispatchesLeft: 0 });
    expect(await mails('box_charge_failed')).toHaveLength(1);
    expect(await mails('box_dispatched')).toHaveLength(2);
  });

  it('a card that wants 3-D Secure to be set up is refused (the SetupIntent cancelled), the box still waits', async () => {
    const refused = await call('POST', '/api/user/boxes/payment', {
      box_id: buyer.boxId,
      card: { kind: 'stripe', payment_method_id: 'pm_card_authenticationRequired' },
    });
    expect(refused.status).toBe(402);
    expect(stubCalls('POST', /^\/v1\/setup_intents\/seti_\w+\/cancel$/)).toHaveLength(1);
    expect(await box()).toMatchObject({ step: 'monthly_pending' });
  });

  it('a new card set up through a SetupIntent (POST user/boxes/payment) pays the month due at once; it ships the next day', async () => {
    now = new Date('2027-08-01T09:00:00Z');
    const before = stub.requests.length;
    const response = await call('POST', '/api/user/boxes/payment', {
      box_id: buyer.boxId,
      card: { kind: 'stripe', payment_method_id: 'pm_card_visa' },
    });
    expect(response.status, response.text).toBe(200);
    const body = bodyOf(boxPaymentResponseSchema, response);
    expect(body).toMatchObject({ step: 'confirmed', charge: { month: '2027-08-01', status: 'succeeded' } });
    const calls = stub.requests.slice(before);
    expect(calls.find((request) => request.path === '/v1/setup_intents')?.form).toMatchObject({ usage: 'off_session' });
    const created = calls.find((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    expect(created?.headers['idempotency-key']).toBe(`box:${buyer.boxId}:2027-08:attempt:2`);
    await runDay('2027-08-01T22:10:00Z');
    expect(await mails('box_dispatched')).toHaveLength(3);
    expect(await box()).toMatchObject({ step: 'confirmed', dispatchesLeft: 0 });
  });
});

/** What Stripe.js's `confirmSetup` sends from the page: the publishable key, the client secret, the typed card. */
async function confirmInBrowser(setup: { setup_intent_id: string; client_secret: string }, cardNumber: string) {
  const form = new URLSearchParams({
    key: PUBLISHABLE_KEY,
    client_secret: setup.client_secret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': cardNumber,
    return_url: 'http://box.example.test/my-account/box',
  });
  const response = await fetch(`${stub.url}/v1/setup_intents/${setup.setup_intent_id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The bank's 3-D Secure page (hooks.stripe.com), answered as the customer would. */
async function answerChallenge(setupIntentId: string, outcome: 'complete' | 'fail') {
  const page = await fetch(`${stub.url}/3ds/${setupIntentId}`);
  expect(await page.text()).toContain('Complete authentication');
  const answered = await fetch(`${stub.url}/3ds/${setupIntentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
  });
  expect(answered.status).toBe(200);
}

async function startSetup() {
  const response = await call('POST', '/api/user/cards/setup');
  expect(response.status, response.text).toBe(200);
  const setup = bodyOf(cardSetupSchema, response);
  if (setup.provider !== 'stripe') throw new Error('expected a Stripe setup');
  return setup;
}

const payWithSetup = (setupIntentId: string) =>
  call('POST', '/api/user/boxes/payment', {
    box_id: buyer.boxId,
    card: { kind: 'stripe_setup', setup_intent_id: setupIntentId },
  });

describe('a new card confirmed in the browser with Stripe.js (SetupIntent, 3-D Secure)', () => {
  it('1 September: the month fails again with the card saved last (the box waits in monthly_pending)', async () => {
    const saved = await call('POST', '/api/user/cards', {
      kind: 'stripe',
      payment_method_id: 'pm_card_chargeCustomerFail',
    });
    expect(saved.status, saved.text).toBe(200);
    await publish('2027-09-01');
    await runDay('2027-08-31T22:10:00Z');
    expect(await box()).toMatchObject({ step: 'monthly_pending' });
  });

  it('POST user/cards/setup opens a SetupIntent for off-session use on the buyer’s customer, with the publishable key', async () => {
    const before = stub.requests.length;
    const setup = await startSetup();
    expect(setup.publishable_key).toBe(PUBLISHABLE_KEY);
    expect(setup.setup_intent_id).toMatch(/^seti_/);
    expect(setup.client_secret).toContain(`${setup.setup_intent_id}_secret_`);
    const created = stub.requests.slice(before).find((request) => request.path === '/v1/setup_intents');
    expect(created?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(created?.form).toMatchObject({ customer: buyer.customerRef, usage: 'off_session' });
    expect(created?.form.confirm).toBeUndefined();
  });

  it('the stub answers the publishable key only with the client secret, and only for a SetupIntent', async () => {
    const setup = await startSetup();
    const forged = await confirmInBrowser(
      { ...setup, client_secret: `${setup.setup_intent_id}_secret_forged` },
      '4242424242424242',
    );
    expect(forged.status).toBe(401);
    const create = await fetch(`${stub.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: PUBLISHABLE_KEY, amount: '1000', currency: 'eur' }),
    });
    expect(create.status).toBe(401);
  });

  it('a declined card: 402 card_declined, nothing saved, the box still waits', async () => {
    const cardsBefore = bodyOf(myCardsSchema, await call('GET', '/api/user/cards')).cards;
    const setup = await startSetup();
    const confirmed = await confirmInBrowser(setup, '4000000000000002');
    expect(confirmed.status).toBe(402);
    const refused = await payWithSetup(setup.setup_intent_id);
    expect(refused.status).toBe(402);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { code: 'card_declined' } });
    expect(await box()).toMatchObject({ step: 'monthly_pending' });
    expect(bodyOf(myCardsSchema, await call('GET', '/api/user/cards')).cards).toEqual(cardsBefore);
  });

  it('3-D Secure not finished, then failed: 402 authentication_required, then authentication_failed; the box still waits', async () => {
    const setup = await startSetup();
    const confirmed = await confirmInBrowser(setup, '4000002500003155');
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    const early = await payWithSetup(setup.setup_intent_id);
    expect(early.status).toBe(402);
    expect(JSON.parse(early.text)).toMatchObject({ error: { code: 'authentication_required' } });
    await answerChallenge(setup.setup_intent_id, 'fail');
    const failed = await payWithSetup(setup.setup_intent_id);
    expect(failed.status).toBe(402);
    expect(JSON.parse(failed.text)).toMatchObject({ error: { code: 'authentication_failed' } });
    expect(await box()).toMatchObject({ step: 'monthly_pending' });
  });

  it('another customer’s SetupIntent is refused (400 payment_method_invalid), whatever its status', async () => {
    const url = new URL(stub.url);
    const stripe = new Stripe(SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http' });
    const other = await stripe.customers.create({ email: 'someone.else@example.test' });
    const foreign = await stripe.setupIntents.create({
      customer: other.id,
      payment_method: 'pm_card_visa',
      usage: 'off_session',
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    expect(foreign.status).toBe('succeeded');
    const refused = await payWithSetup(foreign.id);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { code: 'payment_method_invalid' } });
    const card = await call('POST', '/api/user/cards', { kind: 'stripe_setup', setup_intent_id: foreign.id });
    expect(card.status).toBe(400);
    expect(await box()).toMatchObject({ step: 'monthly_pending' });
  });

  it('a card that wants 3-D Secure, authenticated in the browser, is saved and pays the month due off-session', async () => {
    now = new Date('2027-09-02T09:00:00Z');
    const setup = await startSetup();
    const confirmed = await confirmInBrowser(setup, '4000002500003155');
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });
    await answerChallenge(setup.setup_intent_id, 'complete');
    const before = stub.requests.length;
    const response = await payWithSetup(setup.setup_intent_id);
    expect(response.status, response.text).toBe(200);
    expect(bodyOf(boxPaymentResponseSchema, response)).toMatchObject({
      step: 'confirmed',
      charge: { month: '2027-09-01', status: 'succeeded' },
    });
    const calls = stub.requests.slice(before);
    // Read back at Stripe with the secret key; nothing set up again on the server.
    expect(calls.find((request) => request.path === `/v1/setup_intents/${setup.setup_intent_id}`)?.method).toBe('GET');
    expect(calls.some((request) => request.method === 'POST' && request.path === '/v1/setup_intents')).toBe(false);
    const confirm = calls.find((request) => request.path.endsWith('/confirm'));
    expect(confirm?.form.off_session).toBe('true');
    const cards = bodyOf(myCardsSchema, await call('GET', '/api/user/cards')).cards;
    expect(cards.at(-1)).toMatchObject({ last4: '3155', card_ref: confirm?.form.payment_method });
    // The same SetupIntent sent again (a second tab, a reload) charges nothing more.
    const again = await payWithSetup(setup.setup_intent_id);
    expect(bodyOf(boxPaymentResponseSchema, again)).toMatchObject({ step: 'confirmed', charge: null });
  });

  it('POST user/cards keeps a card confirmed in the browser (the saved-cards page)', async () => {
    const setup = await startSetup();
    expect((await confirmInBrowser(setup, '5555555555554444')).body).toMatchObject({ status: 'succeeded' });
    const saved = await call('POST', '/api/user/cards', {
      kind: 'stripe_setup',
      setup_intent_id: setup.setup_intent_id,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(JSON.parse(saved.text)).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });
});

describe('the Stripe stub refuses an off-session payment as Stripe does', () => {
  const stripe = () => {
    const url = new URL(stub.url);
    return new Stripe(SECRET_KEY, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  };

  it('needs confirm, a customer and a payment method saved on that customer', async () => {
    const client = stripe();
    await expect(
      client.paymentIntents.create({ amount: 1000, currency: 'eur', off_session: true }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'off_session' });
    const loose = await client.paymentIntents.create({ amount: 1000, currency: 'eur' });
    await expect(
      client.paymentIntents.confirm(loose.id, { payment_method: 'pm_card_visa', off_session: true }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'customer' });
    const one = await client.customers.create({ email: 'one@example.test' });
    const other = await client.customers.create({ email: 'other@example.test' });
    const setUp = await client.setupIntents.create({
      customer: other.id,
      payment_method: 'pm_card_visa',
      usage: 'off_session',
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    expect(setUp.status).toBe('succeeded');
    const foreignCard = typeof setUp.payment_method === 'string' ? setUp.payment_method : '';
    await expect(
      client.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        customer: one.id,
        payment_method: foreignCard,
        off_session: true,
        confirm: true,
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'payment_method' });
    const paid = await client.paymentIntents.create({
      amount: 1000,
      currency: 'eur',
      customer: other.id,
      payment_method: foreignCard,
      off_session: true,
      confirm: true,
    });
    expect(paid.status).toBe('succeeded');
  });

  it('declines with authentication_required a card that wants the cardholder, and wants a return_url for a setup that may redirect', async () => {
    const client = stripe();
    const customer = await client.customers.create({ email: 'sca@example.test' });
    const card = await client.paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
    await expect(
      client.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        customer: customer.id,
        payment_method: card.id,
        off_session: true,
        confirm: true,
      }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'authentication_required' });
    await expect(
      client.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_visa', confirm: true }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'return_url' });
  });
});
