// /admin/vat-rates (issue 16; docs/admin.md "Reference data"): each EU country's standard VAT rate today,
// the next change scheduled and every dated rate; the form adds a rate from a day on (today or later,
// Paris calendar). Rows are never changed: the cart picks the one in force on the day it prices, and an
// order keeps the rate it was priced with; a rate not started yet can be cancelled (the scheduled list).
// Boss only (permission money).
import { adminEndpoints, adminReferenceEndpoints } from '@spindle/contracts';
import { EU_COUNTRY_CODES, splitLocaleFromPath } from '@spindle/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { adminButtonClass, adminInputClass } from '../features/admin/admin-layout.tsx';
import { FilterSelect } from '../features/admin/admin-filters.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { CancelScheduledButton, postedIdOf } from '../features/admin/dated-rows.tsx';
import { basisPointsOf } from '../features/admin/reference-forms.server.ts';
import { ReferenceFrame, referenceErrorOf, type ReferenceError } from '../features/admin/reference-tabs.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-vat-rates';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const [page, history] = await Promise.all([
    api.read(adminReferenceEndpoints.vatRates),
    api.read(adminEndpoints.audit, {
      query: { entity_type: 'vat_rate', page: 1, per_page: 30, sort: 'at', dir: 'desc' },
    }),
  ]);
  return { locale, page, history: history.rows, saved: url.searchParams.has('saved') };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  if (textOf(form, 'intent') === 'cancel') {
    const id = postedIdOf(textOf(form, 'id'));
    if (id === null) return data<{ error: ReferenceError }>({ error: 'input_invalid' }, 400);
    const cancelled = await apiClient(context).call(adminReferenceEndpoints.cancelVatRate, { params: { id } });
    if (cancelled.ok) throw redirect(`${url.pathname}?saved`);
    return data({ error: referenceErrorOf(cancelled.code) }, 400);
  }
  const rate = basisPointsOf(textOf(form, 'rate'));
  if (rate === undefined) return data<{ error: ReferenceError }>({ error: 'input_invalid' }, 400);
  const result = await apiClient(context).call(adminReferenceEndpoints.addVatRate, {
    body: {
      country_code: textOf(form, 'country_code'),
      rate_basis_points: rate,
      effective_from: textOf(form, 'effective_from'),
    },
  });
  if (result.ok) throw redirect(`${url.pathname}?saved`);
  return data({ error: referenceErrorOf(result.code) }, 400);
}

const percent = (basisPoints: number) => `${basisPoints / 100} %`;

export default function AdminVatRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, page, history, saved } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const scheduled = page.countries
    .flatMap((country) => country.rows.filter((row) => row.effective_from > page.today))
    .sort((a, b) => a.effective_from.localeCompare(b.effective_from) || a.country_code.localeCompare(b.country_code));
  return (
    <ReferenceFrame page="vat" locale={locale} saved={saved}>
      <p className="mt-1 text-sm">{t('admin.reference.vat.today', { day: page.today })}</p>
      <Form method="post" noValidate className="my-4 flex flex-wrap items-end gap-3">
        <FilterSelect
          id="vat-country"
          name="country_code"
          label={t('admin.reference.vat.country')}
          value={undefined}
          options={EU_COUNTRY_CODES.map((code) => ({ value: code, label: code }))}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="vat-rate" className="text-sm font-semibold">
            {t('admin.reference.vat.rate')}
          </label>
          <input id="vat-rate" name="rate" inputMode="decimal" required className={adminInputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="vat-from" className="text-sm font-semibold">
            {t('admin.reference.vat.from')}
          </label>
          <input
            id="vat-from"
            name="effective_from"
            type="date"
            min={page.today}
            required
            className={adminInputClass}
          />
        </div>
        <button type="submit" disabled={busy} className={adminButtonClass}>
          {t('admin.reference.vat.submit')}
        </button>
      </Form>
      {actionData?.error && (
        <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-300">
          {t(`admin.reference.errors.${actionData.error}`)}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin.reference.vat.title')}</caption>
          <thead className="bg-surface-raised">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.vat.country')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.vat.current')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.vat.since')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.vat.next')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.vat.earlier')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.countries.map((country) => (
              <tr key={country.country_code} className="border-t border-line">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {country.country_code}
                </th>
                <td className="px-3 py-2">{percent(country.current.rate_basis_points)}</td>
                <td className="px-3 py-2">{country.current.effective_from}</td>
                <td className="px-3 py-2">
                  {country.next
                    ? `${percent(country.next.rate_basis_points)} · ${country.next.effective_from}`
                    : t('admin.reference.vat.none')}
                </td>
                <td className="px-3 py-2 text-ink-muted">
                  {country.rows.map((row) => `${row.effective_from}: ${percent(row.rate_basis_points)}`).join(' · ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="vat-scheduled" className="mt-8">
        <h2 id="vat-scheduled" className="text-xl font-semibold">
          {t('admin.reference.dated.scheduled')}
        </h2>
        {scheduled.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t('admin.reference.dated.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {scheduled.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  <span className="font-semibold">{row.country_code}</span> · {percent(row.rate_basis_points)} ·{' '}
                  {t('admin.reference.dated.from')} {row.effective_from}
                </span>
                <CancelScheduledButton id={row.id} what={`${row.country_code} · ${row.effective_from}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="vat-history" className="mt-8">
        <h2 id="vat-history" className="text-xl font-semibold">
          {t('admin.reference.history')}
        </h2>
        <AuditList entries={history} locale={locale} />
      </section>
    </ReferenceFrame>
  );
}
