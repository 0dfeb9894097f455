// The reviews of a project page as schema.org data (on the page's Product): the aggregate rating and
// the latest published reviews. Nothing without a published review (search engines refuse an empty one).
import type { ProjectReviews } from '@spindle/contracts';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@spindle/domain';

export function reviewsJsonLd(reviews: ProjectReviews): Record<string, unknown> {
  if (reviews.count === 0 || reviews.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: REVIEW_RATING_MAX,
      worstRating: REVIEW_RATING_MIN,
    },
    review: reviews.items.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author_name },
      datePublished: review.published_at.slice(0, 10),
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.text,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: REVIEW_RATING_MAX,
        worstRating: REVIEW_RATING_MIN,
      },
    })),
  };
}
