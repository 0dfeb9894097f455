// /admin/audit (issue 14, docs/admin.md "Audit"): every staff write, newest first, filtered by entity
// and staff member through the URL. Insert-only: nothing here changes a row.
import { adminEndpoints, auditQuerySchema, type AuditEntry } from '@spindle/contracts';
import { LOCALE_META, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Form, Link } from 'react-router';
import { AdminLayout, adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { changeText } from '../features/admin/audit-list.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-audit';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const parsed = auditQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : auditQuerySchema.parse({});
  return { locale, query, page: await apiClient(context).read(adminEndpoints.audit, { query }) };
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page } = loaderData;
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'medium' });
  const columns: AdminColumn<AuditEntry>[] = [
    { key: 'at', label: t('admin.audit.at'), sort: 'at', cell: (row) => dates.format(new Date(row.at)) },
    { key: 'staff', label: t('admin.audit.staff'), cell: (row) => row.staff_name },
    { key: 'action', label: t('admin.audit.action'), cell: (row) => <code>{row.action}</code> },
    {
      key: 'entity',
      label: t('admin.audit.entity'),
      cell: (row) =>
        row.entity_type === 'project' || row.entity_type === 'order' ? (
          <Link to={localisePath(`/admin/${row.entity_type}/${row.entity_id}`, locale)} className="underline">
            {row.entity_type} #{row.entity_id}
          </Link>
        ) : row.entity_type === 'user' ? (
          <Link to={localisePath(`/admin/user/${row.entity_id}`, locale)} className="underline">
            {row.entity_type} #{row.entity_id}
          </Link>
        ) : (
          `${row.entity_type} #${row.entity_id}`
        ),
    },
    {
      key: 'change',
      label: t('admin.audit.change'),
      cell: (row) => <span className="break-all">{changeText(row)}</span>,
    },
  ];
  const filters = [
    { name: 'entity_type', label: t('admin.audit.entityType'), value: query.entity_type ?? '' },
    { name: 'entity_id', label: t('admin.audit.entityId'), value: query.entity_id ?? '' },
    { name: 'staff_user_id', label: t('admin.audit.staffId'), value: query.staff_user_id?.toString() ?? '' },
  ];
  return (
    <>
      <PageHead title={t('admin.audit.title')} noIndex />
      <AdminLayout active="audit">
        <h1 className="text-2xl font-semibold">{t('admin.audit.title')}</h1>
        <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
          {filters.map((filter) => (
            <div key={filter.name} className="flex flex-col gap-1">
              <label htmlFor={`audit-${filter.name}`} className="text-sm font-semibold">
                {filter.label}
              </label>
              <input
                id={`audit-${filter.name}`}
                name={filter.name}
                defaultValue={filter.value}
                className={adminInputClass}
              />
            </div>
          ))}
          <button type="submit" className={adminSecondaryButtonClass}>
            {t('admin.table.filter')}
          </button>
        </Form>
        <AdminTable
          caption={t('admin.audit.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
        />
      </AdminLayout>
    </>
  );
}
