import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditNoteDocumentOf } from './credit-note.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { splitGross } from './vat.ts';

// 3 x 19.99 with 1.00 off, one tote at 12.00, shipping 6.90, service charge 1.50.
const invoice: InvoiceDocument = {
  orderNumber: '1042',
  orderedAt: '2026-03-02T10:00:00.000Z',
  currency: 'EUR',
  buyer: { name: 'Ada', addressLines: [], countryCode: 'FR' },
  lines: [
    {
      description: 'LP',
      quantity: 3,
      unitPriceMinor: 1999,
      discountMinor: 100,
      amountMinor: 5897,
      vatRateBasisPoints: 2000,
      vatMinor: splitGross(5897, 2000).taxMinor,
    },
    {
      description: 'Tote',
      quantity: 1,
      unitPriceMinor: 1200,
      discountMinor: 0,
      amountMinor: 1200,
      vatRateBasisPoints: 2000,
      vatMinor: 200,
    },
  ],
  shipping: { amountMinor: 690, vatRateBasisPoints: 2000, vatMinor: 115 },
  serviceCharge: { amountMinor: 150, vatRateBasisPoints: 2000, vatMinor: 25 },
  totalMinor: 5897 + 1200 + 690 + 150,
  taxMinor: splitGross(5897, 2000).taxMinor + 200 + 115 + 25,
};

function refund(selection: Parameters<typeof creditNoteDocumentOf>[1], previous: InvoiceDocument[] = []) {
  const result = creditNoteDocumentOf(invoice, selection, previous);
  if (!result.ok) throw new Error(result.code);
  return result.document;
}

describe('a credit note', () => {
  it('gives back the units asked for, their share of the discount and their VAT', () => {
    const note = refund({ lines: [{ index: 0, quantity: 1 }] });
    expect(note.lines).toEqual([
      {
        description: 'LP',
        quantity: 1,
        unitPriceMinor: 1999,
        discountMinor: 1999 - 1966,
        amountMinor: 1966,
        vatRateBasisPoints: 2000,
        vatMinor: Math.round(splitGross(5897, 2000).taxMinor / 3),
        sourceIndex: 0,
      },
    ]);
    expect([note.totalMinor, note.shipping, note.serviceCharge]).toEqual([1966, null, null]);
  });

  it('gives back exactly what was paid when a line is refunded in several goes', () => {
    const first = refund({ lines: [{ index: 0, quantity: 1 }] });
    const second = refund({ lines: [{ index: 0, quantity: 1 }] }, [first]);
    const third = refund({ lines: [{ index: 0, quantity: 1 }], shipping: true, serviceCharge: true }, [first, second]);
    const notes = [first, second, third];
    expect(notes.reduce((sum, note) => sum + (note.lines[0]?.amountMinor ?? 0), 0)).toBe(5897);
    expect(notes.reduce((sum, note) => sum + (note.lines[0]?.vatMinor ?? 0), 0)).toBe(invoice.lines[0]?.vatMinor);
    expect(third.totalMinor).toBe(5897 - 2 * 1966 + 690 + 150);
  });

  it('refuses more units than are left, a charge given back twice, an unknown line and an empty refund', () => {
    const first = refund({ lines: [{ index: 1, quantity: 1 }], shipping: true });
    const refused = (selection: Parameters<typeof creditNoteDocumentOf>[1], previous: InvoiceDocument[] = []) =>
      creditNoteDocumentOf(invoice, selection, previous);
    expect(refused({ lines: [{ index: 1, quantity: 1 }] }, [first])).toEqual({
      ok: false,
      code: 'refund_exceeds_paid',
    });
    expect(refused({ lines: [], shipping: true }, [first])).toEqual({ ok: false, code: 'refund_exceeds_paid' });
    expect(refused({ lines: [{ index: 0, quantity: 4 }] })).toEqual({ ok: false, code: 'refund_exceeds_paid' });
    expect(refused({ lines: [{ index: 2, quantity: 1 }] })).toEqual({ ok: false, code: 'refund_line_invalid' });
    expect(refused({ lines: [{ index: 0, quantity: 0 }] })).toEqual({ ok: false, code: 'refund_line_invalid' });
    expect(refused({ lines: [{ index: 0, quantity: 1.5 }] })).toEqual({ ok: false, code: 'refund_line_invalid' });
    expect(
      refused({
        lines: [
          { index: 0, quantity: 1 },
          { index: 0, quantity: 1 },
        ],
      }),
    ).toEqual({ ok: false, code: 'refund_line_invalid' });
    expect(refused({ lines: [] })).toEqual({ ok: false, code: 'refund_empty' });
  });

  it('never gives back more than was paid, however the refunds are split', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            line: fc.constantFrom(0, 1),
            quantity: fc.integer({ min: 1, max: 3 }),
            shipping: fc.boolean(),
            serviceCharge: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        (attempts) => {
          const notes: InvoiceDocument[] = [];
          for (const attempt of attempts) {
            const result = creditNoteDocumentOf(
              invoice,
              {
                lines: [{ index: attempt.line, quantity: attempt.quantity }],
                shipping: attempt.shipping,
                serviceCharge: attempt.serviceCharge,
              },
              notes,
            );
            if (result.ok) notes.push(result.document);
          }
          const given = notes.reduce((sum, note) => sum + note.totalMinor, 0);
          const vat = notes.reduce((sum, note) => sum + note.taxMinor, 0);
          expect(given).toBeLessThanOrEqual(invoice.totalMinor);
          expect(vat).toBeLessThanOrEqual(invoice.taxMinor);
          for (const note of notes) {
            for (const line of note.lines)
              expect(line.amountMinor).toBe(line.quantity * line.unitPriceMinor - line.discountMinor);
          }
        },
      ),
    );
  });
});
