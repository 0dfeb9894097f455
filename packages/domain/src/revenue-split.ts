// Revenue splits (issue 16, docs/statements.md "Revenue splits"): a project's earnings shared between
// several payees (band members, the label, a producer) by shares in basis points summing to 10 000,
// with recoupment first: costs a payee advanced are paid back to that payee before the split applies.
// Pure and exact: integer EUR cents, no cent lost or created. Remainders go by the largest remainder
// method (below), so the parts of an amount always add up to it.

/** The shares of a split sum to exactly this many basis points (100 %). */
export const REVENUE_SPLIT_TOTAL_BASIS_POINTS = 10_000;

/** At most this many payees share a project. */
export const REVENUE_SPLIT_MAX_PAYEES = 20;

/** What a payee is to the project (shown next to their name; it changes nothing in the sums). */
export const REVENUE_SPLIT_ROLES = ['artist', 'band_member', 'label', 'producer', 'other'] as const;
export type RevenueSplitRole = (typeof REVENUE_SPLIT_ROLES)[number];

/** Why a split is refused: the API answers these codes (400). */
export const REVENUE_SPLIT_ERRORS = [
  'revenue_split_empty',
  'revenue_split_share_invalid',
  'revenue_split_payee_duplicate',
  'revenue_split_total_invalid',
  'revenue_split_too_many_payees',
] as const;
export type RevenueSplitError = (typeof REVENUE_SPLIT_ERRORS)[number];

/** One payee's share: a user of the site and their basis points (2 500 = 25 %). */
export interface RevenueSplitShare {
  payeeId: number;
  basisPoints: number;
}

/**
 * The first reason a split is refused, or null when it is valid: at least one payee, each share an
 * integer from 1 to 10 000 basis points, no payee twice, at most 20 payees, and a total of exactly 10 000.
 */
export function revenueSplitError(shares: readonly RevenueSplitShare[]): RevenueSplitError | null {
  if (shares.length === 0) return 'revenue_split_empty';
  if (shares.length > REVENUE_SPLIT_MAX_PAYEES) return 'revenue_split_too_many_payees';
  for (const share of shares) {
    const bp = share.basisPoints;
    if (!Number.isSafeInteger(bp) || bp < 1 || bp > REVENUE_SPLIT_TOTAL_BASIS_POINTS) {
      return 'revenue_split_share_invalid';
    }
  }
  if (new Set(shares.map((share) => share.payeeId)).size !== shares.length) return 'revenue_split_payee_duplicate';
  const total = shares.reduce((sum, share) => sum + share.basisPoints, 0);
  return total === REVENUE_SPLIT_TOTAL_BASIS_POINTS ? null : 'revenue_split_total_invalid';
}

/**
 * Splits `amountMinor` in proportion to `weights` (non-negative integers, not all 0), exactly: each part
 * is first the floor of its exact share; the cents left over (fewer than the number of parts) go one each
 * to the parts with the largest remainders, a tie going to the larger weight, then to the earlier part.
 * A negative amount is split as its opposite, then negated, so a loss is shared like a gain.
 * The parts always sum to `amountMinor`; each differs from its exact share by less than one cent.
 */
export function allocateByWeights(amountMinor: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`amountMinor must be a safe integer, got ${amountMinor}`);
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError('weights must be non-negative safe integers');
  }
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) throw new RangeError('weights must not all be 0');
  const sign = amountMinor < 0 ? -1n : 1n;
  const amount = BigInt(amountMinor) * sign;
  const parts = weights.map((weight, index) => {
    const exact = amount * BigInt(weight);
    return { index, weight, floor: exact / total, remainder: exact % total };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.floor, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? b.weight - a.weight || a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0n) break;
    part.floor += 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(part.floor * sign) + 0);
}

/** What a payee has advanced and not yet been paid back, EUR cents (>= 0). */
export interface PayeeOutstanding {
  payeeId: number;
  outstandingMinor: number;
}

/** One payee's part of a month: paid back first (recouped), then their share of the rest. */
export interface PayeeAllocation {
  payeeId: number;
  /** Of the month's earnings, what pays back this payee's advances (>= 0). */
  recoupedMinor: number;
  /** Their share of what is left after recoupment (negative in a month that lost money). */
  shareMinor: number;
  totalMinor: number;
  /** Advances still to pay back after this month. */
  outstandingAfterMinor: number;
}

/**
 * A month's earnings (income - costs of the project's statement, EUR cents) shared out: recoupment
 * first, only from positive earnings and never beyond what is outstanding: the amount recouped,
 * min(earnings, total outstanding), is shared between the advancing payees in proportion to what each is
 * owed (allocateByWeights); the rest is split by the shares. Payees ordered by id; totals sum to the
 * earnings exactly.
 */
export function splitMonthEarnings(input: {
  earningsMinor: number;
  shares: readonly RevenueSplitShare[];
  outstanding?: readonly PayeeOutstanding[];
}): PayeeAllocation[] {
  const error = revenueSplitError(input.shares);
  if (error) throw new RangeError(error);
  const outstanding = new Map<number, number>();
  for (const entry of input.outstanding ?? []) {
    if (!Number.isSafeInteger(entry.outstandingMinor) || entry.outstandingMinor < 0) {
      throw new RangeError(`outstandingMinor must be a non-negative safe integer, got ${entry.outstandingMinor}`);
    }
    outstanding.set(entry.payeeId, (outstanding.get(entry.payeeId) ?? 0) + entry.outstandingMinor);
  }
  const payees = [...new Set([...input.shares.map((share) => share.payeeId), ...outstanding.keys()])].sort(
    (a, b) => a - b,
  );
  const owed = payees.map((payee) => outstanding.get(payee) ?? 0);
  const totalOwed = owed.reduce((sum, amount) => sum + amount, 0);
  const recoupable = Math.max(0, Math.min(input.earningsMinor, totalOwed));
  const recouped = recoupable > 0 ? allocateByWeights(recoupable, owed) : owed.map(() => 0);
  const basisPoints = payees.map((payee) => input.shares.find((share) => share.payeeId === payee)?.basisPoints ?? 0);
  const shared = allocateByWeights(input.earningsMinor - recoupable, basisPoints);
  return payees.map((payeeId, index) => {
    const recoupedMinor = recouped[index] ?? 0;
    const shareMinor = shared[index] ?? 0;
    return {
      payeeId,
      recoupedMinor,
      shareMinor,
      totalMinor: recoupedMinor + shareMinor,
      outstandingAfterMinor: (owed[index] ?? 0) - recoupedMinor,
    };
  });
}
