import { describe, expect, it } from 'vitest';
import { manualOrderNeedsMoneyPermission, priceManualOrder } from './manual-order.ts';
import { splitGross } from './vat.ts';

const LP = { quantity: 2, unitPriceMinor: null, catalogueUnitPriceMinor: 2500 };
const TOTE = { quantity: 1, unitPriceMinor: 900, catalogueUnitPriceMinor: 1200 };

describe('a manual order', () => {
  it('bills a paid order at the prices asked, else the catalogue’s, with shipping and VAT', () => {
    const amounts = priceManualOrder({
      lines: [LP, TOTE],
      shippingMinor: 690,
      vatRateBasisPoints: 2000,
      payment: 'paid',
    });
    expect(amounts.lines.map((line) => [line.unitPriceMinor, line.totalMinor])).toEqual([
      [2500, 5000],
      [900, 900],
    ]);
    expect(amounts).toMatchObject({ subtotalMinor: 5900, shippingMinor: 690, totalMinor: 6590 });
    expect(amounts.taxMinor).toBe(
      splitGross(5000, 2000).taxMinor + splitGross(900, 2000).taxMinor + splitGross(690, 2000).taxMinor,
    );
  });

  it('costs nothing when free, shipping included', () => {
    const amounts = priceManualOrder({ lines: [LP], shippingMinor: 690, vatRateBasisPoints: 2000, payment: 'free' });
    expect([amounts.totalMinor, amounts.taxMinor, amounts.lines[0]?.unitPriceMinor]).toEqual([0, 0, 0]);
  });

  it('has no VAT outside the EU', () => {
    expect(priceManualOrder({ lines: [LP], shippingMinor: 0, vatRateBasisPoints: 0, payment: 'paid' }).taxMinor).toBe(
      0,
    );
  });

  it.each([
    ['at catalogue prices', [LP], 'paid', false],
    ['at the catalogue price typed in', [{ ...TOTE, unitPriceMinor: 1200 }], 'paid', false],
    ['at an agreed price', [LP, TOTE], 'paid', true],
    ['free', [LP, TOTE], 'free', false],
  ] as const)('paid %s needs the money permission: %s', (_name, lines, payment, expected) => {
    expect(manualOrderNeedsMoneyPermission(lines, payment)).toBe(expected);
  });
});
