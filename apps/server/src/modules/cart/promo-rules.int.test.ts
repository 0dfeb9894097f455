// The promo rules of issue 16 through the API (PGlite, or PostgreSQL): codes staff create with a fixed
// amount in a currency, for a first order only, for seller shops, with uses in all and per customer;
// the cart applies or refuses each, and the payment counts the uses again (the one that finds none left
// gets 409 promo_code_not_applicable). The staff list shows uses and distinct customers.
import {
  cartCalculateResponseSchema,
  errorBodySchema,
  promoCodeSchema,
  promoCodesPageSchema,
  type PromoCodeDto,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { demoEmail } from '@spindle/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from '../checkout/testing.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

let t: CheckoutTestApp;
let boss: string;

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: 30 });
  const [user] = await t.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, demoEmail('boss')));
  boss = await addVerifiedStaffSession(t.database, user!.id);
}, 120_000);
afterAll(async () => t?.close());

const as = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
let serial = 0;
const guest = () => ({
  email: `promo.buyer.${(serial += 1)}.${Date.now().toString(36)}@example.test`,
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '2 place du Marché',
  zip_code: '69001',
  city: 'Lyon',
  country_id: 'FR',
});
const card = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
// The tee needs its size chosen (the slot is its project id).
const linesOf = (projectId: number, quantity = 1) => ({
  s_1: {
    shipping_type: 'standard',
    items: [
      {
        project_id: projectId,
        quantity,
        ...(projectId === t.fixture.tee ? { chosen_sizes: { [String(projectId)]: 'M' } } : {}),
      },
    ],
  },
});

async function createCode(input: Record<string, unknown>): Promise<PromoCodeDto> {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/admin/promo-codes',
    headers: as(boss),
    payload: input,
  });
  expect(response.status, response.text).toBe(201);
  return bodyOf(promoCodeSchema, response);
}

async function calculate(body: Record<string, unknown>, token: string | null = null, query = '') {
  const response = await send(t.app, {
    method: 'POST',
    url: `/api/cart/calculate${query}`,
    payload: body,
    headers: as(token),
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(cartCalculateResponseSchema, response);
}

function pay(cartId: string, token: string | null = null, withCard = true) {
  return send(t.app, {
    method: 'POST',
    url: '/api/cart/pay',
    headers: as(token),
    payload: { cart_id: cartId, ...(withCard ? { payment_method: card } : {}) },
  });
}

async function paidCart(body: Record<string, unknown>, token: string | null = null) {
  const cart = await calculate(body, token);
  const paid = await pay(cart.id, token);
  expect(paid.status, paid.text).toBe(200);
  return cart;
}

async function listed(code: string): Promise<PromoCodeDto> {
  const response = await send(t.app, { method: 'GET', url: `/api/admin/promo-codes?q=${code}`, headers: as(boss) });
  const row = bodyOf(promoCodesPageSchema, response).rows.find((r) => r.code === code);
  expect(row).toBeDefined();
  return row!;
}

describe('a fixed amount off', () => {
  it('takes 5 EUR off a EUR cart, and the same 5 EUR converted and rounded down off a USD cart', async () => {
    const created = await createCode({
      code: 'five-off',
      amount_off_minor: 500,
      amount_off_currency: 'EUR',
      applies_to: 'price',
    });
    expect(created).toMatchObject({ percent_bp: null, amount_off_minor: 500, amount_off_currency: 'EUR' });
    const eur = await calculate({ shops: linesOf(t.fixture.funding), customer: guest(), promo_code: 'FIVE-OFF' });
    expect(eur.currency).toBe('EUR');
    expect(eur.promo.applied).toMatchObject({ promoCode: 'FIVE-OFF', itemsDiscountMinor: 500 });

    const [usd] = await t.database.db
      .select({ ratePpm: schema.exchangeRates.ratePpm })
      .from(schema.exchangeRates)
      .where(eq(schema.exchangeRates.currency, 'USD'));
    const expected = Math.floor((500 * usd!.ratePpm) / 1_000_000);
    const dollars = await calculate(
      { shops: linesOf(t.fixture.funding), promo_code: 'five-off' },
      null,
      '?currency=USD',
    );
    expect(dollars.currency).toBe('USD');
    expect(dollars.promo.applied?.itemsDiscountMinor).toBe(expected);
  });

  it('never takes more than the items cost: 100 EUR off a 20 EUR record takes 20 EUR', async () => {
    await createCode({ code: 'BIG-OFF', amount_off_minor: 10_000, amount_off_currency: 'EUR', applies_to: 'price' });
    const cart = await calculate({ shops: linesOf(t.fixture.funding), customer: guest(), promo_code: 'BIG-OFF' });
    expect(cart.promo.applied?.itemsDiscountMinor).toBe(2000);
    expect(cart.totals.totalMinor).toBeGreaterThan(0);
    expect(cart.totals.totalMinor).toBe(
      cart.totals.subtotalMinor +
        cart.totals.shippingMinor -
        cart.totals.discountMinor +
        cart.totals.serviceChargeMinor,
    );
  });

  it('refuses a code with both a percentage and an amount, or an amount without its currency', async () => {
    const both = await send(t.app, {
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: as(boss),
      payload: { code: 'BOTH', percent_bp: 1000, amount_off_minor: 500, amount_off_currency: 'EUR' },
    });
    expect(both.status).toBe(400);
    expect(bodyOf(errorBodySchema, both).error.fields).toMatchObject({ percent_bp: 'percent_or_amount_required' });
    const noCurrency = await send(t.app, {
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: as(boss),
      payload: { code: 'NOCUR', amount_off_minor: 500 },
    });
    expect(bodyOf(errorBodySchema, noCurrency).error.fields).toMatchObject({ amount_off_currency: 'input_required' });
  });
});

describe('a first-order code', () => {
  it('applies to a new customer and is refused once they have a paid order (by e-mail or account)', async () => {
    await createCode({ code: 'FIRST15', percent_bp: 1500, first_order_only: true });
    const customer = guest();
    const before = await calculate({ shops: linesOf(t.fixture.funding), customer, promo_code: 'FIRST15' });
    expect(before.promo.applied?.promoCode).toBe('FIRST15');

    await paidCart({ shops: linesOf(t.fixture.tee, 1), customer });
    const after = await calculate({ shops: linesOf(t.fixture.funding), customer, promo_code: 'FIRST15' });
    expect(after.promo.applied).toBeNull();
    expect(after.promo.refused).toMatchObject({ code: 'promo_code_not_applicable', reason: 'first_order_only' });

    const { token } = t.fixture.customer;
    await paidCart({ shops: linesOf(t.fixture.funding), customer: guest() }, token);
    const signedIn = await calculate({ shops: linesOf(t.fixture.funding), promo_code: 'FIRST15' }, token);
    expect(signedIn.promo.refused).toMatchObject({ reason: 'first_order_only' });
  });

  it('is refused at payment when the customer paid another order since the cart was priced', async () => {
    const customer = guest();
    const held = await calculate({ shops: linesOf(t.fixture.funding), customer, promo_code: 'FIRST15' });
    expect(held.promo.applied?.promoCode).toBe('FIRST15');
    await paidCart({ shops: linesOf(t.fixture.tee, 1), customer });
    const refused = await pay(held.id);
    expect(refused.status).toBe(409);
    expect(bodyOf(errorBodySchema, refused).error.code).toBe('promo_code_not_applicable');
  });
});

describe('a code for seller shops', () => {
  it('discounts the projects of the shop (its own or listed there) and refuses a cart without them', async () => {
    const [shop] = await t.database.db
      .insert(schema.shops)
      .values({ code: 'promo-shop', name: 'Promo Shop' })
      .returning({ id: schema.shops.id });
    await t.database.db
      .update(schema.projects)
      .set({ shopId: shop!.id })
      .where(eq(schema.projects.id, t.fixture.funding));
    await t.database.db.insert(schema.shopProjects).values({ shopId: shop!.id, projectId: t.fixture.franceOnly });
    await createCode({ code: 'SHOP20', percent_bp: 2000, applies_to: 'price', shop_ids: [shop!.id] });

    const own = await calculate({ shops: linesOf(t.fixture.funding), customer: guest(), promo_code: 'SHOP20' });
    expect(own.promo.applied?.itemsDiscountMinor).toBe(400);
    const listedThere = await calculate({
      shops: linesOf(t.fixture.franceOnly),
      customer: guest(),
      promo_code: 'SHOP20',
    });
    expect(listedThere.promo.applied?.itemsDiscountMinor).toBe(500);
    const other = await calculate({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'SHOP20' });
    expect(other.promo.refused).toMatchObject({ reason: 'no_eligible_project' });
  });
});

describe('uses', () => {
  it('per customer: the second use of the same account is refused; a visitor is asked to sign in', async () => {
    await createCode({ code: 'ONCE-EACH', percent_bp: 1000, max_uses_per_customer: 1 });
    const { token } = t.fixture.pro;
    await paidCart({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'ONCE-EACH' }, token);
    const again = await calculate({ shops: linesOf(t.fixture.tee), promo_code: 'ONCE-EACH' }, token);
    expect(again.promo.refused).toMatchObject({ reason: 'already_used_by_user' });
    const visitor = await calculate({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'ONCE-EACH' });
    expect(visitor.promo.refused).toMatchObject({ reason: 'login_required' });
  });

  it('in all: once the last use is paid, the next cart is refused, and so is a cart priced before it', async () => {
    await createCode({ code: 'LAST-ONE', percent_bp: 1000, max_uses: 1 });
    const first = await calculate({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'LAST-ONE' });
    const second = await calculate({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'LAST-ONE' });
    expect(first.promo.applied?.promoCode).toBe('LAST-ONE');
    expect(second.promo.applied?.promoCode).toBe('LAST-ONE');

    expect((await pay(first.id)).status).toBe(200);
    const late = await pay(second.id);
    expect(late.status).toBe(409);
    expect(bodyOf(errorBodySchema, late).error.code).toBe('promo_code_not_applicable');
    const next = await calculate({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'LAST-ONE' });
    expect(next.promo.refused).toMatchObject({ reason: 'already_used' });
  });

  it('an order being paid holds its use: a second buyer is refused while it is open', async () => {
    await createCode({ code: 'HELD-ONE', percent_bp: 1000, max_uses: 1 });
    const first = await calculate({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'HELD-ONE' });
    const second = await calculate({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'HELD-ONE' });
    const opened = await pay(first.id, null, false);
    expect(opened.status, opened.text).toBe(200);
    const refused = await pay(second.id);
    expect(refused.status).toBe(409);
    expect(bodyOf(errorBodySchema, refused).error.code).toBe('promo_code_not_applicable');
    // The first buyer's retry of the same order is no new use.
    expect((await pay(first.id)).status).toBe(200);
  });

  it('the staff list counts uses and distinct customers', async () => {
    await createCode({ code: 'COUNTED', percent_bp: 1000 });
    const { token } = t.fixture.pro;
    await paidCart({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'COUNTED' }, token);
    await paidCart({ shops: linesOf(t.fixture.funding), customer: guest(), promo_code: 'COUNTED' }, token);
    await paidCart({ shops: linesOf(t.fixture.tee), customer: guest(), promo_code: 'COUNTED' });
    expect(await listed('COUNTED')).toMatchObject({ uses: 3, customers: 2 });
  });

  it('keeps the new limits when staff edit a code', async () => {
    const created = await createCode({ code: 'EDITED', percent_bp: 1000 });
    const response = await send(t.app, {
      method: 'PUT',
      url: `/api/admin/promo-codes/${created.id}`,
      headers: as(boss),
      payload: {
        code: 'EDITED',
        amount_off_minor: 300,
        amount_off_currency: 'USD',
        first_order_only: true,
        max_uses: 50,
        max_uses_per_customer: 2,
        shop_ids: [1],
      },
    });
    expect(response.status, response.text).toBe(200);
    expect(bodyOf(promoCodeSchema, response)).toMatchObject({
      percent_bp: null,
      amount_off_minor: 300,
      amount_off_currency: 'USD',
      first_order_only: true,
      max_uses: 50,
      max_uses_per_customer: 2,
      shop_ids: [1],
    });
  });
});
