// /admin/production/{project} (issue 15, docs/production.md "The staff side"): a project's production
// as staff run it: the same timeline as the artist's, with the staff's moves on each action
// (validate, refuse with a reason the artist reads, start, send), files and messages, the plant, the
// buyers waiting and the audit rows of every staff write.
import { adminProductionEndpoints } from '@spindle/contracts';
import { PRESSING_PLANTS, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Form, Link } from 'react-router';
import { AdminLayout, adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { staffProductionAction } from '../features/production/production-actions.server.ts';
import type { ProductionOutcome } from '../features/production/production-outcome.ts';
import { EstimatePanel, ProductionTimeline } from '../features/production/production-timeline.tsx';
import { StaffControls } from '../features/production/staff-controls.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-production';

function projectIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== param) throw notFoundResponse();
  return id;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const view = await apiClient(context).read(adminProductionEndpoints.view, { params: { id: projectIdOf(params.id) } });
  return { locale, view, done: { step: url.searchParams.get('step'), intent: url.searchParams.get('done') } };
}

export async function action({ request, url, params, context }: Route.ActionArgs): Promise<ProductionOutcome> {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  return staffProductionAction({ context, url, projectId: projectIdOf(params.id), form });
}

function PlantForm({ plant }: { plant: string | null }) {
  const { t } = useT();
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="plant" />
      <div className="flex flex-col gap-1">
        <label htmlFor="production-plant" className="text-sm font-semibold">
          {t('production.staff.plant')}
        </label>
        <select id="production-plant" name="plant" defaultValue={plant ?? ''} className={adminInputClass}>
          {PRESSING_PLANTS.map((option) => (
            <option key={option.key} value={option.key}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={adminSecondaryButtonClass}>
        {t('production.staff.setPlant')}
      </button>
    </Form>
  );
}

export default function AdminProductionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, view, done } = loaderData;
  const { project } = view;
  return (
    <>
      <PageHead title={t('production.title', { name: project.name })} noIndex />
      <AdminLayout active="production">
        <p className="text-sm">
          <Link to={localisePath('/admin/production', locale)} className="underline underline-offset-4">
            {t('production.board.title')}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{t('production.title', { name: project.name })}</h1>
        <p className="mt-1 text-sm text-ink-muted">
          {project.artist_name}
          {view.buyers !== null && ` · ${t('production.staff.buyers', { count: view.buyers })}`}
        </p>
        {view.started ? (
          <div className="mt-6 space-y-8">
            <EstimatePanel view={view} locale={locale} />
            <PlantForm plant={view.plant} />
            <ProductionTimeline
              view={view}
              locale={locale}
              controls={(item) => (
                <StaffControls action={item} view={view} outcome={actionData} done={done} locale={locale} />
              )}
            />
            <section aria-labelledby="production-audit">
              <h2 id="production-audit" className="text-lg font-semibold">
                {t('production.staff.audit')}
              </h2>
              <AuditList entries={view.audit} locale={locale} />
            </section>
          </div>
        ) : (
          <p className="mt-6 rounded-2xl border border-line p-5">{t('production.notStarted')}</p>
        )}
      </AdminLayout>
    </>
  );
}
