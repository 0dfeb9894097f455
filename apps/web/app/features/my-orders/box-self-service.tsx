// /my-account/box, the box's self-service under its summary (issue 17): every month (picked with its
// covers, shipped with links to its parcel and to /box-review, to come, skipped), the open month's
// selection to pick or swap a record before the cut-off, skipping a month (prepaid), genre preferences,
// the delivery address, a new card while a monthly payment waits, the charges with their invoices, and
// stopping the box. Plain forms posting to the page's action (box-cycle-actions.server.ts): they work
// before the scripts load.
import type { BoxDetail } from '@spindle/contracts';
import { boxCutOff, GENRES, localisePath, type AppLocale } from '@spindle/domain';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import type { BoxActionRefusal } from './box-cycle-actions.ts';
import { formatDay, formatMonth } from './my-orders-format.ts';
import { primaryButtonClass, secondaryButtonClass, StatusBadge } from './my-orders-ui.tsx';

const sectionClass = 'mt-6 border-t border-line pt-4';
const ACTIVE_STEPS = ['confirmed', 'monthly_pending'];

export interface BoxSelfServiceProps {
  detail: BoxDetail;
  locale: AppLocale;
  countries: readonly { code: string; name: string }[];
  /** The refusal of the last form sent, when it was this box's. */
  refusal: BoxActionRefusal | null;
  /** The card form opens by itself (the failed-charge e-mail's `?update=card`). */
  updateCard: boolean;
  /** The stop's confirmation is shown (`?stop=<id>`). */
  confirmingStop: boolean;
  pagePath: string;
  /** The test card's fields (the checkout's), with the errors of a refused card. */
  cardFields: (errors: Record<string, string>) => ReactNode;
  /** The address of the invoice download (a resource route answering the PDF as an attachment). */
  invoicePath: string;
  ordersPath: string;
}

function Hidden({ detail, intent, month }: { detail: BoxDetail; intent: string; month?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="box_id" value={detail.id} />
      {month && <input type="hidden" name="month" value={month} />}
    </>
  );
}

function Cover({ src, name, artist }: { src: string; name: string; artist: string }) {
  return (
    <img
      src={src}
      alt={`${name} – ${artist}`}
      width={160}
      height={160}
      loading="lazy"
      className="aspect-square w-full rounded-md object-cover"
    />
  );
}

export function BoxMonths({
  detail,
  locale,
  ordersPath,
}: Pick<BoxSelfServiceProps, 'detail' | 'locale' | 'ordersPath'>) {
  const { t } = useT();
  return (
    <section aria-labelledby={`box-${detail.id}-months`} className={sectionClass}>
      <h3 id={`box-${detail.id}-months`} className="font-semibold">
        {t('myOrders.boxCycle.months')}
      </h3>
      <ul className="mt-2 space-y-3">
        {detail.months.map((month) => (
          <li key={month.month} className="text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{formatMonth(month.month, locale)}</span>
              <StatusBadge
                tone={month.state === 'shipped' ? 'good' : month.state === 'payment_due' ? 'stopped' : 'progress'}
              >
                {t(`myOrders.boxCycle.monthState.${month.state}`)}
              </StatusBadge>
              {month.open && <span className="text-ink-muted">{t('myOrders.boxCycle.openBadge')}</span>}
            </p>
            {month.picks.length > 0 && (
              <ul className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-6">
                {month.picks.map((pick) => (
                  <li key={pick.project_id}>
                    <Cover src={pick.cover} name={pick.name} artist={pick.artist_name} />
                    <p className="mt-1 font-semibold">{pick.name}</p>
                    <p className="text-ink-muted">
                      {pick.artist_name} · {t(`myOrders.box.dispatchStatus.${pick.status}`)} (
                      {t(`myOrders.box.pickedBy.${pick.picked_by}`)})
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {month.state === 'shipped' && (
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                <Link to={ordersPath} className="underline underline-offset-4">
                  {t('myOrders.boxCycle.trackingLink')}
                </Link>
                <Link
                  to={localisePath(`/box-review?box=${detail.id}#box-month-${month.month}`, locale)}
                  className="underline underline-offset-4"
                >
                  {t('myOrders.boxCycle.reviewLink', { month: formatMonth(month.month, locale) })}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SelectionCard({
  detail,
  entry,
  picked,
  full,
}: {
  detail: BoxDetail;
  entry: BoxDetail['selection'][number];
  picked: boolean;
  full: boolean;
}) {
  const { t } = useT();
  const names = { name: entry.name, artist: entry.artist_name };
  return (
    <li className="text-sm">
      <Cover src={entry.cover} name={entry.name} artist={entry.artist_name} />
      <p className="mt-1 font-semibold">{entry.name}</p>
      <p className="text-ink-muted">{entry.artist_name}</p>
      <p className="text-ink-muted">{t('myOrders.boxCycle.left', { count: entry.left })}</p>
      {picked ? (
        <p className="mt-2 font-semibold">✓ {t('myOrders.boxCycle.yourPick')}</p>
      ) : entry.left <= 0 ? (
        <p className="mt-2 text-ink-muted">{t('myOrders.boxCycle.soldOut')}</p>
      ) : (
        <Form method="post" preventScrollReset className="mt-2">
          <Hidden detail={detail} intent="pick" month={detail.open_month} />
          <input type="hidden" name="project_id" value={entry.project_id} />
          <button
            type="submit"
            className={`${full ? secondaryButtonClass : primaryButtonClass} h-9 px-4 text-sm`}
            aria-label={t(full ? 'myOrders.boxCycle.swapLabel' : 'myOrders.boxCycle.pickLabel', names)}
          >
            {t(full ? 'myOrders.boxCycle.swap' : 'myOrders.boxCycle.pick')}
          </button>
        </Form>
      )}
    </li>
  );
}

export function BoxPicker({ detail, locale }: Pick<BoxSelfServiceProps, 'detail' | 'locale'>) {
  const { t } = useT();
  const open = detail.months.find((month) => month.month === detail.open_month);
  if (!ACTIVE_STEPS.includes(detail.step) || open?.state === 'skipped' || open?.open === false) return null;
  const picked = new Set(open?.picks.map((pick) => pick.project_id));
  const full = picked.size >= detail.records_per_month;
  const month = formatMonth(detail.open_month, locale);
  return (
    <section aria-labelledby={`box-${detail.id}-pick`} className={sectionClass}>
      <h3 id={`box-${detail.id}-pick`} className="font-semibold">
        {t('myOrders.boxCycle.pickTitle', { month })}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {t('myOrders.boxCycle.pickIntro', {
          count: detail.records_per_month,
          date: formatDay(boxCutOff(detail.open_month).toISOString(), locale),
        })}
      </p>
      {detail.selection.length === 0 ? (
        <p className="mt-2 text-sm">{t('myOrders.boxCycle.noSelection')}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {detail.selection.map((entry) => (
            <SelectionCard
              key={entry.project_id}
              detail={detail}
              entry={entry}
              picked={picked.has(entry.project_id)}
              full={full}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function BoxSkip({ detail, locale }: Pick<BoxSelfServiceProps, 'detail' | 'locale'>) {
  const { t } = useT();
  if (detail.periodicity === 'monthly' || !ACTIVE_STEPS.includes(detail.step) || detail.stop_requested_at) return null;
  const open = detail.months.find((month) => month.month === detail.open_month);
  const skipped = open?.state === 'skipped';
  const month = formatMonth(detail.open_month, locale);
  return (
    <section aria-labelledby={`box-${detail.id}-skip`} className={sectionClass}>
      <h3 id={`box-${detail.id}-skip`} className="font-semibold">
        {t('myOrders.boxCycle.skipTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {skipped ? t('myOrders.boxCycle.skippedNote', { month }) : t('myOrders.boxCycle.skipIntro', { month })}
      </p>
      <Form method="post" preventScrollReset className="mt-2">
        <Hidden detail={detail} intent={skipped ? 'unskip' : 'skip'} month={detail.open_month} />
        <button type="submit" className={secondaryButtonClass}>
          {t(skipped ? 'myOrders.boxCycle.unskip' : 'myOrders.boxCycle.skip', { month })}
        </button>
      </Form>
    </section>
  );
}

export function BoxGenres({ detail }: Pick<BoxSelfServiceProps, 'detail'>) {
  const { t } = useT();
  if (!ACTIVE_STEPS.includes(detail.step)) return null;
  const chosen = new Set(detail.genre_ids);
  return (
    <section className={sectionClass}>
      <Form method="post" preventScrollReset>
        <Hidden detail={detail} intent="genres" />
        <fieldset>
          <legend className="font-semibold">{t('myOrders.boxCycle.genresTitle')}</legend>
          <p className="text-sm text-ink-muted">{t('myOrders.boxCycle.genresIntro')}</p>
          <div className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {GENRES.map((genre) => (
              <label key={genre.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="genre_ids"
                  value={genre.id}
                  defaultChecked={chosen.has(genre.id)}
                  className="size-6 shrink-0"
                />
                {t(`genre.${genre.id}` as 'genre.1')}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={`${secondaryButtonClass} mt-3`}>
          {t('myOrders.boxCycle.saveGenres')}
        </button>
      </Form>
    </section>
  );
}
