// /admin/returns (issue 18; docs/returns.md): the buyers' return requests, newest first, by status;
// each one is approved with the address to send the items to, refused with why, or marked refunded once
// the money went back from the order's page. The buyer is e-mailed each time (plain forms).
import { adminReturnsEndpoints, type ReturnRequestDto } from '@spindle/contracts';
import { LOCALE_META, RETURN_STATUSES, localisePath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { data, Form, Link, redirect } from 'react-router';
import { AdminLayout, adminButtonClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-returns';

const DECISIONS = ['approved', 'refused', 'refunded'] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const status = RETURN_STATUSES.find((value) => value === url.searchParams.get('status'));
  const { items } = await apiClient(context).read(adminReturnsEndpoints.list, { query: { status } });
  return { locale, status: status ?? null, items, done: Number(url.searchParams.get('done')) || null };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const id = Number(textOf(form, 'id'));
  const status = DECISIONS.find((value) => value === textOf(form, 'intent'));
  if (!status || !Number.isSafeInteger(id) || id <= 0) return data({ id, code: 'input_invalid' }, 400);
  const result = await apiClient(context).call(adminReturnsEndpoints.setStatus, {
    params: { id },
    body: { status, note: textOf(form, 'note') || null },
  });
  if (!result.ok) return data({ id, code: result.code }, result.status);
  const next = new URLSearchParams(url.search);
  next.set('done', String(id));
  throw redirect(`${url.pathname}?${next.toString()}`);
}

function formatDay(iso: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeZone: 'Europe/Paris' }).format(
    new Date(iso),
  );
}

export default function AdminReturnsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, status, items, done } = loaderData;
  const path = localisePath('/admin/returns', locale);
  return (
    <>
      <PageHead title={t('returns.admin.title')} noIndex />
      <AdminLayout active="returns">
        <h1 className="text-2xl font-semibold">{t('returns.admin.title')}</h1>
        <nav aria-label={t('returns.admin.filter')} className="mt-4 flex flex-wrap gap-2">
          {[null, ...RETURN_STATUSES].map((value) => (
            <Link
              key={value ?? 'any'}
              to={value ? `${path}?status=${value}` : path}
              aria-current={status === value ? 'page' : undefined}
              className="rounded-full border border-line px-3 py-1 text-sm aria-[current=page]:bg-ink aria-[current=page]:text-surface"
            >
              {value ? t(`returns.statuses.${value}`) : t('returns.admin.any')}
            </Link>
          ))}
        </nav>
        {done && (
          <p role="status" className="mt-4 font-semibold">
            {t('returns.admin.done')}
          </p>
        )}
        {items.length === 0 ? (
          <p className="mt-6 text-ink-muted">{t('returns.admin.empty')}</p>
        ) : (
          <ul className="mt-6 space-y-4">
            {items.map((item) => (
              <ReturnCard
                key={item.id}
                item={item}
                locale={locale}
                error={actionData && 'id' in actionData && actionData.id === item.id ? actionData.code : null}
              />
            ))}
          </ul>
        )}
      </AdminLayout>
    </>
  );
}

function ReturnCard({ item, locale, error }: { item: ReturnRequestDto; locale: AppLocale; error: string | null }) {
  const { t } = useT();
  const heading = `return-${item.id}`;
  const open = item.status === 'requested' || item.status === 'approved';
  return (
    <li>
      <section aria-labelledby={heading} className="rounded-lg border border-line p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={heading} className="font-semibold">
            {t('returns.requestOf', { id: item.id, order: item.order_id })} · {formatDay(item.created_at, locale)}
          </h2>
          <span className="rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold">
            {t(`returns.statuses.${item.status}`)}
          </span>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">{t('returns.admin.customer')}</dt>
          <dd>{item.customer_email}</dd>
          <dt className="font-semibold">{t('returns.admin.items')}</dt>
          <dd>{item.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}</dd>
          <dt className="font-semibold">{t('returns.admin.reason')}</dt>
          <dd>{t(`returns.reasons.${item.reason}`)}</dd>
          {item.comment && (
            <>
              <dt className="font-semibold">{t('returns.admin.comment')}</dt>
              <dd>{item.comment}</dd>
            </>
          )}
          {item.staff_note && (
            <>
              <dt className="font-semibold">{t('returns.note')}</dt>
              <dd>{item.staff_note}</dd>
            </>
          )}
        </dl>
        <Link
          to={localisePath(`/admin/order/${item.order_id}`, locale)}
          className="mt-2 inline-block text-sm underline underline-offset-4"
        >
          {t('returns.admin.order')}
        </Link>
        {error && (
          <p role="alert" className="mt-2 font-semibold text-red-800 dark:text-red-200">
            {error}
          </p>
        )}
        {open && <DecisionForm item={item} />}
      </section>
    </li>
  );
}

function DecisionForm({ item }: { item: ReturnRequestDto }) {
  const { t } = useT();
  const noteId = `return-${item.id}-note`;
  return (
    <Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="id" value={item.id} />
      <div>
        <label htmlFor={noteId} className="text-sm font-semibold">
          {t('returns.admin.note')}
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={2}
          maxLength={2000}
          aria-describedby={`${noteId}-hint`}
          className="mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        />
        <p id={`${noteId}-hint`} className="mt-1 text-sm text-ink-muted">
          {item.status === 'approved' ? t('returns.admin.refundFirst') : t('returns.admin.noteHint')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {item.status === 'requested' && (
          <button type="submit" name="intent" value="approved" className={adminButtonClass}>
            {t('returns.admin.approve')}
          </button>
        )}
        {item.status === 'approved' && (
          <button type="submit" name="intent" value="refunded" className={adminButtonClass}>
            {t('returns.admin.refunded')}
          </button>
        )}
        <button type="submit" name="intent" value="refused" className={adminSecondaryButtonClass}>
          {t('returns.admin.refuse')}
        </button>
      </div>
    </Form>
  );
}
