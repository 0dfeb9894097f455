// Some orders of a buyer with each record's review (docs/reviews.md), found from their parcels: what
// /box-review shows of a box's monthly orders. The boxes module gets it at composition (a port), as
// reviews reads checkout, which reads boxes.
import type { ReviewableItem } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { orderForReview, orderIdsOfShopOrders } from '../checkout/index.ts';
import { itemsOfOrder } from './buyer-reviews.ts';
import { type CoverReader, missingProject, myReviewOf, reviewProjectsOf } from './review-dto.ts';
import { createReviewsRepo } from './reviews.repo.ts';

/** An order of the buyer with its records, each with whether its parcel left and its review. */
export interface ReviewableOrder {
  orderId: number;
  items: ReviewableItem[];
}

/**
 * The user's orders the shop orders belong to, by shop order id; another user's order (or none) is
 * left out.
 */
export async function reviewableOrdersOf(
  deps: { db: Db; covers: CoverReader },
  userId: number,
  shopOrderIds: readonly number[],
): Promise<Map<number, ReviewableOrder>> {
  const orderIds = await orderIdsOfShopOrders(deps.db, shopOrderIds);
  const orders = new Map<number, NonNullable<Awaited<ReturnType<typeof orderForReview>>>>();
  for (const orderId of new Set(orderIds.values())) {
    const order = await orderForReview(deps.db, orderId);
    if (order && order.userId === userId) orders.set(orderId, order);
  }
  const rows = (await createReviewsRepo(deps.db).ofUser(userId)).filter((row) => orders.has(row.orderId));
  const itemsByOrder = new Map([...orders].map(([orderId, order]) => [orderId, itemsOfOrder(order)]));
  const projects = await reviewProjectsOf(
    deps.db,
    deps.covers,
    [...itemsByOrder.values()].flat().map((item) => item.projectId),
  );
  const projectOf = (id: number) => projects.get(id) ?? missingProject(id);
  const answer = new Map<number, ReviewableOrder>();
  for (const [shopOrderId, orderId] of orderIds) {
    const items = itemsByOrder.get(orderId);
    if (!items) continue;
    answer.set(shopOrderId, {
      orderId,
      items: items.map((item) => {
        const row = rows.find((review) => review.orderId === orderId && review.projectId === item.projectId);
        return {
          project: projectOf(item.projectId),
          shop_order_id: item.shopOrderId,
          shipped: item.shipped,
          review: row ? myReviewOf(row, projectOf(row.projectId)) : null,
        };
      }),
    });
  }
  return answer;
}
