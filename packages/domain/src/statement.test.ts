import { describe, expect, it } from 'vitest';
import { computeStatement, storageCostLines, statementPeriodOf, type StatementInput } from './statement.ts';

// The worked example of docs/statements.md: March 2026 for one project, the fee dropping to 20 % on 15 March.
const march: StatementInput = {
  period: '2026-03',
  openingBalanceMinor: 10_000, // 100.00 EUR carried from February
  feeSchedule: [{ effectiveFrom: '2026-03-15', kind: 'percent', feeBasisPoints: 2000 }],
  orderLines: [
    // 2 x 25.00 to DE (19 %), 25 %: 50 x 0.75 / 1.19 = 31.5126 -> 31.51
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
    // 2 x 25.00 to FR (20 %) with an artist-funded 5.00 promo: 45 x 0.75 / 1.2 = 28.125 -> 28.13
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
    // 20.00 to FR on 14 March, 25 %: 20 x 0.75 / 1.2 = 12.50
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
    // 20.00 to FR on 15 March, 20 %: 20 x 0.80 / 1.2 = 13.3333 -> 13.33
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
    // 30.00 USD at 1.17, no VAT, 20 %: 30 / 1.17 x 0.80 = 20.5128 -> 20.51
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
    // Sold in February (25 %: 25 x 0.75 / 1.2 = 15.625 -> 15.63), refunded on 5 March: -15.63
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
    // 00:30 on 1 April in Paris: April's statement, not March's
    {
      orderId: 'ORD-1010',
      label: 'LP',
      soldOn: new Date('2026-03-31T22:30:00Z'),
      quantity: 1,
      unitPriceMinor: 2500,
      currency: 'EUR',
      artistDiscountMinor: 0,
      vatRateBasisPoints: 2000,
    },
  ],
  // 12 boxes x 4.00 = 48.00
  boxDispatches: [
    { reference: 'BOX-2026-03', label: 'March box', dispatchedOn: '2026-03-25', boxCount: 12, amountPerBoxMinor: 400 },
  ],
  // 1,000.00 - 50.00 - 150.00 = 800.00
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
    {
      category: 'production',
      reference: 'P-1',
      label: 'Pressing, 300 copies',
      incurredOn: '2026-02-10',
      amountMinor: 250_000,
    },
  ],
  // 120 x 0.10 + 30 x 0.05 = 13.50
  stockAtPeriodEnd: { vinylUnits: 120, otherUnits: 30 },
  payments: [
    { reference: 'PAY-2026-02', paidOn: '2026-02-28', amountMinor: 40_000 },
    { reference: 'PAY-2026-03', paidOn: '2026-03-28', amountMinor: 5_000 },
  ],
};

describe('computeStatement (the worked example of docs/statements.md)', () => {
  const statement = computeStatement(march);

  it('states the lines of March only, in date order', () => {
    expect(statement.incomeLines.map((l) => [l.date, l.kind, l.reference, l.amountMinor])).toEqual([
      ['2026-03-03', 'order', 'ORD-1001', 3151],
      ['2026-03-05', 'order_refund', 'ORD-0990', -1563],
      ['2026-03-10', 'order', 'ORD-1002', 2813],
      ['2026-03-14', 'order', 'ORD-1003', 1250],
      ['2026-03-15', 'order', 'ORD-1004', 1333],
      ['2026-03-20', 'order', 'ORD-1005', 2051],
      ['2026-03-25', 'box', 'BOX-2026-03', 4800],
      ['2026-03-31', 'retail', 'Bigwax', 80_000],
    ]);
    expect(statement.costLines.map((l) => [l.date, l.category, l.amountMinor])).toEqual([
      ['2026-03-02', 'mastering', 6_000],
      ['2026-03-18', 'marketing', 15_000],
      ['2026-03-31', 'storage', 1_200],
      ['2026-03-31', 'storage', 150],
    ]);
    expect(statement.paymentLines).toEqual([{ date: '2026-03-28', reference: 'PAY-2026-03', amountMinor: 5_000 }]);
  });

  it('adds up: 100.00 + 938.35 - 223.50 - 50.00 = 764.85', () => {
    // Income 31.51 - 15.63 + 28.13 + 12.50 + 13.33 + 20.51 + 48.00 + 800.00 = 938.35.
    // Costs 60.00 + 150.00 + 12.00 + 1.50 = 223.50. Payments 50.00.
    expect(statement).toMatchObject({
      period: statementPeriodOf('2026-03'),
      currency: 'EUR',
      openingBalanceMinor: 10_000,
      incomeTotalMinor: 93_835,
      costTotalMinor: 22_350,
      paymentTotalMinor: 5_000,
      closingBalanceMinor: 76_485,
    });
  });

  it('has totals that are the sums of their lines', () => {
    const sum = (lines: { amountMinor: number }[]) => lines.reduce((total, l) => total + l.amountMinor, 0);
    expect(statement.incomeTotalMinor).toBe(sum(statement.incomeLines));
    expect(statement.costTotalMinor).toBe(sum(statement.costLines));
    expect(statement.paymentTotalMinor).toBe(sum(statement.paymentLines));
  });

  it('opens April with the lines left over and March closing balance', () => {
    const april = computeStatement({ ...march, period: '2026-04', openingBalanceMinor: statement.closingBalanceMinor });
    expect(april.incomeLines.map((l) => l.reference)).toEqual(['ORD-1010']);
    expect(april.openingBalanceMinor).toBe(76_485);
  });

  it('states an empty month as the opening balance carried over', () => {
    const empty = computeStatement({ period: '2026-05', openingBalanceMinor: -1_234 });
    expect(empty).toMatchObject({ incomeLines: [], costLines: [], paymentLines: [], closingBalanceMinor: -1_234 });
  });

  it('refuses a float opening balance', () => {
    expect(() => computeStatement({ period: '2026-05', openingBalanceMinor: 0.5 })).toThrow(RangeError);
  });
});

describe('storage: 0.10 EUR a vinyl, 0.05 EUR another format, per month, once the stock reaches 10', () => {
  const period = statementPeriodOf('2026-03');
  it.each([
    ['9 vinyls: free', { vinylUnits: 9, otherUnits: 0 }, []],
    ['10 vinyls: 1.00', { vinylUnits: 10, otherUnits: 0 }, [1_00]],
    ['5 vinyls + 5 CDs reach 10 together: 0.50 + 0.25', { vinylUnits: 5, otherUnits: 5 }, [50, 25]],
    ['40 tapes: 2.00', { vinylUnits: 0, otherUnits: 40 }, [2_00]],
    ['nothing left: free', { vinylUnits: 0, otherUnits: 0 }, []],
  ])('%s', (_name, stock, amounts) => {
    const lines = storageCostLines(stock, period);
    expect(lines.map((l) => l.amountMinor)).toEqual(amounts);
    for (const line of lines) expect(line.amountMinor).toBe(line.quantity * line.unitAmountMinor);
    for (const line of lines) expect(line.date).toBe('2026-03-31');
  });

  it('refuses a negative stock', () => {
    expect(() => storageCostLines({ vinylUnits: -1, otherUnits: 20 }, period)).toThrow(RangeError);
  });

  it('refuses a storage cost typed in by hand (it is computed)', () => {
    const costs = [{ category: 'storage', reference: 'S', label: 'x', incurredOn: '2026-03-01', amountMinor: 1 }];
    expect(() => computeStatement({ period: '2026-03', openingBalanceMinor: 0, costs } as StatementInput)).toThrow(
      RangeError,
    );
  });
});
