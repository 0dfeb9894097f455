// /admin/dispatch (spec section 2, issue 14; docs/admin.md "Fulfilment and dispatch"): the paid shop
// orders to ship, filtered by status, logistician and payment date (this week's in one link); the
// chosen ones exported as their logistician's CSV or moved along the flow; tracking numbers imported
// from the partner's file or typed by hand. Staff holding `fulfilment`, second factor verified.
import { adminDispatchEndpoints, dispatchQuerySchema } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { data } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import {
  enterShipment,
  importTrackingFile,
  moveChosen,
  type DispatchActionData,
} from '../features/admin/dispatch/dispatch-actions.server.ts';
import { MoveOutcome, ShipmentEntryForm, TrackingImportForm } from '../features/admin/dispatch/dispatch-forms.tsx';
import { ChosenActions, DispatchFilters, DispatchTable } from '../features/admin/dispatch/dispatch-table.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-dispatch';

/** The table's query read from the page URL (empty fields left out); anything unreadable falls back to the defaults. */
function dispatchQueryOf(url: URL) {
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const parsed = dispatchQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : dispatchQuerySchema.parse({});
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = dispatchQueryOf(url);
  const page = await apiClient(context).read(adminDispatchEndpoints.list, { query });
  const moved = Number(url.searchParams.get('moved') ?? Number.NaN);
  return { locale, query, page, moved: Number.isInteger(moved) && moved >= 0 ? moved : null };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const api = apiClient(context);
  const intent = textOf(form, 'intent');
  if (intent === 'move') return moveChosen(api, form, url);
  if (intent === 'import') return importTrackingFile(api, form);
  if (intent === 'entry') return enterShipment(api, form);
  return data<DispatchActionData>({ kind: 'move', error: 'other' }, 400);
}

export default function AdminDispatchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, moved } = loaderData;
  return (
    <>
      <PageHead title={t('admin.dispatch.title')} noIndex />
      <AdminLayout active="dispatch">
        <h1 className="text-2xl font-semibold">{t('admin.dispatch.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.dispatch.intro')}</p>
        <DispatchFilters query={query} page={page} />
        <ChosenActions query={query} page={page} />
        <div role="status" className="my-2 text-sm">
          <MoveOutcome answer={actionData} moved={moved} />
        </div>
        <DispatchTable query={query} page={page} locale={locale} />
        <TrackingImportForm page={page} answer={actionData} />
        <ShipmentEntryForm answer={actionData} />
      </AdminLayout>
    </>
  );
}
