// One record of an order on /review and /review-single: its cover and name, and either "not shipped
// yet" or the review form (stars, title, text) with the review's state once sent ("thanks, your review
// appears once checked") and the staff's answer. A plain form: it works without JavaScript.
import type { ReviewableItem } from '@spindle/contracts';
import {
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  localisePath,
  type AppLocale,
} from '@spindle/domain';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import type { ReviewFormResult } from './review-form-result.ts';
import { StarRatingInput } from './star-rating-input.tsx';

const inputClass =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';
const errorClass = 'mt-1 text-sm font-semibold text-red-800 dark:text-red-300';

/** The message of a field code or error code the API answered. */
const ERROR_KEYS = [
  'rating_invalid',
  'review_text_too_short',
  'input_required',
  'input_too_long',
  'review_not_shipped',
] as const;
type ErrorKey = (typeof ERROR_KEYS)[number] | 'generic';
const errorKeyOf = (code: string | undefined): ErrorKey | null =>
  code === undefined ? null : (ERROR_KEYS as readonly string[]).includes(code) ? (code as ErrorKey) : 'generic';

export function ReviewItem({
  item,
  result,
  locale,
  singleHref,
  orderId,
  headingLevel = 2,
}: {
  item: ReviewableItem;
  /** The order the record came in, sent with the form (/box-review: one order per month of the box). */
  orderId?: number | undefined;
  /** The record's heading level (3 under the month's heading on /box-review). */
  headingLevel?: 2 | 3;
  /** The last action's answer, when it was this item's. */
  result: ReviewFormResult | undefined;
  locale: AppLocale;
  /** The link to review this record on its own page (on /review only). */
  singleHref: string | null;
}) {
  const { t } = useT();
  const { project, review } = item;
  const prefix = `review-${project.id}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const failed = result && !result.ok ? result : null;
  const fieldError = (field: string) => errorKeyOf(failed?.fields[field]);
  const ratingError = fieldError('rating');
  const titleError = fieldError('title');
  const textError = fieldError('text');
  const formError = failed && !ratingError && !titleError && !textError ? errorKeyOf(failed.code) : null;
  const values = failed?.values ?? {
    rating: review?.rating ?? 0,
    title: review?.title ?? '',
    text: review?.text ?? '',
  };
  return (
    <article id={prefix} aria-labelledby={`${prefix}-name`} className="rounded-xl border border-line p-4 sm:p-6">
      <div className="flex gap-4">
        <img
          src={project.cover_url}
          alt=""
          width={96}
          height={96}
          className="size-24 shrink-0 rounded-md object-cover"
        />
        <div className="min-w-0">
          <Heading id={`${prefix}-name`} className="text-lg font-semibold">
            <Link
              to={localisePath(project.path, locale)}
              className="inline-block underline decoration-line underline-offset-4"
            >
              {project.name}
            </Link>
          </Heading>
          {project.artist_name && <p className="text-ink-muted">{t('reviews.by', { artist: project.artist_name })}</p>}
          {singleHref && item.shipped && (
            <Link to={singleHref} className="mt-1 inline-block min-h-6 text-sm leading-6 underline underline-offset-4">
              {t('reviews.reviewOne')}
            </Link>
          )}
        </div>
      </div>
      {!item.shipped ? (
        <p className="mt-4 text-ink-muted">{t('reviews.notShipped')}</p>
      ) : (
        <>
          {review && (
            <div
              role="status"
              className="mt-4 rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm font-semibold"
            >
              <span aria-hidden="true">✓ </span>
              {t(`reviews.status.${review.status}`)}
            </div>
          )}
          {review?.answer && (
            <div className="mt-3 border-l-4 border-line pl-3 text-sm">
              <p className="font-semibold">{t('reviews.answer')}</p>
              <p className="whitespace-pre-line">{review.answer}</p>
            </div>
          )}
          <Form method="post" className="mt-4 space-y-4" preventScrollReset>
            <input type="hidden" name="project_id" value={project.id} />
            {orderId !== undefined && <input type="hidden" name="order_id" value={orderId} />}
            <StarRatingInput
              idPrefix={prefix}
              defaultValue={values.rating || null}
              errorId={ratingError ? `${prefix}-rating-error` : null}
            />
            {ratingError && (
              <p id={`${prefix}-rating-error`} className={errorClass}>
                {t(`reviews.errors.${ratingError}`, { min: REVIEW_TEXT_MIN_LENGTH })}
              </p>
            )}
            <div>
              <label htmlFor={`${prefix}-title`} className="text-sm font-semibold">
                {t('reviews.form.title')}
              </label>
              <input
                id={`${prefix}-title`}
                name="title"
                defaultValue={values.title}
                maxLength={REVIEW_TITLE_MAX_LENGTH}
                aria-invalid={titleError ? true : undefined}
                aria-describedby={titleError ? `${prefix}-title-error` : undefined}
                className={`mt-1 ${inputClass}`}
              />
              {titleError && (
                <p id={`${prefix}-title-error`} className={errorClass}>
                  {t(`reviews.errors.${titleError}`, { min: REVIEW_TEXT_MIN_LENGTH })}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${prefix}-text`} className="text-sm font-semibold">
                {t('reviews.form.text')}
              </label>
              <p id={`${prefix}-text-hint`} className="text-sm text-ink-muted">
                {t('reviews.form.textHint', { min: REVIEW_TEXT_MIN_LENGTH })}
              </p>
              <textarea
                id={`${prefix}-text`}
                name="text"
                rows={5}
                required
                minLength={REVIEW_TEXT_MIN_LENGTH}
                maxLength={REVIEW_TEXT_MAX_LENGTH}
                defaultValue={values.text}
                aria-invalid={textError ? true : undefined}
                aria-describedby={`${prefix}-text-hint${textError ? ` ${prefix}-text-error` : ''}`}
                className={`mt-1 ${inputClass}`}
              />
              {textError && (
                <p id={`${prefix}-text-error`} className={errorClass}>
                  {t(`reviews.errors.${textError}`, { min: REVIEW_TEXT_MIN_LENGTH })}
                </p>
              )}
            </div>
            {formError && (
              <p role="alert" className={errorClass}>
                {t(`reviews.errors.${formError}`, { min: REVIEW_TEXT_MIN_LENGTH })}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                className="inline-flex h-11 items-center justify-center rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
              >
                {review ? t('reviews.form.update') : t('reviews.form.submit')}
              </button>
              {review && <p className="text-sm text-ink-muted">{t('reviews.form.editNote')}</p>}
            </div>
          </Form>
        </>
      )}
    </article>
  );
}
