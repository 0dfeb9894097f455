// Income lines of an artist statement (BUSINESS-RULES "Artist statements"), in EUR cents:
//   order line: (price x qty - artist-funded discount) x rate to EUR / (1 + VAT) x (1 - fee %),
//               or qty x a fixed amount per unit when the fee schedule says so;
//   box:        boxes dispatched x a fixed amount per box;
//   retail:     a distributor's sales - returns - its fees, converted to EUR.
// Each line's income is rounded ONCE, half up, from the exact fraction (BigInt, no float). Its parts
// (discount, VAT, fee) are rounded alongside and the fee is the remainder, so that
// grossEur - deductionsEur - vatEur - feeEur = income exactly, on every line.
import { CURRENCY_EXPONENT, divideRounded, isCurrencyCode, toSafeMinor, type CurrencyCode } from './money.ts';
import { feeTermOn, type StatementFeeRow, type StatementFeeTerm } from './statement-fees.ts';
import { statementDay } from './statement-period.ts';

/** One order line sold on the project, as the order recorded it. */
export interface StatementOrderLineInput {
  orderId: string;
  /** What was sold ('LP — Black 180 g'). */
  label: string;
  /** Day or instant of the sale: picks the period and the fee schedule row. */
  soldOn: Date | string;
  /** Day or instant of a refund: the line is reversed in that period, with the fee of the sale day. */
  refundedOn?: Date | string | null;
  quantity: number;
  /** VAT-inclusive unit price charged, in `currency`'s minor units. */
  unitPriceMinor: number;
  currency: CurrencyCode;
  /** The artist-funded share of the promo discount on this line (0 when the platform funds it), in `currency`. */
  artistDiscountMinor: number;
  /** VAT rate applied to the order line (0 for exports and reverse charge). */
  vatRateBasisPoints: number;
  /** Units of `currency` per 1 EUR in millionths on the sale day (USD 1.17 = 1_170_000); not needed for EUR. */
  eurRatePpm?: number;
}

/** Boxes (vinyl box subscription) dispatched with the project's record: a fixed amount per box. */
export interface StatementBoxDispatchInput {
  reference: string;
  label: string;
  dispatchedOn: Date | string;
  boxCount: number;
  /** The artist's income per box, EUR cents. */
  amountPerBoxMinor: number;
}

/** A distributor's report of retail sales: sales, returns and its fees, in the report's currency. */
export interface StatementRetailSaleInput {
  distributor: string;
  reportedOn: Date | string;
  /** Units sold (information only). */
  quantity: number;
  salesMinor: number;
  returnsMinor: number;
  feesMinor: number;
  currency: CurrencyCode;
  /** Units of `currency` per 1 EUR in millionths on the report day; not needed for EUR. */
  eurRatePpm?: number;
}

/** What an income line comes from; a refund reverses an order line. */
export type StatementIncomeKind = 'order' | 'order_refund' | 'box' | 'retail';

/**
 * One income line. Original-currency amounts show what happened; EUR amounts show how it became income:
 * grossEurMinor - deductionsEurMinor - vatEurMinor - feeEurMinor = amountMinor.
 */
export interface StatementIncomeLine {
  kind: StatementIncomeKind;
  /** Paris day the line counts on. */
  date: string;
  reference: string;
  label: string;
  quantity: number;
  currency: CurrencyCode;
  eurRatePpm: number;
  /** price x qty (orders), boxes x amount (boxes), sales (retail), in `currency`. */
  salesMinor: number;
  /** Artist-funded discount (orders), returns + distributor fees (retail), in `currency`. */
  deductionsMinor: number;
  grossEurMinor: number;
  deductionsEurMinor: number;
  vatEurMinor: number;
  feeEurMinor: number;
  /** The artist's income, EUR cents (negative for a refund). */
  amountMinor: number;
  vatRateBasisPoints: number;
  /** The fee percentage applied, null when a fixed amount per unit replaced it or there is no fee. */
  feeBasisPoints: number | null;
  /** The fixed EUR income per unit applied, null otherwise. */
  fixedPerUnitMinor: number | null;
}

const EUR_PPM = 1_000_000;
const BP = 10_000n;

function assertInteger(name: string, value: number, { min }: { min?: number } = {}): void {
  if (!Number.isSafeInteger(value) || (min !== undefined && value < min)) {
    throw new RangeError(
      `${name} must be ${min === undefined ? 'a safe integer' : `an integer >= ${min}`}, got ${value}`,
    );
  }
}

function rateOf(currency: CurrencyCode, eurRatePpm: number | undefined): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`unknown currency ${String(currency)}`);
  if (currency === 'EUR') return EUR_PPM;
  if (eurRatePpm === undefined || !Number.isSafeInteger(eurRatePpm) || eurRatePpm <= 0) {
    throw new RangeError(`a sale in ${currency} needs a positive eurRatePpm, got ${String(eurRatePpm)}`);
  }
  return eurRatePpm;
}

// EUR cents of `amountMinor` of a currency: amount x 10^8 / (ppm x 10^exponent), kept as a fraction.
function toEurFraction(amountMinor: number, currency: CurrencyCode, ratePpm: number) {
  return {
    numerator: BigInt(amountMinor) * 100_000_000n,
    denominator: BigInt(ratePpm) * 10n ** BigInt(CURRENCY_EXPONENT[currency]),
  };
}

const round = (numerator: bigint, denominator: bigint): number =>
  toSafeMinor(divideRounded(numerator, denominator, 'half_up'));

const negate = (value: number): number => (value === 0 ? 0 : -value);

/** The income of one order line on its sale (positive); a refund is the same line negated. */
function orderSaleLine(line: StatementOrderLineInput, term: StatementFeeTerm): StatementIncomeLine {
  assertInteger('quantity', line.quantity, { min: 0 });
  assertInteger('unitPriceMinor', line.unitPriceMinor, { min: 0 });
  assertInteger('artistDiscountMinor', line.artistDiscountMinor, { min: 0 });
  assertInteger('vatRateBasisPoints', line.vatRateBasisPoints, { min: 0 });
  const ratePpm = rateOf(line.currency, line.eurRatePpm);
  const salesMinor = toSafeMinor(BigInt(line.unitPriceMinor) * BigInt(line.quantity));
  if (line.artistDiscountMinor > salesMinor) {
    throw new RangeError(
      `order ${line.orderId}: the artist discount exceeds the line (${line.artistDiscountMinor} > ${salesMinor})`,
    );
  }
  const sales = toEurFraction(salesMinor, line.currency, ratePpm);
  const paid = toEurFraction(salesMinor - line.artistDiscountMinor, line.currency, ratePpm);
  const vatDivisor = BP + BigInt(line.vatRateBasisPoints);

  const grossEurMinor = round(sales.numerator, sales.denominator);
  const paidEurMinor = round(paid.numerator, paid.denominator);
  const netEurMinor = round(paid.numerator * BP, paid.denominator * vatDivisor);
  const amountMinor =
    term.kind === 'percent'
      ? round(paid.numerator * (BP - BigInt(term.feeBasisPoints)), paid.denominator * vatDivisor)
      : toSafeMinor(BigInt(term.incomePerUnitMinor) * BigInt(line.quantity));

  return {
    kind: 'order',
    date: statementDay(line.soldOn),
    reference: line.orderId,
    label: line.label,
    quantity: line.quantity,
    currency: line.currency,
    eurRatePpm: ratePpm,
    salesMinor,
    deductionsMinor: line.artistDiscountMinor,
    grossEurMinor,
    deductionsEurMinor: grossEurMinor - paidEurMinor,
    vatEurMinor: paidEurMinor - netEurMinor,
    // The remainder, so the parts sum; negative only if a fixed amount per unit exceeds the net price.
    feeEurMinor: netEurMinor - amountMinor,
    amountMinor,
    vatRateBasisPoints: line.vatRateBasisPoints,
    feeBasisPoints: term.kind === 'percent' ? term.feeBasisPoints : null,
    fixedPerUnitMinor: term.kind === 'fixed_per_unit' ? term.incomePerUnitMinor : null,
  };
}

/**
 * The income lines of one order line that fall on the given days: the sale when `includeDay(soldOn)`,
 * a reversal (every amount negated, the sale day's fee terms) when `includeDay(refundedOn)`.
 */
export function orderIncomeLines(
  line: StatementOrderLineInput,
  schedule: readonly StatementFeeRow[],
  includeDay: (day: string) => boolean,
): StatementIncomeLine[] {
  const sale = orderSaleLine(line, feeTermOn(schedule, line.soldOn));
  const lines: StatementIncomeLine[] = [];
  if (includeDay(sale.date)) lines.push(sale);
  if (line.refundedOn != null) {
    const refundDay = statementDay(line.refundedOn);
    if (includeDay(refundDay)) {
      lines.push({
        ...sale,
        kind: 'order_refund',
        date: refundDay,
        quantity: negate(sale.quantity),
        salesMinor: negate(sale.salesMinor),
        deductionsMinor: negate(sale.deductionsMinor),
        grossEurMinor: negate(sale.grossEurMinor),
        deductionsEurMinor: negate(sale.deductionsEurMinor),
        vatEurMinor: negate(sale.vatEurMinor),
        feeEurMinor: negate(sale.feeEurMinor),
        amountMinor: negate(sale.amountMinor),
      });
    }
  }
  return lines;
}

/** The income line of a box dispatch: boxes x the fixed amount per box, no VAT, no fee. */
export function boxIncomeLine(dispatch: StatementBoxDispatchInput): StatementIncomeLine {
  assertInteger('boxCount', dispatch.boxCount, { min: 0 });
  assertInteger('amountPerBoxMinor', dispatch.amountPerBoxMinor, { min: 0 });
  const amountMinor = toSafeMinor(BigInt(dispatch.boxCount) * BigInt(dispatch.amountPerBoxMinor));
  return {
    kind: 'box',
    date: statementDay(dispatch.dispatchedOn),
    reference: dispatch.reference,
    label: dispatch.label,
    quantity: dispatch.boxCount,
    currency: 'EUR',
    eurRatePpm: EUR_PPM,
    salesMinor: amountMinor,
    deductionsMinor: 0,
    grossEurMinor: amountMinor,
    deductionsEurMinor: 0,
    vatEurMinor: 0,
    feeEurMinor: 0,
    amountMinor,
    vatRateBasisPoints: 0,
    feeBasisPoints: null,
    fixedPerUnitMinor: dispatch.amountPerBoxMinor,
  };
}

/**
 * The income line of a distributor's report: (sales - returns - fees) converted to EUR, rounded once.
 * Distributors report net of VAT, so no VAT is worked back. Returns above sales give a negative line.
 */
export function retailIncomeLine(sale: StatementRetailSaleInput): StatementIncomeLine {
  assertInteger('quantity', sale.quantity);
  assertInteger('salesMinor', sale.salesMinor, { min: 0 });
  assertInteger('returnsMinor', sale.returnsMinor, { min: 0 });
  assertInteger('feesMinor', sale.feesMinor, { min: 0 });
  const ratePpm = rateOf(sale.currency, sale.eurRatePpm);
  const deductionsMinor = toSafeMinor(BigInt(sale.returnsMinor) + BigInt(sale.feesMinor));
  const gross = toEurFraction(sale.salesMinor, sale.currency, ratePpm);
  const net = toEurFraction(sale.salesMinor - deductionsMinor, sale.currency, ratePpm);
  const grossEurMinor = round(gross.numerator, gross.denominator);
  const amountMinor = round(net.numerator, net.denominator);
  return {
    kind: 'retail',
    date: statementDay(sale.reportedOn),
    reference: sale.distributor,
    label: sale.distributor,
    quantity: sale.quantity,
    currency: sale.currency,
    eurRatePpm: ratePpm,
    salesMinor: sale.salesMinor,
    deductionsMinor,
    grossEurMinor,
    deductionsEurMinor: grossEurMinor - amountMinor,
    vatEurMinor: 0,
    feeEurMinor: 0,
    amountMinor,
    vatRateBasisPoints: 0,
    feeBasisPoints: null,
    fixedPerUnitMinor: null,
  };
}
