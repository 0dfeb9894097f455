// The staff's rules for artists, labels, shops and the loyalty pass (docs/admin.md "Artists, labels and
// shops", "Pass and challenge"): what a merge may join and how the followers of both end up, what a
// seller's links may be, when a shop shows the 'Powered by' link, and how far staff may move points.

/** Most links an artist or label page lists. */
export const SELLER_LINKS_MAX = 8;

/** Why a merge is refused: an artist or label merged into itself. */
export type SellerMergeProblem = 'merge_same_seller';

/** Whether the duplicate may be merged into the kept one (both must exist: the caller says not_found). */
export function sellerMergeProblemOf(duplicateId: number, keptId: number): SellerMergeProblem | null {
  return duplicateId === keptId ? 'merge_same_seller' : null;
}

/**
 * The follows of a merge: the duplicate's followers who do not follow the kept one yet move to it
 * (`move`); those who already follow both keep their one follow of the kept one (`drop`: the
 * duplicate's follow goes away with it). Nobody follows the kept one twice, nobody loses the follow.
 */
export function followsAfterMerge(
  duplicateFollowerIds: readonly number[],
  keptFollowerIds: readonly number[],
): { move: number[]; drop: number[] } {
  const kept = new Set(keptFollowerIds);
  const move: number[] = [];
  const drop: number[] = [];
  for (const id of new Set(duplicateFollowerIds)) (kept.has(id) ? drop : move).push(id);
  return { move, drop };
}

/**
 * A project's artist name after its artist is merged: the kept artist's name where the project showed
 * the duplicate's name as it was written, else the project's own (a "feat." or a band line stays).
 */
export function artistNameAfterMerge(projectArtistName: string, duplicateName: string, keptName: string): string {
  return projectArtistName.trim() === duplicateName.trim() ? keptName : projectArtistName;
}

/** A seller's link as stored: an http(s) URL, trimmed; null when it is not one. */
export function sellerLinkOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 500) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether a shop page's footer shows 'Powered by Spindle': only white-label shops have that footer. */
export function showsPoweredByLink(shop: { whiteLabel: boolean; poweredByLink: boolean }): boolean {
  return shop.whiteLabel && shop.poweredByLink;
}

/** Why points moved: earned by a purchase, a box, a sponsored friend, a review, given or taken by staff, spent. */
export const POINT_REASONS = ['purchase', 'box', 'sponsor', 'review', 'admin', 'spent'] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** Most points one staff adjustment may give or take. */
export const POINTS_ADJUSTMENT_MAX = 100_000;

/** Why a points adjustment is refused. */
export type PointsAdjustmentProblem = 'points_invalid' | 'points_balance_negative';

/**
 * Whether staff may add `delta` points (negative: take them) to a balance: a whole non-zero number
 * within the bound, and never leaving the balance below zero (points already spent stay spent).
 */
export function pointsAdjustmentProblemOf(balance: number, delta: number): PointsAdjustmentProblem | null {
  if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > POINTS_ADJUSTMENT_MAX) return 'points_invalid';
  return balance + delta < 0 ? 'points_balance_negative' : null;
}
