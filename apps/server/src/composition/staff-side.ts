// The staff side in one piece for api.ts (docs/admin.md): the audit log and the staff module, given
// the other modules' reads through their faces (the work waiting, the search, the projects to review).
import type { Db } from '@spindle/db';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiterFactory } from '../rate-limit/rate-limiter-factory.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import { createUserDirectory } from '../modules/auth/index.ts';
import { countOrdersToShip, findOrdersForStaff } from '../modules/checkout/index.ts';
import { countReviewsWaiting } from '../modules/reviews/index.ts';
import { countFailedPaymentsSince } from '../modules/payments/index.ts';
import { createProjectReviewRepo, type ProjectsService } from '../modules/projects/index.ts';
import { countOpenRequests } from '../modules/quote/index.ts';
import { createStaffModule } from '../modules/staff/index.ts';

/** The staff home counts the payments that failed in the last 7 days. */
const FAILED_PAYMENTS_WINDOW_MS = 7 * 24 * 3_600_000;

export interface StaffSideOptions {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'SESSION_SECRET'>;
  mailer: Pick<Mailer, 'send'>;
  rateLimiters: Pick<RateLimiterFactory, 'create'>;
  projects: Pick<ProjectsService, 'get' | 'changeStep'>;
  clock?: (() => Date) | undefined;
}

export function createStaffSide({ db, config, mailer, rateLimiters, projects, clock }: StaffSideOptions) {
  const now = clock ?? (() => new Date());
  const audit = createAuditLog({ db, clock: now });
  const users = createUserDirectory(db);
  const projectQueue = createProjectReviewRepo(db);
  return createStaffModule({
    db,
    sessionSecret: config.SESSION_SECRET,
    rateLimiters,
    mailer,
    baseUrl: config.PUBLIC_URL ?? 'http://localhost:3000',
    audit,
    users,
    projects,
    projectQueue,
    work: {
      projectsToReview: () => projectQueue.countInStep('checking'),
      ordersToShip: () => countOrdersToShip(db),
      failedPayments: () => countFailedPaymentsSince(db, new Date(now().getTime() - FAILED_PAYMENTS_WINDOW_MS)),
      requestsToAnswer: () => countOpenRequests(db),
      reviewsToModerate: () => countReviewsWaiting(db),
    },
    find: {
      orders: (text) => findOrdersForStaff(db, text),
      users: (text) => users.find(text),
      projects: (text) => projectQueue.findForStaff(text),
    },
    clock,
  });
}
