// The limit per customer of a limited edition holds against the tricks that make one buyer look like
// two (issue 13, "Limits that hold"): another spelling of the same inbox ('+tags', dots, case, a
// trailing dot), a guest checkout with the address of an account, an account whose address changed.
// Copies count across orders of the signed-in user OR of the same e-mail identity (emailIdentityOf).
import { cartCalculateResponseSchema, checkoutResponseSchema, errorBodySchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-fixture.ts';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const visa = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

/** A limited edition of 20 copies, one per customer. */
async function onePerCustomer(name: string): Promise<number> {
  const [project] = await t.database.db
    .insert(schema.projects)
    .values({
      name,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      artistName: 'Limit Artist',
      shopId: 1194,
      category: 'vinyl',
      type: 'limited_edition',
      isLimited: true,
      step: 'in_progress',
      priceEurMinor: 3000,
      weightGrams: 300,
      discs: 1,
      stock: 20,
      limitPerCustomer: 1,
    })
    .returning({ id: schema.projects.id });
  if (!project) throw new Error('project insert failed');
  await t.database.db.insert(schema.partnerStock).values({ partner: 'daudin', projectId: project.id, quantity: 20 });
  return project.id;
}

async function cartOf(projectId: number, email: string, headers: Record<string, string> = {}) {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: projectId, quantity: 1 }] } },
      customer: {
        email,
        firstname: 'Ada',
        lastname: 'Lovelace',
        address: '1 rue de la Paix',
        zip_code: '75002',
        city: 'Paris',
        country_id: 'FR',
      },
    },
    headers,
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(cartCalculateResponseSchema, response);
}

function pay(cartId: string, headers: Record<string, string> = {}) {
  return send(t.app, {
    method: 'POST',
    url: '/api/cart/pay',
    payload: { cart_id: cartId, payment_method: visa },
    headers,
  });
}

/** Buys the one copy allowed; the order is confirmed. */
async function buy(projectId: number, email: string, headers: Record<string, string> = {}) {
  const response = await pay((await cartOf(projectId, email, headers)).id, headers);
  expect(response.status, response.text).toBe(200);
  expect(bodyOf(checkoutResponseSchema, response).order.status).toBe('confirmed');
}

/** The cart shows the refusal and pay refuses it: no second copy. */
async function expectRefused(projectId: number, email: string, headers: Record<string, string> = {}) {
  const cart = await cartOf(projectId, email, headers);
  expect(cart.shops[0]?.items[0]?.refusal).toEqual({
    code: 'limit_per_customer_exceeded',
    limitPerCustomer: 1,
    copiesAllowed: 0,
  });
  const response = await pay(cart.id, headers);
  expect(response.status, response.text).toBe(409);
  expect(bodyOf(errorBodySchema, response).error.code).toBe('limit_per_customer_exceeded');
}

describe('a limit of one copy per customer', () => {
  it('refuses a guest a second copy under another spelling of the same inbox', async () => {
    const project = await onePerCustomer('Plus Tag LP');
    await buy(project, 'name@gmail.com');
    await expectRefused(project, 'name+x@gmail.com');
    await expectRefused(project, 'Name@Gmail.com.');
    await expectRefused(project, 'n.a.m.e@googlemail.com');
    const orders = await t.database.db
      .select({ emailKey: schema.orders.emailKey })
      .from(schema.orders)
      .innerJoin(schema.orderItems, eq(schema.orderItems.orderId, schema.orders.id))
      .where(eq(schema.orderItems.projectId, project));
    expect(orders).toEqual([{ emailKey: 'name@gmail.com' }]);
  });

  it('still sells to another inbox of a provider that keeps plus-tags', async () => {
    const project = await onePerCustomer('Other Inbox LP');
    await buy(project, 'name@example.test');
    await buy(project, 'name+x@example.test');
  });

  it('refuses the same account a second copy after its address changed', async () => {
    const project = await onePerCustomer('Changed Address LP');
    const { customer } = t.fixture;
    const headers = bearer(customer.token);
    await buy(project, customer.email, headers);
    const changed = 'changed.address@example.test';
    await t.database.db.update(schema.users).set({ email: changed }).where(eq(schema.users.id, customer.id));
    try {
      await expectRefused(project, changed, headers);
    } finally {
      await t.database.db.update(schema.users).set({ email: customer.email }).where(eq(schema.users.id, customer.id));
    }
  });

  it("refuses a guest using a variant of an account's address the account bought with", async () => {
    const project = await onePerCustomer('Guest After Account LP');
    const { pro } = t.fixture;
    await buy(project, pro.email, bearer(pro.token));
    const [local, domain] = pro.email.split('@');
    await expectRefused(project, `${local?.toUpperCase()}@${domain}.`);
  });

  it('lets one of two checkouts at once through when they are the same inbox', async () => {
    const project = await onePerCustomer('Race LP');
    const carts = [await cartOf(project, 'racer@gmail.com'), await cartOf(project, 'r.a.c.e.r+2@gmail.com')];
    const answers = await Promise.all(carts.map((cart) => pay(cart.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
