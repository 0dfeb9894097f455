// Fulfilment (issue 14, BUSINESS-RULES "Orders"): which shop orders wait to be shipped, the moves
// staff make along the shop-order flow (steps.ts holds the flow), which of them the buyer is told
// of by e-mail, when the review request is due, and the business week the dispatch page filters on.
import {
  BUSINESS_TIME_ZONE,
  dayOfWeekOf,
  formatLocalDate,
  instantOfLocalDateTime,
  localDateTimeOf,
  type LocalDate,
} from './zoned-time.ts';
import { SHOP_ORDER_STATUS_TRANSITIONS, type ShopOrderStatus } from './steps.ts';

/** Shop-order statuses of a paid order that is not sent yet: the dispatch page's work (and the staff home's count). */
export const SHOP_ORDER_STATUSES_TO_SHIP: readonly ShopOrderStatus[] = [
  'confirmed',
  'check_address',
  'launched',
  'in_production',
  'test_pressing_ok',
  'in_preparation',
];

/**
 * Statuses staff never set from the fulfilment side: `creating` is the checkout's, `canceled` and
 * `refunded` move money and belong to the orders side (cancellation and refunds).
 */
const NOT_FULFILMENT_TARGETS: readonly ShopOrderStatus[] = ['creating', 'canceled', 'refunded'];

/** The statuses staff may move a shop order to from `from` on the fulfilment side, in the flow's order. */
export function fulfilmentMovesFrom(from: ShopOrderStatus): ShopOrderStatus[] {
  return SHOP_ORDER_STATUS_TRANSITIONS[from].filter((to) => !NOT_FULFILMENT_TARGETS.includes(to));
}

/** Outcome of a requested fulfilment move: allowed, or why not. */
export type FulfilmentMove =
  | { ok: true; from: ShopOrderStatus; to: ShopOrderStatus }
  | { ok: false; code: 'shop_order_transition_not_allowed'; from: ShopOrderStatus; to: ShopOrderStatus };

/** Whether staff may move a shop order from one status to another on the fulfilment side. */
export function checkFulfilmentMove(from: ShopOrderStatus, to: ShopOrderStatus): FulfilmentMove {
  return fulfilmentMovesFrom(from).includes(to)
    ? { ok: true, from, to }
    : { ok: false, code: 'shop_order_transition_not_allowed', from, to };
}

/**
 * What recording a parcel does to a shop order in `status` (docs/admin.md "Fulfilment and dispatch"):
 * `move` walks the shortest path of fulfilment moves to sent (a stock item goes confirmed ->
 * in_preparation -> sent; a returned parcel leaves again); `keep` adds a parcel to one already sent
 * or delivered; `refuse` for an order that is not paid, or cancelled or refunded.
 */
export type ParcelEffect =
  | { kind: 'move'; path: ShopOrderStatus[] }
  | { kind: 'keep' }
  | { kind: 'refuse'; code: 'shop_order_transition_not_allowed' };

/** The effect of recording a parcel for a shop order in `status`. */
export function parcelEffectOn(status: ShopOrderStatus): ParcelEffect {
  if (status === 'sent' || status === 'delivered') return { kind: 'keep' };
  if (status === 'creating' || status === 'canceled' || status === 'refunded') {
    return { kind: 'refuse', code: 'shop_order_transition_not_allowed' };
  }
  // Breadth first over the moves: the first path found is a shortest one.
  const queue: ShopOrderStatus[][] = [[status]];
  const seen = new Set<ShopOrderStatus>([status]);
  for (let path = queue.shift(); path; path = queue.shift()) {
    const last = path[path.length - 1] ?? status;
    for (const next of fulfilmentMovesFrom(last)) {
      if (next === 'sent') return { kind: 'move', path: [...path.slice(1), 'sent'] };
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return { kind: 'refuse', code: 'shop_order_transition_not_allowed' };
}

/**
 * The statuses the buyer is e-mailed about. Pressing milestones (launched, in_production,
 * test_pressing_ok) matter to buyers who wait weeks for a record being pressed; check_address asks them
 * to act; in_preparation, sent (with the tracking link), delivered and returned follow the parcel.
 * `confirmed` has its own confirmation e-mail, and canceled or refunded their own on the orders side.
 */
export const BUYER_NOTIFIED_STATUSES: readonly ShopOrderStatus[] = [
  'check_address',
  'launched',
  'in_production',
  'test_pressing_ok',
  'in_preparation',
  'sent',
  'delivered',
  'returned',
];

/** Whether moving a shop order to `status` e-mails the buyer. */
export function notifiesBuyerOf(status: ShopOrderStatus): boolean {
  return BUYER_NOTIFIED_STATUSES.includes(status);
}

/** The review request goes out this many days after dispatch (BUSINESS-RULES "Orders"), or on delivery if earlier. */
export const REVIEW_REQUEST_DELAY_DAYS = 21;

/**
 * A review request whose due date is further back than this is not sent any more: a database filled
 * with orders of long ago (an import, a server down for weeks) does not flood old buyers.
 */
export const REVIEW_REQUEST_STALE_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Statuses whose buyer may be asked for a review: the parcel left and did not come back. The same
 * statuses let the buyer write one (packages/domain reviews.ts, docs/reviews.md).
 */
export const REVIEWABLE_STATUSES: readonly ShopOrderStatus[] = ['sent', 'delivered'];

/** Whether a shop order in this status may be reviewed by its buyer (sent or delivered). */
export function isShopOrderReviewable(status: ShopOrderStatus): boolean {
  return REVIEWABLE_STATUSES.includes(status);
}

/** When the review request of a shop order is due: 21 days after dispatch, or at delivery if earlier; null before dispatch. */
export function reviewRequestDueAt(shopOrder: { sentAt: Date | null; deliveredAt: Date | null }): Date | null {
  const afterDispatch = shopOrder.sentAt
    ? new Date(shopOrder.sentAt.getTime() + REVIEW_REQUEST_DELAY_DAYS * DAY_MS)
    : null;
  const candidates = [afterDispatch, shopOrder.deliveredAt].filter((date): date is Date => date !== null);
  if (candidates.length === 0) return null;
  return new Date(Math.min(...candidates.map((date) => date.getTime())));
}

/** Whether the review request of a shop order should go out now: due, not stale, never sent, and the parcel with its buyer. */
export function isReviewRequestDue(
  shopOrder: {
    status: ShopOrderStatus;
    sentAt: Date | null;
    deliveredAt: Date | null;
    reviewRequestedAt: Date | null;
  },
  now: Date,
): boolean {
  if (shopOrder.reviewRequestedAt !== null || !REVIEWABLE_STATUSES.includes(shopOrder.status)) return false;
  const due = reviewRequestDueAt(shopOrder);
  return due !== null && due <= now && now.getTime() - due.getTime() <= REVIEW_REQUEST_STALE_DAYS * DAY_MS;
}

/**
 * The bounds a query uses to find the shop orders whose review request may be due at `now` (then
 * checked one by one with isReviewRequestDue): sent by `sentBy` or delivered by `deliveredBy`, and
 * neither date so old that the request would be stale.
 */
export function reviewRequestBounds(now: Date): {
  sentBy: Date;
  deliveredBy: Date;
  sentAfter: Date;
  deliveredAfter: Date;
} {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    sentBy: at(REVIEW_REQUEST_DELAY_DAYS),
    deliveredBy: now,
    sentAfter: at(REVIEW_REQUEST_DELAY_DAYS + REVIEW_REQUEST_STALE_DAYS),
    deliveredAfter: at(REVIEW_REQUEST_STALE_DAYS),
  };
}

/** A span of business days, Paris calendar, both ends included ('YYYY-MM-DD'). */
export interface BusinessDays {
  from: string;
  to: string;
}

function addDays(day: LocalDate, days: number): LocalDate {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The business week (Monday to Sunday, Paris calendar) holding an instant: the dispatch page's "this week". */
export function businessWeekOf(instant: Date): BusinessDays {
  const local = localDateTimeOf(instant, BUSINESS_TIME_ZONE);
  // Monday is 1 in getUTCDay's numbering; Sunday (0) closes the week that began six days before.
  const sinceMonday = (dayOfWeekOf(local) + 6) % 7;
  const monday = addDays(local, -sinceMonday);
  return { from: formatLocalDate(monday), to: formatLocalDate(addDays(monday, 6)) };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A 'YYYY-MM-DD' day, or null when it is not a real calendar day. */
export function parseBusinessDay(text: string): LocalDate | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * The instants a span of business days covers: from the first day's midnight in Paris (inclusive)
 * to the midnight after the last day (exclusive). Either end may be open.
 */
export function instantsOfBusinessDays(days: { from?: LocalDate | null; to?: LocalDate | null }): {
  fromInclusive: Date | null;
  toExclusive: Date | null;
} {
  const midnight = (day: LocalDate) => instantOfLocalDateTime({ ...day, hour: 0, minute: 0 }, BUSINESS_TIME_ZONE);
  return {
    fromInclusive: days.from ? midnight(days.from) : null,
    toExclusive: days.to ? midnight(addDays(days.to, 1)) : null,
  };
}
