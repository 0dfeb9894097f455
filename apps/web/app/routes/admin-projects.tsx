// /admin/projects (spec section 2, issue 14): projects in a step, the review queue (checking) by
// default; filter, sort and page through the URL, export the filtered rows as CSV.
import { adminEndpoints, adminProjectsQuerySchema, type AdminProjectRow } from '@spindle/contracts';
import { LOCALE_META, PROJECT_STEPS, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { AdminFilterForm, FilterInput, FilterSelect } from '../features/admin/admin-filters.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-projects';

/** The table's query read from the page URL; anything unreadable falls back to the defaults. */
function projectsQueryOf(url: URL) {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = adminProjectsQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : adminProjectsQuerySchema.parse({});
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = projectsQueryOf(url);
  const page = await apiClient(context).read(adminEndpoints.projects, { query });
  return { locale, query, page };
}

export default function AdminProjectsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page } = loaderData;
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  const date = (iso: string | null) => (iso ? dates.format(new Date(iso)) : '—');
  const columns: AdminColumn<AdminProjectRow>[] = [
    {
      key: 'name',
      label: t('admin.projects.name'),
      sort: 'name',
      cell: (row) => (
        <Link to={localisePath(`/admin/project/${row.id}`, locale)} className="font-semibold underline">
          {row.name}
        </Link>
      ),
    },
    { key: 'artist', label: t('admin.projects.artist'), sort: 'artist_name', cell: (row) => row.artist_name },
    { key: 'step', label: t('admin.projects.step'), cell: (row) => t(`projectManage.steps.${row.step}`) },
    {
      key: 'submitted',
      label: t('admin.projects.submittedAt'),
      sort: 'submitted_at',
      cell: (row) => date(row.submitted_at),
    },
    { key: 'start', label: t('admin.projects.startAt'), sort: 'start_at', cell: (row) => date(row.start_at) },
  ];
  return (
    <>
      <PageHead title={t('admin.nav.projects')} noIndex />
      <AdminLayout active="projects">
        <h1 className="text-2xl font-semibold">{t('admin.projects.title')}</h1>
        <AdminFilterForm sort={query.sort} dir={query.dir}>
          <FilterSelect
            id="projects-step"
            name="step"
            label={t('admin.projects.step')}
            value={query.step}
            options={PROJECT_STEPS.map((step) => ({ value: step, label: t(`projectManage.steps.${step}`) }))}
          />
          <FilterInput id="projects-q" name="q" label={t('admin.projects.nameFilter')} value={query.q} />
        </AdminFilterForm>
        <AdminTable
          caption={t('admin.projects.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
          csvPath="/admin/projects.csv"
        />
      </AdminLayout>
    </>
  );
}
