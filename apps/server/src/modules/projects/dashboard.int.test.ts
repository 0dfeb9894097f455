// The owner's dashboard through app.inject: stats, orders, the extract, the month's statement worked
// out by hand, the break-even, the project's zip, call-me, and the shop settings.
import { inflateRawSync, crc32 } from 'node:zlib';
import {
  breakEvenSchema,
  checkCodeResponseSchema,
  errorBodySchema,
  projectCreateResponseSchema,
  projectOrdersSchema,
  projectStatsSchema,
  shopSettingsResponseSchema,
  shopSettingsSchema,
  statementSummarySchema,
  uploadChunkResponseSchema,
  uploadStartResponseSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { CALL_ME_RATE_LIMIT } from './dashboard.routes.ts';
import { insertOrder } from './orders-fixture.ts';
import { createProjectsTestKit, type ProjectsTestKit } from './projects-test-kit.ts';

/** The bytes as an ArrayBuffer of their own (what exceljs's types ask for). */
const arrayBufferOf = (bytes: Buffer): ArrayBuffer => {
  const copy = new ArrayBuffer(bytes.length);
  new Uint8Array(copy).set(bytes);
  return copy;
};

let kit: ProjectsTestKit;
let projectId: number;

beforeAll(async () => {
  kit = await createProjectsTestKit();
  const [project] = await kit.database.db
    .insert(schema.projects)
    .values({
      name: 'Blue Hours',
      slug: 'blue-hours',
      artistName: 'Nina Sky',
      artistId: kit.artist.artistId,
      category: 'vinyl',
      step: 'in_progress',
      priceEurMinor: 2500,
      goal: 300,
      sold: 9,
      // 120 records in storage: 0.10 EUR each a month.
      stock: 120,
    })
    .returning({ id: schema.projects.id });
  projectId = project?.id ?? 0;
  const other = await kit.database.db
    .insert(schema.projects)
    .values({
      name: 'Other',
      slug: 'other',
      artistName: 'X',
      category: 'vinyl',
      priceEurMinor: 1000,
      userId: kit.other.id,
    })
    .returning({ id: schema.projects.id });

  const line = (quantity: number, unitPriceMinor: number, extra: object = {}) => ({
    projectId,
    quantity,
    unitPriceMinor,
    ...extra,
  });
  // A. 3 Nov: 2 x 25.00 EUR, France (VAT 20 %).
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-03T10:00:00Z'),
    customer: { firstname: 'Ana', lastname: 'Lopez' },
    countryId: 'FR',
    lines: [line(2, 2500)],
  });
  // B. 10 Nov: 1 x 30.00 USD at 1.17 USD per EUR, export (no VAT), to the US.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-10T15:00:00Z'),
    currency: 'USD',
    exchangeRatePpm: 1_170_000,
    taxRateBasisPoints: 0,
    customer: { firstname: 'Bo', lastname: 'Diaz' },
    countryId: 'US',
    lines: [line(1, 3000)],
  });
  // C. 20 Nov: 2 x 20.00 EUR, Germany (VAT 19 %), with a 4.00 discount the artist funds.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-20T09:00:00Z'),
    taxRateBasisPoints: 1900,
    customer: { firstname: 'Chloé', lastname: 'Ünal' },
    countryId: 'DE',
    lines: [line(2, 2000, { discountMinor: 400, discountFundedBy: 'artist' })],
  });
  // D. Sold 28 Oct (25.00 EUR, France), refunded 5 Nov.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-10-28T12:00:00Z'),
    status: 'refunded',
    refundedAt: new Date('2026-11-05T08:00:00Z'),
    customer: { firstname: 'Dan', lastname: 'Roy' },
    lines: [line(1, 2500)],
  });
  // E. 15 Nov: 1 x 25.00 EUR, France, with a 5.00 discount the platform funds.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-15T12:00:00Z'),
    customer: { firstname: 'Eva', lastname: 'Stone' },
    lines: [line(1, 2500, { discountMinor: 500, discountFundedBy: 'platform' })],
  });
  // F. 30 Nov 23:30 UTC is 1 Dec 00:30 in Paris: December's.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-30T23:30:00Z'),
    customer: { firstname: 'Fay', lastname: 'Wu' },
    lines: [line(1, 2500)],
  });
  // An order of another project and an unpaid one never count.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-12T12:00:00Z'),
    lines: [{ projectId: other[0]?.id ?? null, quantity: 5, unitPriceMinor: 1000 }],
  });
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-12T12:00:00Z'),
    status: 'creating',
    lines: [line(4, 2500)],
  });

  // Mastering, 60.00 excl. VAT, entered by staff on November's statement.
  const [statement] = await kit.database.db
    .insert(schema.statements)
    .values({ projectId, period: '2026-11-01' })
    .returning({ id: schema.statements.id });
  await kit.database.db.insert(schema.statementLines).values({
    statementId: statement?.id ?? 0,
    kind: 'cost',
    category: 'mastering',
    label: 'Mastering (10 tracks)',
    amountMinor: 6000,
  });
});
afterAll(() => kit.close());

describe('GET /api/projects/{id}/statement', () => {
  it('states November as worked out by hand', async () => {
    const response = await kit.call(
      kit.artist,
      'GET',
      `/api/projects/${projectId}/statement?period=2026-11&format=json`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const statement = statementSummarySchema.parse(response.json());
    // Fee 25 % (no schedule), income = (price x qty - artist-funded discount) x rate to EUR / (1 + VAT) x 0.75,
    // rounded half up once per line, in cents:
    //   A  5000 x 0.75 / 1.20           = 3125.00        ->  3125
    //   B  3000 USD / 1.17 x 0.75 / 1   = 1923.0769...   ->  1923
    //   C  (4000 - 400) x 0.75 / 1.19   = 2268.9075...   ->  2269
    //   D  refund of 2500 x 0.75 / 1.20 = 1562.5         -> -1563 (the October sale, negated in November)
    //   E  2500 x 0.75 / 1.20 (the platform's discount costs the artist nothing) = 1562.5 -> 1563
    //   F  is December's (00:30 in Paris on 1 December).
    // Income = 3125 + 1923 + 2269 - 1563 + 1563 = 7317.
    expect(statement.incomeLines.map((line) => [line.kind, line.reference, line.amountMinor])).toEqual([
      ['order', expect.any(String), 3125],
      ['order_refund', expect.any(String), -1563],
      ['order', expect.any(String), 1923],
      ['order', expect.any(String), 1563],
      ['order', expect.any(String), 2269],
    ]);
    expect(statement.incomeMinor).toBe(7317);
    // Costs: mastering 6000 + storage 120 records x 10 = 1200 (120 >= 10 units) = 7200.
    expect(statement.costLines.map((line) => [line.category, line.amountMinor])).toEqual([
      ['mastering', 6000],
      ['storage', 1200],
    ]);
    expect(statement.costsMinor).toBe(7200);
    // Opening = October's closing: income 1563 (sale D) - storage 1200 = 363.
    expect(statement.openingBalanceMinor).toBe(363);
    // Closing = 363 + 7317 - 7200 - 0 = 480.
    expect(statement.closingBalanceMinor).toBe(480);
  });

  it('gives the statement as a PDF and a spreadsheet, to the owner and staff only', async () => {
    const pdf = await kit.call(
      kit.artist,
      'GET',
      `/api/projects/${projectId}/statement?period=2026-11&format=pdf&lang=fr`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await kit.call(kit.team, 'GET', `/api/projects/${projectId}/statement?period=2026-11&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBufferOf(xlsx.rawPayload));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toHaveLength(4);
    const values: number[] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      row.eachCell((cell) => {
        const value = cell.value;
        if (typeof value === 'number') values.push(value);
        else if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number')
          values.push(value.result);
      }),
    );
    expect(values).toContain(4.8);
    expect((await kit.call(kit.other, 'GET', `/api/projects/${projectId}/statement?period=2026-11`)).statusCode).toBe(
      404,
    );
    const future = await kit.call(kit.artist, 'GET', `/api/projects/${projectId}/statement?period=2099-01&format=json`);
    expect(errorBodySchema.parse(future.json()).error.code).toBe('statement_period_invalid');
    const bad = await kit.call(kit.artist, 'GET', `/api/projects/${projectId}/statement?period=2026-13`);
    expect(errorBodySchema.parse(bad.json()).error.fields).toMatchObject({ period: 'input_invalid' });
  });
});

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

/** The entries of a stored (not deflated) ZIP, read from its central directory; CRCs checked. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + size);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    expect(crc32(data) >>> 0, name).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}

describe('projects/download, check-code, call-me and the shop', () => {
  it('zips the project’s pictures and masters for its owner and staff only', async () => {
    const created = await kit.call(kit.artist, 'POST', '/api/projects', {
      kind: 'vinyl',
      name: 'Zip Me',
      artistName: 'Nina Sky',
    });
    const id = projectCreateResponseSchema.parse(created.json()).project.id;
    const cover = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    await kit.call(kit.artist, 'POST', `/api/projects/${id}/artwork`, {
      kind: 'cover',
      data: cover.toString('base64'),
    });
    const master = Buffer.from('RIFF....WAVEfmt fake master bytes');
    const start = uploadStartResponseSchema.parse(
      (await kit.call(kit.artist, 'POST', '/api/upload/start', { fileName: 'Side A.wav' })).json(),
    );
    const chunk = uploadChunkResponseSchema.parse(
      (
        await kit.call(kit.artist, 'POST', '/api/upload/chunk', {
          ...start,
          number: 1,
          data: master.toString('base64'),
        })
      ).json(),
    );
    await kit.call(kit.artist, 'POST', '/api/upload/finish', {
      ...start,
      fileSize: master.length,
      Parts: [{ ETag: chunk.ETag, PartNumber: 1 }],
    });
    await kit.call(kit.artist, 'POST', `/api/projects/${id}/tracks`, { title: 'Side A', uploadId: start.id });

    const response = await kit.call(kit.artist, 'GET', `/api/projects/download?id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = readZip(response.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'images/cover.jpg',
      'images/disc.webp',
      'images/only_vinyl.webp',
      'images/original.jpg',
      'images/preview.jpg',
      'masters/1-01-side-a.wav',
    ]);
    expect(files.get('masters/1-01-side-a.wav')?.equals(master)).toBe(true);
    expect((await sharp(files.get('images/cover.jpg')).metadata()).width).toBe(600);
    expect((await kit.call(kit.other, 'GET', `/api/projects/download?id=${id}`)).statusCode).toBe(404);
    // Staff take the files to production; the spec's project_id works too.
    expect((await kit.call(kit.team, 'GET', `/api/projects/download?project_id=${id}`)).statusCode).toBe(200);
  });

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

  it('creates and changes the user’s shop; codes are unique and only owned projects are shown', async () => {
    expect(
      shopSettingsResponseSchema.parse((await kit.call(kit.artist, 'GET', '/api/user/shop')).json()).shop,
    ).toBeNull();
    const logo = await sharp({ create: { width: 500, height: 200, channels: 4, background: '#ffffff00' } })
      .png()
      .toBuffer();
    const created = await kit.call(kit.artist, 'PUT', '/api/user/shop', {
      code: 'Nina-Sky',
      name: 'Nina Sky Records',
      whiteLabel: true,
      projectIds: [projectId],
      logo: `data:image/png;base64,${logo.toString('base64')}`,
    });
    expect(created.statusCode, created.body).toBe(200);
    const shop = shopSettingsSchema.parse(created.json());
    expect(shop).toMatchObject({ code: 'nina-sky', whiteLabel: true, projectIds: [projectId], url: '/shop/nina-sky' });
    const logoFile = await kit.app.inject({ url: shop.logoUrl ?? '' });
    expect((await sharp(logoFile.rawPayload).metadata()).width).toBe(400);

    const taken = await kit.call(kit.other, 'PUT', '/api/user/shop', { code: 'nina-sky', name: 'Copycat' });
    expect(taken.statusCode).toBe(409);
    expect(errorBodySchema.parse(taken.json()).error).toMatchObject({
      code: 'shop_code_taken',
      fields: { code: 'shop_code_taken' },
    });
    const check = checkCodeResponseSchema.parse(
      (await kit.call(kit.other, 'POST', '/api/projects/check-code', { code: 'nina-sky' })).json(),
    );
    expect(check).toEqual({ code: 'nina-sky', available: false, suggestion: 'nina-sky-2' });
    const own = checkCodeResponseSchema.parse(
      (await kit.call(kit.artist, 'POST', '/api/projects/check-code', { code: 'nina-sky' })).json(),
    );
    expect(own.available).toBe(true);
    const invalid = await kit.call(kit.artist, 'POST', '/api/projects/check-code', { code: 'no spaces!' });
    expect(errorBodySchema.parse(invalid.json()).error.fields).toMatchObject({ code: 'shop_code_invalid' });

    const theirs = await kit.database.db
      .insert(schema.projects)
      .values({
        name: 'Not yours',
        slug: 'n',
        artistName: 'X',
        category: 'vinyl',
        priceEurMinor: 1,
        userId: kit.other.id,
      })
      .returning({ id: schema.projects.id });
    const foreign = await kit.call(kit.artist, 'PUT', '/api/user/shop', {
      code: 'nina-sky',
      name: 'N',
      projectIds: [theirs[0]?.id],
    });
    expect(errorBodySchema.parse(foreign.json()).error.fields).toMatchObject({ projectIds: 'input_invalid' });
    const changed = shopSettingsSchema.parse(
      (await kit.call(kit.artist, 'PUT', '/api/user/shop', { code: 'nina', name: 'Nina', projectIds: [] })).json(),
    );
    expect(changed).toMatchObject({
      id: shop.id,
      code: 'nina',
      whiteLabel: false,
      projectIds: [],
      logoUrl: shop.logoUrl,
    });
  });
});
