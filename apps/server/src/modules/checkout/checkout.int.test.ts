// Cart to paid order through app.inject with the built-in test provider: a card that succeeds, 3-D
// Secure then confirm, a decline that leaves the cart payable, the hold released after expiry, the
// confirmation e-mail with its invoice, and webhooks (bad signature, replays).
import {
  cartCalculateResponseSchema,
  checkoutResponseSchema,
  errorBodySchema,
  type CheckoutResponse,
  userDataSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOfOrder } from '../invoicing/index.ts';
import { listOutbox } from '../../mail/mailer.ts';
import { bearer } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { signWebhookPayload, TEST_SIGNATURE_HEADER, testProviderWebhookSecret } from '../payments/testing.ts';
import { RELEASE_RESERVATIONS_JOB } from './release-reservations-job.ts';
import { RESERVATION_TTL_MS } from './stock-reservations.ts';
import { createCheckoutTestApp, TEST_SESSION_SECRET, type CheckoutTestApp } from './testing/checkout-fixture.ts';
import { runJobNow } from './testing/checkout-jobs.ts';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: 30 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  threeDs: '4000002760003184',
} as const;

const card = (number: string) => ({ kind: 'test_card', number, exp_month: 12, exp_year: 2099, cvc: '123' });

const address = (email: string, country = 'FR') => ({
  email,
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '1 rue de la Paix',
  zip_code: '75002',
  city: 'Paris',
  country_id: country,
});

let emailCount = 0;
const uniqueEmail = () => `buyer.${++emailCount}.${Date.now().toString(36)}@example.test`;

async function cartFor(projectId: number, quantity: number, email: string, headers: Record<string, string> = {}) {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: projectId, quantity }] } },
      customer: address(email),
    },
    headers,
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(cartCalculateResponseSchema, response);
}

async function pay(cartId: string, number: string | null, headers: Record<string, string> = {}) {
  return send(t.app, {
    method: 'POST',
    url: '/api/cart/pay',
    payload: { cart_id: cartId, origin: 'DI', ...(number ? { payment_method: card(number) } : {}) },
    headers,
  });
}

async function paid(cartId: string, number: string | null, headers: Record<string, string> = {}) {
  const response = await pay(cartId, number, headers);
  expect(response.status, response.text).toBe(200);
  return bodyOf(checkoutResponseSchema, response);
}

async function confirm(
  orderId: number,
  cartId: string,
  authentication?: 'approve' | 'deny',
): Promise<CheckoutResponse> {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/cart/confirm',
    payload: { order_id: orderId, cart_id: cartId, ...(authentication ? { authentication } : {}) },
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(checkoutResponseSchema, response);
}

async function stockOf(projectId: number) {
  const [row] = await t.database.db
    .select({ stock: schema.projects.stock, sold: schema.projects.sold })
    .from(schema.projects)
    .where(eq(schema.projects.id, projectId));
  return row;
}

describe('POST /api/cart/pay with the test provider', () => {
  it('charges the server total, confirms the order, updates stock and sales, and e-mails the invoice', async () => {
    const before = await stockOf(t.fixture.limited);
    const email = uniqueEmail();
    const cart = await cartFor(t.fixture.limited, 2, email);
    const response = await pay(cart.id, CARDS.visa);
    expect(response.status, response.text).toBe(200);
    const body = bodyOf(checkoutResponseSchema, response);
    expect(body.order.status).toBe('confirmed');
    expect(body.payment.status).toBe('succeeded');
    expect(body.order.totalMinor).toBe(cart.totals.totalMinor);
    expect(body.order.taxMinor).toBe(cart.totals.taxMinor);
    const after = await stockOf(t.fixture.limited);
    expect(after?.stock).toBe((before?.stock ?? 0) - 2);
    expect(after?.sold).toBe((before?.sold ?? 0) + 2);
    const [payment] = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, body.orderId));
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountMinor: cart.totals.totalMinor,
      idempotencyKey: `order:${body.orderId}:payment`,
    });
    const mails = await listOutbox(t.database.db, { to: email, template: 'order_confirmed', limit: 5 });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(String(body.orderId));
    // The invoice was issued with the confirmation: numbered, and the order's own figures.
    const invoice = await invoiceOfOrder(t.database.db, body.orderId);
    expect(invoice?.number).toMatch(/^SP-\d{4}-\d{6}$/);
    expect(invoice).toMatchObject({ grossMinor: cart.totals.totalMinor, vatMinor: cart.totals.taxMinor });
    // The cart is closed: paying it again is refused.
    const again = await pay(cart.id, CARDS.visa);
    expect(again.status).toBe(409);
    expect(bodyOf(errorBodySchema, again).error.code).toBe('cart_already_paid');
  });

  it('writes the confirmation in the language the visitor shopped in', async () => {
    const email = uniqueEmail();
    const cart = await cartFor(t.fixture.funding, 1, email, { cookie: 'lang=fr' });
    expect((await paid(cart.id, CARDS.visa)).order.status).toBe('confirmed');
    const [mail] = await listOutbox(t.database.db, { to: email, template: 'order_confirmed', limit: 1 });
    expect(mail?.subject).toContain('Votre commande Spindle');
  });

  it('asks for 3-D Secure, then confirms after approval through cart/confirm', async () => {
    const cart = await cartFor(t.fixture.funding, 1, uniqueEmail());
    const body = await paid(cart.id, CARDS.threeDs);
    expect(body.payment.status).toBe('requires_action');
    expect(body.payment.nextAction).toEqual({ type: 'test_authentication' });
    expect(body.order.status).toBe('creating');
    expect(body.reservationExpiresAt).not.toBeNull();
    const confirmed = await confirm(body.orderId, cart.id, 'approve');
    expect(confirmed.order.status).toBe('confirmed');
    expect(confirmed.payment.status).toBe('succeeded');
    // Confirming again changes nothing.
    const twice = await confirm(body.orderId, cart.id);
    expect(twice.order.status).toBe('confirmed');
  });

  it('leaves the cart payable after a decline, and the next card pays the same order', async () => {
    const before = await stockOf(t.fixture.limited);
    const cart = await cartFor(t.fixture.limited, 1, uniqueEmail());
    const declined = await paid(cart.id, CARDS.declined);
    expect(declined.payment.status).toBe('requires_payment_method');
    expect(declined.payment.declineCode).toBe('card_declined');
    expect(declined.order.status).toBe('creating');
    expect((await stockOf(t.fixture.limited))?.stock).toBe((before?.stock ?? 0) - 1);
    const retried = await paid(cart.id, CARDS.visa);
    expect(retried.orderId).toBe(declined.orderId);
    expect(retried.order.status).toBe('confirmed');
    expect((await stockOf(t.fixture.limited))?.stock).toBe((before?.stock ?? 0) - 1);
  });

  it('lets a retry after a decline use the copies and the allowance its own open order holds', async () => {
    // The last 3 copies of an item with its own stock, and the whole per-customer allowance (2).
    const email = uniqueEmail();
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        shops: {
          s_1: {
            shipping_type: 'standard',
            items: [
              { project_id: t.fixture.bundle, item_id: t.fixture.bundleItem, quantity: 3 },
              { project_id: t.fixture.limited, quantity: 2 },
            ],
          },
        },
        customer: address(email),
      },
    });
    const cart = bodyOf(cartCalculateResponseSchema, response);
    expect(cart.payable).toBe(true);
    const declined = await paid(cart.id, CARDS.declined);
    expect(declined.payment.declineCode).toBe('card_declined');
    const again = bodyOf(
      cartCalculateResponseSchema,
      await send(t.app, {
        method: 'POST',
        url: '/api/cart/calculate',
        payload: {
          id: cart.id,
          shops: {
            s_1: {
              shipping_type: 'standard',
              items: [
                { project_id: t.fixture.bundle, item_id: t.fixture.bundleItem, quantity: 3 },
                { project_id: t.fixture.limited, quantity: 2 },
              ],
            },
          },
          customer: address(email),
        },
      }),
    );
    expect(again.id).toBe(cart.id);
    expect(again.payable).toBe(true);
    const retried = await paid(cart.id, CARDS.visa);
    expect(retried.orderId).toBe(declined.orderId);
    expect(retried.order.status).toBe('confirmed');
    const [item] = await t.database.db
      .select({ stock: schema.projectItems.stock })
      .from(schema.projectItems)
      .where(eq(schema.projectItems.id, t.fixture.bundleItem));
    expect(item?.stock).toBe(0);
  });

  it('replaces the open order when the cart changed after a decline, giving its copies back', async () => {
    const before = await stockOf(t.fixture.limited);
    const email = uniqueEmail();
    const cart = await cartFor(t.fixture.limited, 1, email);
    const declined = await paid(cart.id, CARDS.declined);
    const changed = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        id: cart.id,
        shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.limited, quantity: 1 }] } },
        customer: { ...address(email), address: '10 avenue Foch' },
      },
    });
    expect(bodyOf(cartCalculateResponseSchema, changed).id).toBe(cart.id);
    const retried = await paid(cart.id, CARDS.visa);
    expect(retried.orderId).not.toBe(declined.orderId);
    expect(retried.order.status).toBe('confirmed');
    const [old] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, declined.orderId));
    expect(old?.status).toBe('failed');
    expect((await stockOf(t.fixture.limited))?.stock).toBe((before?.stock ?? 0) - 1);
  });

  it('gives the copies back when an unpaid order’s hold expires, and a later success is refused nothing twice', async () => {
    const before = await stockOf(t.fixture.limited);
    const cart = await cartFor(t.fixture.limited, 1, uniqueEmail());
    const declined = await paid(cart.id, CARDS.declined);
    expect((await stockOf(t.fixture.limited))?.stock).toBe((before?.stock ?? 0) - 1);
    const statusOf = async () =>
      (await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, declined.orderId)))[0]?.status;
    await runJobNow(t.app, RELEASE_RESERVATIONS_JOB);
    expect(await statusOf()).toBe('creating');
    try {
      t.clock.skip(RESERVATION_TTL_MS + 1000);
      await runJobNow(t.app, RELEASE_RESERVATIONS_JOB);
      expect(await statusOf()).toBe('failed');
      expect((await stockOf(t.fixture.limited))?.stock).toBe(before?.stock);
      t.clock.skip(1000);
      await runJobNow(t.app, RELEASE_RESERVATIONS_JOB);
      expect((await stockOf(t.fixture.limited))?.stock).toBe(before?.stock);
    } finally {
      t.clock.reset();
    }
    // Paying the cart again starts a new order with a new hold.
    const retried = await paid(cart.id, CARDS.visa);
    expect(retried.orderId).not.toBe(declined.orderId);
    expect(retried.order.status).toBe('confirmed');
  });

  it('refuses a cart with a refused line, and one without an address', async () => {
    const draft = await cartFor(t.fixture.draft, 1, uniqueEmail());
    const refused = await pay(draft.id, CARDS.visa);
    expect(refused.status).toBe(409);
    expect(bodyOf(errorBodySchema, refused).error.code).toBe('project_not_on_sale');
    const noAddress = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.funding, quantity: 1 }] } },
        country_id: 'FR',
      },
    });
    const id = bodyOf(cartCalculateResponseSchema, noAddress).id;
    const missing = await pay(id, CARDS.visa);
    expect(missing.status).toBe(400);
    expect(bodyOf(errorBodySchema, missing).error.fields).toMatchObject({ firstname: 'input_required' });
  });

  it('holds the per-customer limit across orders of a signed-in customer', async () => {
    const headers = bearer(t.fixture.pro.token);
    const first = await cartFor(t.fixture.limited, 2, t.fixture.pro.email, headers);
    expect((await paid(first.id, CARDS.visa, headers)).order.status).toBe('confirmed');
    const second = await cartFor(t.fixture.limited, 1, t.fixture.pro.email, headers);
    expect(second.shops[0]?.items[0]?.refusal).toEqual({
      code: 'limit_per_customer_exceeded',
      limitPerCustomer: 2,
      copiesAllowed: 0,
    });
    expect((await pay(second.id, CARDS.visa, headers)).status).toBe(409);
  });

  it('starts the box subscription a signed-in buyer paid for; a visitor must sign in first', async () => {
    const headers = bearer(t.fixture.customer.token);
    const calculate = (extra: Record<string, string>) =>
      send(t.app, {
        method: 'POST',
        url: '/api/cart/calculate',
        payload: { boxes: [{ type: 'two', periodicity: '3_months' }], customer: address(t.fixture.customer.email) },
        headers: extra,
      });
    const visitorCart = bodyOf(cartCalculateResponseSchema, await calculate({}));
    expect(visitorCart.boxes[0]?.ok).toBe(true);
    expect((await pay(visitorCart.id, CARDS.visa)).status).toBe(401);
    const cart = bodyOf(cartCalculateResponseSchema, await calculate(headers));
    const before = await t.database.db
      .select({ id: schema.boxSubscriptions.id })
      .from(schema.boxSubscriptions)
      .where(eq(schema.boxSubscriptions.userId, t.fixture.customer.id));
    const body = await paid(cart.id, CARDS.visa, headers);
    expect(body.order.status).toBe('confirmed');
    expect(body.order.totalMinor).toBe(cart.totals.totalMinor);
    const after = await t.database.db
      .select()
      .from(schema.boxSubscriptions)
      .where(eq(schema.boxSubscriptions.userId, t.fixture.customer.id));
    expect(after).toHaveLength(before.length + 1);
    const started = after.find((row) => !before.some((old) => old.id === row.id));
    expect(started).toMatchObject({
      step: 'confirmed',
      periodicity: '3_months',
      monthsTotal: 3,
      totalMinor: cart.boxes[0]?.totalMinor,
    });
  });

  it('copies the chosen pickup point onto the shop orders that ship to it', async () => {
    const email = uniqueEmail();
    const point = { name: 'Relais Tabac du Marché', address: '5 rue Cler', zip_code: '75007', city: 'Paris' };
    const priced = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        shops: {
          s_1: { shipping_type: 'pickup', items: [{ project_id: t.fixture.limited, quantity: 1 }] },
          s_2: { shipping_type: 'standard', items: [{ project_id: t.fixture.franceOnly, quantity: 1 }] },
        },
        customer: address(email),
        pickup: point,
      },
    });
    const cart = bodyOf(cartCalculateResponseSchema, priced);
    // The point says where; each parcel keeps the delivery it chose.
    expect(cart.pickup).toBe(false);
    expect(cart.shops.map((group) => group.shipping?.mode).sort()).toEqual(['pickup', 'standard']);
    // A recalculation that only says "pickup" (every parcel to a pickup point) keeps the point chosen before.
    const again = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        id: cart.id,
        shops: {
          s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.limited, quantity: 1 }] },
          s_2: { shipping_type: 'standard', items: [{ project_id: t.fixture.franceOnly, quantity: 1 }] },
        },
        customer: address(email),
        pickup: true,
      },
    });
    expect(again.status, again.text).toBe(200);
    const body = await paid(cart.id, CARDS.visa);
    expect(body.order.status).toBe('confirmed');
    const parcels = await t.database.db
      .select({
        shippingType: schema.shopOrders.shippingType,
        pickupAddressId: schema.shopOrders.pickupAddressId,
        name: schema.pickupAddresses.name,
        address: schema.pickupAddresses.address,
        zipCode: schema.pickupAddresses.zipCode,
        city: schema.pickupAddresses.city,
        countryId: schema.pickupAddresses.countryId,
      })
      .from(schema.shopOrders)
      .leftJoin(schema.pickupAddresses, eq(schema.pickupAddresses.id, schema.shopOrders.pickupAddressId))
      .where(eq(schema.shopOrders.orderId, body.orderId));
    expect(parcels).toHaveLength(2);
    for (const parcel of parcels) {
      expect(parcel).toMatchObject({
        shippingType: 'pickup',
        name: point.name,
        address: point.address,
        zipCode: point.zip_code,
        city: point.city,
        countryId: 'FR',
      });
    }
    // Parcels delivered to the door keep no pickup point.
    const home = await cartFor(t.fixture.funding, 1, uniqueEmail());
    const homeOrder = await paid(home.id, CARDS.visa);
    const homeParcels = await t.database.db
      .select({ pickupAddressId: schema.shopOrders.pickupAddressId })
      .from(schema.shopOrders)
      .where(eq(schema.shopOrders.orderId, homeOrder.orderId));
    expect(homeParcels.map((parcel) => parcel.pickupAddressId)).toEqual([null]);
  });

  it('confirms a cart whose total is zero without the payment provider, once', async () => {
    await t.database.db
      .insert(schema.promoCodes)
      .values({ code: 'FREE100', percentBp: 10_000, appliesTo: 'total' })
      .onConflictDoNothing();
    const before = await stockOf(t.fixture.limited);
    const email = uniqueEmail();
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.limited, quantity: 1 }] } },
        customer: address(email),
        promo_code: 'free100',
      },
    });
    const cart = bodyOf(cartCalculateResponseSchema, response);
    expect(cart.promo.applied?.promoCode).toBe('FREE100');
    expect(cart.totals.totalMinor).toBe(0);
    expect(cart.payable).toBe(true);
    // No card: there is nothing to charge.
    const body = await paid(cart.id, null);
    expect(body.order.status).toBe('confirmed');
    expect(body.order.totalMinor).toBe(0);
    expect(body.order.paidAt).not.toBeNull();
    expect(body.payment).toMatchObject({ status: 'succeeded', nextAction: null, clientSecret: null });
    expect(body.reservationExpiresAt).toBeNull();
    // No payment at the provider and no payment row; the copies are taken and counted as sold.
    const rows = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, body.orderId));
    expect(rows).toHaveLength(0);
    const after = await stockOf(t.fixture.limited);
    expect(after?.stock).toBe((before?.stock ?? 0) - 1);
    expect(after?.sold).toBe((before?.sold ?? 0) + 1);
    const holds = await t.database.db
      .select()
      .from(schema.stockReservations)
      .where(eq(schema.stockReservations.orderId, body.orderId));
    expect(holds.length).toBeGreaterThan(0);
    expect(holds.every((hold) => hold.releasedAt !== null)).toBe(true);
    const [shopOrder] = await t.database.db
      .select({ status: schema.shopOrders.status })
      .from(schema.shopOrders)
      .where(eq(schema.shopOrders.orderId, body.orderId));
    expect(shopOrder?.status).toBe('confirmed');
    // cart/confirm reads the finished order; paying again is refused; one e-mail in all.
    expect((await confirm(body.orderId, cart.id)).order.status).toBe('confirmed');
    const again = await pay(cart.id, CARDS.visa);
    expect(again.status).toBe(409);
    expect(bodyOf(errorBodySchema, again).error.code).toBe('cart_already_paid');
    const mails = await listOutbox(t.database.db, { to: email, template: 'order_confirmed', limit: 5 });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(String(body.orderId));
    const [promoUse] = await t.database.db
      .select()
      .from(schema.promoCodeUses)
      .where(eq(schema.promoCodeUses.orderId, body.orderId));
    expect(promoUse?.discountMinor).toBeGreaterThan(0);
  });

  it('never lets another user pay or confirm someone else’s order', async () => {
    const headers = bearer(t.fixture.customer.token);
    const cart = await cartFor(t.fixture.funding, 1, t.fixture.customer.email, headers);
    expect((await pay(cart.id, CARDS.visa)).status).toBe(403);
    const body = await paid(cart.id, CARDS.threeDs, headers);
    const stranger = await send(t.app, {
      method: 'POST',
      url: '/api/cart/confirm',
      payload: { order_id: body.orderId, cart_id: cart.id, authentication: 'approve' },
      headers: bearer(t.fixture.pro.token),
    });
    expect(stranger.status).toBe(403);
    const wrongCart = await send(t.app, {
      method: 'POST',
      url: '/api/cart/confirm',
      payload: { order_id: body.orderId, cart_id: 'zzzzzzzzzz', authentication: 'approve' },
      headers,
    });
    expect(wrongCart.status).toBe(404);
  });

  it('gives a signed-in buyer 10 points per unit bought, counts the order, and the paid cart points at its order', async () => {
    const headers = bearer(t.fixture.customer.token);
    const ordersCount = async () => {
      const response = await send(t.app, { method: 'GET', url: '/api/auth/check', headers });
      expect(response.status, response.text).toBe(200);
      return bodyOf(userDataSchema, response).orders_count;
    };
    const countBefore = await ordersCount();
    const cart = await cartFor(t.fixture.funding, 2, t.fixture.customer.email, headers);
    const body = await paid(cart.id, CARDS.visa, headers);
    expect(body.order.status).toBe('confirmed');
    expect(await ordersCount()).toBe(countBefore + 1);
    const earned = await t.database.db
      .select({ points: schema.points.points, reason: schema.points.reason })
      .from(schema.points)
      .where(eq(schema.points.orderId, body.orderId));
    expect(earned).toEqual([{ points: 20, reason: 'purchase' }]);
    const [stored] = await t.database.db
      .select({ orderId: schema.carts.orderId })
      .from(schema.carts)
      .where(eq(schema.carts.id, cart.id));
    expect(stored?.orderId).toBe(body.orderId);
  });
});

describe('POST /api/payments/webhook/test', () => {
  const secret = testProviderWebhookSecret(TEST_SESSION_SECRET);

  function signed(event: Record<string, unknown>, options: { secret?: string; at?: number } = {}) {
    const rawBody = Buffer.from(JSON.stringify(event));
    const timestamp = options.at ?? Math.floor(Date.now() / 1000);
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: signWebhookPayload(rawBody, options.secret ?? secret, timestamp),
      },
    };
  }

  async function openOrder() {
    const cart = await cartFor(t.fixture.funding, 1, uniqueEmail());
    const body = await paid(cart.id, null);
    const [payment] = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, body.orderId));
    if (!payment?.providerRef) throw new Error('no provider ref');
    return { orderId: body.orderId, payment };
  }

  const eventOf = (
    orderId: number,
    payment: { providerRef: string | null; amountMinor: number; currency: string },
    id: string,
  ) => ({
    id,
    type: 'payment.succeeded',
    providerRef: payment.providerRef,
    orderId: String(orderId),
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    amountRefundedMinor: 0,
    declineCode: null,
    occurredAt: new Date().toISOString(),
  });

  it('answers 400 and changes nothing for a bad signature or an old timestamp', async () => {
    const { orderId, payment } = await openOrder();
    for (const bad of [
      signed(eventOf(orderId, payment, 'evt_forged'), { secret: 'whsec_wrong' }),
      signed(eventOf(orderId, payment, 'evt_old'), { at: Math.floor(Date.now() / 1000) - 3600 }),
    ]) {
      const response = await send(t.app, {
        method: 'POST',
        url: '/api/payments/webhook/test',
        payload: bad.rawBody,
        headers: bad.headers,
      });
      expect(response.status).toBe(400);
    }
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('creating');
    const events = await t.database.db
      .select()
      .from(schema.webhookEvents)
      .where(and(eq(schema.webhookEvents.provider, 'test'), eq(schema.webhookEvents.eventId, 'evt_forged')));
    expect(events).toHaveLength(0);
  });

  it('confirms once when the same event arrives several times', async () => {
    const { orderId, payment } = await openOrder();
    const soldBefore = (await stockOf(t.fixture.funding))?.sold ?? 0;
    const delivery = signed(eventOf(orderId, payment, `evt_dup_${orderId}`));
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        await send(t.app, {
          method: 'POST',
          url: '/api/payments/webhook/test',
          payload: delivery.rawBody,
          headers: delivery.headers,
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(JSON.parse(answers[1]?.text ?? '{}')).toMatchObject({ duplicate: true });
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('confirmed');
    expect((await stockOf(t.fixture.funding))?.sold).toBe(soldBefore + 1);
    // A second event id saying the same thing is recorded but confirms nothing more.
    const other = signed(eventOf(orderId, payment, `evt_other_${orderId}`));
    expect(
      (
        await send(t.app, {
          method: 'POST',
          url: '/api/payments/webhook/test',
          payload: other.rawBody,
          headers: other.headers,
        })
      ).status,
    ).toBe(200);
    expect((await stockOf(t.fixture.funding))?.sold).toBe(soldBefore + 1);
  });

  it.each([
    ['a different amount', { amountMinor: 1 }],
    ['a different currency', { currency: 'JPY' }],
  ])('never confirms an order on a signed success of %s', async (_name, change) => {
    const { orderId, payment } = await openOrder();
    const eventId = `evt_mismatch_${orderId}`;
    const delivery = signed({ ...eventOf(orderId, payment, eventId), ...change });
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/payments/webhook/test',
      payload: delivery.rawBody,
      headers: delivery.headers,
    });
    expect(response.status).toBe(200);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('creating');
    const [stored] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.id, payment.id));
    expect(stored?.status).toBe(payment.status);
    const [recorded] = await t.database.db
      .select()
      .from(schema.webhookEvents)
      .where(eq(schema.webhookEvents.eventId, eventId));
    expect(recorded?.error).toBe('amount_mismatch');
  });
});
