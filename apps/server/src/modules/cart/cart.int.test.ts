// The cart calls through app.inject: server-side pricing (VAT and shipping by destination, refusals,
// promo, pro prices, currency), the saved cart, group shipment, related, events and gift box codes.
import {
  boxCodeResponseSchema,
  cartCalculateResponseSchema,
  errorBodySchema,
  groupShipmentResponseSchema,
  savedCartResponseSchema,
  type CartCalculateBody,
  type CartCalculateResponse,
} from '@spindle/contracts';
import { splitGross } from '@spindle/domain';
import { schema } from '@spindle/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from '../checkout/testing.ts';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function calculate(
  body: CartCalculateBody,
  options: { headers?: Record<string, string>; query?: string } = {},
): Promise<CartCalculateResponse> {
  const response = await send(t.app, {
    method: 'POST',
    url: `/api/cart/calculate${options.query ?? ''}`,
    payload: body,
    headers: options.headers ?? {},
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(cartCalculateResponseSchema, response);
}

const line = (projectId: number, quantity = 1, extra: Record<string, unknown> = {}) => ({
  project_id: projectId,
  quantity,
  ...extra,
});
const shop = (...items: ReturnType<typeof line>[]) => ({ s_1: { shipping_type: 'standard' as const, items } });

function sumOfParts(cart: CartCalculateResponse) {
  const groups = cart.shops.reduce((sum, group) => sum + group.totalMinor, 0);
  const boxes = cart.boxes.reduce((sum, box) => sum + box.totalMinor, 0);
  const taxes =
    cart.shops.reduce((sum, group) => sum + group.taxMinor, 0) +
    cart.boxes.reduce((sum, box) => sum + box.taxMinor, 0) +
    cart.serviceCharge.taxMinor;
  return { total: groups + boxes + cart.serviceCharge.amountMinor, tax: taxes };
}

describe('POST /api/cart/calculate', () => {
  it('prices on the server, creates a 10-character cart id and ignores prices sent by the client', async () => {
    const cart = await calculate({
      shops: { s_1: { shipping_type: 'standard', items: [{ ...line(t.fixture.funding, 2), price: 1, total: 2 }] } },
      country_id: 'FR',
    });
    expect(cart.id).toMatch(/^[a-z0-9]{10}$/);
    expect(cart.currency).toBe('EUR');
    const [item] = cart.shops[0]?.items ?? [];
    expect(item?.ok).toBe(true);
    expect(item?.unitPriceMinor).toBe(2000);
    expect(item?.lineTotalMinor).toBe(4000);
    expect(item?.product?.name).toBe('Funding LP');
    expect(cart.payable).toBe(true);
    const parts = sumOfParts(cart);
    expect(parts.total).toBe(cart.totals.totalMinor);
    expect(parts.tax).toBe(cart.totals.taxMinor);
  });

  it('charges the VAT and shipping of the destination: France, Germany and the United States differ', async () => {
    const body = (country: string) => ({ shops: shop(line(t.fixture.limited)), country_id: country });
    const [fr, de, us] = await Promise.all([calculate(body('FR')), calculate(body('DE')), calculate(body('US'))]);
    const vatOf = (cart: CartCalculateResponse) => cart.shops[0]?.vat.rateBasisPoints;
    // Shipped from a French warehouse (daudin): the destination's rate in the EU, 0 outside.
    expect(vatOf(fr)).toBe(2000);
    expect(vatOf(de)).toBe(1900);
    expect(vatOf(us)).toBe(0);
    const lineTax = (cart: CartCalculateResponse) => cart.shops[0]?.items[0]?.taxMinor;
    expect(lineTax(fr)).toBe(splitGross(2500, 2000).taxMinor);
    expect(lineTax(de)).toBe(splitGross(2500, 1900).taxMinor);
    expect(lineTax(us)).toBe(0);
    const shippingOf = (cart: CartCalculateResponse) => cart.shops[0]?.shipping?.chargedMinor ?? -1;
    expect(shippingOf(fr)).toBeGreaterThan(0);
    expect(new Set([shippingOf(fr), shippingOf(de), shippingOf(us)]).size).toBe(3);
    for (const cart of [fr, de, us]) {
      expect(cart.shops[0]?.shipping?.partner).toBe('daudin');
      expect(cart.shops[0]?.options.tracked?.costMinor).toBeGreaterThan(
        cart.shops[0]?.options.standard?.costMinor ?? 0,
      );
      expect(sumOfParts(cart).total).toBe(cart.totals.totalMinor);
      expect(sumOfParts(cart).tax).toBe(cart.totals.taxMinor);
    }
    expect(us.totals.taxMinor).toBe(0);
  });

  it('refuses lines one by one with their codes while the rest of the cart prices', async () => {
    const cart = await calculate({
      shops: {
        s_1: {
          shipping_type: 'standard',
          items: [
            line(t.fixture.funding),
            line(t.fixture.draft),
            line(t.fixture.tee),
            line(t.fixture.franceOnly),
            line(t.fixture.limited, 11),
            line(999_999),
          ],
        },
      },
      country_id: 'DE',
    });
    const byProject = new Map(cart.shops.flatMap((group) => group.items).map((item) => [item.projectId, item]));
    expect(byProject.get(t.fixture.funding)?.ok).toBe(true);
    expect(byProject.get(t.fixture.draft)?.refusal).toEqual({ code: 'project_not_on_sale' });
    expect(byProject.get(t.fixture.tee)?.refusal).toEqual({
      code: 'sizes_required',
      missingSlots: [String(t.fixture.tee)],
    });
    expect(byProject.get(t.fixture.franceOnly)?.refusal).toEqual({ code: 'country_not_allowed' });
    expect(byProject.get(t.fixture.limited)?.refusal).toEqual({
      code: 'limit_per_customer_exceeded',
      limitPerCustomer: 2,
      copiesAllowed: 2,
    });
    expect(byProject.get(999_999)?.refusal).toEqual({ code: 'project_not_on_sale' });
    expect(cart.payable).toBe(false);
    expect(cart.totals.subtotalMinor).toBe(2000);
  });

  it('accepts a sized line once its size is chosen (chosen_sizes or the legacy size_ field)', async () => {
    const chosen = await calculate({
      shops: shop(line(t.fixture.tee, 1, { chosen_sizes: { [String(t.fixture.tee)]: 'M' } })),
      country_id: 'FR',
    });
    expect(chosen.shops[0]?.items[0]?.ok).toBe(true);
    const legacy = await calculate({
      shops: shop(line(t.fixture.tee, 1, { [`size_${t.fixture.tee}`]: 'L' })),
      country_id: 'FR',
    });
    expect(legacy.shops[0]?.items[0]?.chosenSizes).toEqual({ [String(t.fixture.tee)]: 'L' });
    const wrong = await calculate({
      shops: shop(line(t.fixture.tee, 1, { chosen_sizes: { [String(t.fixture.tee)]: 'XXL' } })),
      country_id: 'FR',
    });
    expect(wrong.shops[0]?.items[0]?.refusal?.code).toBe('sizes_required');
  });

  it('refuses more copies than are left of an item with its own stock', async () => {
    const cart = await calculate({
      shops: shop(line(t.fixture.bundle, 4, { item_id: t.fixture.bundleItem })),
      country_id: 'FR',
    });
    expect(cart.shops[0]?.items[0]?.refusal).toEqual({ code: 'insufficient_stock', copiesLeft: 3 });
  });

  it('puts projects that ship together in one parcel with one shipping price', async () => {
    const cart = await calculate({
      shops: {
        s_1: { shipping_type: 'standard', items: [line(t.fixture.groupA)] },
        s_2: { shipping_type: 'standard', items: [line(t.fixture.groupB)] },
      },
      country_id: 'FR',
    });
    expect(cart.shops).toHaveLength(1);
    expect(cart.shops[0]?.key).toBe(`s_${Math.min(t.fixture.groupA, t.fixture.groupB)}`);
    expect(cart.shops[0]?.items).toHaveLength(2);
  });

  it('takes a pickup point sent as an object as where, not as a delivery for every parcel', async () => {
    const point = { name: 'Relais Gare', address: '3 rue de la Gare', zip_code: '69007', city: 'Lyon' };
    const shops = {
      s_1: { shipping_type: 'pickup' as const, items: [line(t.fixture.funding)] },
      s_2: { shipping_type: 'standard' as const, items: [line(t.fixture.groupA)] },
    };
    const modes = (cart: CartCalculateResponse): Record<string, string | undefined> => {
      const byProject: Record<string, string | undefined> = {};
      for (const group of cart.shops) byProject[String(group.items[0]?.projectId)] = group.shipping?.requestedMode;
      return byProject;
    };
    const withPoint = await calculate({ shops, country_id: 'FR', pickup: point });
    expect(withPoint.shops).toHaveLength(2);
    expect(modes(withPoint)).toEqual({ [t.fixture.funding]: 'pickup', [t.fixture.groupA]: 'standard' });
    // `pickup: true` (the spec's flag) still sends every parcel to a pickup point.
    const everyParcel = await calculate({ shops, country_id: 'FR', pickup: true });
    expect(modes(everyParcel)).toEqual({ [t.fixture.funding]: 'pickup', [t.fixture.groupA]: 'pickup' });
  });

  it('keys a ship-together parcel as group-shipment names it, whichever of the group is in the cart', async () => {
    const groupKey = async (projectId: number) =>
      bodyOf(
        groupShipmentResponseSchema,
        await send(t.app, { method: 'GET', url: `/api/projects/${projectId}/group-shipment` }),
      ).shopKey;
    // Only the larger id of the fixture's group: the parcel is still the group's (its smallest id).
    const key = await groupKey(t.fixture.groupB);
    expect(key).toBe(`s_${Math.min(t.fixture.groupA, t.fixture.groupB)}`);
    const cart = await calculate({
      shops: { [key]: { shipping_type: 'standard', items: [line(t.fixture.groupB)] } },
      country_id: 'FR',
    });
    expect(cart.shops.map((group) => group.key)).toEqual([key]);
    expect(cart.shops[0]?.items[0]?.ok).toBe(true);

    // Seeded projects that ship together (the demo catalogue): every member of a group, alone in the
    // cart or with the others, is priced under the key group-shipment gives for it.
    const { projects } = schema;
    const [seeded] = await t.database.db
      .select({
        group: projects.shipTogetherGroup,
        ids: sql<number[]>`array_agg(${projects.id} order by ${projects.id})`,
      })
      .from(projects)
      .where(and(isNotNull(projects.shipTogetherGroup), inArray(projects.step, ['in_progress', 'private'])))
      .groupBy(projects.shipTogetherGroup)
      .having(sql`count(*) >= 3`)
      .limit(1);
    const ids = (seeded?.ids ?? []).map(Number);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const seededKey = await groupKey(ids[ids.length - 1] ?? 0);
    for (const inCart of [ids.slice(-1), ids.slice(1), ids]) {
      expect(await Promise.all(inCart.map(groupKey))).toEqual(inCart.map(() => seededKey));
      const priced = await calculate({
        shops: Object.fromEntries(
          inCart.map((id) => [`s_${id}`, { shipping_type: 'standard' as const, items: [line(id)] }]),
        ),
        country_id: 'FR',
      });
      expect(priced.shops.map((group) => group.key)).toEqual([seededKey]);
      expect(priced.shops[0]?.items.map((item) => item.projectId).sort((a, b) => a - b)).toEqual(inCart);
    }
  });

  it('applies a promo code, and reports an unknown one as not applicable', async () => {
    const without = await calculate({ shops: shop(line(t.fixture.funding)), country_id: 'FR' });
    const withCode = await calculate({
      shops: shop(line(t.fixture.funding)),
      country_id: 'FR',
      promo_code: 'checkout10',
    });
    expect(withCode.promo.applied?.promoCode).toBe(t.fixture.promoCode);
    expect(withCode.totals.discountMinor).toBeGreaterThan(0);
    expect(withCode.totals.totalMinor).toBeLessThan(without.totals.totalMinor);
    expect(sumOfParts(withCode).total).toBe(withCode.totals.totalMinor);
    const unknown = await calculate({ shops: shop(line(t.fixture.funding)), country_id: 'FR', promo_code: 'NOPE' });
    expect(unknown.promo.refused).toEqual({
      code: 'promo_code_not_applicable',
      promoCode: 'NOPE',
      reason: 'unknown_code',
    });
    expect(unknown.totals.totalMinor).toBe(without.totals.totalMinor);
  });

  it('prices in the currency asked by ?currency= for a visitor', async () => {
    const usd = await calculate(
      { shops: shop(line(t.fixture.funding)), country_id: 'FR', currency: 'EUR' },
      { query: '?currency=USD' },
    );
    expect(usd.currency).toBe('USD');
    expect(usd.shops[0]?.items[0]?.unitPriceMinor).not.toBe(2000);
    const gbp = await calculate({ shops: shop(line(t.fixture.funding)), country_id: 'FR', currency: 'GBP' });
    expect(gbp.currency).toBe('GBP');
  });

  it('gives pro users the distribution price', async () => {
    const cart = await calculate(
      { shops: shop(line(t.fixture.funding)), country_id: 'FR' },
      { headers: bearer(t.fixture.pro.token) },
    );
    expect(cart.shops[0]?.items[0]?.priceSource).toBe('distribution');
    const regular = await calculate(
      { shops: shop(line(t.fixture.funding)), country_id: 'FR', currency: cart.currency },
      { headers: bearer(t.fixture.customer.token), query: `?currency=${cart.currency}` },
    );
    if (regular.currency === cart.currency) {
      expect(cart.shops[0]?.items[0]?.unitPriceMinor ?? 0).toBeLessThan(
        regular.shops[0]?.items[0]?.unitPriceMinor ?? 0,
      );
    }
    if (cart.currency === 'EUR') expect(cart.shops[0]?.items[0]?.unitPriceMinor).toBe(1500);
  });

  it('returns the 400 field codes of the spec for a malformed body', async () => {
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: { shops: { s_1: { items: [{ project_id: 1, quantity: 1.5 }] } } },
    });
    expect(response.status).toBe(400);
    expect(bodyOf(errorBodySchema, response).error.code).toBeTruthy();
  });

  it('keeps a gift flag and hides prices on the packing slip', async () => {
    const cart = await calculate({ shops: shop(line(t.fixture.funding)), country_id: 'FR', is_gift: true });
    expect(cart.isGift).toBe(true);
    expect(cart.packingSlipShowsPrices).toBe(false);
  });
});

describe('saved carts', () => {
  it('saves the cart of a signed-in user, restores it, and deletes it', async () => {
    const headers = bearer(t.fixture.customer.token);
    const cart = await calculate(
      { shops: shop(line(t.fixture.funding, 3)), country_id: 'FR', save: true },
      { headers },
    );
    expect(cart.saved).toBe(true);
    const saved = await send(t.app, { method: 'GET', url: '/api/cart', headers });
    const body = bodyOf(savedCartResponseSchema, saved);
    expect(body.cart?.id).toBe(cart.id);
    expect(Object.values(body.cart?.shops ?? {})[0]?.items[0]).toMatchObject({
      project_id: t.fixture.funding,
      quantity: 3,
    });
    const deleted = await send(t.app, { method: 'DELETE', url: `/api/cart?id=${cart.id}`, headers });
    expect(deleted.status).toBe(200);
    const after = bodyOf(savedCartResponseSchema, await send(t.app, { method: 'GET', url: '/api/cart', headers }));
    expect(after.cart).toBeNull();
  });

  it('restores a saved box with its sponsor code, genres and gift', async () => {
    const headers = bearer(t.fixture.customer.token);
    const gift = { email: 'ana@example.com', name: 'Ana', message: 'Enjoy', send_on: '2026-12-24' };
    const box = {
      type: 'one' as const,
      periodicity: '3_months' as const,
      sponsor: 'FRIEND-42',
      genre_ids: [7, 10],
      gift,
    };
    await calculate({ shops: {}, boxes: [box], country_id: 'FR', save: true }, { headers });
    const saved = await send(t.app, { method: 'GET', url: '/api/cart', headers });
    expect(saved.status).toBe(200);
    expect(bodyOf(savedCartResponseSchema, saved).cart?.boxes).toEqual([box]);
  });

  it('keeps the saved address when a calculate sends none, a blank one or only some fields', async () => {
    const headers = bearer(t.fixture.customer.token);
    const address = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      address: '1 rue de la Paix',
      address2: 'Bâtiment B',
      zip_code: '75002',
      city: 'Paris',
      country_id: 'FR',
      phone: '+33 1 23 45 67 89',
    };
    const savedCart = async () =>
      bodyOf(savedCartResponseSchema, await send(t.app, { method: 'GET', url: '/api/cart', headers })).cart;
    const savedCustomer = async () => (await savedCart())?.customer;
    const accountAddress = async () => {
      const [user] = await t.database.db
        .select({ customerId: schema.users.customerId })
        .from(schema.users)
        .where(eq(schema.users.id, t.fixture.customer.id));
      return user?.customerId ?? null;
    };
    const accountBefore = await accountAddress();
    const first = await calculate(
      { shops: shop(line(t.fixture.funding)), country_id: 'FR', customer: address, save: true },
      { headers },
    );
    expect(await savedCustomer()).toMatchObject(address);
    // The cart drawer recalculates without the address (as the web's cart does): nothing is wiped.
    await calculate(
      { id: first.id, shops: shop(line(t.fixture.funding, 2)), country_id: 'FR', save: true },
      { headers },
    );
    expect(await savedCustomer()).toMatchObject(address);
    // Blank fields say nothing either.
    await calculate(
      { id: first.id, shops: shop(line(t.fixture.funding, 2)), customer: { firstname: '', city: ' ' }, save: true },
      { headers },
    );
    expect(await savedCustomer()).toMatchObject(address);
    // A partial customer corrects the fields it gives and keeps the rest.
    await calculate(
      { id: first.id, shops: shop(line(t.fixture.funding, 2)), customer: { phone: '+33 6 00 00 00 00' }, save: true },
      { headers },
    );
    expect(await savedCustomer()).toMatchObject({ ...address, phone: '+33 6 00 00 00 00' });
    // A whole address replaces the stored one, the optional fields it leaves empty included.
    const moved = { ...address, address: '2 place Bellecour', address2: null, zip_code: '69002', city: 'Lyon' };
    await calculate(
      { id: first.id, shops: shop(line(t.fixture.funding, 2)), customer: moved, save: true },
      { headers },
    );
    const after = await savedCustomer();
    expect(after).toMatchObject({ address: '2 place Bellecour', city: 'Lyon', zip_code: '69002' });
    expect(after?.address2 ?? null).toBeNull();
    // Another delivery country: the stored address was for France, so it no longer applies.
    await calculate(
      { id: first.id, shops: shop(line(t.fixture.funding, 2)), country_id: 'DE', save: true },
      { headers },
    );
    expect(await savedCustomer()).toBeNull();
    // The account's own delivery address (POST user/delivery) is never written by a calculate.
    expect(await accountAddress()).toBe(accountBefore);
    // A pickup point stays chosen while later calculates only say "pickup".
    const point = { name: 'Relais Gare', address: '3 rue de la Gare', zip_code: '69007', city: 'Lyon' };
    await calculate({ id: first.id, shops: shop(line(t.fixture.funding)), pickup: point, save: true }, { headers });
    await calculate({ id: first.id, shops: shop(line(t.fixture.funding)), pickup: true, save: true }, { headers });
    expect(await savedCart()).toMatchObject({ pickup: true, pickup_point: point });
    await send(t.app, { method: 'DELETE', url: `/api/cart?id=${first.id}`, headers });
  });

  it('never lets a visitor reuse or delete a signed-in user’s cart', async () => {
    const headers = bearer(t.fixture.customer.token);
    const mine = await calculate({ shops: shop(line(t.fixture.funding)), country_id: 'FR', save: true }, { headers });
    const theirs = await calculate({ id: mine.id, shops: shop(line(t.fixture.funding)), country_id: 'FR' });
    expect(theirs.id).not.toBe(mine.id);
    const deleted = await send(t.app, { method: 'DELETE', url: `/api/cart?id=${mine.id}` });
    expect(deleted.status).toBe(403);
    expect((await send(t.app, { method: 'GET', url: '/api/cart' })).status).toBe(401);
  });
});

describe('other cart calls', () => {
  it('GET projects/{id}/group-shipment names the parcel and its projects', async () => {
    const response = await send(t.app, { method: 'GET', url: `/api/projects/${t.fixture.groupB}/group-shipment` });
    const body = bodyOf(groupShipmentResponseSchema, response);
    expect(body.projectIds).toEqual([t.fixture.groupA, t.fixture.groupB].sort((a, b) => a - b));
    expect(body.shopKey).toBe(`s_${Math.min(t.fixture.groupA, t.fixture.groupB)}`);
    const alone = bodyOf(
      groupShipmentResponseSchema,
      await send(t.app, { method: 'GET', url: `/api/projects/${t.fixture.funding}/group-shipment` }),
    );
    expect(alone).toMatchObject({ shopKey: `s_${t.fixture.funding}`, projectIds: [t.fixture.funding] });
    expect((await send(t.app, { method: 'GET', url: '/api/projects/999999/group-shipment' })).status).toBe(404);
  });

  it('POST cart/related suggests listed projects that are not in the cart', async () => {
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/cart/related',
      payload: { project_ids: [259101, 259102] },
    });
    expect(response.status, response.text).toBe(200);
    const body = JSON.parse(response.text) as { items: { id: number }[] };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((card) => card.id !== 259101 && card.id !== 259102)).toBe(true);
  });

  it('POST user/event records add_to_cart for a signed-in user only', async () => {
    const payload = { type: 'add_to_cart', project_id: t.fixture.funding, quantity: 2 };
    expect((await send(t.app, { method: 'POST', url: '/api/user/event', payload })).status).toBe(401);
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/user/event',
      payload,
      headers: bearer(t.fixture.customer.token),
    });
    expect(response.status).toBe(201);
    const rows = await t.database.db.select().from(schema.events).where(eq(schema.events.type, 'add_to_cart'));
    expect(rows.some((row) => row.userId === t.fixture.customer.id && row.projectId === t.fixture.funding)).toBe(true);
  });

  it('PUT boxes/code checks a gift code; POST redeems it once for a signed-in user', async () => {
    const checked = await send(t.app, { method: 'PUT', url: '/api/boxes/code', payload: { code: 'gift-demo-3m' } });
    expect(bodyOf(boxCodeResponseSchema, checked)).toMatchObject({ code: 'GIFT-DEMO-3M', months: 3, redeemed: false });
    expect(
      (await send(t.app, { method: 'POST', url: '/api/boxes/code', payload: { code: 'GIFT-DEMO-3M' } })).status,
    ).toBe(401);
    const headers = bearer(t.fixture.pro.token);
    const redeemed = await send(t.app, {
      method: 'POST',
      url: '/api/boxes/code',
      payload: { code: 'GIFT-DEMO-3M' },
      headers,
    });
    const body = bodyOf(boxCodeResponseSchema, redeemed);
    expect(body.redeemed).toBe(true);
    expect(body.subscriptionId).toBeGreaterThan(0);
    const again = await send(t.app, {
      method: 'POST',
      url: '/api/boxes/code',
      payload: { code: 'GIFT-DEMO-3M' },
      headers,
    });
    expect(again.status).toBe(409);
    expect((await send(t.app, { method: 'PUT', url: '/api/boxes/code', payload: { code: 'NOPE' } })).status).toBe(404);
  });
});

describe('API document', () => {
  it('describes every cart and payment call in the generated OpenAPI document', async () => {
    const response = await send(t.app, { method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.status).toBe(200);
    const paths = Object.keys((JSON.parse(response.text) as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/cart/calculate',
      '/api/cart',
      '/api/cart/pay',
      '/api/cart/confirm',
      '/api/cart/related',
      '/api/cart/feedback',
      '/api/boxes/code',
      '/api/user/event',
      '/api/projects/{id}/group-shipment',
      '/api/payments/webhook/test',
      '/api/payments/webhook/stripe',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('documents the Idempotency-Key of cart/pay and an answer for every refusal it declares', async () => {
    const response = await send(t.app, { method: 'GET', url: '/api/docs/openapi.json' });
    const document = JSON.parse(response.text) as {
      paths: Record<string, { post?: { parameters?: { in: string; name: string }[]; responses: object } }>;
    };
    const pay = document.paths['/api/cart/pay']?.post;
    expect(pay?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(Object.keys(pay?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '409', '503']);
  });
});
