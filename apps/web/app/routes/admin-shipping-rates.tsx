// /admin/shipping-rates (issue 16; docs/admin.md "Reference data"): a partner's shipping rates per
// destination (a country, or a zone in lower case) and weight bracket, standard and pickup point, in
// euros before fees and margin; each row saves on its own, the prices before kept in the history. The
// cart reads the table on every pricing. Boss only (permission money).
import { adminReferenceEndpoints, shippingRatesQuerySchema, type ShippingRateRowDto } from '@spindle/contracts';
import { splitLocaleFromPath, toMajorUnits } from '@spindle/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { FilterSelect } from '../features/admin/admin-filters.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
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
  const id = Number(textOf(form, 'id'));
  const price = centsOf(textOf(form, 'price'));
  const pickup = centsOf(textOf(form, 'pickup'));
  if (!Number.isSafeInteger(id) || id <= 0 || price === undefined || price === null || pickup === undefined) {
    return data<{ error: ReferenceError }>({ error: 'input_invalid' }, 400);
  }
  const result = await apiClient(context).call(adminReferenceEndpoints.setShippingRate, {
    params: { id },
    body: { price_minor: price, pickup_price_minor: pickup },
  });
  if (!result.ok) return data({ error: referenceErrorOf(result.code) }, 400);
  const next = new URLSearchParams(url.search);
  next.set('saved', '');
  throw redirect(`${url.pathname}?${next.toString()}`);
}

const euros = (minor: number | null) => (minor === null ? '' : toMajorUnits({ amountMinor: minor, currency: 'EUR' }));

function RateRow({ row }: { row: ShippingRateRowDto }) {
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
        <Form method="post" id={form}>
          <input type="hidden" name="id" value={row.id} />
          <button
            type="submit"
            disabled={busy}
            className={adminSecondaryButtonClass}
            aria-label={`${t('admin.reference.save')} (${what})`}
          >
            {t('admin.reference.save')}
          </button>
        </Form>
      </td>
    </tr>
  );
}

export default function AdminShippingRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, saved } = loaderData;
  const partner = query.partner ?? page.partners[0]?.key ?? '';
  const destination = query.destination ?? page.destinations[0] ?? '';
  return (
    <ReferenceFrame page="shipping" locale={locale} saved={saved} error={actionData?.error}>
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
                {t('admin.reference.shipping.standard')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.shipping.pickup')}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('admin.reference.save')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <RateRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="shipping-history" className="mt-8">
        <h2 id="shipping-history" className="text-xl font-semibold">
          {t('admin.reference.history')}
        </h2>
        <AuditList entries={page.history} locale={locale} />
      </section>
    </ReferenceFrame>
  );
}
