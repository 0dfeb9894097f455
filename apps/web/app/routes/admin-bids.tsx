// /bids (spec section 2: admin only; issue 14, docs/admin.md "Users, bids, invoices and payments"): the
// pressing-quote and call-me requests waiting for the team's answer, with what each requester asked.
// Staff with the admin flag answer one with a message: it is e-mailed to the requester in their
// language and the request shows who answered and when.
import { adminBidsQuerySchema, adminPeopleEndpoints, type AdminBid } from '@spindle/contracts';
import { LOCALE_META, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import {
  AdminLayout,
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../features/admin/admin-layout.tsx';
import { moneyText } from '../features/admin/money-cell.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { pageCount, withParams } from '../features/admin/table-url.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-bids';

const ACTION_ERRORS = ['request_already_answered', 'input_invalid'] as const;
type ActionError = (typeof ACTION_ERRORS)[number] | 'other';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(adminBidsQuerySchema, url);
  const page = await apiClient(context).read(adminPeopleEndpoints.bids, { query });
  return { locale, query, page, sent: url.searchParams.has('sent') };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const kind = textOf(form, 'kind') === 'quote' ? 'quote' : 'call_me';
  const id = Number(textOf(form, 'id'));
  const result = await apiClient(context).call(adminPeopleEndpoints.answerBid, {
    params: { kind, id: Number.isInteger(id) && id > 0 ? id : 0 },
    body: { message: textOf(form, 'message') },
  });
  const next = new URLSearchParams(url.search);
  next.set('sent', '');
  // After an answer, a fresh page (a reload does not send it again).
  if (result.ok) throw redirect(`${url.pathname}?${next.toString()}`);
  const error: ActionError = (ACTION_ERRORS as readonly string[]).includes(result.code)
    ? (result.code as ActionError)
    : 'other';
  return data({ error, kind, id }, 400);
}

/** What the requester asked, as label and text pairs. */
function detailsOf(bid: AdminBid, t: ReturnType<typeof useT>['t'], locale: AppLocale): [string, string][] {
  const common: [string, string | null][] = [
    [t('admin.bids.email'), bid.email],
    [t('admin.bids.phone'), bid.phone],
    [t('admin.bids.lang'), LOCALE_META[bid.lang].label],
  ];
  const specific: [string, string | null][] =
    bid.kind === 'quote'
      ? [
          [t('admin.bids.copies'), String(bid.quantity)],
          [t('admin.bids.options'), optionsText(bid.options)],
          [t('admin.bids.estimate'), moneyText(bid.total_with_vat_minor, bid.currency, locale)],
          [t('admin.bids.comment'), bid.comment],
          [t('admin.bids.origin'), bid.origin],
        ]
      : [
          [t('admin.bids.project'), bid.project?.name ?? null],
          [t('admin.bids.when'), bid.preferred_time],
          [t('admin.bids.message'), bid.message],
        ];
  return [...common, ...specific].flatMap(([label, value]) => (value ? [[label, value] as [string, string]] : []));
}

/** The pressing's options as one line: 'format 12 · weightGrams 180 · colour black…'. */
function optionsText(options: Record<string, unknown>): string {
  return Object.entries(options)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(' · ');
}

function AnswerForm({ bid, error }: { bid: AdminBid; error: ActionError | null }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const field = `answer-${bid.kind}-${bid.id}`;
  const language = LOCALE_META[bid.lang];
  return (
    <Form method="post" className="mt-3 flex flex-col gap-2">
      <input type="hidden" name="kind" value={bid.kind} />
      <input type="hidden" name="id" value={bid.id} />
      <label htmlFor={field} className="text-sm font-semibold">
        {t('admin.bids.answer')}
      </label>
      <textarea
        id={field}
        name="message"
        required
        rows={4}
        aria-describedby={`${field}-hint`}
        className="rounded-lg border border-line bg-surface p-3 text-sm"
      />
      <p id={`${field}-hint`} className="text-sm text-ink-muted">
        {t('admin.bids.answerHint', { email: bid.email ?? '—', language: language.label })}
      </p>
      {error && (
        <p className="text-sm text-red-700 dark:text-red-300" role="alert">
          {t(`admin.bids.errors.${error}`)}
        </p>
      )}
      <button type="submit" disabled={busy} className={`${adminButtonClass} self-start`}>
        {t('admin.bids.send')}
      </button>
    </Form>
  );
}

function BidCard({ bid, locale, error }: { bid: AdminBid; locale: AppLocale; error: ActionError | null }) {
  const { t } = useT();
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  const heading = `bid-${bid.kind}-${bid.id}`;
  const values = { id: bid.id, name: bid.name ?? bid.email ?? '—' };
  return (
    <li>
      <article aria-labelledby={heading} className="rounded-lg border border-line p-4">
        <h2 id={heading} className="text-lg font-semibold">
          {bid.kind === 'quote' ? t('admin.bids.quoteTitle', values) : t('admin.bids.callMeTitle', values)}
        </h2>
        <p className="text-sm text-ink-muted">
          {t('admin.bids.receivedAt')}: <time dateTime={bid.created_at}>{dates.format(new Date(bid.created_at))}</time>
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {detailsOf(bid, t, locale).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
        {bid.answer ? (
          <div className="mt-3 text-sm">
            <p className="font-semibold">
              {t('admin.bids.answeredBy', {
                name: bid.answer.by_name ?? '—',
                date: dates.format(new Date(bid.answer.at)),
              })}
            </p>
            <blockquote className="mt-1 border-l-4 border-line pl-3 whitespace-pre-line">
              {bid.answer.message}
            </blockquote>
          </div>
        ) : (
          <AnswerForm bid={bid} error={error} />
        )}
      </article>
    </li>
  );
}

export default function AdminBidsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, sent } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  const pages = pageCount(page.total, page.per_page);
  const errorOf = (bid: AdminBid) =>
    actionData && actionData.kind === bid.kind && actionData.id === bid.id ? actionData.error : null;
  return (
    <>
      <PageHead title={t('admin.bids.title')} noIndex />
      <AdminLayout active="bids">
        <h1 className="text-2xl font-semibold">{t('admin.bids.title')}</h1>
        <div role="status" className="mt-2 text-sm">
          {sent && !actionData ? t('admin.bids.sent') : null}
        </div>
        <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="bids-status" className="text-sm font-semibold">
              {t('admin.bids.status')}
            </label>
            <select id="bids-status" name="status" defaultValue={query.status} className={adminInputClass}>
              {(['open', 'answered', 'all'] as const).map((status) => (
                <option key={status} value={status}>
                  {t(`admin.bids.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="bids-kind" className="text-sm font-semibold">
              {t('admin.bids.kind')}
            </label>
            <select id="bids-kind" name="kind" defaultValue={query.kind} className={adminInputClass}>
              {(['all', 'quote', 'call_me'] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin.bids.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={adminSecondaryButtonClass}>
            {t('admin.table.filter')}
          </button>
        </Form>
        {page.rows.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('admin.bids.none')}</p>
        ) : (
          <ul className="space-y-4">
            {page.rows.map((bid) => (
              <BidCard key={`${bid.kind}-${bid.id}`} bid={bid} locale={locale} error={errorOf(bid)} />
            ))}
          </ul>
        )}
        <nav aria-label={t('admin.table.page', { page: page.page, pages })} className="mt-4 flex gap-3 text-sm">
          <span>{t('admin.table.total', { count: page.total })}</span>
          {page.page > 1 && (
            <Link to={withParams(search, { page: String(page.page - 1), sent: null })} className="underline">
              {t('admin.table.previous')}
            </Link>
          )}
          <span>{t('admin.table.page', { page: page.page, pages })}</span>
          {page.page < pages && (
            <Link to={withParams(search, { page: String(page.page + 1), sent: null })} className="underline">
              {t('admin.table.next')}
            </Link>
          )}
        </nav>
      </AdminLayout>
    </>
  );
}
