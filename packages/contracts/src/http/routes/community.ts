// Wishes, likes and comments (apps/server/src/modules/community). Writes need a session, and every
// one of them a launched project (404 not_found otherwise).
import { defineRoutes } from '../route.ts';

export const communityRoutes = defineRoutes('community', {
  setWish: { method: 'POST', path: '/user/wishes', access: 'user', errors: ['not_found'] },
  like: { method: 'POST', path: '/projects/:id/like', access: 'user', errors: ['not_found'] },
  comments: { method: 'GET', path: '/projects/:id/comments', access: 'public', errors: ['not_found'] },
  /** 429 too_many_requests with Retry-After past ten comments (one back a minute). */
  addComment: {
    method: 'POST',
    path: '/comments',
    access: 'user',
    status: 201,
    errors: ['not_found', 'too_many_requests'],
  },
});
