// /admin/shipping-rates (issue 16; docs/admin.md "Reference data"): a partner's shipping rates per
// destination (a country, or a zone in lower case) and weight bracket, standard and pickup point, in
// euros before fees and margin. Rows are dated: each bracket shows the row in force today, and its form
// schedules new prices from a day on (today or later, Paris calendar); the changes scheduled are listed
// with a button to cancel each before its day. The cart prices with the row in force on its Paris day.
// Every change is in the history. Boss only (permission money).
import { adminReferenceEndpoints, shippingRatesQuerySchema, type ShippingRateRowDto } from '@spindle/contracts';
import { addStatsDays, splitLocaleFromPath, toMajorUnits } from '@spindle/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { FilterSelect } from '../features/admin/admin-filters.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { DatedRowsIntro, ScheduledRowsTable, postedIdOf } from '../features/admin/dated-rows.tsx';
import { centsOf } from '../features/admin/reference-forms.server.ts';
import { ReferenceFrame, referenceErrorOf, type ReferenceError } from '../features/admin/reference-tabs.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-shipping-rates';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(shippingRatesQuerySchema, url);
  const page = await apiClient(context).read(adminReferenceEndpoints.shippingRates, { query });
  return { locale, query, page, saved: url.searchParams.has('saved') };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const api = apiClient(context);
  let result: { ok: true } | { ok: false; code: string };
  if (textOf(form, 'intent') === 'cancel') {
    const id = postedIdOf(textOf(form, 'id'));
    if (id === null) return data<{ error: ReferenceError }>({ error: 'input_invalid' }, 400);
    result = await api.call(adminReferenceEndpoints.cancelShippingRate, { params: { id } });
  } else {
    const bracket = Number(textOf(form, 'bracket_grams'));
    const price = centsOf(textOf(form, 'price'));
    const pickup = centsOf(textOf(form, 'pickup'));
    if (
      !Number.isSafeInteger(bracket) ||
      bracket <= 0 ||
      price === undefined ||
      price === null ||
      pickup === undefined
    ) {
      return data<{ error: ReferenceError }>({ error: 'input_invalid' }, 400);
    }
    result = await api.call(adminReferenceEndpoints.scheduleShippingRate, {
      body: {
        partner: textOf(form, 'partner'),
        destination: textOf(form, 'destination'),
        bracket_grams: bracket,
        price_minor: price,
        pickup_price_minor: pickup,
        effective_from: textOf(form, 'effective_from'),
      },
    });
  }
  if (!result.ok) return data({ error: referenceErrorOf(result.code) }, 400);
  const next = new URLSearchParams(url.search);
  next.set('saved', '');
  throw redirect(`${url.pathname}?${next.toString()}`);
}

const euros = (minor: number | null) => (minor === null ? '' : toMajorUnits({ amountMinor: minor, currency: 'EUR' }));

function RateRow({ row, today }: { row: ShippingRateRowDto; today: string }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const form = `rate-${row.id}`;
  const what = `${row.destination} · ${row.bracket_grams} g`;
  return (
    <tr className="border-t border-line">
      <th scope="row" className="px-3 py-2 font-semibold">
        {row.destination}
      </th>
      <td className="px-3 py-2 tabular-nums">{row.bracket_grams}</td>
      <td className="px-3 py-2 tabular-nums">{row.effective_from}</td>
      <td className="px-3 py-2">
        <input
          form={form}
          name="price"
          inputMode="decimal"
          defaultValue={euros(row.price_minor)}
          aria-label={`${t('admin.reference.shipping.standard')} (${what})`}
          className={`${adminInputClass} w-28`}
        />
      </td>
      <td className="px-3 py-2">
        <input
          form={form}
          name="pickup"
          inputMode="decimal"
          defaultValue={euros(row.pickup_price_minor)}
          aria-label={`${t('admin.reference.shipping.pickup')} (${what})`}
          className={`${adminInputClass} w-28`}
        />
      </td>
      <td className="px-3 py-2">
        <input
          form={form}
          name="effective_from"
          type="date"
          min={today}
          required
          defaultValue={addStatsDays(today, 1)}
          aria-label={`${t('admin.reference.dated.from')} (${what})`}
          className={adminInputClass}
        />
      </td>
      <td className="px-3 py-2">
        <Form method="post" id={form}>
          <input type="hidden" name="intent" value="schedule" />
          <input type="hidden" name="partner" value={row.partner} />
          <input type="hidden" name="destination" value={row.destination} />
          <input type="hidden" name="bracket_grams" value={row.bracket_grams} />
          <button
            type="submit"
            disabled={busy}
            className={adminSecondaryButtonClass}
            aria-label={`${t('admin.reference.dated.schedule')} (${what})`}
          >
            {t('admin.reference.dated.schedule')}
          </button>
        </Form>
      </td>
    </tr>
  );
}

function ScheduledRows({ rows }: { rows: readonly ShippingRateRowDto[] }) {
  const { t } = useT();
  return (
    <ScheduledRowsTable
      rows={rows}
      columns={[
        { label: t('admin.reference.shipping.destination'), cell: (row) => row.destination },
        { label: t('admin.reference.shipping.bracket'), cell: (row) => row.bracket_grams, numeric: true },
        { label: t('admin.reference.shipping.standard'), cell: (row) => euros(row.price_minor), numeric: true },
        { label: t('admin.reference.shipping.pickup'), cell: (row) => euros(row.pickup_price_minor), numeric: true },
      ]}
      what={(row) => `${row.destination} · ${row.bracket_grams} g`}
    />
  );
}

export default function AdminShippingRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, saved } = loaderData;
  const partner = query.partner ?? page.partners[0]?.key ?? '';
  const destination = query.destination ?? page.destinations[0] ?? '';
  return (
    <ReferenceFrame page="shipping" locale={locale} saved={saved} error={actionData?.error}>
      <DatedRowsIntro today={page.today} />
      <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
        <FilterSelect
          id="shipping-partner"
          name="partner"
          label={t('admin.reference.shipping.partner')}
          value={partner}
          options={page.partners.map((option) => ({ value: option.key, label: option.name }))}
        />
        <FilterSelect
          id="shipping-destination"
          name="destination"
          label={t('admin.reference.shipping.destination')}
          value={destination}
          options={page.destinations.map((option) => ({ value: option, label: option }))}
        />
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.reference.shipping.show')}
        </button>
      </Form>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin.reference.shipping.title')}</caption>
          <thead className="bg-surface-raised">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.shipping.destination')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.shipping.bracket')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.dated.since')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.shipping.standard')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.shipping.pickup')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.dated.from')}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('admin.reference.dated.schedule')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <RateRow key={row.id} row={row} today={page.today} />
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="shipping-scheduled" className="mt-8">
        <h2 id="shipping-scheduled" className="text-xl font-semibold">
          {t('admin.reference.dated.scheduled')}
        </h2>
        <ScheduledRows rows={page.scheduled} />
      </section>
      <section aria-labelledby="shipping-history" className="mt-8">
        <h2 id="shipping-history" className="text-xl font-semibold">
          {t('admin.reference.history')}
        </h2>
        <AuditList entries={page.history} locale={locale} />
      </section>
    </ReferenceFrame>
  );
}
