import { adminIdParamsSchema } from '../admin.ts';
import { projectIdParamsSchema } from '../catalogue-requests.ts';
import { adminReviewsRoutes, reviewsRoutes } from '../http/routes/reviews.ts';
import {
  adminReviewAnswerSchema,
  adminReviewSchema,
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  adminReviewStatusSchema,
  myReviewsQuerySchema,
  myReviewsSchema,
  projectReviewsQuerySchema,
  projectReviewsSchema,
  reviewSavedSchema,
  reviewSaveSchema,
} from '../reviews.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['reviews'];

export const reviewsEndpoints = defineEndpoints(reviewsRoutes, {
  mine: {
    tags,
    summary: 'The signed-in buyer’s reviews; with order_id, also that order’s items and each one’s review',
    query: myReviewsQuerySchema,
    response: myReviewsSchema,
  },
  save: {
    tags,
    summary: 'Review a project of one’s order whose parcel left, or change the review (it is checked again)',
    body: reviewSaveSchema,
    response: reviewSavedSchema,
  },
  ofProject: {
    tags,
    summary: 'A project’s published reviews, latest first, with their average and count',
    params: projectIdParamsSchema,
    query: projectReviewsQuerySchema,
    response: projectReviewsSchema,
  },
});

export const adminReviewsEndpoints = defineEndpoints(adminReviewsRoutes, {
  list: {
    tags: ['admin'],
    summary: 'Customers’ reviews, filtered by status, project and rating; sorted and paged',
    query: adminReviewsQuerySchema,
    response: adminReviewsPageSchema,
  },
  setStatus: {
    tags: ['admin'],
    summary: 'Publish or hide a review (audited)',
    params: adminIdParamsSchema,
    body: adminReviewStatusSchema,
    response: adminReviewSchema,
  },
  answer: {
    tags: ['admin'],
    summary: 'Answer a review under it on the project page, or take the answer away when empty (audited)',
    params: adminIdParamsSchema,
    body: adminReviewAnswerSchema,
    response: adminReviewSchema,
  },
});
