// Buyers racing for the last uses of a promo code (docs/admin.md "Promotions"): every cart is priced
// with the code while it still has uses, then all pay at once. The uses are counted again under the
// code's lock when each order is placed, so exactly max_uses orders get it and every other buyer gets
// 409 promo_code_not_applicable. On PGlite (one connection) the payments are serialised; on PostgreSQL
// (TEST_DATABASE_URL, a pool) they really race.
import { cartCalculateResponseSchema, errorBodySchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from '../checkout/testing.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BUYERS = onPostgres ? 40 : 8;
const MAX_USES = 3;

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: 10 });
  await t.database.db.insert(schema.promoCodes).values({ code: 'RACE3', percentBp: 1000, maxUses: MAX_USES });
}, 120_000);
afterAll(async () => t?.close());

const card = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

async function pricedCart(index: number): Promise<string> {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.funding, quantity: 1 }] } },
      promo_code: 'race3',
      customer: {
        email: `promo.racer.${index}.${Date.now().toString(36)}@example.test`,
        firstname: 'Race',
        lastname: `Buyer ${index}`,
        address: '2 place du Marché',
        zip_code: '69001',
        city: 'Lyon',
        country_id: 'FR',
      },
    },
  });
  expect(response.status, response.text).toBe(200);
  const cart = bodyOf(cartCalculateResponseSchema, response);
  expect(cart.promo.applied?.promoCode).toBe('RACE3');
  return cart.id;
}

describe('the last uses of a promo code', () => {
  it(`${BUYERS} buyers paying at once for ${MAX_USES} uses: ${MAX_USES} orders get it, the others get 409`, async () => {
    const cartIds: string[] = [];
    for (let index = 0; index < BUYERS; index++) cartIds.push(await pricedCart(index));
    const answers = await Promise.all(
      cartIds.map((cartId) =>
        send(t.app, { method: 'POST', url: '/api/cart/pay', payload: { cart_id: cartId, payment_method: card } }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.text)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_USES);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(BUYERS - MAX_USES);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(bodyOf(errorBodySchema, answer).error.code).toBe('promo_code_not_applicable');
    }
    const [code] = await t.database.db.select().from(schema.promoCodes).where(eq(schema.promoCodes.code, 'RACE3'));
    const uses = await t.database.db
      .select({ orderId: schema.promoCodeUses.orderId })
      .from(schema.promoCodeUses)
      .where(eq(schema.promoCodeUses.promoCodeId, code!.id));
    expect(uses).toHaveLength(MAX_USES);
    const confirmed = await t.database.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(and(eq(schema.orders.promoCode, 'RACE3'), eq(schema.orders.status, 'confirmed')));
    expect(confirmed).toHaveLength(MAX_USES);
  }, 300_000);
});
