import { describe, expect, it } from 'vitest';
import {
  boxIncomeLine,
  orderIncomeLines,
  retailIncomeLine,
  type StatementIncomeLine,
  type StatementOrderLineInput,
} from './statement-income.ts';
import type { StatementFeeRow } from './statement-fees.ts';

const everyDay = (): boolean => true;

function lp(overrides: Partial<StatementOrderLineInput> = {}): StatementOrderLineInput {
  return {
    orderId: 'ORD-1',
    label: 'LP',
    soldOn: '2026-03-03',
    quantity: 2,
    unitPriceMinor: 2500,
    currency: 'EUR',
    artistDiscountMinor: 0,
    vatRateBasisPoints: 2000,
    ...overrides,
  };
}

function saleOf(line: StatementOrderLineInput, schedule: StatementFeeRow[] = []): StatementIncomeLine {
  const [sale] = orderIncomeLines(line, schedule, everyDay);
  if (!sale) throw new Error('expected a sale line');
  return sale;
}

const partsOf = (line: StatementIncomeLine) => ({
  grossEurMinor: line.grossEurMinor,
  deductionsEurMinor: line.deductionsEurMinor,
  vatEurMinor: line.vatEurMinor,
  feeEurMinor: line.feeEurMinor,
  amountMinor: line.amountMinor,
});

const midMarchTo20: StatementFeeRow[] = [{ effectiveFrom: '2026-03-15', kind: 'percent', feeBasisPoints: 2000 }];
const fixed8: StatementFeeRow[] = [{ effectiveFrom: '2026-01-01', kind: 'fixed_per_unit', incomePerUnitMinor: 800 }];

describe('order line income = (price x qty - artist discount) x rate to EUR / (1 + VAT) x (1 - fee)', () => {
  it.each([
    {
      // 2 x 25.00 EUR to Germany (19 %), fee 25 %: net 50.00 / 1.19 = 42.0168 -> 42.02, VAT 7.98;
      // income 50.00 x 0.75 / 1.19 = 31.5126 -> 31.51; fee = 42.02 - 31.51 = 10.51.
      name: 'an LP x 2 to Germany at 19 % VAT',
      line: lp({ vatRateBasisPoints: 1900 }),
      schedule: [],
      parts: { grossEurMinor: 5000, deductionsEurMinor: 0, vatEurMinor: 798, feeEurMinor: 1051, amountMinor: 3151 },
    },
    {
      // 30.00 USD at 1.17 USD per EUR, exported to the US (no VAT): 30 / 1.17 = 25.6410 -> 25.64 EUR;
      // income 25.6410 x 0.75 = 19.2308 -> 19.23; fee = 25.64 - 19.23 = 6.41.
      name: 'a USD sale converted at 1.17',
      line: lp({ quantity: 1, unitPriceMinor: 3000, currency: 'USD', eurRatePpm: 1_170_000, vatRateBasisPoints: 0 }),
      schedule: [],
      parts: { grossEurMinor: 2564, deductionsEurMinor: 0, vatEurMinor: 0, feeEurMinor: 641, amountMinor: 1923 },
    },
    {
      // 2 x 25.00 EUR in France (20 %) with an artist-funded 10 % promo: paid 45.00, net 45 / 1.2 = 37.50,
      // VAT 7.50; income 45 x 0.75 / 1.2 = 28.125 exactly -> 28.13 (half up; half-even would say 28.12);
      // fee = 37.50 - 28.13 = 9.37. Discount 5.00 + VAT 7.50 + fee 9.37 + income 28.13 = 50.00.
      name: 'an artist-funded 10 % promo, a half cent rounded up',
      line: lp({ artistDiscountMinor: 500 }),
      schedule: [],
      parts: { grossEurMinor: 5000, deductionsEurMinor: 500, vatEurMinor: 750, feeEurMinor: 937, amountMinor: 2813 },
    },
    {
      // The fee drops to 20 % from 15 March. 14 March: 20.00 / 1.2 = 16.6667 -> net 16.67, VAT 3.33,
      // income 16.6667 x 0.75 = 12.50, fee 4.17.
      name: 'the day before a fee change (25 %)',
      line: lp({ quantity: 1, unitPriceMinor: 2000, soldOn: '2026-03-14' }),
      schedule: midMarchTo20,
      parts: { grossEurMinor: 2000, deductionsEurMinor: 0, vatEurMinor: 333, feeEurMinor: 417, amountMinor: 1250 },
    },
    {
      // 15 March: income 16.6667 x 0.80 = 13.3333 -> 13.33; fee = 16.67 - 13.33 = 3.34.
      name: 'the day of a fee change (20 %)',
      line: lp({ quantity: 1, unitPriceMinor: 2000, soldOn: '2026-03-15' }),
      schedule: midMarchTo20,
      parts: { grossEurMinor: 2000, deductionsEurMinor: 0, vatEurMinor: 333, feeEurMinor: 334, amountMinor: 1333 },
    },
    {
      // A fixed 8.00 EUR per unit replaces the percentage: 3 x 8.00 = 24.00. Net 75.00 / 1.2 = 62.50,
      // VAT 12.50, and Spindle keeps the rest: 62.50 - 24.00 = 38.50.
      name: 'a fixed amount per unit',
      line: lp({ quantity: 3 }),
      schedule: fixed8,
      parts: { grossEurMinor: 7500, deductionsEurMinor: 0, vatEurMinor: 1250, feeEurMinor: 3850, amountMinor: 2400 },
    },
    {
      // ¥4,199 (no minor unit) at 180 JPY per EUR, exported: 4199 / 180 = 23.3278 -> 23.33 EUR;
      // income 23.3278 x 0.75 = 17.4958 -> 17.50; fee 5.83.
      name: 'a JPY sale (exponent 0)',
      line: lp({ quantity: 1, unitPriceMinor: 4199, currency: 'JPY', eurRatePpm: 180_000_000, vatRateBasisPoints: 0 }),
      schedule: [],
      parts: { grossEurMinor: 2333, deductionsEurMinor: 0, vatEurMinor: 0, feeEurMinor: 583, amountMinor: 1750 },
    },
    {
      // A free copy earns nothing and costs nothing.
      name: 'a free line',
      line: lp({ unitPriceMinor: 0 }),
      schedule: [],
      parts: { grossEurMinor: 0, deductionsEurMinor: 0, vatEurMinor: 0, feeEurMinor: 0, amountMinor: 0 },
    },
  ])('$name', ({ line, schedule, parts }) => {
    const sale = saleOf(line, schedule);
    expect(partsOf(sale)).toEqual(parts);
    expect(sale.grossEurMinor - sale.deductionsEurMinor - sale.vatEurMinor - sale.feeEurMinor).toBe(sale.amountMinor);
  });

  it('records the terms it applied', () => {
    expect(saleOf(lp(), midMarchTo20)).toMatchObject({ feeBasisPoints: 2500, fixedPerUnitMinor: null });
    expect(saleOf(lp({ soldOn: '2026-03-20' }), midMarchTo20)).toMatchObject({ feeBasisPoints: 2000 });
    expect(saleOf(lp(), fixed8)).toMatchObject({ feeBasisPoints: null, fixedPerUnitMinor: 800 });
  });

  it('reverses a refunded line in the refund month with the sale-day fee, every part negated', () => {
    const line = lp({ vatRateBasisPoints: 1900, soldOn: '2026-03-14', refundedOn: '2026-04-02' });
    const [refund] = orderIncomeLines(line, midMarchTo20, (day) => day.startsWith('2026-04'));
    expect(refund).toMatchObject({
      kind: 'order_refund',
      date: '2026-04-02',
      quantity: -2,
      feeBasisPoints: 2500,
      grossEurMinor: -5000,
      vatEurMinor: -798,
      feeEurMinor: -1051,
      amountMinor: -3151,
    });
  });

  it('states a sale and its refund in the same month as two lines that cancel out', () => {
    const lines = orderIncomeLines(lp({ refundedOn: '2026-03-20' }), [], everyDay);
    expect(lines.map((l) => l.kind)).toEqual(['order', 'order_refund']);
    expect(lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(0);
  });

  it('states nothing for a line outside the days asked for', () => {
    expect(orderIncomeLines(lp(), [], (day) => day.startsWith('2026-04'))).toEqual([]);
  });

  it.each([
    ['a discount larger than the line', lp({ artistDiscountMinor: 5001 })],
    ['a foreign currency without a rate', lp({ currency: 'USD' })],
    ['a float price', lp({ unitPriceMinor: 12.5 })],
    ['a negative quantity', lp({ quantity: -1 })],
    ['a negative VAT rate', lp({ vatRateBasisPoints: -1 })],
    ['an impossible day', lp({ soldOn: '2026-02-30' })],
  ])('refuses %s (a broken invariant)', (_name, line) => {
    expect(() => orderIncomeLines(line, [], everyDay)).toThrow(RangeError);
  });
});

describe('box income = boxes dispatched x a fixed amount per box', () => {
  it('pays 12 boxes at 4.00 EUR 48.00, no VAT, no fee', () => {
    const line = boxIncomeLine({
      reference: 'BOX-2026-03',
      label: 'March box',
      dispatchedOn: '2026-03-25',
      boxCount: 12,
      amountPerBoxMinor: 400,
    });
    expect(line).toMatchObject({ kind: 'box', quantity: 12, amountMinor: 4800, grossEurMinor: 4800, feeEurMinor: 0 });
  });
});

describe('retail income = distributor sales - returns - fees, converted to EUR', () => {
  it.each([
    {
      // 1,000.00 - 50.00 returns - 150.00 fees = 800.00 EUR.
      name: 'a EUR report',
      sale: { currency: 'EUR' as const, salesMinor: 100_000, returnsMinor: 5_000, feesMinor: 15_000 },
      expected: { grossEurMinor: 100_000, deductionsEurMinor: 20_000, amountMinor: 80_000 },
    },
    {
      // £200.00 - £20.00 fees at 0.87 GBP per EUR: 200 / 0.87 = 229.885 -> 229.89; 180 / 0.87 = 206.8966
      // -> 206.90 EUR; deductions = 229.89 - 206.90 = 22.99.
      name: 'a GBP report at 0.87',
      sale: { currency: 'GBP' as const, eurRatePpm: 870_000, salesMinor: 20_000, returnsMinor: 0, feesMinor: 2_000 },
      expected: { grossEurMinor: 22_989, deductionsEurMinor: 2_299, amountMinor: 20_690 },
    },
    {
      // Returns of last month's shipment exceed this month's sales: 100.00 - 300.00 - 10.00 = -210.00.
      name: 'returns above sales',
      sale: { currency: 'EUR' as const, salesMinor: 10_000, returnsMinor: 30_000, feesMinor: 1_000 },
      expected: { grossEurMinor: 10_000, deductionsEurMinor: 31_000, amountMinor: -21_000 },
    },
  ])('$name', ({ sale, expected }) => {
    const line = retailIncomeLine({ distributor: 'Bigwax', reportedOn: '2026-03-31', quantity: 40, ...sale });
    expect(line).toMatchObject({ kind: 'retail', vatEurMinor: 0, feeEurMinor: 0, ...expected });
  });
});
