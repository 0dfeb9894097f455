import { describe, expect, it } from 'vitest';
import { reviewsJsonLd } from './reviews-json-ld.ts';

const review = {
  id: 1,
  rating: 4,
  title: 'Quiet pressing',
  text: 'Flat and centred.',
  author_name: 'Ada L.',
  published_at: '2026-11-20T10:00:00.000Z',
  answer: null,
  answered_at: null,
};

describe('reviewsJsonLd', () => {
  it('says nothing without a published review', () => {
    expect(reviewsJsonLd({ project_id: 1, average: null, count: 0, items: [], page: 1, size: 5 })).toEqual({});
  });

  it('gives the aggregate rating and each review', () => {
    const data = reviewsJsonLd({ project_id: 1, average: 4.5, count: 2, items: [review], page: 1, size: 5 });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toHaveLength(1);
    expect(data.review).toMatchObject([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ada L.' },
        datePublished: '2026-11-20',
        name: 'Quiet pressing',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });
});
