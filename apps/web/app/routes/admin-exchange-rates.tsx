// /admin/exchange-rates (issue 16; docs/admin.md "Reference data"): each currency's rate for 1 EUR with
// its day and where it came from; a rate typed by hand for a day, or the European Central Bank's rates
// of the day fetched by the server (a failure to reach it is shown, and nothing changes). Every change
// is in the history with the rate before. Boss only (permission money).
import { adminReferenceEndpoints, exchangeCurrencySchema, type EcbFetchResult } from '@spindle/contracts';
import { CURRENCY_CODES, decimalOfRatePpm, splitLocaleFromPath, vatCalendarDay } from '@spindle/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { adminDateTime } from '../features/admin/admin-format.ts';
import { adminButtonClass, adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { FilterSelect } from '../features/admin/admin-filters.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { ratePpmOf } from '../features/admin/reference-forms.server.ts';
import { ReferenceFrame, referenceErrorOf, type ReferenceError } from '../features/admin/reference-tabs.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-exchange-rates';

const SOURCES = ['seed', 'staff', 'ecb'] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const page = await apiClient(context).read(adminReferenceEndpoints.exchangeRates);
  return { locale, page, today: vatCalendarDay(new Date()), saved: url.searchParams.has('saved') };
}

type ActionResult = { error: ReferenceError; ecb: null } | { error: null; ecb: EcbFetchResult };

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const api = apiClient(context);
  if (form.get('intent') === 'ecb') {
    const fetched = await api.call(adminReferenceEndpoints.fetchEcbRates, {});
    if (!fetched.ok) return data<ActionResult>({ error: referenceErrorOf(fetched.code), ecb: null }, 400);
    return data<ActionResult>({ error: null, ecb: fetched.value }, 200);
  }
  const rate = ratePpmOf(textOf(form, 'rate'));
  const currency = exchangeCurrencySchema.safeParse(textOf(form, 'currency'));
  if (rate === undefined || !currency.success) return data<ActionResult>({ error: 'input_invalid', ecb: null }, 400);
  const result = await api.call(adminReferenceEndpoints.setExchangeRate, {
    params: { currency: currency.data },
    body: { rate_ppm: rate, rate_date: textOf(form, 'rate_date') },
  });
  if (result.ok) throw redirect(`${url.pathname}?saved`);
  return data<ActionResult>({ error: referenceErrorOf(result.code), ecb: null }, 400);
}

function EcbOutcome({ ecb }: { ecb: EcbFetchResult }) {
  const { t } = useT();
  if (ecb.fetched) {
    return (
      <p role="status" className="mt-2 text-sm font-semibold">
        {t('admin.reference.exchange.fetched', { day: ecb.date ?? '', count: ecb.updated.length })}
      </p>
    );
  }
  return (
    <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
      {t(`admin.reference.exchange.${ecb.failure ?? 'unreachable'}`)}
    </p>
  );
}

export default function AdminExchangeRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, page, today, saved } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const sourceText = (source: string) => {
    const known = SOURCES.find((key) => key === source);
    return known ? t(`admin.reference.exchange.sources.${known}`) : source;
  };
  return (
    <ReferenceFrame page="exchange" locale={locale} saved={saved} error={actionData?.error}>
      {actionData?.ecb && <EcbOutcome ecb={actionData.ecb} />}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="ecb" />
        <button type="submit" disabled={busy} className={adminSecondaryButtonClass}>
          {t('admin.reference.exchange.fetch')}
        </button>
      </Form>
      <Form method="post" className="my-4 flex flex-wrap items-end gap-3" aria-labelledby="exchange-set">
        <h3 id="exchange-set" className="w-full text-base font-semibold">
          {t('admin.reference.exchange.set')}
        </h3>
        <FilterSelect
          id="exchange-currency"
          name="currency"
          label={t('admin.reference.exchange.currency')}
          value={undefined}
          options={CURRENCY_CODES.filter((code) => code !== 'EUR').map((code) => ({ value: code, label: code }))}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="exchange-rate" className="text-sm font-semibold">
            {t('admin.reference.exchange.rate')}
          </label>
          <input id="exchange-rate" name="rate" inputMode="decimal" required className={adminInputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="exchange-day" className="text-sm font-semibold">
            {t('admin.reference.exchange.day')}
          </label>
          <input
            id="exchange-day"
            name="rate_date"
            type="date"
            defaultValue={today}
            required
            className={adminInputClass}
          />
        </div>
        <button type="submit" disabled={busy} className={adminButtonClass}>
          {t('admin.reference.exchange.submit')}
        </button>
      </Form>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin.reference.exchange.title')}</caption>
          <thead className="bg-surface-raised">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.exchange.currency')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.exchange.rate')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.exchange.day')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.exchange.source')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.currency} className="border-t border-line">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {row.currency}
                </th>
                <td className="px-3 py-2 tabular-nums">{decimalOfRatePpm(row.rate_ppm)}</td>
                <td className="px-3 py-2">{row.rate_date ?? adminDateTime(row.updated_at, locale)}</td>
                <td className="px-3 py-2">{sourceText(row.source)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="exchange-history" className="mt-8">
        <h2 id="exchange-history" className="text-xl font-semibold">
          {t('admin.reference.history')}
        </h2>
        <AuditList entries={page.history} locale={locale} />
      </section>
    </ReferenceFrame>
  );
}
