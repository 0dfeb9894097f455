// An artist's statement for one month (BUSINESS-RULES "Artist statements"; docs/statements.md): opening
// balance, income lines, cost lines, payments made, closing balance. Pure: the server loads the facts of
// a project (orders, dispatches, distributor reports, costs, stock, payments) and this computes the lines.
// Every amount is integer EUR cents, each line rounded once (half up); totals are sums of the lines and
// closing = opening + income - costs - payments, exactly.
import { toSafeMinor } from './money.ts';
import { enteredCostLine, storageCostLines, STATEMENT_COST_CATEGORIES } from './statement-costs.ts';
import type { StatementCostInput, StatementCostLine, StatementStockInput } from './statement-costs.ts';
import type { StatementFeeRow } from './statement-fees.ts';
import { boxIncomeLine, orderIncomeLines, retailIncomeLine } from './statement-income.ts';
import type {
  StatementBoxDispatchInput,
  StatementIncomeKind,
  StatementIncomeLine,
  StatementOrderLineInput,
  StatementRetailSaleInput,
} from './statement-income.ts';
import { isDayInStatementPeriod, statementDay, statementPeriodOf, type StatementPeriod } from './statement-period.ts';
import { compareCodeUnits } from './compare.ts';

export * from './statement-period.ts';
export * from './statement-fees.ts';
export * from './statement-income.ts';
export * from './statement-costs.ts';

/** A payment made to the artist (EUR cents); it lowers what Spindle owes. */
export interface StatementPaymentInput {
  reference: string;
  paidOn: Date | string;
  amountMinor: number;
}

/** A payment as a statement line. */
export interface StatementPaymentLine {
  date: string;
  reference: string;
  amountMinor: number;
}

/**
 * Everything a month's statement needs. Lists may hold facts of other months: only those dated inside
 * the period are stated (an order line's sale and its refund are each stated in their own month).
 */
export interface StatementInput {
  /** 'YYYY-MM'. */
  period: string;
  /** Last month's closing balance, EUR cents (what Spindle owes the artist; negative: the artist owes). */
  openingBalanceMinor: number;
  /** The project's dated fee rows; empty: 25 % throughout. */
  feeSchedule?: readonly StatementFeeRow[];
  orderLines?: readonly StatementOrderLineInput[];
  boxDispatches?: readonly StatementBoxDispatchInput[];
  retailSales?: readonly StatementRetailSaleInput[];
  costs?: readonly StatementCostInput[];
  /** Units in storage at the end of the period; null or absent: no storage line. */
  stockAtPeriodEnd?: StatementStockInput | null;
  payments?: readonly StatementPaymentInput[];
}

/** A month's statement, EUR cents: closingBalanceMinor = opening + income - costs - payments. */
export interface Statement {
  period: StatementPeriod;
  currency: 'EUR';
  openingBalanceMinor: number;
  incomeLines: StatementIncomeLine[];
  costLines: StatementCostLine[];
  paymentLines: StatementPaymentLine[];
  incomeTotalMinor: number;
  costTotalMinor: number;
  paymentTotalMinor: number;
  closingBalanceMinor: number;
}

const INCOME_KIND_ORDER: readonly StatementIncomeKind[] = ['order', 'order_refund', 'box', 'retail'];

function sumAmounts(lines: readonly { amountMinor: number }[]): number {
  return toSafeMinor(lines.reduce((total, line) => total + BigInt(line.amountMinor), 0n));
}

function byDateThen<T extends { date: string }>(rank: (item: T) => number) {
  return (a: T, b: T): number => compareCodeUnits(a.date, b.date) || rank(a) - rank(b);
}

/** The statement of one month: the period's lines, their totals and the closing balance. */
export function computeStatement(input: StatementInput): Statement {
  const period = statementPeriodOf(input.period);
  if (!Number.isSafeInteger(input.openingBalanceMinor)) {
    throw new RangeError(`openingBalanceMinor must be a safe integer, got ${input.openingBalanceMinor}`);
  }
  const inPeriod = (day: string): boolean => isDayInStatementPeriod(day, period);
  const schedule = input.feeSchedule ?? [];

  const incomeLines = [
    ...(input.orderLines ?? []).flatMap((line) => orderIncomeLines(line, schedule, inPeriod)),
    ...(input.boxDispatches ?? []).map(boxIncomeLine).filter((line) => inPeriod(line.date)),
    ...(input.retailSales ?? []).map(retailIncomeLine).filter((line) => inPeriod(line.date)),
  ].sort(byDateThen((line) => INCOME_KIND_ORDER.indexOf(line.kind)));

  const costLines = [
    ...(input.costs ?? []).map(enteredCostLine).filter((line) => inPeriod(line.date)),
    ...(input.stockAtPeriodEnd ? storageCostLines(input.stockAtPeriodEnd, period) : []),
  ].sort(byDateThen((line) => STATEMENT_COST_CATEGORIES.indexOf(line.category)));

  const paymentLines = (input.payments ?? [])
    .map((payment): StatementPaymentLine => {
      if (!Number.isSafeInteger(payment.amountMinor)) {
        throw new RangeError(`payment amountMinor must be a safe integer, got ${payment.amountMinor}`);
      }
      return { date: statementDay(payment.paidOn), reference: payment.reference, amountMinor: payment.amountMinor };
    })
    .filter((line) => inPeriod(line.date))
    .sort(byDateThen(() => 0));

  const incomeTotalMinor = sumAmounts(incomeLines);
  const costTotalMinor = sumAmounts(costLines);
  const paymentTotalMinor = sumAmounts(paymentLines);
  const closingBalanceMinor = toSafeMinor(
    BigInt(input.openingBalanceMinor) + BigInt(incomeTotalMinor) - BigInt(costTotalMinor) - BigInt(paymentTotalMinor),
  );

  return {
    period,
    currency: 'EUR',
    openingBalanceMinor: input.openingBalanceMinor,
    incomeLines,
    costLines,
    paymentLines,
    incomeTotalMinor,
    costTotalMinor,
    paymentTotalMinor,
    closingBalanceMinor,
  };
}
