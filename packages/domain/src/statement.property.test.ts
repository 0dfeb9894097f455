import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from './money.ts';
import {
  computeStatement,
  orderIncomeLines,
  type StatementFeeRow,
  type StatementInput,
  type StatementOrderLineInput,
} from './statement.ts';

const currencies: CurrencyCode[] = ['EUR', 'USD', 'GBP', 'JPY', 'KRW', 'CNY'];

const marchDay = fc.integer({ min: 1, max: 31 }).map((day) => `2026-03-${String(day).padStart(2, '0')}`);

const orderLine: fc.Arbitrary<StatementOrderLineInput> = fc
  .record({
    quantity: fc.integer({ min: 0, max: 50 }),
    unitPriceMinor: fc.integer({ min: 0, max: 5_000_000 }),
    currency: fc.constantFrom(...currencies),
    // Real rates run from about 0.85 (GBP) to about 1,700 (KRW) units per EUR; 0.01 keeps every amount a safe
    // integer (money.ts refuses anything larger rather than lose precision).
    eurRatePpm: fc.integer({ min: 10_000, max: 2_000_000_000 }),
    vatRateBasisPoints: fc.integer({ min: 0, max: 2700 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    soldOn: marchDay,
  })
  .map(({ discountShare, ...line }) => ({
    ...line,
    orderId: 'ORD',
    label: 'LP',
    // Any discount from 0 to the whole line.
    artistDiscountMinor: Math.floor(line.quantity * line.unitPriceMinor * discountShare),
  }));

const feeSchedule: fc.Arbitrary<StatementFeeRow[]> = fc.array(
  fc.oneof(
    fc.record({
      effectiveFrom: marchDay,
      kind: fc.constant('percent' as const),
      feeBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    }),
    fc.record({
      effectiveFrom: marchDay,
      kind: fc.constant('fixed_per_unit' as const),
      incomePerUnitMinor: fc.integer({ min: 0, max: 10_000 }),
    }),
  ),
  { maxLength: 3 },
);

const everyDay = (): boolean => true;

describe('order line income (property)', () => {
  it('is never negative for non-negative inputs, and its parts sum to the gross', () => {
    fc.assert(
      fc.property(orderLine, feeSchedule, (line, schedule) => {
        const [sale] = orderIncomeLines(line, schedule, everyDay);
        expect(sale).toBeDefined();
        if (!sale) return;
        expect(sale.amountMinor).toBeGreaterThanOrEqual(0);
        expect(sale.vatEurMinor).toBeGreaterThanOrEqual(0);
        expect(sale.deductionsEurMinor).toBeGreaterThanOrEqual(0);
        if (sale.feeBasisPoints !== null) {
          expect(sale.feeEurMinor).toBeGreaterThanOrEqual(0);
          expect(sale.amountMinor).toBeLessThanOrEqual(sale.grossEurMinor);
        }
        expect(sale.grossEurMinor - sale.deductionsEurMinor - sale.vatEurMinor - sale.feeEurMinor).toBe(
          sale.amountMinor,
        );
      }),
    );
  });

  it('is cancelled exactly by its refund', () => {
    fc.assert(
      fc.property(orderLine, feeSchedule, (line, schedule) => {
        const lines = orderIncomeLines({ ...line, refundedOn: '2026-04-10' }, schedule, everyDay);
        expect(lines).toHaveLength(2);
        expect(lines.reduce((sum, l) => sum + l.amountMinor, 0)).toBe(0);
      }),
    );
  });
});

const amount = fc.integer({ min: 0, max: 10_000_000 });

const statementInput: fc.Arbitrary<StatementInput> = fc.record({
  period: fc.constant('2026-03'),
  openingBalanceMinor: fc.integer({ min: -10_000_000, max: 10_000_000 }),
  feeSchedule,
  orderLines: fc.array(orderLine, { maxLength: 8 }),
  boxDispatches: fc.array(
    fc.record({
      reference: fc.constant('BOX'),
      label: fc.constant('Box'),
      dispatchedOn: marchDay,
      boxCount: fc.integer({ min: 0, max: 500 }),
      amountPerBoxMinor: fc.integer({ min: 0, max: 2_000 }),
    }),
    { maxLength: 3 },
  ),
  retailSales: fc.array(
    fc
      .record({ salesMinor: amount, returnsShare: fc.double({ min: 0, max: 1, noNaN: true }), reportedOn: marchDay })
      .map(({ salesMinor, returnsShare, reportedOn }) => {
        // Non-negative income: returns + fees never above the sales.
        const deductions = Math.floor(salesMinor * returnsShare);
        const returnsMinor = Math.floor(deductions / 2);
        return {
          distributor: 'Bigwax',
          reportedOn,
          quantity: 1,
          salesMinor,
          returnsMinor,
          feesMinor: deductions - returnsMinor,
          currency: 'EUR' as const,
        };
      }),
    { maxLength: 3 },
  ),
  costs: fc.array(
    fc.record({
      category: fc.constantFrom('production', 'mastering', 'marketing', 'logistics', 'distribution'),
      reference: fc.constant('C'),
      label: fc.constant('Cost'),
      incurredOn: marchDay,
      amountMinor: amount,
    }),
    { maxLength: 5 },
  ),
  stockAtPeriodEnd: fc.record({ vinylUnits: fc.nat(5_000), otherUnits: fc.nat(5_000) }),
  payments: fc.array(fc.record({ reference: fc.constant('P'), paidOn: marchDay, amountMinor: amount }), {
    maxLength: 3,
  }),
});

describe('computeStatement (property)', () => {
  it('closes at opening + income - costs - payments, each total the sum of its lines', () => {
    fc.assert(
      fc.property(statementInput, (input) => {
        const statement = computeStatement(input);
        const sum = (lines: { amountMinor: number }[]) => lines.reduce((total, l) => total + l.amountMinor, 0);
        expect(statement.incomeTotalMinor).toBe(sum(statement.incomeLines));
        expect(statement.costTotalMinor).toBe(sum(statement.costLines));
        expect(statement.paymentTotalMinor).toBe(sum(statement.paymentLines));
        expect(statement.closingBalanceMinor).toBe(
          input.openingBalanceMinor +
            statement.incomeTotalMinor -
            statement.costTotalMinor -
            statement.paymentTotalMinor,
        );
        for (const line of statement.incomeLines) expect(line.amountMinor).toBeGreaterThanOrEqual(0);
        for (const line of statement.incomeLines) expect(Number.isSafeInteger(line.amountMinor)).toBe(true);
      }),
    );
  });
});
