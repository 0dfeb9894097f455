// Returns and refunds asked by a buyer at /refund (issue 18; the store's return and refund policy page):
// a change of mind within 14 days of delivery (the EU right of withdrawal), a damaged, faulty, wrong or
// missing item within the two-year legal guarantee. Staff approve (the buyer is told where to send it)
// or refuse with a reason, then mark it refunded once the money went back through the order's refund.
import type { ShopOrderStatus } from './steps.ts';

export const RETURN_REASONS = ['changed_mind', 'damaged', 'faulty', 'wrong_item', 'missing_item'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Days after delivery to change one's mind (EU Consumer Rights Directive, art. 9). */
export const WITHDRAWAL_DAYS = 14;

/** Days after delivery a non-conforming item may be reported (the two-year legal guarantee). */
export const GUARANTEE_DAYS = 730;

const DAY_MS = 86_400_000;

/** Parcels a return may be asked for: delivered, or sent (a missing or damaged parcel may never be marked delivered). */
export function isShopOrderReturnable(status: ShopOrderStatus): boolean {
  return status === 'delivered' || status === 'sent';
}

/**
 * The last instant a return of this reason may be asked for, counted from delivery (else from the day
 * the parcel left, when no delivery was recorded); null when the parcel has not left.
 */
export function returnDeadline(
  reason: ReturnReason,
  parcel: { deliveredAt: Date | null; sentAt: Date | null },
): Date | null {
  const from = parcel.deliveredAt ?? parcel.sentAt;
  if (!from) return null;
  const days = reason === 'changed_mind' ? WITHDRAWAL_DAYS : GUARANTEE_DAYS;
  return new Date(from.getTime() + days * DAY_MS);
}

/** Why a return cannot be asked now, or null when it can. */
export function returnRefusal(
  reason: ReturnReason,
  parcel: { status: ShopOrderStatus; deliveredAt: Date | null; sentAt: Date | null },
  now: Date,
): 'return_not_shipped' | 'return_window_closed' | null {
  if (!isShopOrderReturnable(parcel.status)) return 'return_not_shipped';
  const deadline = returnDeadline(reason, parcel);
  if (!deadline) return 'return_not_shipped';
  return now.getTime() > deadline.getTime() ? 'return_window_closed' : null;
}

/** The staff's next statuses from each status. */
const TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'refused'],
  approved: ['refunded', 'refused'],
  refused: [],
  refunded: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * Copies of each order line still free to return: bought, minus those in requests not refused.
 * `requested` holds the quantities of the open or settled requests by order line id.
 */
export function returnableQuantities(
  lines: readonly { orderItemId: number; quantity: number }[],
  requested: ReadonlyMap<number, number>,
): Map<number, number> {
  return new Map(
    lines.map((line) => [line.orderItemId, Math.max(0, line.quantity - (requested.get(line.orderItemId) ?? 0))]),
  );
}
