// The reviews of a project page (GET projects/{id}/reviews): the average with its stars, the count,
// and the latest published reviews with the staff's answer. Plain text: React escapes it.
import type { ProjectReviews as ProjectReviewsData } from '@spindle/contracts';
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import { dateTimeFormat } from '../../lib/intl.ts';
import { useT } from '../../lib/use-t.ts';
import { StarRating } from './star-rating-input.tsx';

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
          <StarRating rating={Math.round(reviews.average)} className="text-xl" />
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
                <StarRating rating={review.rating} />
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
