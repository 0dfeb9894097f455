// The month's statement through app.inject: November worked out by hand from the sales of
// statements/testing.ts, as JSON, PDF and XLSX, to the project's owner and staff only.
import { errorBodySchema, statementSummarySchema } from '@spindle/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectsTestKit, type ProjectsTestKit } from '../projects/testing.ts';
import { arrayBufferOf, insertNovemberSales } from './testing.ts';

let kit: ProjectsTestKit;
let projectId: number;

beforeAll(async () => {
  kit = await createProjectsTestKit();
  projectId = await insertNovemberSales(kit);
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
