// The staff module built once (composition/staff-side.ts calls it): the second factor with its rate
// limit and sealing key, the staff home, project review and the routes.
import type { Db } from '@spindle/db';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiterFactory } from '../../rate-limit/rate-limiter-factory.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import type { ProjectReviewRepo, ProjectsService } from '../projects/index.ts';
import { createProjectReview } from './project-review.service.ts';
import { createSecondFactorRepo } from './second-factor.repo.ts';
import { SECOND_FACTOR_RATE_LIMIT, createSecondFactorService, secondFactorKeyOf } from './second-factor.service.ts';
import { createStaffHome, type StaffFinders, type StaffWorkCounts } from './staff-home.service.ts';
import { staffRoutes } from './staff.routes.ts';

export interface StaffModuleOptions {
  db: Db;
  sessionSecret: string | undefined;
  rateLimiters: Pick<RateLimiterFactory, 'create'>;
  mailer: Pick<Mailer, 'send'>;
  baseUrl: string;
  audit: AuditLog;
  users: Pick<UserDirectory, 'contactsOf'>;
  projects: Pick<ProjectsService, 'get' | 'changeStep'>;
  projectQueue: Pick<ProjectReviewRepo, 'listInStep' | 'ownerUserIdOf'>;
  work: StaffWorkCounts;
  find: StaffFinders;
  clock?: (() => Date) | undefined;
}

export function createStaffModule(options: StaffModuleOptions) {
  const clock = options.clock ?? (() => new Date());
  const secondFactor = createSecondFactorService({
    repo: createSecondFactorRepo(options.db),
    key: secondFactorKeyOf(options.sessionSecret),
    limiter: options.rateLimiters.create('staff-second-factor', SECOND_FACTOR_RATE_LIMIT),
    clock,
  });
  const home = createStaffHome({ work: options.work, find: options.find });
  const review = createProjectReview({
    projects: options.projects,
    review: options.projectQueue,
    users: options.users,
    audit: options.audit,
    mailer: options.mailer,
    baseUrl: options.baseUrl,
    clock,
  });
  return {
    secondFactor,
    routes: staffRoutes({ secondFactor, home, review, queue: options.projectQueue, audit: options.audit }),
  };
}

export type StaffModule = ReturnType<typeof createStaffModule>;
