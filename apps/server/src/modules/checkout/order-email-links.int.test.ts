// Links in the order e-mails (issue 13, "Links in e-mails"): on PUBLIC_URL when it is set, else on the
// origin the checkout reached the server at, kept with the order so that an e-mail sent later (a
// webhook, the reconciliation job) links there too; never on a host written in the code.
import { cartCalculateResponseSchema, checkoutResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { signWebhookPayload, TEST_SIGNATURE_HEADER, testProviderWebhookSecret } from '../payments/testing.ts';
import { createCheckoutTestApp, TEST_SESSION_SECRET, type CheckoutTestApp } from './testing/checkout-fixture.ts';

const visa = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
let emailCount = 0;
const uniqueEmail = () => `links.${++emailCount}.${Date.now().toString(36)}@example.test`;

/** The web links of an e-mail's HTML. */
const linksOf = (html: string) => [...html.matchAll(/href="(http[^"]*)"/g)].map((match) => match[1] ?? '');

/** Pays a cart of one funding LP sent with `headers`; with no card, the payment is left open. */
async function checkout(t: CheckoutTestApp, headers: Record<string, string>, card: boolean) {
  const email = uniqueEmail();
  const calculated = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.funding, quantity: 1 }] } },
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
  expect(calculated.status, calculated.text).toBe(200);
  const cartId = bodyOf(cartCalculateResponseSchema, calculated).id;
  const paid = await send(t.app, {
    method: 'POST',
    url: '/api/cart/pay',
    payload: { cart_id: cartId, ...(card ? { payment_method: visa } : {}) },
    headers,
  });
  expect(paid.status, paid.text).toBe(200);
  return { email, orderId: bodyOf(checkoutResponseSchema, paid).orderId };
}

async function confirmationLinks(t: CheckoutTestApp, email: string): Promise<string[]> {
  const [mail] = await listOutbox(t.database.db, { to: email, template: 'order_confirmed', limit: 1 });
  if (!mail) throw new Error(`no confirmation e-mail to ${email}`);
  const links = linksOf(mail.html);
  expect(links.length).toBeGreaterThan(0);
  return links;
}

const onOrigin = (links: string[], origin: string) => links.filter((href) => !href.startsWith(`${origin}/`));

describe('order e-mails without PUBLIC_URL', () => {
  let t: CheckoutTestApp;
  beforeAll(async () => {
    t = await createCheckoutTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('link to the origin the checkout was sent to', async () => {
    const { email, orderId } = await checkout(t, { host: 'shop.example.test' }, true);
    expect(onOrigin(await confirmationLinks(t, email), 'http://shop.example.test')).toEqual([]);
    const [order] = await t.database.db
      .select({ linkOrigin: schema.orders.linkOrigin })
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId));
    expect(order?.linkOrigin).toBe('http://shop.example.test');
  });

  it('ignore a forwarded host the server does not trust (TRUST_PROXY unset)', async () => {
    const headers = { host: 'shop.example.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const { email } = await checkout(t, headers, true);
    expect(onOrigin(await confirmationLinks(t, email), 'http://shop.example.test')).toEqual([]);
  });

  it('link to the checkout’s origin when a webhook confirms the order later, whatever host it came to', async () => {
    const { email, orderId } = await checkout(t, { host: 'shop.example.test' }, false);
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    if (!payment?.providerRef) throw new Error('no payment at the provider');
    // The provider took the payment elsewhere (a wallet's page): its webhook tells us.
    const rawBody = Buffer.from(
      JSON.stringify({
        id: `evt_links_${orderId}`,
        type: 'payment.succeeded',
        providerRef: payment.providerRef,
        orderId: String(orderId),
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        amountRefundedMinor: 0,
        declineCode: null,
        occurredAt: new Date().toISOString(),
      }),
    );
    const secret = testProviderWebhookSecret(TEST_SESSION_SECRET);
    const webhook = await send(t.app, {
      method: 'POST',
      url: '/api/payments/webhook/test',
      payload: rawBody,
      headers: {
        host: 'internal-webhooks.example',
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: signWebhookPayload(rawBody, secret, Math.floor(Date.now() / 1000)),
      },
    });
    expect(webhook.status, webhook.text).toBe(200);
    expect(onOrigin(await confirmationLinks(t, email), 'http://shop.example.test')).toEqual([]);
  });
});

describe('order e-mails with PUBLIC_URL', () => {
  let t: CheckoutTestApp;
  beforeAll(async () => {
    t = await createCheckoutTestApp({ env: { PUBLIC_URL: 'https://spindle.example' } });
  }, 120_000);
  afterAll(() => t?.close());

  it('link to PUBLIC_URL whatever host the checkout was sent to', async () => {
    const { email } = await checkout(t, { host: 'shop.example.test' }, true);
    expect(onOrigin(await confirmationLinks(t, email), 'https://spindle.example')).toEqual([]);
  });
});
