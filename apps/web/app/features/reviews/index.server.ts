// Server-only face of the reviews feature: the review form's action.
export { saveReviewAction } from './review-form.server.ts';
