// /admin/project/{id}/statement (issue 16; docs/admin.md "Statements and revenue splits"): what staff
// holding `money` (boss) enter for a project's statements: the revenue split, costs, distributors'
// retail reports, the dated fee schedule; and the statements the monthly run produced. Reached from
// the project's staff page. Each form posts here; the page shows the result after a redirect.
import { adminStatementsEndpoints } from '@spindle/contracts';
import { hasStaffPermission, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, Link, redirect } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import {
  CostsSection,
  FeesSection,
  ProducedSection,
  RetailSection,
  SPLIT_FORM_ROWS,
  SplitSection,
} from '../features/admin/statement-entries.tsx';
import { saveStatementEntry } from '../features/admin/statement-entries.server.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-project-statement';

function projectIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw notFoundResponse();
  return id;
}

/** Staff holding `money`, second factor verified; anyone else: not found. */
async function requireMoney(context: Route.LoaderArgs['context'], url: URL) {
  const user = await requireVerifiedStaff(context, url);
  if (!hasStaffPermission({ role: user.role, isAdmin: user.is_admin }, 'money')) throw notFoundResponse();
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireMoney(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const id = projectIdOf(params);
  const entries = await apiClient(context).read(adminStatementsEndpoints.entries, { params: { id } });
  return { locale, entries, saved: url.searchParams.has('saved') };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireMoney(context, url);
  const error = await saveStatementEntry(apiClient(context), projectIdOf(params), await readFormBody(request));
  if (!error) throw redirect(`${url.pathname}?saved`);
  return data({ error }, 400);
}

export default function AdminProjectStatementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, entries, saved } = loaderData;
  const error = actionData?.error;
  const rows = Math.max(SPLIT_FORM_ROWS, entries.split.payees.length);
  return (
    <>
      <PageHead title={t('admin.statements.title', { name: entries.project.name })} noIndex />
      <AdminLayout active="projects">
        <p className="text-sm">
          <Link
            to={localisePath(`/admin/project/${entries.project.id}`, locale)}
            className="underline underline-offset-4"
          >
            {t('admin.statements.back')}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{t('admin.statements.title', { name: entries.project.name })}</h1>
        <p className="mt-1 text-sm">{entries.project.artist_name}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.statements.intro')}</p>
        <div role="status" className="mt-2 text-sm">
          {error ? (
            <span className="text-red-700 dark:text-red-300">{t(`admin.statements.errors.${error}`)}</span>
          ) : saved ? (
            t('admin.statements.saved')
          ) : null}
        </div>
        <SplitSection entries={entries} locale={locale} rows={rows} />
        <CostsSection entries={entries} locale={locale} />
        <RetailSection entries={entries} locale={locale} />
        <FeesSection entries={entries} locale={locale} />
        <ProducedSection entries={entries} locale={locale} />
      </AdminLayout>
    </>
  );
}
