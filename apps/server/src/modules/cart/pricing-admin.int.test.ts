// Promotions and reference data through the API on the demo reference data (PGlite, or PostgreSQL):
// who may call, validation errors, audit rows with the values before; a promo code staff add applies
// in a cart and is refused there the moment they end it; a VAT rate from a future day applies from that
// day (fake time) while an order placed before keeps its rate on its invoice; exchange rates typed or
// read from the ECB's file (a failure to fetch is answered, not thrown). Shipping rates and quote costs:
// dated-rates.int.test.ts.
import {
  auditPageSchema,
  cartCalculateResponseSchema,
  checkoutResponseSchema,
  ecbFetchResultSchema,
  errorBodySchema,
  exchangeRatesPageSchema,
  promoCodeDetailSchema,
  promoCodeSchema,
  promoCodesPageSchema,
  vatRatesPageSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { demoEmail } from '@spindle/db/testing';
import { vatCalendarDay } from '@spindle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from '../checkout/testing.ts';
import { invoiceOfOrder } from '../invoicing/index.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

let t: CheckoutTestApp;
let boss: string;
let team: string;
/** The ECB's file as it is laid out (packages/domain ecb-rates.fixture.ts holds the whole day). */
const ECB_DAY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time='2026-11-25'>
    <Cube currency='USD' rate='1.1562'/><Cube currency='JPY' rate='180.91'/><Cube currency='GBP' rate='0.87960'/>
    <Cube currency='CHF' rate='0.9321'/><Cube currency='KRW' rate='1701.48'/>
  </Cube></Cube>
</gesmes:Envelope>`;
let ecb: () => Promise<string> = () => Promise.resolve(ECB_DAY);
const DAY_MS = 86_400_000;

async function staffToken(role: 'boss' | 'team'): Promise<string> {
  const [user] = await t.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, demoEmail(role)));
  return addVerifiedStaffSession(t.database, user!.id);
}

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: 30, fetchEcbXml: () => ecb() });
  boss = await staffToken('boss');
  team = await staffToken('team');
}, 120_000);
afterAll(async () => t?.close());

const as = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) {
  return send(t.app, { method, url, headers: as(token), ...(payload === undefined ? {} : { payload }) });
}

const address = (country: string) => ({
  email: `buyer.${country.toLowerCase()}.${Date.now().toString(36)}@example.test`,
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '1 Main street',
  zip_code: '10111',
  city: 'Tallinn',
  country_id: country,
});

async function calculate(body: Record<string, unknown>, token: string | null = null) {
  const response = await send(t.app, { method: 'POST', url: '/api/cart/calculate', payload: body, headers: as(token) });
  expect(response.status, response.text).toBe(200);
  return bodyOf(cartCalculateResponseSchema, response);
}

async function historyOf(entityType: string, entityId: string | number) {
  const response = await call('GET', `/api/admin/audit?entity_type=${entityType}&entity_id=${entityId}`, boss);
  return bodyOf(auditPageSchema, response).rows;
}

describe('promo codes', () => {
  const code = { code: 'winter-25', percent_bp: 2500, applies_to: 'price', description: 'Winter sale' };

  it('are for staff holding promotions: team and boss, not customers', async () => {
    expect((await call('GET', '/api/admin/promo-codes', null)).status).toBe(401);
    expect((await call('GET', '/api/admin/promo-codes', t.fixture.customer.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/promo-codes', team)).status).toBe(200);
  });

  it('refuses a code without a percentage, dates the wrong way round, and a code taken', async () => {
    const bad = await call('POST', '/api/admin/promo-codes', team, {
      ...code,
      percent_bp: 0,
      starts_at: '2026-12-10T00:00:00Z',
      ends_at: '2026-12-01T00:00:00Z',
    });
    expect(bad.status).toBe(400);
    const error = bodyOf(errorBodySchema, bad).error;
    expect(error.code).toBe('input_invalid');
    expect(error.fields).toMatchObject({ percent_bp: 'percent_invalid', ends_at: 'date_order_invalid' });
    const [seeded] = await t.database.db.select({ code: schema.promoCodes.code }).from(schema.promoCodes).limit(1);
    const taken = await call('POST', '/api/admin/promo-codes', team, { ...code, code: seeded!.code.toLowerCase() });
    expect(taken.status).toBe(409);
    expect(bodyOf(errorBodySchema, taken).error.code).toBe('promo_code_taken');
  });

  it('a new code applies in a cart, counts its use, and an ended one is refused in the same cart', async () => {
    const created = await call('POST', '/api/admin/promo-codes', team, code);
    expect(created.status, created.text).toBe(201);
    const promo = bodyOf(promoCodeSchema, created);
    expect(promo).toMatchObject({ code: 'WINTER-25', state: 'running', uses: 0, percent_bp: 2500 });

    const lines = { s_1194: { shipping_type: 'standard', items: [{ project_id: t.fixture.funding, quantity: 1 }] } };
    const customer = address('FR');
    const cart = await calculate({ shops: lines, customer, promo_code: 'winter-25' });
    expect(cart.promo.applied).toMatchObject({ promoCode: 'WINTER-25', itemsDiscountMinor: 500 });

    const paid = await send(t.app, {
      method: 'POST',
      url: '/api/cart/pay',
      payload: {
        cart_id: cart.id,
        origin: 'DI',
        payment_method: { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
      },
    });
    expect(paid.status, paid.text).toBe(200);
    const list = bodyOf(promoCodesPageSchema, await call('GET', '/api/admin/promo-codes?q=winter', team));
    expect(list.rows.map((row) => [row.code, row.uses, row.discount_eur_minor])).toEqual([['WINTER-25', 1, 500]]);

    // A second cart holds the code; staff change it, then end it.
    const held = await calculate({ shops: lines, customer: address('FR'), promo_code: 'WINTER-25' });
    expect(held.promo.applied?.promoCode).toBe('WINTER-25');
    const changed = await call('PUT', `/api/admin/promo-codes/${promo.id}`, team, { ...code, percent_bp: 1000 });
    expect(bodyOf(promoCodeSchema, changed).percent_bp).toBe(1000);
    const ended = await call('POST', `/api/admin/promo-codes/${promo.id}/end`, team);
    expect(bodyOf(promoCodeSchema, ended).state).toBe('ended');
    const again = await calculate({ id: held.id, shops: lines, promo_code: 'WINTER-25' });
    expect(again.promo.applied).toBeNull();
    expect(again.promo.refused).toMatchObject({ code: 'promo_code_not_applicable', reason: 'expired' });

    const detail = bodyOf(promoCodeDetailSchema, await call('GET', `/api/admin/promo-codes/${promo.id}`, team));
    expect(detail.history.map((entry) => entry.action)).toEqual([
      'promo_code.end',
      'promo_code.update',
      'promo_code.create',
    ]);
    expect(detail.history[1]?.before).toMatchObject({ percent_bp: 2500 });
    expect(detail.history[1]?.after).toMatchObject({ percent_bp: 1000 });
    expect(detail.history[0]?.staff_name).toBeTruthy();
    expect((await call('POST', '/api/admin/promo-codes/999999/end', team)).status).toBe(404);
  });
});

describe('VAT rates', () => {
  it('are the boss’s: team 403, a past day 400, the same day twice 409', async () => {
    const today = vatCalendarDay(t.clock.now());
    expect((await call('GET', '/api/admin/vat-rates', team)).status).toBe(403);
    const past = await call('POST', '/api/admin/vat-rates', boss, {
      country_code: 'EE',
      rate_basis_points: 2600,
      effective_from: '2020-01-01',
    });
    expect(bodyOf(errorBodySchema, past).error.code).toBe('effective_date_past');
    const notEu = await call('POST', '/api/admin/vat-rates', boss, {
      country_code: 'US',
      rate_basis_points: 500,
      effective_from: today,
    });
    expect(notEu.status).toBe(400);
    const page = bodyOf(vatRatesPageSchema, await call('GET', '/api/admin/vat-rates', boss));
    const estonia = page.countries.find((country) => country.country_code === 'EE');
    expect(estonia?.current.rate_basis_points).toBe(2400);
    const twice = await call('POST', '/api/admin/vat-rates', boss, {
      country_code: 'EE',
      rate_basis_points: 2400,
      effective_from: estonia!.current.effective_from,
    });
    expect(twice.status).toBe(400); // that day is past
  });

  it('a future rate applies from its day; a cart priced before keeps the old one, and so does its order’s invoice', async () => {
    const from = vatCalendarDay(new Date(t.clock.now().getTime() + 10 * DAY_MS));
    const added = await call('POST', '/api/admin/vat-rates', boss, {
      country_code: 'EE',
      rate_basis_points: 2600,
      effective_from: from,
    });
    expect(added.status, added.text).toBe(201);
    const duplicate = await call('POST', '/api/admin/vat-rates', boss, {
      country_code: 'EE',
      rate_basis_points: 2700,
      effective_from: from,
    });
    expect(bodyOf(errorBodySchema, duplicate).error.code).toBe('vat_rate_exists');
    const page = bodyOf(vatRatesPageSchema, await call('GET', '/api/admin/vat-rates', boss));
    const estonia = page.countries.find((country) => country.country_code === 'EE');
    expect(estonia?.current.rate_basis_points).toBe(2400);
    expect(estonia?.next).toMatchObject({ rate_basis_points: 2600, effective_from: from });
    const [audit] = await historyOf('vat_rate', 'EE');
    expect(audit).toMatchObject({
      action: 'vat_rate.add',
      before: { rate_basis_points: 2400 },
      after: { rate_basis_points: 2600 },
    });

    const lines = { s_1194: { shipping_type: 'standard', items: [{ project_id: t.fixture.funding, quantity: 1 }] } };
    const today = await calculate({ shops: lines, customer: address('EE') });
    expect(today.shops[0]?.vat.rateBasisPoints).toBe(2400);
    const paid = await send(t.app, {
      method: 'POST',
      url: '/api/cart/pay',
      payload: {
        cart_id: today.id,
        origin: 'DI',
        payment_method: { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
      },
    });
    expect(paid.status, paid.text).toBe(200);
    const orderId = bodyOf(checkoutResponseSchema, paid).order.id;

    t.clock.skip(11 * DAY_MS);
    try {
      const later = await calculate({ shops: lines, customer: address('EE') });
      expect(later.shops[0]?.vat.rateBasisPoints).toBe(2600);
      const invoice = await invoiceOfOrder(t.database.db, orderId);
      expect(invoice?.document.lines.map((line) => line.vatRateBasisPoints)).toEqual([2400]);
    } finally {
      t.clock.reset();
    }
  });
});

describe('exchange rates', () => {
  it('a rate typed by hand keeps its day, the value before in the history', async () => {
    expect(
      (await call('PUT', '/api/admin/exchange-rates/USD', team, { rate_ppm: 1, rate_date: '2026-11-26' })).status,
    ).toBe(403);
    const bad = await call('PUT', '/api/admin/exchange-rates/USD', boss, { rate_ppm: 0, rate_date: '2026-13-01' });
    expect(bodyOf(errorBodySchema, bad).error.fields).toMatchObject({
      rate_ppm: 'rate_invalid',
      rate_date: 'date_invalid',
    });
    const set = await call('PUT', '/api/admin/exchange-rates/USD', boss, {
      rate_ppm: 1_150_000,
      rate_date: '2026-11-26',
    });
    expect(set.status, set.text).toBe(200);
    const page = bodyOf(exchangeRatesPageSchema, await call('GET', '/api/admin/exchange-rates', boss));
    expect(page.rows.find((row) => row.currency === 'USD')).toMatchObject({
      rate_ppm: 1_150_000,
      rate_date: '2026-11-26',
      source: 'staff',
    });
    expect(page.history[0]).toMatchObject({ action: 'exchange_rate.staff', after: { rate_ppm: 1_150_000 } });
    expect((page.history[0]?.before as { rate_ppm: number }).rate_ppm).not.toBe(1_150_000);
  });

  it('reads the ECB’s day; a failure to fetch is answered and changes nothing', async () => {
    const fetched = bodyOf(ecbFetchResultSchema, await call('POST', '/api/admin/exchange-rates/ecb', boss));
    expect(fetched).toMatchObject({ fetched: true, date: '2026-11-25', failure: null });
    const page = bodyOf(exchangeRatesPageSchema, await call('GET', '/api/admin/exchange-rates', boss));
    expect(page.rows.find((row) => row.currency === 'GBP')).toMatchObject({
      rate_ppm: 879_600,
      rate_date: '2026-11-25',
      source: 'ecb',
    });
    ecb = () => Promise.reject(new Error('getaddrinfo ENOTFOUND www.ecb.europa.eu'));
    const failed = bodyOf(ecbFetchResultSchema, await call('POST', '/api/admin/exchange-rates/ecb', boss));
    expect(failed).toEqual({ fetched: false, date: null, updated: [], failure: 'unreachable' });
    ecb = () => Promise.resolve('<html>maintenance</html>');
    const unreadable = bodyOf(ecbFetchResultSchema, await call('POST', '/api/admin/exchange-rates/ecb', boss));
    expect(unreadable.failure).toBe('unreadable');
    const after = bodyOf(exchangeRatesPageSchema, await call('GET', '/api/admin/exchange-rates', boss));
    expect(after.rows.find((row) => row.currency === 'GBP')?.rate_ppm).toBe(879_600);
  });
});

// Shipping rates and the quote's cost table are dated rows: dated-rates.int.test.ts.
