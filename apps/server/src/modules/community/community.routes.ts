// POST /api/user/wishes, POST /api/projects/{id}/like, POST /api/comments (spec section 7) and the
// comments of a project page, GET /api/projects/{id}/comments (packages/contracts/src/endpoints/community.ts).
import { communityEndpoints } from '@spindle/contracts';
import { COOKIE_NAMES } from '@spindle/domain';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import { sendKept, type VisitorReadCache } from '../../http/visitor-read-cache.ts';
import type { CommunityService } from './community.service.ts';

export interface CommunityRoutesOptions {
  community: CommunityService;
  /** Comment lists are the same for everyone: kept briefly (http/visitor-read-cache.ts) when given. */
  visitorCache?: VisitorReadCache;
}

export function communityRoutes({ community, visitorCache }: CommunityRoutesOptions) {
  return routesOf(communityEndpoints, {
    setWish: ({ body, user }, { request }) =>
      community.setWish(user.id, body, {
        origin: request.cookies[COOKIE_NAMES.origin] ?? null,
        visitorId: request.cookies[COOKIE_NAMES.cookieId] ?? null,
      }),
    like: ({ params, body, user }) => community.like(user.id, params.id, body?.liked),
    comments: ({ params, query }, { request, reply }) => {
      const read = () => community.listComments(params.id, query);
      return visitorCache ? sendKept(visitorCache, `${request.url}|comments`, reply, read) : read();
    },
    addComment: async ({ body, user }, { reply }) => {
      const outcome = await community.addComment(user, body.project_id, body.text);
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError(outcome.code);
      }
      return outcome.comment;
    },
  });
}
