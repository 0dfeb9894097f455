// Data the document tests render: an order invoice and the March 2026 statement of docs/statements.md.
import { computeStatement, type Statement } from '@spindle/domain';
import type { InvoiceData } from './invoice-pdf.ts';
import type { StatementDocumentMeta } from './statement-pdf.ts';

/**
 * Two LPs at 25.00 EUR to Germany (19 %), shipping 6.90, service charge 6 % of 56.90 = 3.414 -> 3.41.
 * VAT worked back per part: 50.00 -> 7.98 (net 42.02); 6.90 -> 1.10 (net 5.80); 3.41 -> 0.54 (net 2.87).
 * Total 50.00 + 6.90 + 3.41 = 60.31 EUR, of which VAT 7.98 + 1.10 + 0.54 = 9.62; excl. VAT 50.69.
 */
export function anInvoice(overrides: Partial<InvoiceData> = {}): InvoiceData {
  return {
    locale: 'en',
    invoiceNumber: 'INV-2026-000123',
    orderNumber: 'ORD-104857',
    orderedAt: new Date('2026-03-14T09:30:00Z'),
    issuedAt: new Date('2026-03-14T09:31:00Z'),
    currency: 'EUR',
    buyer: {
      name: 'Jürgen Łukasiewicz',
      addressLines: ['Oranienstraße 25', '10999 Berlin'],
      countryCode: 'DE',
    },
    lines: [
      {
        description: 'Midnight Grooves — LP 180 g, black',
        quantity: 2,
        unitPriceMinor: 2500,
        discountMinor: 0,
        amountMinor: 5000,
        vatRateBasisPoints: 1900,
        vatMinor: 798,
      },
    ],
    shipping: { amountMinor: 690, vatRateBasisPoints: 1900, vatMinor: 110 },
    serviceCharge: { amountMinor: 341, vatRateBasisPoints: 1900, vatMinor: 54 },
    totalMinor: 6031,
    taxMinor: 962,
    vatReason: 'eu_private_buyer',
    ...overrides,
  };
}

/** The worked example of docs/statements.md: income 938.35, costs 223.50, payments 50.00, closing 764.85. */
export function marchStatement(): Statement {
  return computeStatement({
    period: '2026-03',
    openingBalanceMinor: 10_000,
    feeSchedule: [{ effectiveFrom: '2026-03-15', kind: 'percent', feeBasisPoints: 2000 }],
    orderLines: [
      {
        orderId: 'ORD-1001',
        label: 'LP',
        soldOn: '2026-03-03',
        quantity: 2,
        unitPriceMinor: 2500,
        currency: 'EUR',
        artistDiscountMinor: 0,
        vatRateBasisPoints: 1900,
      },
      {
        orderId: 'ORD-1002',
        label: 'LP',
        soldOn: '2026-03-10',
        quantity: 2,
        unitPriceMinor: 2500,
        currency: 'EUR',
        artistDiscountMinor: 500,
        vatRateBasisPoints: 2000,
      },
      {
        orderId: 'ORD-1003',
        label: '7"',
        soldOn: '2026-03-14',
        quantity: 1,
        unitPriceMinor: 2000,
        currency: 'EUR',
        artistDiscountMinor: 0,
        vatRateBasisPoints: 2000,
      },
      {
        orderId: 'ORD-1004',
        label: '7"',
        soldOn: '2026-03-15',
        quantity: 1,
        unitPriceMinor: 2000,
        currency: 'EUR',
        artistDiscountMinor: 0,
        vatRateBasisPoints: 2000,
      },
      {
        orderId: 'ORD-1005',
        label: 'LP',
        soldOn: '2026-03-20',
        quantity: 1,
        unitPriceMinor: 3000,
        currency: 'USD',
        eurRatePpm: 1_170_000,
        artistDiscountMinor: 0,
        vatRateBasisPoints: 0,
      },
      {
        orderId: 'ORD-0990',
        label: 'LP',
        soldOn: '2026-02-20',
        refundedOn: '2026-03-05',
        quantity: 1,
        unitPriceMinor: 2500,
        currency: 'EUR',
        artistDiscountMinor: 0,
        vatRateBasisPoints: 2000,
      },
    ],
    boxDispatches: [
      {
        reference: 'BOX-2026-03',
        label: 'March box',
        dispatchedOn: '2026-03-25',
        boxCount: 12,
        amountPerBoxMinor: 400,
      },
    ],
    retailSales: [
      {
        distributor: 'Bigwax',
        reportedOn: '2026-03-31',
        quantity: 45,
        salesMinor: 100_000,
        returnsMinor: 5_000,
        feesMinor: 15_000,
        currency: 'EUR',
      },
    ],
    costs: [
      {
        category: 'mastering',
        reference: 'M-1',
        label: 'Mastering, 10 tracks',
        incurredOn: '2026-03-02',
        amountMinor: 6_000,
      },
      {
        category: 'marketing',
        reference: 'MK-1',
        label: 'Press campaign',
        incurredOn: '2026-03-18',
        amountMinor: 15_000,
      },
    ],
    stockAtPeriodEnd: { vinylUnits: 120, otherUnits: 30 },
    payments: [{ reference: 'PAY-2026-03', paidOn: '2026-03-28', amountMinor: 5_000 }],
  });
}

/** Who the statement is for. */
export function statementMeta(overrides: Partial<StatementDocumentMeta> = {}): StatementDocumentMeta {
  return {
    locale: 'en',
    artistName: 'The Night Owls',
    projectTitle: 'Midnight Grooves',
    issuedAt: new Date('2026-04-28T04:00:00Z'),
    ...overrides,
  };
}
