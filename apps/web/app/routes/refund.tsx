// /refund (spec section 2, listed page; issue 18; docs/returns.md): the buyer asks to return copies of
// a parcel that left (GET and POST user/returns) and follows their requests. One plain form per parcel,
// so it works before the scripts load; the answer comes back on the same page.
import { returnRequestBodySchema, returnsEndpoints, type MyReturns } from '@spindle/contracts';
import { LOCALE_META, RETURN_REASONS, localisePath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { primaryButtonClass } from '../features/account/account-fields.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/refund';

const ERRORS = ['return_not_shipped', 'return_window_closed', 'return_quantity_invalid'] as const;
type ErrorKey = (typeof ERRORS)[number] | 'request_failed';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const returns = await apiClient(context).read(returnsEndpoints.mine);
  return data(
    { locale, returns, now: new Date().toISOString() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const form = await readFormBody(request);
  const shopOrderId = Number(textOf(form, 'shop_order_id'));
  const lines = [...form.keys()]
    .filter((key) => key.startsWith('qty_'))
    .map((key) => ({ order_item_id: Number(key.slice(4)), quantity: Number(textOf(form, key)) }))
    .filter((line) => line.quantity > 0);
  const body = returnRequestBodySchema.safeParse({
    shop_order_id: shopOrderId,
    reason: textOf(form, 'reason'),
    comment: textOf(form, 'comment'),
    lines,
  });
  // No copy chosen (or a field tampered with): the same answer the API gives for copies it cannot take.
  if (!body.success) return { parcel: shopOrderId, sent: null, error: 'return_quantity_invalid' as ErrorKey };
  const result = await apiClient(context).call(
    returnsEndpoints.request,
    { body: body.data },
    { onServerFailure: 'value' },
  );
  if (result.ok) return { parcel: shopOrderId, sent: result.value.id, error: null };
  const error: ErrorKey = ERRORS.find((key) => key === result.code) ?? 'request_failed';
  return { parcel: shopOrderId, sent: null, error };
}

function formatDay(iso: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(iso),
  );
}

export default function RefundPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, returns, now } = loaderData;
  return (
    <>
      <PageHead title={t('returns.title')} noIndex />
      <main className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        <header className="space-y-3">
          <h1 className="text-3xl font-semibold">{t('returns.title')}</h1>
          <p className="text-ink-muted">{t('returns.intro')}</p>
          <Link to={localisePath('/return-and-refund-policy', locale)} className="text-sm underline underline-offset-4">
            {t('returns.policy')}
          </Link>
        </header>
        {returns.parcels.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center">{t('returns.none')}</p>
        ) : (
          returns.parcels.map((parcel) => (
            <ParcelForm
              key={parcel.shop_order_id}
              parcel={parcel}
              locale={locale}
              now={now}
              outcome={actionData?.parcel === parcel.shop_order_id ? actionData : null}
            />
          ))
        )}
        {returns.requests.length > 0 && <Requests requests={returns.requests} locale={locale} />}
      </main>
    </>
  );
}

function ParcelForm({
  parcel,
  locale,
  now,
  outcome,
}: {
  parcel: MyReturns['parcels'][number];
  locale: AppLocale;
  /** The server's time of the page, so the page reads the same before and after hydration. */
  now: string;
  outcome: { sent: number | null; error: ErrorKey | null } | null;
}) {
  const { t } = useT();
  const busy = useNavigation().state === 'submitting';
  const id = `parcel-${parcel.shop_order_id}`;
  const withdrawalOpen = parcel.withdrawal_ends_at !== null && parcel.withdrawal_ends_at > now;
  const shipped = parcel.delivered_at
    ? t('returns.delivered', { date: formatDay(parcel.delivered_at, locale) })
    : parcel.sent_at
      ? t('returns.sent', { date: formatDay(parcel.sent_at, locale) })
      : '';
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-line p-5">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {t('returns.parcel', { order: parcel.order_id, parcel: parcel.shop_order_id })}
        </h2>
        <p className="text-sm text-ink-muted">
          {shipped}
          {' · '}
          {withdrawalOpen && parcel.withdrawal_ends_at
            ? t('returns.withdrawalEnds', { date: formatDay(parcel.withdrawal_ends_at, locale) })
            : t('returns.withdrawalOver')}
        </p>
      </div>
      {outcome?.sent && (
        <p role="status" className="rounded-md bg-surface-raised p-3 font-semibold">
          {t('returns.sentNotice', { id: outcome.sent })}
        </p>
      )}
      {outcome?.error && (
        <p role="alert" className="rounded-md border border-red-700 p-3 font-semibold text-red-800 dark:text-red-200">
          {t(`returns.errors.${outcome.error}`)}
        </p>
      )}
      {/* A new form once a request is sent: the fields start empty again. */}
      <Form key={outcome?.sent ?? 'new'} method="post" className="space-y-4">
        <input type="hidden" name="shop_order_id" value={parcel.shop_order_id} />
        {parcel.lines.map((line) => (
          <label key={line.order_item_id} className="flex items-center justify-between gap-4">
            <span>{t('returns.quantity', { name: line.name, count: line.returnable_quantity })}</span>
            <input
              type="number"
              name={`qty_${line.order_item_id}`}
              min={0}
              max={line.returnable_quantity}
              defaultValue={0}
              disabled={line.returnable_quantity === 0}
              className="h-10 w-20 rounded-lg border border-ink-muted/60 bg-surface px-3 text-right"
            />
          </label>
        ))}
        <fieldset className="space-y-2">
          <legend className="mb-1 font-semibold">{t('returns.reason')}</legend>
          {RETURN_REASONS.map((reason, index) => (
            <label key={reason} className="flex items-center gap-2">
              <input type="radio" name="reason" value={reason} required defaultChecked={index === 0} />
              {t(`returns.reasons.${reason}`)}
            </label>
          ))}
        </fieldset>
        <label className="block">
          <span className="font-semibold">{t('returns.comment')}</span>
          <textarea
            name="comment"
            rows={3}
            maxLength={2000}
            aria-describedby={`${id}-hint`}
            className="mt-1 block w-full rounded-lg border border-ink-muted/60 bg-surface px-3 py-2"
          />
          <span id={`${id}-hint`} className="text-sm text-ink-muted">
            {t('returns.commentHint')}
          </span>
        </label>
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {t('returns.submit')}
        </button>
      </Form>
    </section>
  );
}

function Requests({ requests, locale }: { requests: MyReturns['requests']; locale: AppLocale }) {
  const { t } = useT();
  return (
    <section aria-labelledby="return-requests" className="space-y-3">
      <h2 id="return-requests" className="text-xl font-semibold">
        {t('returns.requests')}
      </h2>
      <ul className="space-y-3">
        {requests.map((request) => (
          <li key={request.id} className="rounded-lg border border-line p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{t('returns.requestOf', { id: request.id, order: request.order_id })}</h3>
              <span className="rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold">
                {t(`returns.statuses.${request.status}`)}
              </span>
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              {t('returns.askedOn', { date: formatDay(request.created_at, locale) })} ·{' '}
              {t(`returns.reasons.${request.reason}`)} ·{' '}
              {request.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}
            </p>
            {request.staff_note && (
              <p className="mt-2 text-sm">
                <span className="font-semibold">{t('returns.note')}:</span> {request.staff_note}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
