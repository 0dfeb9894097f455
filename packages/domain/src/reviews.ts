// Customers' reviews of what they bought (issue 18, docs/reviews.md): a buyer rates each project of an
// order once its parcel left (fulfilment.ts REVIEWABLE_STATUSES), from 1 to 5 stars with a title and a
// text; staff publish or hide it and may answer. One review per buyer, project and order; the buyer
// may edit it, which sends it back to be checked.

/** Where a review stands: waiting for staff, shown on the project page, or kept off it. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The moves staff make: publish or hide. A buyer's edit moves a review back to pending. */
export const REVIEW_MODERATION_ACTIONS = ['publish', 'hide'] as const;
export type ReviewModerationAction = (typeof REVIEW_MODERATION_ACTIONS)[number];

/** The status each staff action leads to. */
export const REVIEW_ACTION_STATUS: Readonly<Record<ReviewModerationAction, ReviewStatus>> = {
  publish: 'published',
  hide: 'hidden',
};

/** Staff moves between statuses: a pending review is published or hidden; either may be reversed. */
export const REVIEW_STATUS_TRANSITIONS: Readonly<Record<ReviewStatus, readonly ReviewStatus[]>> = {
  pending: ['published', 'hidden'],
  published: ['hidden'],
  hidden: ['published'],
};

/** Stars: whole numbers from 1 to 5. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** The ratings a form offers, lowest first. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

/** Longest title, in characters (optional). */
export const REVIEW_TITLE_MAX_LENGTH = 120;
/** The text: at least a sentence, at most a page (characters, after trimming). */
export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
/** The staff's answer, shown under the review. */
export const REVIEW_ANSWER_MAX_LENGTH = 2000;

/** How many published reviews a project page shows (the latest). */
export const PROJECT_PAGE_REVIEWS = 5;

/** Whether a value is a rating: a whole number of stars from 1 to 5. */
export function isReviewRating(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= REVIEW_RATING_MIN && value <= REVIEW_RATING_MAX
  );
}

/** What is wrong with a review's text (trimmed), as a field key, or null when it is fine. */
export function reviewTextProblem(text: string): 'input_required' | 'review_text_too_short' | 'input_too_long' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'input_required';
  if ([...trimmed].length < REVIEW_TEXT_MIN_LENGTH) return 'review_text_too_short';
  if ([...trimmed].length > REVIEW_TEXT_MAX_LENGTH) return 'input_too_long';
  return null;
}

/** Whether staff may move a review from one status to another. */
export function canMoveReview(from: ReviewStatus, to: ReviewStatus): boolean {
  return REVIEW_STATUS_TRANSITIONS[from].includes(to);
}

/** The status a staff action leads to from `from`: null when it already is there or cannot go. */
export function reviewStatusAfter(from: ReviewStatus, action: ReviewModerationAction): ReviewStatus | null {
  const to = REVIEW_ACTION_STATUS[action];
  return canMoveReview(from, to) ? to : null;
}

/** What the buyer writes. */
export interface ReviewContent {
  rating: number;
  title: string | null;
  text: string;
}

/**
 * The status after the buyer saves a review: a new one waits for staff; an edit that changes anything
 * waits again (what was checked is not what is shown any more); saving the same words keeps it as it is.
 */
export function reviewStatusAfterEdit(
  previous: (ReviewContent & { status: ReviewStatus }) | null,
  next: ReviewContent,
): ReviewStatus {
  if (!previous) return 'pending';
  return isSameReviewContent(previous, next) ? previous.status : 'pending';
}

/** Whether two versions of a review say the same thing (no title and an empty one are the same). */
export function isSameReviewContent(a: ReviewContent, b: ReviewContent): boolean {
  return a.rating === b.rating && (a.title ?? '') === (b.title ?? '') && a.text === b.text;
}

/** Whether a review may be shown to the public. */
export function isReviewPublic(status: ReviewStatus): boolean {
  return status === 'published';
}

/**
 * The name a review is signed with: the first name and the initial of the last ("Marie D."), so a
 * buyer's full name is never published; "Anonymous" style fallback is the caller's when it is blank.
 */
export function reviewerNameOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return '';
  const last = rest.at(-1);
  const initial = last ? [...last][0]?.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}

/** The average of ratings to one decimal (4.666 -> 4.7), or null without any. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}
