import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from './invoice-document.ts';
import {
  planRefund,
  refundRestocks,
  refundableOf,
  remainingRefundSelection,
  shopOrderStatusAfterRefund,
} from './order-refund.ts';
import { SHOP_ORDER_STATUSES } from './steps.ts';
import { splitGross } from './vat.ts';

// 2 x 25.00 with 1.00 off, one CD at 12.00, shipping 6.90; the VAT of France (20 %).
const LP_AMOUNT = 4900;
const invoice: InvoiceDocument = {
  orderNumber: '100001',
  orderedAt: '2026-03-02T10:00:00.000Z',
  currency: 'EUR',
  buyer: { name: 'Ada', addressLines: [], countryCode: 'FR' },
  lines: [
    {
      description: 'LP',
      quantity: 2,
      unitPriceMinor: 2500,
      discountMinor: 100,
      amountMinor: LP_AMOUNT,
      vatRateBasisPoints: 2000,
      vatMinor: splitGross(LP_AMOUNT, 2000).taxMinor,
    },
    {
      description: 'CD',
      quantity: 1,
      unitPriceMinor: 1200,
      discountMinor: 0,
      amountMinor: 1200,
      vatRateBasisPoints: 2000,
      vatMinor: 200,
    },
  ],
  shipping: { amountMinor: 690, vatRateBasisPoints: 2000, vatMinor: 115 },
  serviceCharge: null,
  totalMinor: LP_AMOUNT + 1200 + 690,
  taxMinor: splitGross(LP_AMOUNT, 2000).taxMinor + 200 + 115,
};
const PAID = invoice.totalMinor;

function planned(...args: Parameters<typeof planRefund>) {
  const result = planRefund(...args);
  if (!result.ok) throw new Error(result.code);
  return result;
}

describe('the refund of chosen lines', () => {
  it('gives back one unit at its share of the discounted price, VAT included', () => {
    const refund = planned({ invoice, previous: [], paidLeftMinor: PAID }, { lines: [{ index: 0, quantity: 1 }] });
    expect(refund.amountMinor).toBe(2450);
    expect(refund.document.lines[0]).toMatchObject({ quantity: 1, amountMinor: 2450, sourceIndex: 0 });
    expect(refund.document.taxMinor).toBe(Math.round(splitGross(LP_AMOUNT, 2000).taxMinor / 2));
  });

  it.each([
    ['one CD', { lines: [{ index: 1, quantity: 1 }] }, 1200, 200],
    ['shipping only', { lines: [], shipping: true }, 690, 115],
    ['the CD and shipping', { lines: [{ index: 1, quantity: 1 }], shipping: true }, 1890, 315],
    [
      'everything',
      {
        lines: [
          { index: 0, quantity: 2 },
          { index: 1, quantity: 1 },
        ],
        shipping: true,
      },
      PAID,
      invoice.taxMinor,
    ],
  ])('of %s gives back %i with %i of VAT', (_name, selection, amountMinor, vatMinor) => {
    const refund = planned({ invoice, previous: [], paidLeftMinor: PAID }, selection);
    expect([refund.amountMinor, refund.document.taxMinor]).toEqual([amountMinor, vatMinor]);
  });

  it('refuses units already given back by a credit note, or without one (a failed project)', () => {
    const first = planned({ invoice, previous: [], paidLeftMinor: PAID }, { lines: [{ index: 1, quantity: 1 }] });
    expect(
      planRefund(
        { invoice, previous: [first.document], paidLeftMinor: PAID - 1200 },
        { lines: [{ index: 1, quantity: 1 }] },
      ),
    ).toEqual({ ok: false, code: 'refund_exceeds_paid' });
    expect(
      planRefund(
        { invoice, previous: [], unitCaps: [1, 1], paidLeftMinor: PAID },
        { lines: [{ index: 0, quantity: 2 }] },
      ),
    ).toEqual({ ok: false, code: 'refund_exceeds_paid' });
  });

  it('refuses more money than the payment still holds', () => {
    expect(planRefund({ invoice, previous: [], paidLeftMinor: 2000 }, { lines: [{ index: 0, quantity: 1 }] })).toEqual({
      ok: false,
      code: 'refund_exceeds_paid',
    });
  });

  it('refuses an empty refund, an unknown line and a unit count that is not a whole positive number', () => {
    const facts = { invoice, previous: [], paidLeftMinor: PAID };
    expect(planRefund(facts, { lines: [] })).toEqual({ ok: false, code: 'refund_empty' });
    expect(planRefund(facts, { lines: [{ index: 5, quantity: 1 }] })).toEqual({
      ok: false,
      code: 'refund_line_invalid',
    });
    expect(planRefund(facts, { lines: [{ index: 0, quantity: 0 }] })).toEqual({
      ok: false,
      code: 'refund_line_invalid',
    });
    const free = { ...invoice, lines: [{ ...invoice.lines[1]!, unitPriceMinor: 0, amountMinor: 0, vatMinor: 0 }] };
    expect(planRefund({ ...facts, invoice: free }, { lines: [{ index: 0, quantity: 1 }] })).toEqual({
      ok: false,
      code: 'refund_empty',
    });
  });

  it('never gives back more than was paid, whatever the sequence of refunds', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ index: fc.constantFrom(0, 1), quantity: fc.integer({ min: 1, max: 2 }), shipping: fc.boolean() }),
          { maxLength: 6 },
        ),
        (attempts) => {
          const notes: InvoiceDocument[] = [];
          let paidLeftMinor = PAID;
          for (const { index, quantity, shipping } of attempts) {
            const result = planRefund(
              { invoice, previous: notes, paidLeftMinor },
              { lines: [{ index, quantity }], shipping },
            );
            if (!result.ok) continue;
            notes.push(result.document);
            paidLeftMinor -= result.amountMinor;
          }
          expect(paidLeftMinor).toBeGreaterThanOrEqual(0);
          expect(refundableOf({ invoice, previous: notes }).totalLeftMinor).toBe(paidLeftMinor);
        },
      ),
    );
  });
});

describe('what is left to refund', () => {
  it('is everything, with what each line gives back, before any refund', () => {
    const left = refundableOf({ invoice, previous: [] });
    expect(left.lines).toEqual([
      { index: 0, unitsLeft: 2, amountLeftMinor: LP_AMOUNT, vatLeftMinor: invoice.lines[0]?.vatMinor },
      { index: 1, unitsLeft: 1, amountLeftMinor: 1200, vatLeftMinor: 200 },
    ]);
    expect(left.totalLeftMinor).toBe(PAID);
  });

  it('leaves out what credit notes gave back and lines given back without one', () => {
    const first = planned({ invoice, previous: [], paidLeftMinor: PAID }, { lines: [{ index: 0, quantity: 1 }] });
    const selection = remainingRefundSelection({ invoice, previous: [first.document], unitCaps: [1, 0] });
    expect(selection).toEqual({ lines: [{ index: 0, quantity: 1 }], shipping: true, serviceCharge: false });
  });
});

describe('a refunded shop order', () => {
  it.each([
    ['confirmed', true, 'refunded'],
    ['in_preparation', true, 'refunded'],
    ['returned', true, 'refunded'],
    ['sent', true, 'sent'],
    ['confirmed', false, 'confirmed'],
  ] as const)('in %s, every unit refunded: %s, becomes %s', (status, everyUnit, expected) => {
    expect(shopOrderStatusAfterRefund(status, everyUnit)).toBe(expected);
  });

  it('puts copies back in stock only when they are with us', () => {
    const restocking = SHOP_ORDER_STATUSES.filter(refundRestocks);
    expect(restocking).toEqual([
      'creating',
      'check_address',
      'confirmed',
      'launched',
      'in_production',
      'test_pressing_ok',
      'in_preparation',
      'returned',
    ]);
  });
});
