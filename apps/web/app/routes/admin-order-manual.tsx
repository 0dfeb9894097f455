// /admin/order-manual (spec section 2, issue 14): staff make a confirmed order for a customer (an
// account's number or an e-mail): a free replacement, or a trade sale billed at the catalogue's price or,
// for a boss, at an agreed one. It gets its own invoice and is ready to ship; the order's page opens next.
import { adminOrdersEndpoints } from '@spindle/contracts';
import { MANUAL_ORDER_PAYMENTS, MANUAL_ORDER_REASONS, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AdminLayout, adminButtonClass, adminInputClass } from '../features/admin/admin-layout.tsx';
import { manualOrderBodyOf } from '../features/admin/manual-order-form.server.ts';
import { MANUAL_ORDER_ROWS } from '../features/admin/manual-order-rows.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-order-manual';

const ERRORS = ['forbidden', 'insufficient_stock', 'input_invalid', 'amount'] as const;
type ManualOrderError = (typeof ERRORS)[number] | 'other';
/** A refused order: why, and which fields (for input_invalid). */
interface ManualOrderRefusal {
  error: ManualOrderError;
  fields: string;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  return { locale: splitLocaleFromPath(url.pathname).locale };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const parsed = manualOrderBodyOf(await readFormBody(request));
  if (!parsed.ok) return data({ error: 'amount', fields: '' } satisfies ManualOrderRefusal, 400);
  const result = await apiClient(context).call(adminOrdersEndpoints.createManualOrder, { body: parsed.body });
  if (result.ok) throw redirect(`${localisePath(`/admin/order/${result.value.order_id}`, locale)}?saved=created`);
  const error: ManualOrderError = (ERRORS as readonly string[]).includes(result.code)
    ? (result.code as ManualOrderError)
    : 'other';
  return data({ error, fields: Object.keys(result.fields ?? {}).join(', ') } satisfies ManualOrderRefusal, 400);
}

function Field({
  name,
  label,
  required = false,
  type = 'text',
}: {
  name: string;
  label: string;
  required?: boolean;
  type?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`manual-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input id={`manual-${name}`} name={name} type={type} required={required} className={adminInputClass} />
    </div>
  );
}

function LineRows() {
  const { t } = useT();
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-semibold">{t('admin.orderManual.lines')}</legend>
      <p className="text-sm text-ink-muted">{t('admin.orderManual.linesHint')}</p>
      {Array.from({ length: MANUAL_ORDER_ROWS }, (_, row) => (
        <fieldset key={row} className="mt-3 grid gap-3 sm:grid-cols-4">
          <legend className="sr-only">{t('admin.orderManual.line', { number: row + 1 })}</legend>
          <Field name={`project_${row}`} label={t('admin.orderManual.project')} required={row === 0} />
          <Field name={`quantity_${row}`} label={t('admin.orderManual.quantity')} type="number" />
          <Field name={`price_${row}`} label={t('admin.orderManual.unitPrice')} />
          <Field name={`size_${row}`} label={t('admin.orderManual.size')} />
        </fieldset>
      ))}
    </fieldset>
  );
}

function Choice({
  name,
  legend,
  values,
  labelOf,
}: {
  name: string;
  legend: string;
  values: readonly string[];
  labelOf: (value: string) => string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-semibold">{legend}</legend>
      {values.map((value, index) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input type="radio" name={name} value={value} defaultChecked={index === 0} />
          {labelOf(value)}
        </label>
      ))}
    </fieldset>
  );
}

export default function AdminOrderManualPage({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <PageHead title={t('admin.orderManual.title')} noIndex />
      <AdminLayout active="ordersManual">
        <h1 className="text-2xl font-semibold">{t('admin.orderManual.title')}</h1>
        <p className="mt-1 text-sm">{t('admin.orderManual.intro')}</p>
        <Form method="post" className="mt-4">
          <Field name="customer" label={t('admin.orderManual.customer')} required />
          <LineRows />
          <div className="mt-4 max-w-xs">
            <Field name="shipping" label={t('admin.orderManual.shipping')} />
          </div>
          <fieldset className="mt-6 grid gap-3 sm:grid-cols-2">
            <legend className="text-lg font-semibold">{t('admin.orderManual.address')}</legend>
            <Field name="firstname" label={t('admin.orderManual.firstname')} required />
            <Field name="lastname" label={t('admin.orderManual.lastname')} required />
            <Field name="company" label={t('admin.orderManual.company')} />
            <Field name="address" label={t('admin.orderManual.street')} required />
            <Field name="zip_code" label={t('admin.orderManual.zip')} required />
            <Field name="city" label={t('admin.orderManual.city')} required />
            <Field name="country_id" label={t('admin.orderManual.countryId')} required />
            <Field name="phone" label={t('admin.orderManual.phone')} />
          </fieldset>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <Choice
              name="reason"
              legend={t('admin.orderManual.reason')}
              values={MANUAL_ORDER_REASONS}
              labelOf={(value) => t(`admin.orderManual.reasons.${value as (typeof MANUAL_ORDER_REASONS)[number]}`)}
            />
            <Choice
              name="payment"
              legend={t('admin.orderManual.payment')}
              values={[...MANUAL_ORDER_PAYMENTS].reverse()}
              labelOf={(value) => t(`admin.orderManual.payments.${value as (typeof MANUAL_ORDER_PAYMENTS)[number]}`)}
            />
          </div>
          <div className="mt-4 flex flex-col gap-1">
            <label htmlFor="manual-note" className="text-sm font-semibold">
              {t('admin.orderManual.note')}
            </label>
            <textarea
              id="manual-note"
              name="note"
              rows={3}
              className="rounded-lg border border-line bg-surface p-3 text-sm"
            />
          </div>
          <div role="status" className="mt-4 text-sm">
            {actionData?.error && (
              <span className="text-red-700 dark:text-red-300">
                {t(`admin.orderManual.errors.${actionData.error}`, { fields: actionData.fields })}
              </span>
            )}
          </div>
          <button type="submit" disabled={busy} className={`${adminButtonClass} mt-4`}>
            {t('admin.orderManual.submit')}
          </button>
        </Form>
      </AdminLayout>
    </>
  );
}
