// The star rating of a review form: a radio group (a fieldset with its legend) of five stars, each
// labelled "4 stars out of 5" for screen readers and shown as a star; the chosen star and those before
// it are filled with CSS alone (:has), so it works before scripts and without them. Arrow keys move
// between stars as in any radio group; the focused star shows a visible ring.
import { REVIEW_RATINGS } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';

/** Fills the stars up to the chosen one: star n is filled when a rating of n or more is checked. */
const FILL_UP_TO_CHOSEN = [
  '[&:has(input[value="1"]:checked)_label:nth-of-type(-n+1)]:text-accent',
  '[&:has(input[value="2"]:checked)_label:nth-of-type(-n+2)]:text-accent',
  '[&:has(input[value="3"]:checked)_label:nth-of-type(-n+3)]:text-accent',
  '[&:has(input[value="4"]:checked)_label:nth-of-type(-n+4)]:text-accent',
  '[&:has(input[value="5"]:checked)_label:nth-of-type(-n+5)]:text-accent',
].join(' ');

export function StarRatingInput({
  idPrefix,
  defaultValue,
  errorId,
}: {
  idPrefix: string;
  defaultValue: number | null;
  /** The id of the field's error message, when there is one. */
  errorId: string | null;
}) {
  const { t } = useT();
  return (
    <fieldset aria-describedby={errorId ?? undefined} aria-invalid={errorId ? true : undefined}>
      <legend className="text-sm font-semibold">{t('reviews.form.rating')}</legend>
      <div className={`mt-1 flex gap-1 text-ink-muted ${FILL_UP_TO_CHOSEN}`}>
        {REVIEW_RATINGS.map((rating) => {
          const id = `${idPrefix}-rating-${rating}`;
          return (
            <label
              key={rating}
              htmlFor={id}
              title={t('reviews.form.star', { count: rating })}
              className="cursor-pointer rounded-md px-1 text-3xl leading-none has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink"
            >
              <input
                id={id}
                type="radio"
                name="rating"
                value={rating}
                defaultChecked={defaultValue === rating}
                required
                className="sr-only"
              />
              <span aria-hidden="true">★</span>
              <span className="sr-only">{t('reviews.form.star', { count: rating })}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
