// /admin/reviews (spec section 2; issues 16 and 18; docs/admin.md "Customers' reviews"): customers'
// reviews, newest first, filtered by status, project and rating, sorted, paged and
// exported as CSV through the URL; each row publishes, hides or answers its review (plain forms).
import { adminReviewsEndpoints, adminReviewsQuerySchema, type AdminReviewRow } from '@spindle/contracts';
import {
  LOCALE_META,
  REVIEW_ANSWER_MAX_LENGTH,
  REVIEW_MODERATION_ACTIONS,
  REVIEW_RATINGS,
  REVIEW_STATUSES,
  localisePath,
  splitLocaleFromPath,
  type ReviewModerationAction,
} from '@spindle/domain';
import { data, Form, Link, redirect } from 'react-router';
import { AdminLayout, adminButtonClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { AdminFilterForm, FilterInput, FilterSelect } from '../features/admin/admin-filters.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-reviews';

type Done = ReviewModerationAction | 'answer';
const DONE: readonly Done[] = [...REVIEW_MODERATION_ACTIONS, 'answer'];

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(adminReviewsQuerySchema, url);
  const page = await apiClient(context).read(adminReviewsEndpoints.list, { query });
  const done = DONE.find((value) => value === url.searchParams.get('done')) ?? null;
  return { locale, query, page, done, doneId: Number(url.searchParams.get('review')) || null };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const id = Number(textOf(form, 'id'));
  const params = { id: Number.isSafeInteger(id) && id > 0 ? id : 0 };
  const api = apiClient(context);
  const intent = textOf(form, 'intent');
  const move = REVIEW_MODERATION_ACTIONS.find((value) => value === intent);
  const result = move
    ? await api.call(adminReviewsEndpoints.setStatus, { params, body: { action: move } })
    : await api.call(adminReviewsEndpoints.answer, { params, body: { answer: textOf(form, 'answer') } });
  if (!result.ok) return data({ id: params.id, code: result.code }, result.status);
  // A fresh page after the change (a reload does not send it again), on the same filter.
  const next = new URLSearchParams(url.search);
  next.set('done', move ?? 'answer');
  next.set('review', String(params.id));
  throw redirect(`${url.pathname}?${next.toString()}`);
}

function Filters({ query }: { query: Route.ComponentProps['loaderData']['query'] }) {
  const { t } = useT();
  return (
    <AdminFilterForm sort={query.sort} dir={query.dir}>
      <FilterSelect
        id="reviews-status"
        name="status"
        label={t('admin.moderation.status')}
        value={query.status}
        anyLabel={t('admin.moderation.statuses.any')}
        options={REVIEW_STATUSES.map((status) => ({ value: status, label: t(`admin.moderation.statuses.${status}`) }))}
      />
      <FilterSelect
        id="reviews-rating"
        name="rating"
        label={t('admin.moderation.rating')}
        value={query.rating === undefined ? undefined : String(query.rating)}
        anyLabel={t('admin.moderation.anyRating')}
        options={REVIEW_RATINGS.map((rating) => ({
          value: String(rating),
          label: t('admin.moderation.stars', { rating }),
        }))}
      />
      <FilterInput
        id="reviews-project"
        name="project_id"
        label={t('admin.moderation.project')}
        value={query.project_id}
        inputMode="numeric"
      />
    </AdminFilterForm>
  );
}

function Moderation({ row }: { row: AdminReviewRow }) {
  const { t } = useT();
  const answerId = `review-${row.id}-answer`;
  return (
    <div className="flex min-w-64 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {row.actions.map((move) => (
          <Form key={move} method="post">
            <input type="hidden" name="id" value={row.id} />
            <button
              type="submit"
              name="intent"
              value={move}
              className={move === 'publish' ? adminButtonClass : adminSecondaryButtonClass}
            >
              {t(`admin.moderation.${move}`)}
            </button>
          </Form>
        ))}
      </div>
      <Form method="post" className="flex flex-col gap-1">
        <input type="hidden" name="id" value={row.id} />
        <label htmlFor={answerId} className="text-sm font-semibold">
          {t('admin.moderation.answerLabel', { id: row.id })}
        </label>
        <textarea
          id={answerId}
          name="answer"
          rows={2}
          maxLength={REVIEW_ANSWER_MAX_LENGTH}
          defaultValue={row.answer ?? ''}
          className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        />
        <button type="submit" name="intent" value="answer" className={adminSecondaryButtonClass}>
          {t('admin.moderation.saveAnswer')}
        </button>
      </Form>
    </div>
  );
}

export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, done, doneId } = loaderData;
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: AdminColumn<AdminReviewRow>[] = [
    { key: 'id', label: '#', cell: (row) => row.id },
    {
      key: 'written',
      label: t('admin.moderation.written'),
      sort: 'created_at',
      cell: (row) => dates.format(new Date(row.created_at)),
    },
    {
      key: 'rating',
      label: t('admin.moderation.rating'),
      sort: 'rating',
      cell: (row) => t('admin.moderation.stars', { rating: row.rating }),
    },
    {
      key: 'review',
      label: t('admin.moderation.review'),
      cell: (row) => (
        <div className="max-w-md">
          <Link to={localisePath(row.project.path, locale)} className="text-sm underline underline-offset-4">
            {row.project.artist_name} – {row.project.name}
          </Link>
          {row.title && <p className="mt-1 font-semibold">{row.title}</p>}
          <p className="whitespace-pre-line">{row.text}</p>
          {row.answered_at && (
            <p className="mt-1 text-sm text-ink-muted">
              {t('admin.moderation.answered', { date: dates.format(new Date(row.answered_at)) })}
            </p>
          )}
        </div>
      ),
    },
    { key: 'author', label: t('admin.moderation.author'), cell: (row) => row.author_name },
    {
      key: 'order',
      label: t('admin.moderation.order'),
      cell: (row) => (
        <Link to={localisePath(`/admin/order/${row.order_id}`, locale)} className="underline">
          #{row.order_id}
        </Link>
      ),
    },
    { key: 'status', label: t('admin.moderation.status'), cell: (row) => t(`admin.moderation.statuses.${row.status}`) },
    { key: 'actions', label: t('admin.moderation.actions'), cell: (row) => <Moderation row={row} /> },
  ];
  return (
    <>
      <PageHead title={t('admin.moderation.title')} noIndex />
      <AdminLayout active="moderation">
        <h1 className="text-2xl font-semibold">{t('admin.moderation.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.moderation.counts', page.counts)}</p>
        {done && doneId && (
          <p
            role="status"
            className="mt-3 rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm font-semibold"
          >
            {t(`admin.moderation.done.${done}`, { id: doneId })}
          </p>
        )}
        {actionData && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-800 dark:text-red-300">
            {t('admin.moderation.failed', { code: actionData.code })}
          </p>
        )}
        <Filters query={query} />
        <AdminTable
          caption={t('admin.moderation.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
          csvPath="/admin/reviews.csv"
        />
      </AdminLayout>
    </>
  );
}
