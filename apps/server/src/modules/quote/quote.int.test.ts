// POST /api/quote/calculate and POST /api/quote through app.inject, on the shipped cost table.
import {
  errorBodySchema,
  quoteCalculationSchema,
  quoteOptionListsSchema,
  quoteRequestResponseSchema,
  QUOTE_COST_LINES,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { QUOTE_REQUEST_RATE_LIMIT } from './quote.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'quotes@spindle.test' });
});
afterAll(() => t.close());

async function calculate(body: object) {
  const response = await t.app.inject({ method: 'POST', url: '/api/quote/calculate', payload: body });
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe('POST /api/quote/calculate', () => {
  it('prices the default pressing with every cost line of the spec, and the totals add up', async () => {
    const { status, body } = await calculate({});
    expect(status).toBe(200);
    const quote = quoteCalculationSchema.parse(body);
    expect(Object.keys(quote.costLines).sort()).toEqual([...QUOTE_COST_LINES].sort());
    const sumOfLines = quote.lines.reduce((sum, line) => sum + line.costMinor, 0);
    expect(sumOfLines).toBe(quote.totalExclVatMinor);
    expect(Object.values(quote.costLines).reduce((a, b) => a + b, 0)).toBe(quote.totalExclVatMinor);
    expect(quote.totalInclVatMinor).toBe(quote.totalExclVatMinor + quote.vatMinor);
    // 300 copies: the 300 tier, 5 spares; VAT 20 % of the net, rounded once.
    expect(quote.tierQuantity).toBe(300);
    expect(quote.spares).toBe(5);
    expect(quote.vatMinor).toBe(Math.round(quote.totalExclVatMinor * 0.2));
    // Mechanical rights are a flat 100 EUR; energy 0.065 EUR x 300 discs = 19.50 EUR.
    expect(quote.costLines.mechanical_right).toBe(10_000);
    expect(quote.costLines.energy_cost).toBe(1950);
    expect(quote.costLines.design).toBe(0);
  });

  it('gives each option’s price difference, equal to pricing the alternative itself', async () => {
    const base = quoteCalculationSchema.parse((await calculate({})).body);
    expect(base.optionDeltas.sticker?.false).toBe(0);
    for (const [option, value, alternative] of [
      ['sticker', 'true', { sticker: true }],
      ['design', 'true', { design: true }],
      ['effect', 'splatter', { effect: 'splatter' }],
      ['weightGrams', '180', { weightGrams: 180 }],
      ['testPressing', 'false', { testPressing: false }],
    ] as const) {
      const priced = quoteCalculationSchema.parse((await calculate(alternative)).body);
      expect(base.optionDeltas[option]?.[value], option).toBe(priced.totalInclVatMinor - base.totalInclVatMinor);
    }
    // Design is a flat 100 EUR before VAT: 120 EUR more with it.
    expect(base.optionDeltas.design?.true).toBe(12_000);
    expect(base.optionDeltas.testPressing?.false).toBeLessThan(0);
    expect(base.optionDeltas.colour?.colour).toBeGreaterThan(0);
  });

  it('prices mastering per track and adds sales figures for a selling price', async () => {
    const quote = quoteCalculationSchema.parse(
      (await calculate({ mastering: true, trackCount: 12, sellingPriceMinor: 2500, quantitySold: 300 })).body,
    );
    expect(quote.costLines.mastering).toBe(12 * 6000);
    // Revenue 300 x 25.00; fee 25 % of it; profit = revenue - total incl. VAT - fee.
    expect(quote.sale?.revenueMinor).toBe(750_000);
    expect(quote.sale?.platformFeeMinor).toBe(187_500);
    expect(quote.sale?.profitMinor).toBe(750_000 - quote.totalInclVatMinor - 187_500);
  });

  it('refuses unknown options with the spec’s field codes', async () => {
    const { status, body } = await calculate({ colour: 'plaid', quantity: 10, format: '11' });
    expect(status).toBe(400);
    const { error } = errorBodySchema.parse(body);
    expect(error.code).toBe('input_invalid');
    expect(error.fields).toMatchObject({
      colour: 'input_invalid_choice',
      quantity: 'input_too_small',
      format: 'input_invalid_choice',
    });
  });

  it('lists the configurator’s options', async () => {
    const response = await t.app.inject({ url: '/api/quote/options' });
    const lists = quoteOptionListsSchema.parse(response.json());
    expect(lists.formats).toEqual(['7', '10', '12']);
    expect(lists.effects).toEqual(['none', 'splatter', 'marble']);
    expect(lists.colours.map((colour) => colour.name)).toContain('transparent_red');
  });
});

describe('POST /api/quote', () => {
  it('stores the request with the origin cookie and e-mails the team', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { cookie: 'ori=IGO1' },
      payload: { name: 'Ana Lopez', email: 'ana@example.com', quantity: 500, colour: 'mint', comment: 'For a tour' },
    });
    expect(response.statusCode).toBe(201);
    const { id, quote } = quoteRequestResponseSchema.parse(response.json());
    const [row] = await t.database.db.select().from(schema.quotes).where(eq(schema.quotes.id, id));
    expect(row).toMatchObject({
      origin: 'IGO1',
      quantity: 500,
      email: 'ana@example.com',
      totalWithVatMinor: quote.totalInclVatMinor,
    });
    const [mail] = await listOutbox(t.database.db, { to: 'quotes@spindle.test', template: 'quote_request', limit: 1 });
    expect(mail?.text).toContain('Ana Lopez');
    expect(mail?.text).toContain('mint');
  });

  it('takes the origin from the body over the cookie, and refuses a bad e-mail', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { cookie: 'ori=IGO1' },
      payload: { name: 'Bo', email: 'bo@example.com', origin: 'GGO' },
    });
    const { id } = quoteRequestResponseSchema.parse(ok.json());
    const [row] = await t.database.db.select().from(schema.quotes).where(eq(schema.quotes.id, id));
    expect(row?.origin).toBe('GGO');
    const bad = await t.app.inject({ method: 'POST', url: '/api/quote', payload: { name: 'Bo', email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).error.fields).toMatchObject({ email: 'email_invalid' });
  });

  it('takes a few requests per client address, then answers 429 with Retry-After', async () => {
    const ask = (remoteAddress: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quote',
        remoteAddress,
        payload: { name: `Flood ${n}`, email: `flood${n}@example.com`, quantity: 300 },
      });
    const accepted = [];
    for (let n = 0; n < QUOTE_REQUEST_RATE_LIMIT.points; n += 1)
      accepted.push((await ask('203.0.113.7', n)).statusCode);
    expect(accepted).toEqual(accepted.map(() => 201));
    const refused = await ask('203.0.113.7', 99);
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was stored or e-mailed for the refused one; another address is not held back.
    const stored = await t.database.db
      .select()
      .from(schema.quotes)
      .where(eq(schema.quotes.email, 'flood99@example.com'));
    expect(stored).toHaveLength(0);
    expect((await ask('198.51.100.20', 100)).statusCode).toBe(201);
  });
});
