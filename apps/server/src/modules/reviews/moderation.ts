// The staff's side (docs/admin.md "Customers' reviews"): the list, publishing or hiding a review, and
// answering it. Each change is written with its audit row (before and after) in one transaction.
import type { AdminReviewRow, AdminReviewsPage, AdminReviewsQuery } from '@spindle/contracts';
import { type ReviewModerationAction, REVIEW_STATUSES, reviewStatusAfter } from '@spindle/domain';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { type CoverReader, adminReviewOf, missingProject, reviewProjectsOf } from './review-dto.ts';
import type { ReviewRow, ReviewsRepo } from './reviews.repo.ts';

export interface ModerationDeps {
  db: Db;
  repo: ReviewsRepo;
  covers: CoverReader;
  audit: Pick<AuditLog, 'record'>;
  clock: () => Date;
}

/** What the audit log keeps of a review: its status, rating, words and answer. */
function auditedOf(row: ReviewRow) {
  return {
    status: row.status,
    rating: row.rating,
    title: row.title,
    text: row.text,
    answer: row.answer,
    project_id: row.projectId,
    order_id: row.orderId,
  };
}

async function adminRowsOf(deps: ModerationDeps, rows: readonly ReviewRow[]): Promise<AdminReviewRow[]> {
  const projects = await reviewProjectsOf(
    deps.db,
    deps.covers,
    rows.map((row) => row.projectId),
  );
  return rows.map((row) => adminReviewOf(row, projects.get(row.projectId) ?? missingProject(row.projectId)));
}

/** GET admin/reviews. */
export async function listReviews(deps: ModerationDeps, query: AdminReviewsQuery): Promise<AdminReviewsPage> {
  const { rows, total, byStatus } = await deps.repo.adminPage(query);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, 0])) as AdminReviewsPage['counts'];
  for (const { status, n } of byStatus) counts[status] = n;
  return { rows: await adminRowsOf(deps, rows), total, page: query.page, per_page: query.per_page, counts };
}

/** A change to one review under its lock, audited. */
async function changeReview(
  deps: ModerationDeps,
  actor: AuditActor,
  id: number,
  change: (row: ReviewRow, now: Date) => { action: string; values: Partial<ReviewRow> } | null,
): Promise<AdminReviewRow> {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const before = await deps.repo.lock(tx, id);
    if (!before) throw new AppError('not_found');
    const planned = change(before, now);
    if (!planned) throw new AppError('review_transition_not_allowed');
    const after = await deps.repo.update(tx, id, { ...planned.values, updatedAt: now });
    await deps.audit.record(
      actor,
      {
        action: planned.action,
        entityType: 'review',
        entityId: id,
        before: auditedOf(before),
        after: auditedOf(after),
      },
      tx,
    );
    return after;
  });
  const [dto] = await adminRowsOf(deps, [row]);
  if (!dto) throw new Error(`review ${id} not shown`);
  return dto;
}

/** POST admin/reviews/{id}/status: publish or hide (409 review_transition_not_allowed when already there). */
export function moderateReview(
  deps: ModerationDeps,
  actor: AuditActor,
  id: number,
  action: ReviewModerationAction,
): Promise<AdminReviewRow> {
  return changeReview(deps, actor, id, (row, now) => {
    const to = reviewStatusAfter(row.status, action);
    if (!to) return null;
    return { action: `review.${action}`, values: { status: to, ...(to === 'published' ? { publishedAt: now } : {}) } };
  });
}

/** POST admin/reviews/{id}/answer: the answer shown under the review; an empty one takes it away. */
export function answerReview(
  deps: ModerationDeps,
  actor: AuditActor,
  id: number,
  answer: string,
): Promise<AdminReviewRow> {
  return changeReview(deps, actor, id, () => ({
    action: 'review.answer',
    values:
      answer === ''
        ? { answer: null, answeredAt: null, answeredByUserId: null }
        : { answer, answeredAt: deps.clock(), answeredByUserId: actor.id },
  }));
}
