import { describe, expect, it } from 'vitest';
import {
  billingDocumentNumber,
  impliedVatRateBasisPoints,
  invoiceDocumentOf,
  vatBreakdownOf,
  type InvoiceSourceOrder,
} from './invoice-document.ts';
import { splitGross } from './vat.ts';

const order: InvoiceSourceOrder = {
  id: 1042,
  createdAt: new Date('2026-03-02T10:00:00Z'),
  currency: 'EUR',
  // 2 x 25.00 with 5.00 off, one box of 30.00, shipping 6.90 less a 2.00 promotion, service charge 1.80
  totalMinor: 4500 + 3000 + 490 + 180,
  taxMinor: splitGross(4500, 2000).taxMinor + splitGross(3000, 550).taxMinor + splitGross(490, 2000).taxMinor + 30,
  serviceChargeMinor: 180,
  email: 'ada@example.test',
  countryId: 'FR',
  billingAddress: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    company: 'Engines Ltd',
    address: '1 rue de Rivoli',
    zipCode: '75001',
    city: 'Paris',
    countryId: 'FR',
  },
};
const shopOrders = [
  { id: 7, taxRateBasisPoints: 2000, taxMinor: splitGross(4500, 2000).taxMinor + splitGross(490, 2000).taxMinor },
];
const items = [
  {
    name: 'Songs from the Coast',
    size: null,
    quantity: 2,
    unitPriceMinor: 2500,
    totalMinor: 5000,
    discountMinor: 500,
    taxMinor: splitGross(4500, 2000).taxMinor,
    shopOrderId: 7,
  },
  {
    name: 'Vinyl box, 3 months',
    quantity: 1,
    unitPriceMinor: 3000,
    totalMinor: 3000,
    discountMinor: 0,
    taxMinor: splitGross(3000, 550).taxMinor,
    shopOrderId: null,
  },
];

describe('billing document numbers', () => {
  it('run per kind and year with six digits', () => {
    expect(billingDocumentNumber('invoice', 2026, 42)).toBe('SP-2026-000042');
    expect(billingDocumentNumber('credit_note', 2027, 1)).toBe('SP-CN-2027-000001');
    expect(billingDocumentNumber('invoice', 2026, 1_234_567)).toBe('SP-2026-1234567');
  });

  it('refuse a sequence below one and a year out of range', () => {
    expect(() => billingDocumentNumber('invoice', 2026, 0)).toThrow(RangeError);
    expect(() => billingDocumentNumber('invoice', 2026, 1.5)).toThrow(RangeError);
    expect(() => billingDocumentNumber('invoice', 99, 1)).toThrow(RangeError);
  });
});

describe('the invoice of an order', () => {
  const document = invoiceDocumentOf(order, shopOrders, items);

  it('adds up to the stored totals, shipping holding its promotion', () => {
    const parts = [...document.lines, document.shipping, document.serviceCharge].filter((part) => part !== null);
    expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(order.totalMinor);
    expect(parts.reduce((sum, part) => sum + part.vatMinor, 0)).toBe(order.taxMinor);
    expect(document.shipping).toEqual({
      amountMinor: 490,
      vatRateBasisPoints: 2000,
      vatMinor: splitGross(490, 2000).taxMinor,
    });
    expect(document.serviceCharge).toEqual({ amountMinor: 180, vatRateBasisPoints: 2000, vatMinor: 30 });
  });

  it("prints each line at its shop order's rate, and a box line at the rate its amounts show", () => {
    expect(document.lines.map((line) => [line.amountMinor, line.vatRateBasisPoints])).toEqual([
      [4500, 2000],
      [3000, 550],
    ]);
    for (const line of document.lines) {
      expect(line.amountMinor).toBe(line.quantity * line.unitPriceMinor - line.discountMinor);
    }
  });

  it('bills the company and the person at the billing address', () => {
    expect(document.buyer).toEqual({
      name: 'Engines Ltd - Ada Lovelace',
      addressLines: ['1 rue de Rivoli', '75001 Paris'],
      countryCode: 'FR',
      vatNumber: null,
    });
    expect(document.orderNumber).toBe('1042');
    expect(document.orderedAt).toBe('2026-03-02T10:00:00.000Z');
  });

  it('has no charge where the order had none', () => {
    const bare = invoiceDocumentOf(
      { ...order, totalMinor: 4500, taxMinor: splitGross(4500, 2000).taxMinor, serviceChargeMinor: 0 },
      [{ id: 7, taxRateBasisPoints: 2000, taxMinor: splitGross(4500, 2000).taxMinor }],
      items.slice(0, 1),
    );
    expect(bare.shipping).toBeNull();
    expect(bare.serviceCharge).toBeNull();
  });

  it('sums amounts per VAT rate for the accountant', () => {
    expect(vatBreakdownOf(document)).toEqual([
      {
        vatRateBasisPoints: 550,
        grossMinor: 3000,
        vatMinor: splitGross(3000, 550).taxMinor,
        netMinor: splitGross(3000, 550).netMinor,
      },
      {
        vatRateBasisPoints: 2000,
        grossMinor: 4500 + 490 + 180,
        vatMinor: order.taxMinor - splitGross(3000, 550).taxMinor,
        netMinor: 4500 + 490 + 180 - (order.taxMinor - splitGross(3000, 550).taxMinor),
      },
    ]);
  });
});

describe('a VAT rate read back from amounts', () => {
  it.each([
    [12_000, 2000, 2000],
    [3000, 156, 550],
    [1999, 333, 2000],
    [1000, 0, 0],
  ])('gross %i with VAT %i is %i bp', (gross, vat, rate) => {
    expect(impliedVatRateBasisPoints(gross, vat)).toBe(rate);
  });
});
