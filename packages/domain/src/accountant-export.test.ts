import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountantExportOf, vatRateLabel, type AccountantDocument } from './accountant-export.ts';
import type { VatBucket } from './invoice-document.ts';
import { CURRENCY_CODES, CURRENCY_EXPONENT, type CurrencyCode } from './money.ts';

const bucket = (vatRateBasisPoints: number, grossMinor: number, vatMinor: number): VatBucket => ({
  vatRateBasisPoints,
  grossMinor,
  vatMinor,
  netMinor: grossMinor - vatMinor,
});

function document(values: Partial<AccountantDocument> & Pick<AccountantDocument, 'vatBreakdown'>): AccountantDocument {
  return {
    number: 'SP-2026-000001',
    kind: 'invoice',
    issuedAt: new Date('2026-03-02T10:00:00Z'),
    orderId: 42,
    customer: 'Ada Lovelace',
    countryCode: 'FR',
    currency: 'EUR',
    grossMinor: values.vatBreakdown.reduce((sum, part) => sum + part.grossMinor, 0),
    ...values,
  };
}

/** The cells of a row by column name. */
function cellsOf(header: readonly string[], row: readonly string[]): Record<string, string> {
  return Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']));
}

/** A decimal string back in minor units (the currency's exponent), to add cells up exactly. */
function minorOf(cell: string, currency: CurrencyCode): number {
  if (cell === '') return 0;
  const [whole = '0', fraction = ''] = cell.replace('-', '').split('.');
  const exponent = CURRENCY_EXPONENT[currency];
  expect(fraction.length).toBe(exponent);
  const minor = Number(whole) * 10 ** exponent + Number(fraction || '0');
  return cell.startsWith('-') ? -minor : minor;
}

describe('the accountant’s export', () => {
  it('gives each rate present a net and a VAT column, and adds each row up', () => {
    const { header, rows } = accountantExportOf([
      document({ vatBreakdown: [bucket(550, 2110, 110), bucket(2000, 1200, 200)] }),
      document({ number: 'SP-2026-000002', orderId: 43, vatBreakdown: [bucket(2000, 6000, 1000)] }),
    ]);
    expect(header).toEqual([
      'number',
      'kind',
      'date',
      'order',
      'customer',
      'country',
      'currency',
      'net_5.5%',
      'vat_5.5%',
      'net_20%',
      'vat_20%',
      'net',
      'vat',
      'gross',
    ]);
    expect(rows[0]).toEqual([
      'SP-2026-000001',
      'invoice',
      '2026-03-02',
      '42',
      'Ada Lovelace',
      'FR',
      'EUR',
      '20.00',
      '1.10',
      '10.00',
      '2.00',
      '30.00',
      '3.10',
      '33.10',
    ]);
    expect(cellsOf(header, rows[1]!)).toMatchObject({
      'net_5.5%': '',
      'vat_5.5%': '',
      'net_20%': '50.00',
      gross: '60.00',
    });
  });

  it('counts a credit note against the sales', () => {
    const { rows } = accountantExportOf([
      document({ kind: 'credit_note', number: 'SP-CN-2026-000001', vatBreakdown: [bucket(2000, 1200, 200)] }),
    ]);
    expect(rows[0]?.slice(-5)).toEqual(['-10.00', '-2.00', '-10.00', '-2.00', '-12.00']);
  });

  it('writes yen and won without decimals, and dates the document on the Paris business day', () => {
    const { rows } = accountantExportOf([
      document({
        currency: 'JPY',
        issuedAt: new Date('2026-12-31T23:30:00Z'),
        vatBreakdown: [bucket(1000, 3300, 300)],
      }),
      document({ currency: 'KRW', vatBreakdown: [bucket(1000, 22_000, 2_000)] }),
    ]);
    expect(rows[0]?.[2]).toBe('2027-01-01');
    expect(rows[0]?.slice(-5)).toEqual(['3000', '300', '3000', '300', '3300']);
    expect(rows[1]?.slice(-3)).toEqual(['20000', '2000', '22000']);
  });

  it('never lets a customer’s name run as a formula, while amounts stay numbers', () => {
    const { rows } = accountantExportOf([
      document({ customer: '=HYPERLINK("x")', kind: 'credit_note', vatBreakdown: [bucket(2000, 1200, 200)] }),
    ]);
    expect(rows[0]?.[4]).toBe('\'=HYPERLINK("x")');
    expect(rows[0]?.at(-1)).toBe('-12.00');
  });

  it('refuses a document whose rates do not add up to its gross', () => {
    expect(() => accountantExportOf([document({ grossMinor: 999, vatBreakdown: [bucket(2000, 1200, 200)] })])).toThrow(
      /do not add up/,
    );
  });

  it.each([
    [2000, '20'],
    [550, '5.5'],
    [210, '2.1'],
    [1000, '10'],
    [0, '0'],
    [1234, '12.34'],
  ])('labels the rate %i basis points as %s %%', (basisPoints, label) => {
    expect(vatRateLabel(basisPoints)).toBe(label);
  });

  it('always adds the rate cells up to each row’s net, VAT and gross, in every currency', () => {
    const buckets = fc.uniqueArray(
      fc.record({ rate: fc.constantFrom(0, 210, 550, 1000, 2000, 2100), gross: fc.nat(10_000_000), share: fc.nat(30) }),
      { minLength: 1, maxLength: 4, selector: (part) => part.rate },
    );
    const documents = fc.array(
      fc.record({
        kind: fc.constantFrom('invoice' as const, 'credit_note' as const),
        currency: fc.constantFrom(...CURRENCY_CODES),
        parts: buckets,
      }),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(documents, (drawn) => {
        const docs = drawn.map((doc, index) =>
          document({
            number: `D-${index}`,
            kind: doc.kind,
            currency: doc.currency,
            vatBreakdown: doc.parts.map((part) =>
              bucket(part.rate, part.gross, Math.floor((part.gross * part.share) / 100)),
            ),
          }),
        );
        const { header, rows } = accountantExportOf(docs);
        return rows.every((row, index) => {
          const doc = docs[index]!;
          const cells = cellsOf(header, row);
          const sumOf = (prefix: string) =>
            header
              .filter((name) => name.startsWith(prefix))
              .reduce((sum, name) => sum + minorOf(cells[name] ?? '', doc.currency), 0);
          const sign = doc.kind === 'credit_note' ? -1 : 1;
          const net = minorOf(cells.net ?? '', doc.currency);
          const vat = minorOf(cells.vat ?? '', doc.currency);
          return (
            sumOf('net_') === net &&
            sumOf('vat_') === vat &&
            net + vat === minorOf(cells.gross ?? '', doc.currency) &&
            minorOf(cells.gross ?? '', doc.currency) === sign * doc.grossMinor
          );
        });
      }),
    );
  });
});
