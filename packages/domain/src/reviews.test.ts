import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isShopOrderReviewable } from './fulfilment.ts';
import {
  REVIEW_MODERATION_ACTIONS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX_LENGTH,
  averageRating,
  canMoveReview,
  isReviewPublic,
  isReviewRating,
  reviewStatusAfter,
  reviewStatusAfterEdit,
  reviewTextProblem,
  reviewerNameOf,
} from './reviews.ts';

describe('review ratings', () => {
  it.each([1, 2, 3, 4, 5])('%i stars is a rating', (stars) => expect(isReviewRating(stars)).toBe(true));
  it.each([0, 6, -1, 4.5, Number.NaN, '5', null])('%s is not', (value) => expect(isReviewRating(value)).toBe(false));

  it('accepts exactly the whole numbers from 1 to 5', () => {
    fc.assert(
      fc.property(
        fc.double(),
        (value) => isReviewRating(value) === (Number.isInteger(value) && value >= 1 && value <= 5),
      ),
    );
  });
});

describe('review text', () => {
  it('needs some text, a sentence at least, a page at most', () => {
    expect(reviewTextProblem('   ')).toBe('input_required');
    expect(reviewTextProblem('Great!')).toBe('review_text_too_short');
    expect(reviewTextProblem('  Great record  ')).toBeNull();
    expect(reviewTextProblem('x'.repeat(REVIEW_TEXT_MAX_LENGTH))).toBeNull();
    expect(reviewTextProblem('x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1))).toBe('input_too_long');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(reviewTextProblem('音楽がとても良いです')).toBeNull();
    expect(reviewTextProblem('🎵🎵🎵🎵🎵')).toBe('review_text_too_short');
  });
});

describe('review statuses', () => {
  it('lets staff publish or hide a pending review, and undo either', () => {
    expect(reviewStatusAfter('pending', 'publish')).toBe('published');
    expect(reviewStatusAfter('pending', 'hide')).toBe('hidden');
    expect(reviewStatusAfter('published', 'hide')).toBe('hidden');
    expect(reviewStatusAfter('hidden', 'publish')).toBe('published');
  });

  it('has no move to where a review already is, nor back to pending', () => {
    expect(reviewStatusAfter('published', 'publish')).toBeNull();
    expect(reviewStatusAfter('hidden', 'hide')).toBeNull();
    for (const from of REVIEW_STATUSES) expect(canMoveReview(from, 'pending')).toBe(false);
  });

  it('answers every action from every status with a status or null, never pending', () => {
    for (const from of REVIEW_STATUSES)
      for (const action of REVIEW_MODERATION_ACTIONS) expect(reviewStatusAfter(from, action)).not.toBe('pending');
  });

  it('shows only published reviews', () => {
    expect(REVIEW_STATUSES.filter(isReviewPublic)).toEqual(['published']);
  });
});

describe('editing a review', () => {
  const published = {
    rating: 4,
    title: 'Lovely',
    text: 'A lovely pressing, quiet vinyl.',
    status: 'published' as const,
  };

  it('starts a new review pending', () => {
    expect(reviewStatusAfterEdit(null, { rating: 5, title: null, text: 'Very good indeed.' })).toBe('pending');
  });

  it('sends a changed review back to pending', () => {
    expect(reviewStatusAfterEdit(published, { ...published, rating: 2 })).toBe('pending');
    expect(reviewStatusAfterEdit(published, { ...published, text: 'Changed my mind about it.' })).toBe('pending');
    expect(reviewStatusAfterEdit(published, { ...published, title: null })).toBe('pending');
  });

  it('keeps the status when nothing changed (a form sent twice)', () => {
    expect(reviewStatusAfterEdit(published, { rating: 4, title: 'Lovely', text: published.text })).toBe('published');
    expect(reviewStatusAfterEdit({ ...published, title: null, status: 'hidden' }, { ...published, title: '' })).toBe(
      'hidden',
    );
  });
});

describe('who may review', () => {
  it('is the buyer of a parcel that left and did not come back', () => {
    expect(isShopOrderReviewable('sent')).toBe(true);
    expect(isShopOrderReviewable('delivered')).toBe(true);
    for (const status of ['confirmed', 'in_preparation', 'returned', 'refunded', 'canceled'] as const)
      expect(isShopOrderReviewable(status)).toBe(false);
  });
});

describe('signature and average', () => {
  it('signs with the first name and the last name’s initial', () => {
    expect(reviewerNameOf('Marie Dupont')).toBe('Marie D.');
    expect(reviewerNameOf('  jean  de la fontaine ')).toBe('jean F.');
    expect(reviewerNameOf('Prince')).toBe('Prince');
    expect(reviewerNameOf('  ')).toBe('');
  });

  it('averages to one decimal', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(10, 2)).toBe(5);
    expect(averageRating(0, 0)).toBeNull();
  });
});
