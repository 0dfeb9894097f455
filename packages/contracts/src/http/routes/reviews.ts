// Customers' reviews (apps/server/src/modules/reviews; docs/reviews.md): the buyer's own need a
// session; a project's published ones are public; staff moderate them with the `moderation` permission.
import { defineRoutes } from '../route.ts';

export const reviewsRoutes = defineRoutes('reviews', {
  /** Someone else's order, or one that does not exist: 404. */
  mine: { method: 'GET', path: '/user/reviews', access: 'user', errors: ['not_found'] },
  /** 404 not_found: not the caller's order, or no such project in it; 409 review_not_shipped: its parcel has not left. */
  save: { method: 'POST', path: '/user/reviews', access: 'user', errors: ['not_found', 'review_not_shipped'] },
  ofProject: { method: 'GET', path: '/projects/:id/reviews', access: 'public', errors: ['not_found'] },
});

export const adminReviewsRoutes = defineRoutes('adminReviews', {
  list: { method: 'GET', path: '/admin/reviews', access: 'staff', permission: 'moderation' },
  setStatus: {
    method: 'POST',
    path: '/admin/reviews/:id/status',
    access: 'staff',
    permission: 'moderation',
    errors: ['not_found', 'review_transition_not_allowed'],
  },
  answer: {
    method: 'POST',
    path: '/admin/reviews/:id/answer',
    access: 'staff',
    permission: 'moderation',
    errors: ['not_found'],
  },
});
