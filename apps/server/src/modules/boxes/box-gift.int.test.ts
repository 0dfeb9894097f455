// The box's shop side through the API (issue 17): prices of every choice, a gift box paid with the
// test card makes a code e-mailed to the buyer at once and to the recipient on the chosen day, the box
// waits in not_activated until the recipient redeems the code and gives an address; bad and used codes.
import {
  boxCodeResponseSchema,
  boxGiftAddressResponseSchema,
  boxGiftsResponseSchema,
  boxPricesResponseSchema,
  cartCalculateResponseSchema,
  checkoutResponseSchema,
  errorBodySchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { bearer, signUp } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, runJobNow, type CheckoutTestApp } from '../checkout/testing.ts';
import { BOX_GIFT_EMAIL_JOB } from './box-gift.service.ts';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const card = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
const address = (email: string) => ({
  email,
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '1 rue de la Paix',
  zip_code: '75002',
  city: 'Paris',
  country_id: 'FR',
});
const recipientEmail = `friend.${Date.now().toString(36)}@example.test`;

describe('GET /api/boxes/prices', () => {
  it('prices every choice a month and in all, shipping and VAT included, in the visitor’s currency', async () => {
    const response = await send(t.app, { method: 'GET', url: '/api/boxes/prices?country_id=FR' });
    expect(response.status, response.text).toBe(200);
    const body = bodyOf(boxPricesResponseSchema, response);
    expect(body.currency).toBe('EUR');
    expect(body.offers).toHaveLength(10);
    for (const offer of body.offers) {
      expect(offer.available).toBe(true);
      expect(offer.per_month_minor).toBe(offer.monthly_price_minor + offer.monthly_shipping_minor);
      expect(offer.total_minor).toBe(offer.months * offer.per_month_minor);
      expect(offer.monthly_shipping_minor).toBeGreaterThan(0);
      expect(offer.giftable).toBe(offer.periodicity !== 'monthly');
    }
    const two = body.offers.find((o) => o.type === 'two' && o.periodicity === '3_months');
    const one = body.offers.find((o) => o.type === 'one' && o.periodicity === '3_months');
    expect(two?.per_month_minor).toBeGreaterThan(one?.per_month_minor ?? 0);
  });

  it('answers the same amounts the cart charges for the same box', async () => {
    const prices = bodyOf(
      boxPricesResponseSchema,
      await send(t.app, { method: 'GET', url: '/api/boxes/prices?country_id=FR' }),
    );
    const cart = bodyOf(
      cartCalculateResponseSchema,
      await send(t.app, {
        method: 'POST',
        url: '/api/cart/calculate',
        payload: { boxes: [{ type: 'one', periodicity: '6_months' }], country_id: 'FR' },
      }),
    );
    const offer = prices.offers.find((o) => o.type === 'one' && o.periodicity === '6_months');
    expect(cart.boxes[0]?.totalMinor).toBe(offer?.total_minor);
  });

  it('switches currency with ?currency=', async () => {
    const body = bodyOf(
      boxPricesResponseSchema,
      await send(t.app, { method: 'GET', url: '/api/boxes/prices?currency=USD&country_id=FR' }),
    );
    expect(body.currency).toBe('USD');
  });
});

describe('a gift box: paid, code, e-mails, redeemed, addressed, active', () => {
  let code = '';
  let subscriptionId = 0;
  const sendOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

  it('refuses a monthly box as a gift (a gift is prepaid)', async () => {
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: { boxes: [{ type: 'one', periodicity: 'monthly', gift: { email: recipientEmail } }] },
    });
    expect(response.status).toBe(400);
  });

  it('pays a 3-month gift box: a code, a box waiting in not_activated, the buyer e-mailed at once', async () => {
    const headers = bearer(t.fixture.customer.token);
    const calculated = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        boxes: [
          {
            type: 'one',
            periodicity: '3_months',
            sponsor: 'FRIEND42',
            genre_ids: [7, 10],
            gift: { email: recipientEmail, name: 'Grace', message: 'Happy birthday', send_on: sendOn },
          },
        ],
        customer: address(t.fixture.customer.email),
      },
      headers,
    });
    expect(calculated.status, calculated.text).toBe(200);
    const cart = bodyOf(cartCalculateResponseSchema, calculated);
    expect(cart.boxes[0]?.gift).toMatchObject({ email: recipientEmail, send_on: sendOn });
    const paid = await send(t.app, {
      method: 'POST',
      url: '/api/cart/pay',
      payload: { cart_id: cart.id, origin: 'DI', payment_method: card },
      headers,
    });
    expect(paid.status, paid.text).toBe(200);
    expect(bodyOf(checkoutResponseSchema, paid).order.status).toBe('confirmed');

    const [gift] = await t.database.db
      .select({ gift: schema.boxGifts, code: schema.boxCodes, box: schema.boxSubscriptions })
      .from(schema.boxGifts)
      .innerJoin(schema.boxCodes, eq(schema.boxCodes.id, schema.boxGifts.boxCodeId))
      .innerJoin(schema.boxSubscriptions, eq(schema.boxSubscriptions.id, schema.boxGifts.boxSubscriptionId))
      .where(eq(schema.boxGifts.recipientEmail, recipientEmail));
    expect(gift?.code.code).toMatch(/^BOX-[A-Z2-9]{10}$/);
    expect(gift?.box).toMatchObject({ step: 'not_activated', isGift: true, monthsTotal: 3, startedAt: null });
    // The configurator's genres (for the automatic pick) and sponsor code stay with the box.
    expect(gift?.box).toMatchObject({ genreIds: [7, 10], sponsor: 'FRIEND42' });
    code = gift?.code.code ?? '';

    const jobs = await t.database.db.select().from(schema.jobs).where(eq(schema.jobs.type, BOX_GIFT_EMAIL_JOB));
    const recipientJob = jobs.find((job) => (job.payload as { to?: string }).to === 'recipient');
    const buyerJob = jobs.find((job) => (job.payload as { to?: string }).to === 'buyer');
    // 09:00 in Paris on the chosen day: 08:00 or 07:00 UTC.
    expect(recipientJob?.runAt.toISOString()).toMatch(new RegExp(`^${sendOn}T0[78]:00:00`));
    expect(buyerJob?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    await runJobNow(t.app, BOX_GIFT_EMAIL_JOB, buyerJob?.payload);
    const [toBuyer] = await listOutbox(t.database.db, { to: t.fixture.customer.email, template: 'box_gift', limit: 1 });
    expect(toBuyer?.text).toContain(code);
    expect(await listOutbox(t.database.db, { to: recipientEmail, template: 'box_gift', limit: 1 })).toHaveLength(0);
  });

  it('lists the gift for its buyer as scheduled, then sent once the recipient’s e-mail went', async () => {
    const headers = bearer(t.fixture.customer.token);
    const list = async () =>
      bodyOf(boxGiftsResponseSchema, await send(t.app, { method: 'GET', url: '/api/user/box-gifts', headers })).gifts;
    expect((await list()).find((g) => g.code === code)).toMatchObject({ state: 'scheduled', months: 3, type: 'one' });

    const [job] = (
      await t.database.db.select().from(schema.jobs).where(eq(schema.jobs.type, BOX_GIFT_EMAIL_JOB))
    ).filter((row) => (row.payload as { to?: string }).to === 'recipient');
    await runJobNow(t.app, BOX_GIFT_EMAIL_JOB, job?.payload);
    const [toRecipient] = await listOutbox(t.database.db, { to: recipientEmail, template: 'box_gift', limit: 1 });
    expect(toRecipient?.text).toContain(code);
    expect(toRecipient?.text).toContain('Happy birthday');
    expect(toRecipient?.text).toContain(`/box?code=${code}`);
    expect((await list()).find((g) => g.code === code)?.state).toBe('sent');
    expect((await send(t.app, { method: 'GET', url: '/api/user/box-gifts' })).status).toBe(401);
  });

  it('lets the recipient check, redeem the code and give an address, which activates the box', async () => {
    const checked = await send(t.app, { method: 'PUT', url: '/api/boxes/code', payload: { code: code.toLowerCase() } });
    expect(checked.status, checked.text).toBe(200);
    expect(bodyOf(boxCodeResponseSchema, checked)).toMatchObject({ type: 'one', months: 3, redeemed: false });

    const recipient = await signUp(t.app, { email: recipientEmail });
    const headers = bearer(recipient.token);
    const redeemed = await send(t.app, { method: 'POST', url: '/api/boxes/code', payload: { code }, headers });
    expect(redeemed.status, redeemed.text).toBe(200);
    subscriptionId = bodyOf(boxCodeResponseSchema, redeemed).subscriptionId ?? 0;
    expect(subscriptionId).toBeGreaterThan(0);

    const addressed = await send(t.app, {
      method: 'POST',
      url: '/api/boxes/code/address',
      payload: {
        code,
        firstname: 'Grace',
        lastname: 'Hopper',
        address: '2 rue X',
        zip_code: '69001',
        city: 'Lyon',
        country_id: 'fr',
      },
      headers,
    });
    expect(addressed.status, addressed.text).toBe(200);
    expect(bodyOf(boxGiftAddressResponseSchema, addressed)).toMatchObject({
      subscription_id: subscriptionId,
      step: 'confirmed',
    });
    const [box] = await t.database.db
      .select()
      .from(schema.boxSubscriptions)
      .where(eq(schema.boxSubscriptions.id, subscriptionId));
    expect(box).toMatchObject({ userId: recipient.data.id, step: 'confirmed' });
    expect(box?.customerAddressId).toBeGreaterThan(0);

    const gifts = bodyOf(
      boxGiftsResponseSchema,
      await send(t.app, { method: 'GET', url: '/api/user/box-gifts', headers: bearer(t.fixture.customer.token) }),
    ).gifts;
    expect(gifts.find((g) => g.code === code)?.state).toBe('redeemed');
  });

  it('refuses an unknown code, a used code, and an address from someone who did not redeem it', async () => {
    const unknown = await send(t.app, { method: 'PUT', url: '/api/boxes/code', payload: { code: 'BOX-NOPENOPE22' } });
    expect(unknown.status).toBe(404);
    expect(bodyOf(errorBodySchema, unknown).error.code).toBe('box_code_not_found');

    const other = await signUp(t.app);
    const again = await send(t.app, {
      method: 'POST',
      url: '/api/boxes/code',
      payload: { code },
      headers: bearer(other.token),
    });
    expect(again.status).toBe(409);
    expect(bodyOf(errorBodySchema, again).error.code).toBe('box_code_already_redeemed');

    const stolen = await send(t.app, {
      method: 'POST',
      url: '/api/boxes/code/address',
      payload: {
        code,
        firstname: 'Eve',
        lastname: 'X',
        address: '3 rue Y',
        zip_code: '75001',
        city: 'Paris',
        country_id: 'FR',
      },
      headers: bearer(other.token),
    });
    expect(stolen.status).toBe(403);
  });
});
