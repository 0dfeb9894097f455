// The owner's dashboard through app.inject, on the sales of statements/testing.ts: stats, orders, the
// extract, the break-even, and call-me with its rate limit.
import { breakEvenSchema, errorBodySchema, projectOrdersSchema, projectStatsSchema } from '@spindle/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { createProjectsTestKit, type ProjectsTestKit } from '../projects/testing.ts';
import { arrayBufferOf, insertNovemberSales } from '../statements/testing.ts';
import { CALL_ME_RATE_LIMIT } from './call-me.ts';

let kit: ProjectsTestKit;
let projectId: number;

beforeAll(async () => {
  kit = await createProjectsTestKit();
  projectId = await insertNovemberSales(kit);
});
afterAll(() => kit.close());

describe('stats, orders and the extract', () => {
  it('charts the sales that stand, by day, country and currency', async () => {
    const response = await kit.call(
      kit.artist,
      'GET',
      `/api/projects/${projectId}/stats?interval=day&from=2026-11-01&to=2026-11-30`,
    );
    const stats = projectStatsSchema.parse(response.json());
    // A, B, E, C in November (D was refunded, F is 1 December in Paris).
    expect(
      stats.series.map((point) => [point.date, point.quantity, point.revenueEurMinor, point.cumulativeQuantity]),
    ).toEqual([
      ['2026-11-03', 2, 5000, 2],
      // 30.00 USD / 1.17 = 25.64 EUR.
      ['2026-11-10', 1, 2564, 3],
      ['2026-11-15', 1, 2000, 4],
      ['2026-11-20', 2, 3600, 6],
    ]);
    expect(stats.revenueEurMinor).toBe(5000 + 2564 + 2000 + 3600);
    expect(stats.byCountry).toEqual(
      expect.arrayContaining([
        { countryId: 'US', quantity: 1 },
        { countryId: 'DE', quantity: 2 },
      ]),
    );
    expect(stats.byCurrency).toEqual([
      { currency: 'EUR', quantity: 5, amountMinor: 5000 + 2000 + 3600 },
      { currency: 'USD', quantity: 1, amountMinor: 3000 },
    ]);
    const weekly = projectStatsSchema.parse(
      (await kit.call(kit.artist, 'GET', `/api/projects/${projectId}/stats?interval=month`)).json(),
    );
    expect(weekly.series.map((point) => [point.date, point.quantity])).toEqual([
      ['2026-11-01', 6],
      ['2026-12-01', 1],
    ]);
    expect((await kit.call(kit.other, 'GET', `/api/projects/${projectId}/stats`)).statusCode).toBe(404);
  });

  it('lists the order lines newest first, paged, on both paths', async () => {
    const page = projectOrdersSchema.parse(
      (await kit.call(kit.artist, 'GET', `/api/projects/${projectId}/orders?size=2`)).json(),
    );
    expect(page.total).toBe(6);
    expect(page.items.map((item) => item.customerName)).toEqual(['Fay Wu', 'Eva Stone']);
    const second = projectOrdersSchema.parse(
      (await kit.call(kit.artist, 'GET', `/api/user/projects/${projectId}/orders?size=2&page=2`)).json(),
    );
    expect(second.items.map((item) => [item.customerName, item.status])).toEqual([
      ['Dan Roy', 'refunded'],
      ['Chloé Ünal', 'confirmed'],
    ]);
  });

  it('extracts the orders as CSV (BOM, CRLF) and XLSX', async () => {
    const csv = await kit.call(kit.artist, 'GET', `/api/user/projects/${projectId}/extract-orders?format=csv&lang=fr`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`orders-${projectId}-blue-hours.csv`);
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFCommande,Date,Client')).toBe(true);
    const rows = text.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(1 + 6);
    expect(text).toContain('Chloé Ünal');
    expect(text).toContain(',30.00,USD,');
    const xlsx = await kit.call(kit.artist, 'GET', `/api/user/projects/${projectId}/extract-orders?format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBufferOf(xlsx.rawPayload));
    expect(workbook.worksheets[0]?.rowCount).toBe(7);
    expect((await kit.call(kit.other, 'GET', `/api/user/projects/${projectId}/extract-orders`)).statusCode).toBe(404);
  });
});

describe('GET /api/projects/{id}/break-even', () => {
  it('sets the pressing’s cost against the copies sold', async () => {
    const body = breakEvenSchema.parse(
      (await kit.call(kit.artist, 'GET', `/api/projects/${projectId}/break-even`)).json(),
    );
    // Without a stored quote: the project's pressing priced for its goal (300 copies).
    expect(body.quote?.options.quantity).toBe(300);
    expect(body.costInclVatMinor).toBe(body.quote?.totalInclVatMinor);
    // 9 sold at 25.00: revenue 225.00, fee 25 % = 56.25, profit = 225.00 - cost - 56.25.
    expect(body).toMatchObject({ sold: 9, sellingPriceMinor: 2500, revenueMinor: 22_500, platformFeeMinor: 5625 });
    expect(body.profitMinor).toBe(22_500 - body.costInclVatMinor - 5625);
    // Break-even: the copies whose 75 % covers the cost.
    const copies = Math.ceil(body.costInclVatMinor / (2500 * 0.75));
    expect(body.breakEvenCopies).toBe(copies);
    expect(body.copiesToGo).toBe(copies - 9);
    expect(body.reached).toBe(false);
    expect(body.progressPercent).toBe(Math.floor((9 * 100) / copies));
  });
});

describe('POST /api/projects/call-me', () => {
  it('e-mails the team a call-back request', async () => {
    const response = await kit.call(kit.artist, 'POST', '/api/projects/call-me', {
      projectId,
      name: 'Nina',
      phone: '+33 6 12 34 56 78',
      when: 'weekday mornings',
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await listOutbox(kit.database.db, {
      to: 'hello@spindle.example',
      template: 'contact_received',
      limit: 1,
    });
    expect(mail?.text).toContain('+33 6 12 34 56 78');
    expect(mail?.text).toContain('Blue Hours');
    const bad = await kit.call(kit.artist, 'POST', '/api/projects/call-me', { name: 'Nina', phone: 'call me' });
    expect(errorBodySchema.parse(bad.json()).error.fields).toMatchObject({ phone: 'phone_invalid' });
    expect(
      (await kit.call(kit.other, 'POST', '/api/projects/call-me', { projectId, name: 'X', phone: '0612345678' }))
        .statusCode,
    ).toBe(404);
  });

  it('takes a few call-back requests per user, then answers 429 with Retry-After', async () => {
    const ask = () => kit.call(kit.label, 'POST', '/api/projects/call-me', { name: 'Label Boss', phone: '0612345678' });
    const accepted = [];
    for (let n = 0; n < CALL_ME_RATE_LIMIT.points; n += 1) accepted.push((await ask()).statusCode);
    expect(accepted).toEqual(accepted.map(() => 201));
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const mails = await listOutbox(kit.database.db, {
      to: 'hello@spindle.example',
      template: 'contact_received',
      limit: 50,
    });
    expect(mails.filter((mail) => mail.text.includes('Please call Label Boss back'))).toHaveLength(
      CALL_ME_RATE_LIMIT.points,
    );
    // Another user is not held back.
    expect(
      (await kit.call(kit.team, 'POST', '/api/projects/call-me', { name: 'Team', phone: '0612345678' })).statusCode,
    ).toBe(201);
  });
});
