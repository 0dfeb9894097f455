// The reviews module built once (composition/reviews.ts calls it): the buyer's reviews, a project's
// published ones and the staff's moderation.
import type { Db } from '@spindle/db';
import type { VisitorReadCache } from '../../http/visitor-read-cache.ts';
import type { AuditLog } from '../audit/index.ts';
import type { CoverReader } from './review-dto.ts';
import { createReviewsRepo } from './reviews.repo.ts';
import { reviewsRoutes } from './reviews.routes.ts';

export interface ReviewsModuleOptions {
  db: Db;
  audit: Pick<AuditLog, 'record'>;
  /** Cover URLs of projects (the catalogue's). */
  covers: CoverReader;
  visitorCache?: VisitorReadCache | undefined;
  clock?: (() => Date) | undefined;
}

export function createReviewsModule(options: ReviewsModuleOptions) {
  const { db, audit, covers } = options;
  const clock = options.clock ?? (() => new Date());
  const repo = createReviewsRepo(db);
  const buyer = { db, repo, covers, clock };
  const moderation = { db, repo, covers, audit, clock };
  return {
    buyer,
    moderation,
    routes: (visitorCache?: VisitorReadCache) => reviewsRoutes({ buyer, moderation, visitorCache }),
  };
}

export type ReviewsModule = ReturnType<typeof createReviewsModule>;
