// A guest's e-mails are in the language they checked out in (issue 14): the address saved on the cart
// keeps the page's language (customer.locale), the order's e-mails read it; a signed-in buyer's account
// language wins, and a guest who sent none gets English.
import { cartCalculateResponseSchema, checkoutResponseSchema } from '@spindle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-fixture.ts';

const visa = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
let count = 0;

async function guestCheckout(t: CheckoutTestApp, locale: string | undefined) {
  const email = `guest.lang.${++count}.${Date.now().toString(36)}@example.test`;
  const calculated = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.funding, quantity: 1 }] } },
      customer: {
        email,
        firstname: 'Léa',
        lastname: 'Martin',
        address: '1 rue de la Paix',
        zip_code: '75002',
        city: 'Paris',
        country_id: 'FR',
        ...(locale ? { locale } : {}),
      },
    },
  });
  expect(calculated.status, calculated.text).toBe(200);
  const cartId = bodyOf(cartCalculateResponseSchema, calculated).id;
  const paid = await send(t.app, {
    method: 'POST',
    url: '/api/cart/pay',
    payload: { cart_id: cartId, payment_method: visa },
  });
  expect(paid.status, paid.text).toBe(200);
  const orderId = bodyOf(checkoutResponseSchema, paid).orderId;
  const [mail] = await listOutbox(t.database.db, { to: email, template: 'order_confirmed', limit: 1 });
  if (!mail) throw new Error(`no confirmation e-mail to ${email}`);
  return { orderId, mail };
}

describe('a guest buyer’s e-mails', () => {
  let t: CheckoutTestApp;
  beforeAll(async () => {
    t = await createCheckoutTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it.each([
    ['fr', 'fr'],
    ['zh', 'zh'],
    [undefined, 'en'],
  ] as const)('checked out in %s: the confirmation is in %s', async (sent, expected) => {
    const { orderId, mail } = await guestCheckout(t, sent);
    expect(mail.locale).toBe(expected);
    expect(mail.orderId).toBe(orderId);
  });

  it('refuses a language the store does not speak', async () => {
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: { shops: {}, customer: { email: 'x@example.test', locale: 'de' } },
    });
    expect(response.status).toBe(400);
  });
});
