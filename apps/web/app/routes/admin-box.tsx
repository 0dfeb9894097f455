// /admin/box (issue 17, docs/boxes.md): a month's box selection, the records subscribers pick from,
// with the copies set aside for the box and those already taken; add a project found by name or
// number with its copies, change them, take one out (not once a pick took it). Staff holding
// `catalogue`. Plain forms: the page works before its scripts load.
import { adminEndpoints, boxCycleEndpoints, boxMonthSchema, type BoxSelection } from '@spindle/contracts';
import { addBoxMonths, LOCALE_META, openPickMonth, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { Form, Link } from 'react-router';
import {
  AdminLayout,
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../features/admin/admin-layout.tsx';
import { changeBoxSelection, type BoxSelectionActionData } from '../features/admin/box/box-selection-actions.server.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-box';

/** The month the URL names (`?month=2026-12` or `2026-12-01`), else the month open for picks. */
function monthOf(url: URL): string {
  const asked = url.searchParams.get('month') ?? '';
  const parsed = boxMonthSchema.safeParse(/^\d{4}-\d{2}$/.test(asked) ? `${asked}-01` : asked);
  return parsed.success ? parsed.data : openPickMonth(new Date());
}

function monthName(month: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}T00:00:00Z`),
  );
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const month = monthOf(url);
  const api = apiClient(context);
  const selection = await api.read(boxCycleEndpoints.selection, { params: { month } });
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const found = q
    ? (await api.read(adminEndpoints.search, { query: { q } })).hits.filter((hit) => hit.kind === 'project')
    : [];
  return { locale, month, selection, q, found };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  return changeBoxSelection(apiClient(context), monthOf(url), form);
}

function MonthNav({ month, locale }: { month: string; locale: AppLocale }) {
  const { t } = useT();
  const link = (to: string) => `?month=${to.slice(0, 7)}`;
  return (
    <div className="my-4 flex flex-wrap items-end gap-3">
      <Link to={link(addBoxMonths(month, -1))} className={adminSecondaryButtonClass}>
        ← {t('admin.box.previous')}
      </Link>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="box-month" className="text-sm font-semibold">
            {t('admin.box.month')}
          </label>
          <input
            id="box-month"
            name="month"
            type="month"
            defaultValue={month.slice(0, 7)}
            required
            className={adminInputClass}
          />
        </div>
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.box.show')}
        </button>
      </Form>
      <Link to={link(addBoxMonths(month, 1))} className={adminSecondaryButtonClass}>
        {t('admin.box.next')} →
      </Link>
      <p className="w-full text-lg font-semibold">{monthName(month, locale)}</p>
    </div>
  );
}

function SelectionTable({ selection, monthLabel }: { selection: BoxSelection; monthLabel: string }) {
  const { t } = useT();
  if (selection.entries.length === 0) return <p className="mt-3 text-sm">{t('admin.box.empty')}</p>;
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">{t('admin.box.tableCaption', { month: monthLabel })}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-3">
            {t('admin.box.cover')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('admin.box.record')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('admin.box.setAside')}
          </th>
          <th scope="col" className="py-2 pr-3">
            {t('admin.box.taken')}
          </th>
          <th scope="col" className="py-2">
            {t('admin.box.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {selection.entries.map((entry) => (
          <SelectionRow key={entry.project_id} entry={entry} monthLabel={monthLabel} />
        ))}
      </tbody>
    </table>
  );
}

function SelectionRow({ entry, monthLabel }: { entry: BoxSelection['entries'][number]; monthLabel: string }) {
  const { t } = useT();
  const formId = `set-${entry.project_id}`;
  return (
    <tr className="border-b border-line align-middle">
      <td className="py-2 pr-3">
        <img src={entry.cover} alt="" width={56} height={56} loading="lazy" className="size-14 rounded object-cover" />
      </td>
      <td className="py-2 pr-3">
        <span className="font-semibold">{entry.name}</span>
        <br />
        <span className="text-ink-muted">
          {entry.artist_name} · #{entry.project_id}
        </span>
      </td>
      <td className="py-2 pr-3">
        <Form id={formId} method="post" preventScrollReset className="flex items-center gap-2">
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="project_id" value={entry.project_id} />
          <input type="hidden" name="name" value={entry.name} />
          <input
            name="quantity"
            type="number"
            min={Math.max(1, entry.quantity_taken)}
            max={100000}
            defaultValue={entry.quantity_set_aside}
            aria-label={t('admin.box.quantityOf', { name: entry.name })}
            className={`${adminInputClass} w-24`}
          />
          <button
            type="submit"
            aria-label={t('admin.box.saveLabel', { name: entry.name })}
            className={`${adminSecondaryButtonClass} h-8 px-3 text-xs`}
          >
            {t('admin.box.save')}
          </button>
        </Form>
      </td>
      <td className="py-2 pr-3">{entry.quantity_taken}</td>
      <td className="py-2">
        {entry.quantity_taken === 0 && (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="project_id" value={entry.project_id} />
            <input type="hidden" name="name" value={entry.name} />
            <button
              type="submit"
              aria-label={t('admin.box.removeLabel', { name: entry.name, month: monthLabel })}
              className={`${adminSecondaryButtonClass} h-8 px-3 text-xs`}
            >
              {t('admin.box.remove')}
            </button>
          </Form>
        )}
      </td>
    </tr>
  );
}

function AddRecord({ loaderData, monthLabel }: { loaderData: Route.ComponentProps['loaderData']; monthLabel: string }) {
  const { t } = useT();
  const { month, selection, q, found } = loaderData;
  const inSelection = new Set(selection.entries.map((entry) => entry.project_id));
  return (
    <section aria-labelledby="box-add" className="mt-8">
      <h2 id="box-add" className="text-lg font-semibold">
        {t('admin.box.addTitle')}
      </h2>
      <Form method="get" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="month" value={month.slice(0, 7)} />
        <div className="flex flex-col gap-1">
          <label htmlFor="box-search" className="text-sm font-semibold">
            {t('admin.box.search')}
          </label>
          <input id="box-search" name="q" type="search" defaultValue={q} required className={adminInputClass} />
        </div>
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.box.searchSubmit')}
        </button>
      </Form>
      {q && found.length === 0 ? <p className="mt-2 text-sm">{t('admin.box.none')}</p> : null}
      <ul className="mt-3 flex flex-col gap-2">
        {found.map((hit) => (
          <li key={hit.id} className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              <span className="font-semibold">{hit.label}</span> <span className="text-ink-muted">{hit.detail}</span>
            </span>
            {inSelection.has(hit.id) ? (
              <span className="text-ink-muted">{t('admin.box.already')}</span>
            ) : (
              <Form method="post" preventScrollReset className="flex items-center gap-2">
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="project_id" value={hit.id} />
                <input type="hidden" name="name" value={hit.label} />
                <input
                  name="quantity"
                  type="number"
                  min={1}
                  max={100000}
                  defaultValue={10}
                  required
                  aria-label={t('admin.box.quantity', { name: hit.label })}
                  className={`${adminInputClass} w-24`}
                />
                <button
                  type="submit"
                  aria-label={t('admin.box.addLabel', { name: hit.label, month: monthLabel })}
                  className={`${adminButtonClass} h-8 px-3 text-xs`}
                >
                  {t('admin.box.add')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Outcome({ answer, monthLabel }: { answer: BoxSelectionActionData | undefined; monthLabel: string }) {
  const { t } = useT();
  if (!answer) return null;
  if (!answer.ok) return <span className="font-semibold">{t(`admin.box.errors.${answer.error}`)}</span>;
  return <span>{t(`admin.box.done.${answer.intent}`, { name: answer.name, month: monthLabel })}</span>;
}

export default function AdminBoxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, month, selection } = loaderData;
  const monthLabel = monthName(month, locale);
  return (
    <>
      <PageHead title={t('admin.box.title')} noIndex />
      <AdminLayout active="box">
        <h1 className="text-2xl font-semibold">{t('admin.box.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">{t('admin.box.intro')}</p>
        <MonthNav month={month} locale={locale} />
        <div role="status" className="mt-2 min-h-5 text-sm">
          <Outcome answer={actionData} monthLabel={monthLabel} />
        </div>
        <SelectionTable selection={selection} monthLabel={monthLabel} />
        <AddRecord loaderData={loaderData} monthLabel={monthLabel} />
      </AdminLayout>
    </>
  );
}
