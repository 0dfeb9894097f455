// The staff endpoints under /api/admin (packages/contracts/src/endpoints/admin.ts): thin handlers over
// the second factor, the staff home, project review and the audit log. The guard of each (permission,
// verified second factor) comes from its declaration (http/endpoint-route.ts).
import { adminEndpoints } from '@spindle/contracts';
import type { FastifyReply } from 'fastify';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { AuditLog } from '../audit/index.ts';
import type { ProjectReviewRepo } from '../projects/index.ts';
import type { ProjectReview } from './project-review.service.ts';
import type { SecondFactorService } from './second-factor.service.ts';
import type { StaffHomeService } from './staff-home.service.ts';

export interface StaffRoutesDeps {
  secondFactor: SecondFactorService;
  home: StaffHomeService;
  review: ProjectReview;
  queue: Pick<ProjectReviewRepo, 'listInStep'>;
  audit: Pick<AuditLog, 'list'>;
}

/** Spends an attempt at typing a code; past the limit, 429 with Retry-After. */
async function spendAttempt(secondFactor: SecondFactorService, user: AuthenticatedUser, reply: FastifyReply) {
  const limit = await secondFactor.spendAttempt(user);
  if (limit.allowed) return;
  reply.header('retry-after', String(limit.retryAfterSeconds));
  throw new AppError('too_many_attempts');
}

export function staffRoutes({ secondFactor, home, review, queue, audit }: StaffRoutesDeps) {
  return routesOf(adminEndpoints, {
    secondFactorStatus: ({ user }) => secondFactor.status(user),
    secondFactorEnrol: ({ user }) => secondFactor.enrol(user),
    secondFactorConfirm: async ({ user, body }, { reply }) => {
      await spendAttempt(secondFactor, user, reply);
      return secondFactor.confirm(user, body.code);
    },
    secondFactorVerify: async ({ user, body }, { reply }) => {
      await spendAttempt(secondFactor, user, reply);
      return secondFactor.verify(user, body.code);
    },
    home: ({ user }) => home.home(user),
    search: async ({ query }) => ({ hits: await home.search(query.q) }),
    projects: async ({ query }) => ({ ...(await queue.listInStep(query)), page: query.page, per_page: query.per_page }),
    project: ({ user, params }) => review.view(user, params.id),
    approveProject: ({ user, params }) => review.approve(user, params.id),
    refuseProject: ({ user, params, body }) => review.refuse(user, params.id, body.message),
    moveProject: ({ user, params, body }) => review.move(user, params.id, body),
    audit: ({ query }) => audit.list(query),
  });
}
