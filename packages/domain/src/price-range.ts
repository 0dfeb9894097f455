// The shop's price filter (spec section 2): a range typed in the display currency, turned back into
// the stored EUR prices (BUSINESS-RULES: prices are stored in EUR) whose display price falls inside it.

/** Highest price a project can store: projects.price_eur_minor is a 32-bit integer. */
export const MAX_STORED_EUR_MINOR = 2_147_483_647;

/** Bounds of stored EUR prices in minor units, both included; null means unbounded on that side. */
export interface EurPriceBounds {
  minEurMinor: number | null;
  maxEurMinor: number | null;
}

/** The smallest EUR price in [0, MAX_STORED_EUR_MINOR] shown at `displayMinor` or more, or null when none is. */
function smallestEurShownAtLeast(displayMinor: number, toDisplayMinor: (eurMinor: number) => number): number | null {
  if (toDisplayMinor(MAX_STORED_EUR_MINOR) < displayMinor) return null;
  let low = 0;
  let high = MAX_STORED_EUR_MINOR;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (toDisplayMinor(middle) >= displayMinor) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The stored EUR prices whose display price lies in [minMinor, maxMinor] (display minor units, either
 * bound optional), for a conversion that never decreases (convertPrice is monotonic; charm rounding
 * makes it a step function, so it is inverted by search rather than by dividing by the rate).
 * Null when no stored price can show inside the range.
 */
export function eurBoundsOfDisplayRange(
  range: { minMinor?: number | null; maxMinor?: number | null },
  toDisplayMinor: (eurMinor: number) => number,
): EurPriceBounds | null {
  const { minMinor = null, maxMinor = null } = range;
  if (minMinor !== null && maxMinor !== null && minMinor > maxMinor) return null;
  let minEurMinor: number | null = null;
  if (minMinor !== null && minMinor > 0) {
    minEurMinor = smallestEurShownAtLeast(minMinor, toDisplayMinor);
    if (minEurMinor === null) return null;
  }
  let maxEurMinor: number | null = null;
  if (maxMinor !== null) {
    const firstAbove = smallestEurShownAtLeast(maxMinor + 1, toDisplayMinor);
    if (firstAbove === 0) return null;
    maxEurMinor = firstAbove === null ? null : firstAbove - 1;
  }
  if (minEurMinor !== null && maxEurMinor !== null && minEurMinor > maxEurMinor) return null;
  return { minEurMinor, maxEurMinor };
}
