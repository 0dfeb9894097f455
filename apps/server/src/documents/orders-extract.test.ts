import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula } from '@spindle/domain';
import { renderOrdersCsv, renderOrdersXlsx, type OrderExtractRow } from './orders-extract.ts';

function anOrder(overrides: Partial<OrderExtractRow> = {}): OrderExtractRow {
  return {
    orderId: 'ORD-1001',
    // 23:30 UTC on 31 March is 01:30 on 1 April in Paris (summer time).
    orderedAt: new Date('2026-03-31T23:30:00Z'),
    customerName: 'Ana García',
    countryCode: 'ES',
    project: 'Midnight Grooves',
    item: 'LP 180 g',
    quantity: 2,
    priceMinor: 2500,
    currency: 'EUR',
    status: 'confirmed',
    ...overrides,
  };
}

const csvLines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('renderOrdersCsv', () => {
  it('starts with a byte order mark and a header, and ends every record with CRLF', () => {
    const csv = renderOrdersCsv([anOrder()]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csvLines(csv)).toEqual([
      'Order,Date,Customer,Country,Project,Item,Quantity,Price,Currency,Status',
      'ORD-1001,2026-04-01 01:30,Ana García,ES,Midnight Grooves,LP 180 g,2,25.00,EUR,confirmed',
      '',
    ]);
  });

  it('writes the header in the locale asked for', () => {
    expect(csvLines(renderOrdersCsv([], { locale: 'fr' }))[0]).toBe(
      'Commande,Date,Client,Pays,Projet,Article,Quantité,Prix,Devise,Statut',
    );
    expect(csvLines(renderOrdersCsv([], { locale: 'kr' }))[0]).toBe(
      '주문,날짜,고객,국가,프로젝트,품목,수량,가격,통화,상태',
    );
  });

  it('writes prices in major units with the currency’s own decimals', () => {
    const csv = renderOrdersCsv([
      anOrder({ priceMinor: 4199, currency: 'JPY' }),
      anOrder({ priceMinor: 38_900, currency: 'KRW', customerName: '김민준' }),
      anOrder({ priceMinor: 2899, currency: 'USD' }),
    ]);
    const [, jpy, krw, usd] = csvLines(csv);
    expect(jpy).toContain(',2,4199,JPY,');
    expect(krw).toContain('김민준');
    expect(krw).toContain(',2,38900,KRW,');
    expect(usd).toContain(',2,28.99,USD,');
  });

  it.each([
    ['a comma', 'Smith, John', '"Smith, John"'],
    ['a double quote', 'The "Best" Of', '"The ""Best"" Of"'],
    ['a line break', 'Line one\nLine two', '"Line one\nLine two"'],
    ['a carriage return', 'a\rb', '"a\rb"'],
    ['nothing special', 'Ana García', 'Ana García'],
    ['nothing at all', '', ''],
  ])('quotes a field with %s per RFC 4180', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+', '+33 6 12 34 56 78', `'+33 6 12 34 56 78`],
    ['-', '-2+3+cmd|/C calc!A0', `'-2+3+cmd|/C calc!A0`],
    ['@', '@SUM(1+1)', `'@SUM(1+1)`],
    ['a tab', '\t=1+1', `'\t=1+1`],
    ['a carriage return', '\r=1+1', `'\r=1+1`],
  ])('neutralises a text cell starting with %s', (_name, value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it('leaves a text with = + - @ inside alone', () => {
    expect(neutraliseFormula('Ana-María = artist @ label + co')).toBe('Ana-María = artist @ label + co');
  });

  it('protects and quotes a hostile customer name in the CSV, and never prefixes a number', () => {
    const csv = renderOrdersCsv([
      anOrder({ customerName: '=HYPERLINK("http://evil.example","click")', item: '@cmd', priceMinor: -500 }),
    ]);
    const record = csvLines(csv)[1];
    expect(record).toBe(
      `ORD-1001,2026-04-01 01:30,"'=HYPERLINK(""http://evil.example"",""click"")",ES,Midnight Grooves,'@cmd,2,-5.00,EUR,confirmed`,
    );
  });
});

describe('renderOrdersXlsx', () => {
  async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    return sheet;
  }

  it('writes the rows with numbers as numbers and the Paris wall-clock date', async () => {
    const sheet = await firstSheet(await renderOrdersXlsx([anOrder(), anOrder({ priceMinor: 4199, currency: 'JPY' })]));
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Order',
      'Date',
      'Customer',
      'Country',
      'Project',
      'Item',
      'Quantity',
      'Price',
      'Currency',
      'Status',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'ORD-1001',
      new Date('2026-04-01T01:30:00Z'),
      'Ana García',
      'ES',
      'Midnight Grooves',
      'LP 180 g',
      2,
      25,
      'EUR',
      'confirmed',
    ]);
    expect(sheet.getRow(2).getCell(8).numFmt).toContain('€');
    expect(sheet.getRow(3).getCell(8).value).toBe(4199);
    expect(sheet.getRow(3).getCell(8).numFmt).toBe('#,##0 "JPY";-#,##0 "JPY"');
  });

  it('keeps a hostile name as plain text, never a formula', async () => {
    const name = '=HYPERLINK("http://evil.example","click")';
    const sheet = await firstSheet(await renderOrdersXlsx([anOrder({ customerName: name })]));
    const cell = sheet.getRow(2).getCell(3);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(name);
  });

  it('sums like a spreadsheet would: quantities and prices are numbers', async () => {
    const rows = [anOrder({ quantity: 1, priceMinor: 1999 }), anOrder({ quantity: 3, priceMinor: 2501 })];
    const sheet = await firstSheet(await renderOrdersXlsx(rows, { locale: 'zh' }));
    expect(sheet.name).toBe('订单');
    let centsTotal = 0;
    for (const rowNumber of [2, 3]) {
      const row = sheet.getRow(rowNumber);
      centsTotal += Number(row.getCell(7).value) * Math.round(Number(row.getCell(8).value) * 100);
    }
    // 1 x 19.99 + 3 x 25.01 = 95.02
    expect(centsTotal).toBe(9502);
  });
});
