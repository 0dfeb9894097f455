// GET and POST user/reviews, GET projects/{id}/reviews (kept briefly for visitors: any write, a staff
// publication included, empties the cache) and the staff's admin/reviews (packages/contracts reviews.ts).
import { adminReviewsEndpoints, reviewsEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import { sendKept, type VisitorReadCache } from '../../http/visitor-read-cache.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BuyerReviewsDeps, myReviews, projectReviews, saveReview } from './buyer-reviews.ts';
import { answerReview, listReviews, type ModerationDeps, moderateReview } from './moderation.ts';

export interface ReviewsRoutesOptions {
  buyer: BuyerReviewsDeps;
  moderation: ModerationDeps;
  visitorCache?: VisitorReadCache | undefined;
}

export function reviewsRoutes({ buyer, moderation, visitorCache }: ReviewsRoutesOptions): FastifyPluginAsyncZod {
  const storefront = routesOf(reviewsEndpoints, {
    mine: ({ query, user }) => myReviews(buyer, user, query),
    save: ({ body, user }) => saveReview(buyer, user, body),
    ofProject: ({ params, query }, { request, reply }) => {
      const read = () => projectReviews(buyer, params.id, query);
      return visitorCache ? sendKept(visitorCache, `${request.url}|reviews`, reply, read) : read();
    },
  });
  const staff = routesOf(adminReviewsEndpoints, {
    list: ({ query }) => listReviews(moderation, query),
    setStatus: ({ params, body, user }) => moderateReview(moderation, user, params.id, body.action),
    answer: ({ params, body, user }) => answerReview(moderation, user, params.id, body.answer),
  });
  return async (app) => {
    await app.register(storefront);
    await app.register(staff);
  };
}
