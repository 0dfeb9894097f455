// The review request (BUSINESS-RULES "Orders": 21 days after dispatch, or on delivery): a recurring
// job finds the shop orders whose request is due (packages/domain isReviewRequestDue), claims each one
// (shop_orders.review_requested_at, set once) and e-mails its buyer. Claimed before the e-mail: a crash
// in between loses one e-mail rather than sending two; several instances never send the same one.
import { isReviewRequestDue } from '@spindle/domain';
import type { JobHandler } from '../../jobs/index.ts';
import { claimReviewRequest, shopOrdersDueForReview } from '../checkout/index.ts';
import { sendReviewRequest, type BuyerEmailDeps } from './buyer-emails.ts';

/** Job type of the review requests. */
export const REVIEW_REQUESTS_JOB = 'fulfilment.review_requests';

/** Every 15 minutes: a parcel marked delivered is followed by its request within a quarter of an hour. */
export const REVIEW_REQUESTS_SCHEDULE = { type: REVIEW_REQUESTS_JOB, everyMinutes: 15 } as const;

const PAGE_SIZE = 100;

/** One pass: every due request is claimed and sent; the shop orders asked. */
export async function sendDueReviewRequests(deps: BuyerEmailDeps, now: Date, signal?: AbortSignal): Promise<number[]> {
  const asked: number[] = [];
  for (;;) {
    const page = await shopOrdersDueForReview(deps.db, now, PAGE_SIZE);
    let claimed = 0;
    for (const shopOrder of page) {
      if (signal?.aborted) return asked;
      if (!isReviewRequestDue({ ...shopOrder, reviewRequestedAt: null }, now)) continue;
      if (!(await claimReviewRequest(deps.db, shopOrder.shopOrderId, now))) continue;
      claimed += 1;
      try {
        if (await sendReviewRequest(deps, shopOrder)) asked.push(shopOrder.shopOrderId);
      } catch (err) {
        deps.logger.error({ err, shopOrderId: shopOrder.shopOrderId }, 'review request not sent');
      }
    }
    // Each page claims what it sends; a short page is the last one, and a page with nothing to claim
    // (another instance took it) would come back the same.
    if (page.length < PAGE_SIZE || claimed === 0) return asked;
  }
}

/** The job handler; `clock` for tests. */
export function createReviewRequestsHandler(deps: BuyerEmailDeps & { clock?: () => Date }): JobHandler {
  return async (_job, context) => {
    const asked = await sendDueReviewRequests(deps, deps.clock ? deps.clock() : new Date(), context.signal);
    if (asked.length) context.logger.info({ shopOrders: asked }, 'sent review requests');
  };
}
