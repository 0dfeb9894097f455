// /admin/quote (spec section 2, issue 16; docs/admin.md "Reference data"): the pressing quote's cost
// table of a plant: each line and option with its price at every quantity tier (fixed or per copy, in
// euros). Cells are dated: each shows the row in force today, and its form schedules a new price from a
// day on (today or later, Paris calendar); the changes scheduled are listed with a button to cancel each
// before its day. The quote prices with the cells in force on its Paris day. Every change is in the
// history. Boss only (permission money).
import { adminReferenceEndpoints, quoteCostsQuerySchema, type QuoteCostCell } from '@spindle/contracts';
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
  const api = apiClient(context);
  let result: { ok: true } | { ok: false; code: string };
  if (textOf(form, 'intent') === 'cancel') {
    const id = postedIdOf(textOf(form, 'id'));
    if (id === null) return data<{ error: ReferenceError }>({ error: 'input_invalid' }, 400);
    result = await api.call(adminReferenceEndpoints.cancelQuoteCost, { params: { id } });
  } else {
    const tier = Number(textOf(form, 'tier'));
    const price = centsOf(textOf(form, 'price'));
    if (!Number.isSafeInteger(tier) || tier <= 0 || price === undefined || price === null) {
      return data<{ error: ReferenceError }>({ error: 'input_invalid' }, 400);
    }
    result = await api.call(adminReferenceEndpoints.scheduleQuoteCost, {
      body: {
        plant: textOf(form, 'plant'),
        line: textOf(form, 'line'),
        variant: textOf(form, 'variant'),
        format: textOf(form, 'format'),
        tier,
        price_minor: price,
        effective_from: textOf(form, 'effective_from'),
      },
    });
  }
  if (!result.ok) return data({ error: referenceErrorOf(result.code) }, 400);
  const next = new URLSearchParams(url.search);
  next.set('saved', '');
  throw redirect(`${url.pathname}?${next.toString()}`);
}

const euros = (minor: number) => toMajorUnits({ amountMinor: minor, currency: 'EUR' });

function CostRow({ cell, today }: { cell: QuoteCostCell; today: string }) {
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
      <td className="px-3 py-2 tabular-nums">{cell.effective_from}</td>
      <td className="px-3 py-2">
        <input
          form={form}
          name="price"
          inputMode="decimal"
          defaultValue={euros(cell.price_minor)}
          aria-label={`${t('admin.reference.quote.price')} (${what})`}
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
          <input type="hidden" name="plant" value={cell.plant} />
          <input type="hidden" name="line" value={cell.line} />
          <input type="hidden" name="variant" value={cell.variant} />
          <input type="hidden" name="format" value={cell.format} />
          <input type="hidden" name="tier" value={cell.tier} />
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

function ScheduledCells({ cells }: { cells: readonly QuoteCostCell[] }) {
  const { t } = useT();
  return (
    <ScheduledRowsTable
      rows={cells}
      columns={[
        { label: t('admin.reference.quote.line'), cell: (cell) => cell.line },
        { label: t('admin.reference.quote.variant'), cell: (cell) => cell.variant },
        { label: t('admin.reference.quote.format'), cell: (cell) => cell.format },
        { label: t('admin.reference.quote.tier'), cell: (cell) => cell.tier, numeric: true },
        { label: t('admin.reference.quote.price'), cell: (cell) => euros(cell.price_minor), numeric: true },
      ]}
      what={(cell) => `${cell.line} · ${cell.variant} · ${cell.format} · ${cell.tier}`}
    />
  );
}

export default function AdminQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, plant, line, lines, page, saved } = loaderData;
  return (
    <ReferenceFrame page="quote" locale={locale} saved={saved} error={actionData?.error}>
      <DatedRowsIntro today={page.today} />
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
                {t('admin.reference.dated.since')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('admin.reference.quote.price')}
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
            {page.cells.map((cell) => (
              <CostRow key={cell.id} cell={cell} today={page.today} />
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="quote-scheduled" className="mt-8">
        <h2 id="quote-scheduled" className="text-xl font-semibold">
          {t('admin.reference.dated.scheduled')}
        </h2>
        <ScheduledCells cells={page.scheduled} />
      </section>
      <section aria-labelledby="quote-history" className="mt-8">
        <h2 id="quote-history" className="text-xl font-semibold">
          {t('admin.reference.history')}
        </h2>
        <AuditList entries={page.history} locale={locale} />
      </section>
    </ReferenceFrame>
  );
}
