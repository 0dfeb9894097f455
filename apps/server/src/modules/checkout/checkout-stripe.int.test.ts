// Cart to paid order with Stripe configured: the checkout module on a local stub that speaks Stripe's
// wire format (providers/testing/stripe-stub.ts), so no request leaves 127.0.0.1. Pay returns the
// PaymentIntent's client secret; the browser confirms with Stripe.js (simulated on the stub); the signed
// payment_intent.succeeded webhook confirms the order once.
import fastifyCookie from '@fastify/cookie';
import { cartCalculateResponseSchema, checkoutResponseSchema, errorBodySchema } from '@spindle/contracts';
import { schema, type Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '../../http/error-handler.ts';
import { createMailer, listOutbox } from '../../mail/mailer.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createCartShippingFacts } from '../logistics/index.ts';
import { startStripeStub, type StripeStub } from '../payments/testing.ts';
import { createCheckoutModule, type CheckoutModule } from './checkout-module.ts';
import { insertCheckoutFixture, type CheckoutFixture } from './testing/checkout-fixture.ts';

const SECRET_KEY = 'sk_test_checkout_stub';
const WEBHOOK_SECRET = 'whsec_checkout_stub';

let database: Database;
let stub: StripeStub;
let fixture: CheckoutFixture;
let checkout: CheckoutModule;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  database = await createTestDatabase({ content: 'catalogue' });
  fixture = await insertCheckoutFixture(database);
  stub = await startStripeStub({ secretKey: SECRET_KEY });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  checkout = createCheckoutModule({
    db: database.db,
    config: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_checkout_stub',
      COUNTRY_HEADER: 'cf-ipcountry',
    },
    mailer: createMailer({ db: database.db, from: 'Spindle <hello@spindle.example>', logger: app.log }),
    catalogue: { cardsOf: () => Promise.resolve([]) },
    shipping: createCartShippingFacts(database.db),
    logger: app.log,
    inject: (options) => app.inject(options),
    stripeApiHost: stub.url,
  });
  await app.register(checkout.routes, { prefix: '/api' });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app.close();
  await stub?.close();
  await database?.close();
});

async function payableCart(email: string): Promise<string> {
  const response = await send(app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'tracked', items: [{ project_id: fixture.limited, quantity: 1 }] } },
      customer: {
        email,
        firstname: 'Grace',
        lastname: 'Hopper',
        address: '3 Unter den Linden',
        zip_code: '10117',
        city: 'Berlin',
        country_id: 'DE',
      },
    },
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(cartCalculateResponseSchema, response).id;
}

function signedStripeEvent(payload: string, secret = WEBHOOK_SECRET) {
  return {
    'content-type': 'application/json',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000),
    }),
  };
}

describe('checkout with Stripe', () => {
  it('hands the browser the client secret, then the signed webhook confirms the order exactly once', async () => {
    const email = 'stripe.buyer@example.test';
    const cartId = await payableCart(email);
    const payResponse = await send(app, { method: 'POST', url: '/api/cart/pay', payload: { cart_id: cartId } });
    expect(payResponse.status, payResponse.text).toBe(200);
    const body = bodyOf(checkoutResponseSchema, payResponse);
    expect(body.payment).toMatchObject({
      provider: 'stripe',
      status: 'requires_payment_method',
      publishableKey: 'pk_test_checkout_stub',
    });
    expect(body.payment.clientSecret).toMatch(/_secret_/);
    const created = stub.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    expect(created?.headers['idempotency-key']).toBe(`order:${body.orderId}:payment`);
    expect(created?.form).toMatchObject({ amount: String(body.order.totalMinor), currency: 'eur' });

    // Stripe.js confirms in the browser; then Stripe sends the webhook (twice, as it may).
    const [payment] = await database.db.select().from(schema.payments).where(eq(schema.payments.orderId, body.orderId));
    const providerRef = payment?.providerRef ?? '';
    await checkout.provider.confirmPayment({
      providerRef,
      paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_visa' },
    });
    const payload = stub.eventPayload('payment_intent.succeeded', providerRef);
    const forged = await send(app, {
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      payload,
      headers: signedStripeEvent(payload, 'whsec_other'),
    });
    expect(forged.status).toBe(400);
    const [stillOpen] = await database.db.select().from(schema.orders).where(eq(schema.orders.id, body.orderId));
    expect(stillOpen?.status).toBe('creating');
    for (let attempt = 0; attempt < 2; attempt++) {
      const delivered = await send(app, {
        method: 'POST',
        url: '/api/payments/webhook/stripe',
        payload,
        headers: signedStripeEvent(payload),
      });
      expect(delivered.status, delivered.text).toBe(200);
    }
    const [order] = await database.db.select().from(schema.orders).where(eq(schema.orders.id, body.orderId));
    expect(order?.status).toBe('confirmed');
    expect(await listOutbox(database.db, { to: email, template: 'order_confirmed', limit: 5 })).toHaveLength(1);
    const confirmed = await send(app, {
      method: 'POST',
      url: '/api/cart/confirm',
      payload: { order_id: body.orderId, cart_id: cartId },
    });
    expect(bodyOf(checkoutResponseSchema, confirmed).order.status).toBe('confirmed');
  });

  it('reports a declined saved card and keeps the order open; the test provider’s webhook route is off', async () => {
    const cartId = await payableCart('stripe.declined@example.test');
    const response = await send(app, {
      method: 'POST',
      url: '/api/cart/pay',
      payload: { cart_id: cartId, payment_method: { kind: 'stripe', payment_method_id: 'pm_card_chargeDeclined' } },
    });
    expect(response.status, response.text).toBe(200);
    const body = bodyOf(checkoutResponseSchema, response);
    expect(body.payment.declineCode).toBe('card_declined');
    expect(body.order.status).toBe('creating');
    const testRoute = await send(app, {
      method: 'POST',
      url: '/api/payments/webhook/test',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(testRoute.status).toBe(404);
    expect(bodyOf(errorBodySchema, testRoute).error.code).toBe('not_found');
  });
});
