// /admin/quote (spec section 2, issue 16; docs/admin.md "Reference data"): the pressing quote's cost
// table of a plant: each line and option with its price at every quantity tier (fixed or per copy, in
// euros). A cell saves on its own, the price before kept in the history; the quote prices with it from
// the next calculation. Boss only (permission money).
import { adminReferenceEndpoints, quoteCostsQuerySchema, type QuoteCostCell } from '@spindle/contracts';
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
import type { Route } from './+types/admin-quote';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(quoteCostsQuerySchema, url);
  const page = await apiClient(context).read(adminReferenceEndpoints.quoteCosts, { query });
  const lines = [...new Set(page.cells.map((cell) => cell.line))];
  // One line at a time (the first by default): a plant has hundreds of cells.
  const asked = url.searchParams.get('line') ?? '';
  const line = lines.includes(asked) ? asked : (lines[0] ?? '');
  const cells = page.cells.filter((cell) => cell.line === line);
  return {
    locale,
    plant: query.plant ?? page.plants[0] ?? '',
    line,
    lines,
    page: { ...page, cells },
    saved: url.searchParams.has('saved'),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const id = Number(textOf(form, 'id'));
  const price = centsOf(textOf(form, 'price'));
  if (!Number.isSafeInteger(id) || id <= 0 || price === undefined || price === null) {
    return data<{ error: ReferenceError }>({ error: 'input_invalid' }, 400);
  }
  const result = await apiClient(context).call(adminReferenceEndpoints.setQuoteCost, {
    params: { id },
    body: { price_minor: price },
  });
  if (!result.ok) return data({ error: referenceErrorOf(result.code) }, 400);
  const next = new URLSearchParams(url.search);
  next.set('saved', '');
  throw redirect(`${url.pathname}?${next.toString()}`);
}

function CostRow({ cell }: { cell: QuoteCostCell }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const form = `cost-${cell.id}`;
  const kind =
    cell.kind === 'fixed' || cell.kind === 'per_unit' ? t(`admin.reference.quote.kinds.${cell.kind}`) : cell.kind;
  const what = `${cell.line} · ${cell.variant} · ${cell.format} · ${cell.tier}`;
  return (
    <tr className="border-t border-line">
      <th scope="row" className="px-3 py-2 font-semibold">
        {cell.line}
      </th>
      <td className="px-3 py-2">{cell.variant}</td>
      <td className="px-3 py-2">{cell.format}</td>
      <td className="px-3 py-2">{kind}</td>
      <td className="px-3 py-2 tabular-nums">{cell.tier}</td>
      <td className="px-3 py-2">
        <input
          form={form}
          name="price"
          inputMode="decimal"
          defaultValue={toMajorUnits({ amountMinor: cell.price_minor, currency: 'EUR' })}
          aria-label={`${t('admin.reference.quote.price')} (${what})`}
          className={`${adminInputClass} w-28`}
        />
      </td>
      <td className="px-3 py-2">
        <Form method="post" id={form}>
          <input type="hidden" name="id" value={cell.id} />
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

export default function AdminQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, plant, line, lines, page, saved } = loaderData;
  return (
    <ReferenceFrame page="quote" locale={locale} saved={saved} error={actionData?.error}>
      <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
        <FilterSelect
          id="quote-plant"
          name="plant"
          label={t('admin.reference.quote.plant')}
          value={plant}
          options={page.plants.map((option) => ({ value: option, label: option }))}
        />
        <FilterSelect
          id="quote-line"
          name="line"
          label={t('admin.reference.quote.line')}
          value={line}
          options={lines.map((option) => ({ value: option, label: option }))}
        />
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.reference.quote.show')}
        </button>
      </Form>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin.reference.quote.title')}</caption>
          <thead className="bg-surface-raised">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.quote.line')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.quote.variant')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.quote.format')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.quote.kind')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.quote.tier')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.quote.price')}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('admin.reference.save')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.cells.map((cell) => (
              <CostRow key={cell.id} cell={cell} />
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="quote-history" className="mt-8">
        <h2 id="quote-history" className="text-xl font-semibold">
          {t('admin.reference.history')}
        </h2>
        <AuditList entries={page.history} locale={locale} />
      </section>
    </ReferenceFrame>
  );
}
