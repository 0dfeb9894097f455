// The buyer's side (docs/reviews.md): their reviews, an order's items with each one's review, and
// writing or changing a review of a project whose parcel left. Someone else's order answers 404.
import type {
  MyReviews,
  MyReviewsQuery,
  ProjectReviews,
  ReviewableItem,
  ReviewSave,
  ReviewSaved,
} from '@spindle/contracts';
import {
  averageRating,
  isSameReviewContent,
  isShopOrderReviewable,
  reviewerNameOf,
  reviewStatusAfterEdit,
} from '@spindle/domain';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { type OrderForReview, type ReviewLine, orderForReview } from '../checkout/index.ts';
import { PUBLIC_STEPS, projectSummariesOf } from '../project-cards/index.ts';
import { type CoverReader, missingProject, myReviewOf, publicReviewOf, reviewProjectsOf } from './review-dto.ts';
import type { ReviewRow, ReviewsRepo } from './reviews.repo.ts';

export interface BuyerReviewsDeps {
  db: Db;
  repo: ReviewsRepo;
  covers: CoverReader;
  clock: () => Date;
}

/** The buyer's own order (404 for anyone else's, a guest's or none). */
async function ownOrder(deps: BuyerReviewsDeps, userId: number, orderId: number): Promise<OrderForReview> {
  const order = await orderForReview(deps.db, orderId);
  if (!order || order.userId !== userId) throw new AppError('not_found');
  return order;
}

/** One line per project of the order: shipped when any parcel carrying it left and did not come back. */
export function itemsOfOrder(order: OrderForReview): { projectId: number; shopOrderId: number; shipped: boolean }[] {
  const items = new Map<number, { projectId: number; shopOrderId: number; shipped: boolean }>();
  for (const line of order.lines) {
    const shipped = isShopOrderReviewable(line.shopOrderStatus);
    const known = items.get(line.projectId);
    if (!known || (shipped && !known.shipped)) items.set(line.projectId, { ...lineItem(line), shipped });
  }
  return [...items.values()];
}

const lineItem = (line: ReviewLine) => ({ projectId: line.projectId, shopOrderId: line.shopOrderId });

/** GET user/reviews (?order_id=). */
export async function myReviews(
  deps: BuyerReviewsDeps,
  user: AuthenticatedUser,
  query: MyReviewsQuery,
): Promise<MyReviews> {
  const order = query.order_id !== undefined ? await ownOrder(deps, user.id, query.order_id) : null;
  const rows = await deps.repo.ofUser(user.id);
  const items = order ? itemsOfOrder(order) : [];
  const projects = await reviewProjectsOf(deps.db, deps.covers, [
    ...rows.map((row) => row.projectId),
    ...items.map((item) => item.projectId),
  ]);
  const projectOf = (id: number) => projects.get(id) ?? missingProject(id);
  const dto = (row: ReviewRow) => myReviewOf(row, projectOf(row.projectId));
  const orderItems: ReviewableItem[] = items.map((item) => {
    const row = rows.find((review) => review.orderId === order?.orderId && review.projectId === item.projectId);
    return {
      project: projectOf(item.projectId),
      shop_order_id: item.shopOrderId,
      shipped: item.shipped,
      review: row ? dto(row) : null,
    };
  });
  return { reviews: rows.map(dto), order: order ? { id: order.orderId, items: orderItems } : null };
}

/** POST user/reviews: a new review waits for staff; a changed one waits again. */
export async function saveReview(
  deps: BuyerReviewsDeps,
  user: AuthenticatedUser,
  body: ReviewSave,
): Promise<ReviewSaved> {
  const order = await ownOrder(deps, user.id, body.order_id);
  const item = itemsOfOrder(order).find((candidate) => candidate.projectId === body.project_id);
  if (!item) throw new AppError('not_found');
  if (!item.shipped) throw new AppError('review_not_shipped');
  const now = deps.clock();
  const content = { rating: body.rating, title: body.title, text: body.text };
  const { row, created } = await deps.db.transaction(async (tx) => {
    const previous = await deps.repo.findOwn(user.id, body.project_id, body.order_id, tx);
    const status = reviewStatusAfterEdit(previous, content);
    if (!previous) {
      const values = {
        userId: user.id,
        projectId: body.project_id,
        orderId: body.order_id,
        shopOrderId: item.shopOrderId,
        ...content,
        authorName: reviewerNameOf(user.name),
        lang: user.lang,
        status,
      };
      return { row: await deps.repo.insert(tx, values, now), created: true };
    }
    if (isSameReviewContent(previous, content)) return { row: previous, created: false };
    const changes = { ...content, status, updatedAt: now, ...(status === 'pending' ? { publishedAt: null } : {}) };
    return { row: await deps.repo.update(tx, previous.id, changes), created: false };
  });
  const projects = await reviewProjectsOf(deps.db, deps.covers, [row.projectId]);
  return { review: myReviewOf(row, projects.get(row.projectId) ?? missingProject(row.projectId)), created };
}

/** GET projects/{id}/reviews: published only (404 for a project the public cannot see). */
export async function projectReviews(
  deps: BuyerReviewsDeps,
  projectId: number,
  paging: { page: number; size: number },
): Promise<ProjectReviews> {
  const [summaries, published] = await Promise.all([
    projectSummariesOf(deps.db, [projectId]),
    deps.repo.publishedOf(projectId, { limit: paging.size, offset: (paging.page - 1) * paging.size }),
  ]);
  const project = summaries.get(projectId);
  if (!project || !(PUBLIC_STEPS as readonly string[]).includes(project.step)) throw new AppError('not_found');
  return {
    project_id: projectId,
    average: averageRating(published.sum, published.count),
    count: published.count,
    items: published.rows.map(publicReviewOf),
    page: paging.page,
    size: paging.size,
  };
}
