// Public face of the reviews feature (docs/reviews.md): the review form of an order's record, the
// stars, and the reviews section of a project page.
export { ReviewItem } from './review-item.tsx';
export { type ReviewFormResult, orderIdOf, positiveIdOf } from './review-form-result.ts';
export { StarRatingInput } from './star-rating-input.tsx';
export { ProjectReviews } from './project-reviews.tsx';
export { reviewsJsonLd } from './reviews-json-ld.ts';
