// What an artist earns by selling the records of a quote (BUSINESS-RULES "Pressing quote", totals).
import { divideRounded, percentOfMinor } from './money.ts';

/** Platform fee on the records sold. */
export const QUOTE_PLATFORM_FEE_BP = 2500;

/** What the artist earns by selling the records (BUSINESS-RULES: fee 25 % of sales; profit after VAT and fee). */
export interface QuoteSale {
  sellingPriceMinor: number;
  quantitySold: number;
  revenueMinor: number;
  platformFeeMinor: number;
  profitMinor: number;
  /** Copies to sell at this price to cover the total incl. VAT and the fee; null when a sale earns nothing. */
  breakEvenCopies: number | null;
}

const feeOn = (salesMinor: number) => percentOfMinor(salesMinor, QUOTE_PLATFORM_FEE_BP, 'half_up');

/** Sales figures of a quote: revenue, 25 % platform fee, profit = revenue - total incl. VAT - fee, break-even. */
export function quoteSale(totalInclVatMinor: number, sellingPriceMinor: number, quantitySold: number): QuoteSale {
  for (const [name, value] of Object.entries({ totalInclVatMinor, sellingPriceMinor, quantitySold })) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  const revenueMinor = sellingPriceMinor * quantitySold;
  const platformFeeMinor = feeOn(revenueMinor);
  const earned = (copies: number) => sellingPriceMinor * copies - feeOn(sellingPriceMinor * copies);
  let breakEvenCopies: number | null = null;
  if (earned(1) > 0) {
    // Start from the exact figure, then step over the fee's rounding to the smallest count that covers it.
    let copies = Number(
      divideRounded(
        BigInt(totalInclVatMinor) * 10_000n,
        BigInt(sellingPriceMinor) * BigInt(10_000 - QUOTE_PLATFORM_FEE_BP),
        'ceil',
      ),
    );
    copies = Math.max(0, copies);
    while (earned(copies) < totalInclVatMinor) copies += 1;
    while (copies > 0 && earned(copies - 1) >= totalInclVatMinor) copies -= 1;
    breakEvenCopies = copies;
  }
  return {
    sellingPriceMinor,
    quantitySold,
    revenueMinor,
    platformFeeMinor,
    profitMinor: revenueMinor - totalInclVatMinor - platformFeeMinor,
    breakEvenCopies,
  };
}
