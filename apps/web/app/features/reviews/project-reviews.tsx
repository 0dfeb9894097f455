// The reviews of a project page (GET projects/{id}/reviews): the average with its stars, the count,
// and the latest published reviews with the staff's answer. Plain text: React escapes it.
import type { ProjectReviews as ProjectReviewsData } from '@spindle/contracts';
import { LOCALE_META, REVIEW_RATINGS, type AppLocale } from '@spindle/domain';
import { dateTimeFormat } from '../../lib/intl.ts';
import { useT } from '../../lib/use-t.ts';

/**
 * A rating as five stars, read out as "Rated 4 stars out of 5". Kept here rather than shared with the
 * review form, so the project page loads no chunk of the review pages (e2e/page-weight.e2e.ts).
 */
function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useT();
  return (
    <span role="img" aria-label={t('reviews.project.rated', { count: rating })} className={`text-accent ${className}`}>
      {REVIEW_RATINGS.map((star) => (
        <span key={star} aria-hidden="true" className={star <= rating ? '' : 'text-line'}>
          ★
        </span>
      ))}
    </span>
  );
}

export function ProjectReviews({ reviews, locale }: { reviews: ProjectReviewsData; locale: AppLocale }) {
  const { t } = useT();
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium' });
  const decimals = new Intl.NumberFormat(LOCALE_META[locale].intlTag, { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="project-reviews" className="space-y-5">
      <h2 id="project-reviews" className="text-lg font-semibold">
        {t('reviews.project.heading')}
      </h2>
      {reviews.average === null ? (
        <p className="text-ink-muted">{t('reviews.project.none')}</p>
      ) : (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={Math.round(reviews.average)} className="text-xl" />
          <span className="font-semibold">
            {t('reviews.project.average', { average: decimals.format(reviews.average) })}
          </span>
          <span className="text-sm text-ink-muted">{t('reviews.project.count', { count: reviews.count })}</span>
        </p>
      )}
      {reviews.items.length > 0 && (
        <ul className="space-y-5">
          {reviews.items.map((review) => (
            <li key={review.id} className="border-t border-line pt-4">
              <article aria-labelledby={`review-${review.id}-title`}>
                <Stars rating={review.rating} />
                <h3 id={`review-${review.id}-title`} className="mt-1 font-semibold">
                  {review.title ?? t('reviews.project.rated', { count: review.rating })}
                </h3>
                <p className="text-sm text-ink-muted">
                  {review.author_name} ·{' '}
                  <time dateTime={review.published_at}>{dates.format(new Date(review.published_at))}</time>
                </p>
                <p className="mt-2 whitespace-pre-line">{review.text}</p>
                {review.answer && (
                  <div className="mt-3 border-l-4 border-line pl-3 text-sm">
                    <p className="font-semibold">{t('reviews.project.answer')}</p>
                    <p className="whitespace-pre-line">{review.answer}</p>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
