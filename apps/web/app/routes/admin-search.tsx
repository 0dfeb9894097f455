// /admin/search?q= (issue 14): an order, a user or a project found by number, e-mail or name.
import { adminEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-search';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const hits = q ? (await apiClient(context).read(adminEndpoints.search, { query: { q } })).hits : [];
  return { locale, q, hits };
}

export default function AdminSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, q, hits } = loaderData;
  return (
    <>
      <PageHead title={t('admin.search.title', { q })} noIndex />
      <AdminLayout active={null}>
        <h1 className="text-2xl font-semibold">{t('admin.search.title', { q })}</h1>
        {hits.length === 0 ? (
          <p className="mt-4 text-sm text-ink-muted">{t('admin.search.none')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line rounded-lg border border-line">
            {hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`} className="flex flex-wrap items-baseline gap-3 px-3 py-2 text-sm">
                <span className="w-20 text-ink-muted">{t(`admin.search.kinds.${hit.kind}`)}</span>
                {hit.kind === 'project' || hit.kind === 'order' ? (
                  <Link to={localisePath(`/admin/${hit.kind}/${hit.id}`, locale)} className="font-semibold underline">
                    {hit.label}
                  </Link>
                ) : hit.kind === 'user' ? (
                  <Link to={localisePath(`/admin/user/${hit.id}`, locale)} className="font-semibold underline">
                    {hit.label}
                  </Link>
                ) : (
                  <span className="font-semibold">{hit.label}</span>
                )}
                <span className="text-ink-muted">{hit.detail}</span>
              </li>
            ))}
          </ul>
        )}
      </AdminLayout>
    </>
  );
}
