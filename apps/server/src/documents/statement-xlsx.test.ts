import ExcelJS from 'exceljs';
import { computeStatement } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { marchStatement, statementMeta } from './document.fixtures.ts';
import { renderStatementXlsx } from './statement-xlsx.ts';

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

const cents = (value: ExcelJS.CellValue): number => Math.round(Number(value) * 100);

function formulaOf(value: ExcelJS.CellValue): { formula: string; result: unknown } {
  if (value && typeof value === 'object' && 'formula' in value && typeof value.formula === 'string') {
    return { formula: value.formula, result: value.result };
  }
  throw new Error(`not a formula: ${JSON.stringify(value)}`);
}

describe('renderStatementXlsx', () => {
  it('has a summary, an income, a costs and a payments sheet', async () => {
    const workbook = await readWorkbook(await renderStatementXlsx(marchStatement(), statementMeta()));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Income', 'Costs', 'Payments']);
  });

  it('writes income lines as numbers with a EUR format, each row adding up to its amount', async () => {
    const statement = marchStatement();
    const income = sheet(await readWorkbook(await renderStatementXlsx(statement, statementMeta())), 'Income');
    const first = income.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date('2026-03-03T00:00:00Z'));
    expect([2, 3, 4, 5].map((column) => first.getCell(column).value)).toEqual(['Order', 'ORD-1001', 'LP', 2]);
    // 2 x 25.00 to Germany: 50.00 - 7.98 VAT - 10.51 fee = 31.51.
    expect([9, 10, 11, 12, 13].map((column) => first.getCell(column).value)).toEqual([50, 0, -7.98, -10.51, 31.51]);
    expect(first.getCell(13).numFmt).toContain('€');

    const usd = income.getRow(7);
    expect([3, 6, 7, 8].map((column) => usd.getCell(column).value)).toEqual(['ORD-1005', 'USD', 1.17, 30]);
    expect(usd.getCell(8).numFmt).toContain('USD');

    for (let rowNumber = 2; rowNumber <= statement.incomeLines.length + 1; rowNumber++) {
      const row = income.getRow(rowNumber);
      const parts = [9, 10, 11, 12].map((column) => cents(row.getCell(column).value));
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(cents(row.getCell(13).value));
    }
  });

  it('totals each sheet with a SUM formula whose result is the sum of the lines', async () => {
    const statement = marchStatement();
    const workbook = await readWorkbook(await renderStatementXlsx(statement, statementMeta()));
    const income = sheet(workbook, 'Income');
    const last = statement.incomeLines.length + 1;
    const total = formulaOf(income.getRow(last + 1).getCell(13).value);
    expect(total.formula).toBe(`SUM(M2:M${last})`);
    expect(total.result).toBe(938.35);
    let sum = 0;
    for (let rowNumber = 2; rowNumber <= last; rowNumber++) sum += cents(income.getRow(rowNumber).getCell(13).value);
    expect(sum).toBe(93_835);

    const costs = sheet(workbook, 'Costs');
    expect(costs.getRow(4).values).toEqual([
      undefined,
      new Date('2026-03-31T00:00:00Z'),
      'Storage',
      'storage-2026-03-vinyl',
      'Vinyl',
      120,
      0.1,
      12,
    ]);
    expect(formulaOf(costs.getRow(statement.costLines.length + 2).getCell(7).value)).toEqual({
      formula: 'SUM(G2:G5)',
      result: 223.5,
    });

    const payments = sheet(workbook, 'Payments');
    expect(formulaOf(payments.getRow(3).getCell(3).value)).toEqual({ formula: 'SUM(C2:C2)', result: 50 });
  });

  it('closes the summary at opening + income - costs - payments, referring to the other sheets', async () => {
    const summary = sheet(await readWorkbook(await renderStatementXlsx(marchStatement(), statementMeta())), 'Summary');
    expect(summary.getCell('B2').value).toBe('The Night Owls');
    expect(summary.getCell('B5').value).toBe(100);
    expect(formulaOf(summary.getCell('B6').value)).toEqual({ formula: "'Income'!M10", result: 938.35 });
    expect(formulaOf(summary.getCell('B7').value)).toEqual({ formula: "'Costs'!G6", result: 223.5 });
    expect(formulaOf(summary.getCell('B8').value)).toEqual({ formula: "'Payments'!C3", result: 50 });
    expect(formulaOf(summary.getCell('B9').value)).toEqual({ formula: 'B5+B6-B7-B8', result: 764.85 });
  });

  it('names sheets and columns in the reader’s language', async () => {
    const workbook = await readWorkbook(await renderStatementXlsx(marchStatement(), statementMeta({ locale: 'fr' })));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Résumé', 'Revenus', 'Coûts', 'Paiements']);
    expect(sheet(workbook, 'Revenus').getRow(1).getCell(12).value).toBe('Commission');
    expect(sheet(workbook, 'Revenus').getRow(2).getCell(13).numFmt).toBe('#,##0.00 "€";-#,##0.00 "€"');
  });

  it('writes an empty month as headers and zero totals', async () => {
    const statement = computeStatement({ period: '2026-05', openingBalanceMinor: 1_000 });
    const workbook = await readWorkbook(await renderStatementXlsx(statement, statementMeta()));
    // The file holds <f>0</f><v>0</v>; exceljs's reader drops a cached result of 0, so only the formula is compared.
    expect(formulaOf(sheet(workbook, 'Income').getRow(2).getCell(13).value).formula).toBe('0');
    expect(formulaOf(sheet(workbook, 'Summary').getCell('B9').value).result).toBe(10);
  });
});
