// From review rows to what the contracts promise, with the projects they are about.
import type { AdminReviewRow, MyReview, PublicReview, ReviewProject } from '@spindle/contracts';
import { REVIEW_MODERATION_ACTIONS, projectPath, reviewStatusAfter } from '@spindle/domain';
import { DEFAULT_COVER_URL, projectSummariesOf } from '../project-cards/index.ts';
import type { Db } from '@spindle/db';
import type { ReviewRow } from './reviews.repo.ts';

/** Cover URLs of projects (the catalogue's, given at composition). */
export type CoverReader = (rows: readonly { id: number; picture: string | null }[]) => Promise<Map<number, string>>;

/** The projects of these ids as reviews show them, in two queries (names, then covers). */
export async function reviewProjectsOf(
  db: Db,
  covers: CoverReader,
  ids: readonly number[],
): Promise<Map<number, ReviewProject>> {
  const summaries = await projectSummariesOf(db, ids);
  const coverUrls = await covers([...summaries.values()]);
  return new Map(
    [...summaries.values()].map((project) => [
      project.id,
      {
        id: project.id,
        path: projectPath(project),
        name: project.name,
        artist_name: project.artistName,
        cover_url: coverUrls.get(project.id) ?? DEFAULT_COVER_URL,
      },
    ]),
  );
}

/** A project that is gone (deleted after the review was written): named by its id. */
export function missingProject(id: number): ReviewProject {
  return { id, path: `/project/${id}`, name: `#${id}`, artist_name: '', cover_url: DEFAULT_COVER_URL };
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export function myReviewOf(row: ReviewRow, project: ReviewProject): MyReview {
  return {
    id: row.id,
    order_id: row.orderId,
    project,
    rating: row.rating,
    title: row.title,
    text: row.text,
    status: row.status,
    answer: row.answer,
    answered_at: iso(row.answeredAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function publicReviewOf(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author_name: row.authorName,
    published_at: (row.publishedAt ?? row.updatedAt).toISOString(),
    answer: row.answer,
    answered_at: iso(row.answeredAt),
  };
}

export function adminReviewOf(row: ReviewRow, project: ReviewProject): AdminReviewRow {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    status: row.status,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author_name: row.authorName,
    user_id: row.userId,
    order_id: row.orderId,
    project,
    published_at: iso(row.publishedAt),
    answer: row.answer,
    answered_at: iso(row.answeredAt),
    actions: REVIEW_MODERATION_ACTIONS.filter((action) => reviewStatusAfter(row.status, action) !== null),
  };
}
