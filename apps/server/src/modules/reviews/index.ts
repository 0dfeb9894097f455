// Public face of reviews: customers' reviews of the projects they bought (docs/reviews.md), a
// project's published ones, and the staff's moderation (publish, hide, answer).
export { createReviewsModule, type ReviewsModule, type ReviewsModuleOptions } from './reviews-module.ts';
export { type CoverReader } from './review-dto.ts';
export { countReviewsWaiting } from './reviews.repo.ts';
export { type ReviewableOrder, reviewableOrdersOf } from './reviewable-orders.ts';
