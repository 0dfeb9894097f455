// Dated reference rows through the API (docs/admin.md "Reference data"): shipping rates, the quote's cost
// table and VAT rates are scheduled from a Paris day on and cancelled only before it; the cart and the
// quote price with the row in force on the Paris day (fake time: the evening before, the morning of).
// Every change is audited; only staff holding `money` may make one.
import {
  auditPageSchema,
  cartCalculateResponseSchema,
  datedRowCancelledSchema,
  errorBodySchema,
  quoteCalculationSchema,
  quoteCostCellSchema,
  quoteCostsPageSchema,
  shippingRateRowSchema,
  shippingRatesPageSchema,
  vatRateRowSchema,
  vatRatesPageSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { demoEmail } from '@spindle/db/testing';
import {
  BUSINESS_TIME_ZONE,
  addStatsDays,
  businessDayOf,
  destinationZoneOf,
  instantOfLocalDateTime,
} from '@spindle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from '../checkout/testing.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { markSessionVerified } from '../staff/testing.ts';

let t: CheckoutTestApp;
let boss: string;
let team: string;

async function staffToken(role: 'boss' | 'team'): Promise<string> {
  const [user] = await t.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, demoEmail(role)));
  // The session outlives the days the fake clock skips (a day-long one would lapse).
  const token = await addSession(t.database, user!.id, { expiresAt: new Date(Date.now() + 400 * 86_400_000) });
  await markSessionVerified(t.database, token);
  return token;
}

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: 30 });
  boss = await staffToken('boss');
  team = await staffToken('team');
}, 120_000);
afterAll(async () => t?.close());
afterEach(() => t.clock.reset());

const as = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) {
  return send(t.app, { method, url, headers: as(token), ...(payload === undefined ? {} : { payload }) });
}

const today = () => businessDayOf(t.clock.now());

/** Moves the fake clock to a wall-clock time of a Paris day. */
function setParisTime(day: string, hour: number, minute: number) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = instantOfLocalDateTime({ year, month, day: date, hour, minute }, BUSINESS_TIME_ZONE);
  t.clock.skip(target.getTime() - t.clock.now().getTime());
  expect(businessDayOf(t.clock.now())).toBe(day);
}

async function historyOf(entityType: string, entityId: string | number) {
  const response = await call('GET', `/api/admin/audit?entity_type=${entityType}&entity_id=${entityId}`, boss);
  return bodyOf(auditPageSchema, response).rows;
}

const errorCodeOf = (response: Awaited<ReturnType<typeof call>>) => bodyOf(errorBodySchema, response).error.code;

describe('dated shipping rates', () => {
  const lines = () => ({
    s_1194: { shipping_type: 'standard', items: [{ project_id: t.fixture.funding, quantity: 1 }] },
  });
  const customer = {
    email: 'dated.buyer@example.test',
    firstname: 'Ada',
    lastname: 'Lovelace',
    address: '1 rue de Rivoli',
    zip_code: '75001',
    city: 'Paris',
    country_id: 'FR',
  };
  async function standardShipping() {
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: { shops: lines(), customer },
    });
    expect(response.status, response.text).toBe(200);
    const shop = bodyOf(cartCalculateResponseSchema, response).shops[0];
    expect(shop?.shipping).not.toBeNull();
    return shop!.shipping!;
  }

  it('a cheaper bracket scheduled from a day prices the cart from that Paris day on, not the evening before', async () => {
    const before = await standardShipping();
    // The rows the cart can read for that partner and bracket towards France: FR, its zone, the world.
    const lanes = [...new Set(['FR', destinationZoneOf('FR'), 'world'])];
    const rows = [];
    for (const destination of lanes) {
      const page = bodyOf(
        shippingRatesPageSchema,
        await call('GET', `/api/admin/shipping-rates?partner=${before.partner}&destination=${destination}`, boss),
      );
      rows.push(
        ...page.rows.filter((row) => row.destination === destination && row.bracket_grams === before.bracketGrams),
      );
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.state === 'in_force')).toBe(true);
    const from = addStatsDays(today(), 5);
    for (const row of rows) {
      const scheduled = await call('POST', '/api/admin/shipping-rates', boss, {
        partner: row.partner,
        destination: row.destination,
        bracket_grams: row.bracket_grams,
        price_minor: Math.max(0, row.price_minor - 150),
        pickup_price_minor: row.pickup_price_minor,
        effective_from: from,
      });
      expect(scheduled.status, scheduled.text).toBe(201);
      const created = bodyOf(shippingRateRowSchema, scheduled);
      expect(created).toMatchObject({ state: 'scheduled', effective_from: from });
      const [audit] = await historyOf('shipping_rate', created.id);
      expect(audit).toMatchObject({
        action: 'shipping_rate.schedule',
        before: { id: row.id, price_minor: row.price_minor },
        after: { id: created.id, price_minor: created.price_minor },
      });
    }
    const page = bodyOf(
      shippingRatesPageSchema,
      await call(
        'GET',
        `/api/admin/shipping-rates?partner=${before.partner}&destination=${rows[0]!.destination}`,
        boss,
      ),
    );
    expect(page.today).toBe(today());
    expect(page.rows.find((row) => row.bracket_grams === before.bracketGrams)?.id).toBe(rows[0]!.id);
    expect(page.scheduled.find((row) => row.bracket_grams === before.bracketGrams)).toMatchObject({
      effective_from: from,
      state: 'scheduled',
    });

    expect((await standardShipping()).costMinor).toBe(before.costMinor);
    setParisTime(addStatsDays(from, -1), 23, 59);
    expect((await standardShipping()).costMinor).toBe(before.costMinor);
    setParisTime(from, 0, 1);
    const after = await standardShipping();
    expect(after.partner).toBe(before.partner);
    expect(after.costMinor).toBeLessThan(before.costMinor);

    // On its day the row is in force: it is kept.
    const inForce = bodyOf(
      shippingRatesPageSchema,
      await call(
        'GET',
        `/api/admin/shipping-rates?partner=${before.partner}&destination=${rows[0]!.destination}`,
        boss,
      ),
    ).rows.find((row) => row.bracket_grams === before.bracketGrams)!;
    expect(inForce.effective_from).toBe(from);
    const refused = await call('DELETE', `/api/admin/shipping-rates/${inForce.id}`, boss);
    expect(refused.status).toBe(409);
    expect(errorCodeOf(refused)).toBe('dated_row_started');
  });

  it('a scheduled row is cancelled before its day; a past day, a second row the same day and an unknown bracket are refused', async () => {
    const page = bodyOf(shippingRatesPageSchema, await call('GET', '/api/admin/shipping-rates?partner=daudin', boss));
    const row = page.rows[0]!;
    const body = {
      partner: row.partner,
      destination: row.destination,
      bracket_grams: row.bracket_grams,
      price_minor: row.price_minor + 90,
      pickup_price_minor: row.pickup_price_minor,
      effective_from: addStatsDays(today(), 30),
    };
    const past = await call('POST', '/api/admin/shipping-rates', boss, {
      ...body,
      effective_from: addStatsDays(today(), -1),
    });
    expect(errorCodeOf(past)).toBe('effective_date_past');
    expect((await call('POST', '/api/admin/shipping-rates', boss, { ...body, bracket_grams: 1234567 })).status).toBe(
      404,
    );
    const created = bodyOf(shippingRateRowSchema, await call('POST', '/api/admin/shipping-rates', boss, body));
    const twice = await call('POST', '/api/admin/shipping-rates', boss, body);
    expect(twice.status).toBe(409);
    expect(errorCodeOf(twice)).toBe('dated_row_exists');

    // The row in force (from 2025-01-01, as the migration dated the existing table) is never cancelled.
    expect(row.effective_from).toBe('2025-01-01');
    expect(errorCodeOf(await call('DELETE', `/api/admin/shipping-rates/${row.id}`, boss))).toBe('dated_row_started');
    expect((await call('DELETE', `/api/admin/shipping-rates/${created.id}`, team)).status).toBe(403);
    const cancelled = await call('DELETE', `/api/admin/shipping-rates/${created.id}`, boss);
    expect(bodyOf(datedRowCancelledSchema, cancelled)).toEqual({ id: created.id, cancelled: true });
    expect((await call('DELETE', `/api/admin/shipping-rates/${created.id}`, boss)).status).toBe(404);
    const [audit] = await historyOf('shipping_rate', created.id);
    expect(audit).toMatchObject({
      action: 'shipping_rate.cancel',
      before: { price_minor: body.price_minor },
      after: null,
    });
    const after = bodyOf(
      shippingRatesPageSchema,
      await call('GET', `/api/admin/shipping-rates?partner=daudin&destination=${row.destination}`, boss),
    );
    expect(after.scheduled.some((scheduled) => scheduled.id === created.id)).toBe(false);
  });

  it('are changed by the boss only: a visitor 401, the team 403', async () => {
    const body = {
      partner: 'daudin',
      destination: 'FR',
      bracket_grams: 250,
      price_minor: 1,
      pickup_price_minor: null,
      effective_from: addStatsDays(today(), 3),
    };
    expect((await call('POST', '/api/admin/shipping-rates', null, body)).status).toBe(401);
    expect((await call('POST', '/api/admin/shipping-rates', team, body)).status).toBe(403);
    expect((await call('DELETE', '/api/admin/shipping-rates/1', team)).status).toBe(403);
    expect((await call('DELETE', '/api/admin/quote-costs/1', team)).status).toBe(403);
    expect((await call('DELETE', '/api/admin/vat-rates/1', null)).status).toBe(401);
  });
});

describe('the dated quote cost table', () => {
  const quote = async () => {
    const response = await send(t.app, { method: 'POST', url: '/api/quote/calculate', payload: {} });
    return bodyOf(quoteCalculationSchema, response);
  };
  const plantTotal = (q: Awaited<ReturnType<typeof quote>>, plant: string) =>
    q.plantTotals.find((p) => p.plant === plant)?.totalExclVatMinor ?? 0;

  it('a cell scheduled from a day prices the quote from that day; today’s cell applies at once', async () => {
    const before = await quote();
    const page = bodyOf(quoteCostsPageSchema, await call('GET', `/api/admin/quote-costs?plant=${before.plant}`, boss));
    // The default quote is 300 copies: the 300 tier of a line it prices.
    const cell = page.cells.find(
      (c) => c.tier === 300 && (before.costLines[c.line as keyof typeof before.costLines] ?? 0) > 0,
    )!;
    expect(cell).toBeDefined();
    const from = addStatsDays(today(), 3);
    const body = {
      plant: cell.plant,
      line: cell.line,
      variant: cell.variant,
      format: cell.format,
      tier: cell.tier,
      price_minor: cell.price_minor + 500_000,
      effective_from: from,
    };
    const scheduled = await call('POST', '/api/admin/quote-costs', boss, body);
    expect(scheduled.status, scheduled.text).toBe(201);
    const created = bodyOf(quoteCostCellSchema, scheduled);
    expect(created).toMatchObject({ state: 'scheduled', kind: cell.kind, effective_from: from });
    const [audit] = await historyOf('quote_cost', created.id);
    expect(audit).toMatchObject({
      action: 'quote_cost.schedule',
      before: { id: cell.id, price_minor: cell.price_minor },
      after: { price_minor: body.price_minor },
    });
    expect(plantTotal(await quote(), before.plant)).toBe(plantTotal(before, before.plant));
    setParisTime(addStatsDays(from, -1), 23, 59);
    expect(plantTotal(await quote(), before.plant)).toBe(plantTotal(before, before.plant));
    setParisTime(from, 0, 1);
    const later = await quote();
    expect(plantTotal(later, before.plant)).toBeGreaterThan(plantTotal(before, before.plant));
    expect(errorCodeOf(await call('DELETE', `/api/admin/quote-costs/${created.id}`, boss))).toBe('dated_row_started');
    t.clock.reset();

    // Today: in force at once, so nothing to cancel; a later one is cancelled and never applies.
    const now = bodyOf(
      quoteCostCellSchema,
      await call('POST', '/api/admin/quote-costs', boss, {
        ...body,
        price_minor: cell.price_minor + 1,
        effective_from: today(),
      }),
    );
    expect(now.state).toBe('in_force');
    expect(plantTotal(await quote(), before.plant)).toBeGreaterThan(plantTotal(before, before.plant));
    expect(errorCodeOf(await call('DELETE', `/api/admin/quote-costs/${now.id}`, boss))).toBe('dated_row_started');
    const twice = await call('POST', '/api/admin/quote-costs', boss, body);
    expect(errorCodeOf(twice)).toBe('dated_row_exists');
    const laterStill = bodyOf(
      quoteCostCellSchema,
      await call('POST', '/api/admin/quote-costs', boss, { ...body, effective_from: addStatsDays(today(), 9) }),
    );
    expect((await call('DELETE', `/api/admin/quote-costs/${laterStill.id}`, boss)).status).toBe(200);
    const listed = bodyOf(
      quoteCostsPageSchema,
      await call('GET', `/api/admin/quote-costs?plant=${before.plant}`, boss),
    );
    expect(listed.scheduled.map((c) => c.id)).toContain(created.id);
    expect(listed.scheduled.map((c) => c.id)).not.toContain(laterStill.id);
    expect(listed.cells.find((c) => c.id === now.id)?.state).toBe('in_force');
    const [cancelAudit] = await historyOf('quote_cost', laterStill.id);
    expect(cancelAudit).toMatchObject({ action: 'quote_cost.cancel', after: null });
    expect((await call('POST', '/api/admin/quote-costs', boss, { ...body, tier: 999 })).status).toBe(404);
    expect((await call('POST', '/api/admin/quote-costs', team, body)).status).toBe(403);
  });
});

describe('cancelling a scheduled VAT rate', () => {
  it('removes a rate not started yet, audited; a rate in force is kept', async () => {
    const from = addStatsDays(today(), 20);
    const added = bodyOf(
      vatRateRowSchema,
      await call('POST', '/api/admin/vat-rates', boss, {
        country_code: 'LV',
        rate_basis_points: 2300,
        effective_from: from,
      }),
    );
    const page = bodyOf(vatRatesPageSchema, await call('GET', '/api/admin/vat-rates', boss));
    const latvia = page.countries.find((country) => country.country_code === 'LV')!;
    expect(latvia.next?.id).toBe(added.id);
    expect(errorCodeOf(await call('DELETE', `/api/admin/vat-rates/${latvia.current.id}`, boss))).toBe(
      'dated_row_started',
    );
    expect((await call('DELETE', `/api/admin/vat-rates/${added.id}`, team)).status).toBe(403);
    expect((await call('DELETE', `/api/admin/vat-rates/${added.id}`, boss)).status).toBe(200);
    const after = bodyOf(vatRatesPageSchema, await call('GET', '/api/admin/vat-rates', boss));
    expect(after.countries.find((country) => country.country_code === 'LV')?.next).toBeNull();
    const [audit] = await historyOf('vat_rate', 'LV');
    expect(audit).toMatchObject({
      action: 'vat_rate.cancel',
      before: { id: added.id, rate_basis_points: 2300 },
      after: null,
    });
  });
});
