// /admin/digital and /admin/digital/{id} (spec section 2 "digital/*"; issue 16, docs/admin.md "Curation"):
// the releases sold with their files and how many orders bought each (a search finds any project, to
// switch one on); one release with who bought it and the switch of its digital sale. Staff holding
// `catalogue`, second factor verified.
import { adminCurationEndpoints, adminDigitalQuerySchema, type AdminDigitalRelease } from '@spindle/contracts';
import { LOCALE_META, localisePath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { data, Form, Link } from 'react-router';
import {
  AdminLayout,
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../features/admin/admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-digital';

const idOf = (params: Record<string, string | undefined>) => {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const id = idOf(params);
  if (id !== null) {
    return { locale, view: await api.read(adminCurationEndpoints.digitalRelease, { params: { id } }), list: null };
  }
  const query = urlQueryOf(adminDigitalQuerySchema, url);
  return {
    locale,
    view: null,
    list: { query, page: await api.read(adminCurationEndpoints.digitalReleases, { query }) },
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const result = await apiClient(context).call(adminCurationEndpoints.updateDigitalRelease, {
    params: { id: idOf(params) ?? 0 },
    body: { digital_enabled: textOf(form, 'digital_enabled') === 'true' },
  });
  return result.ok ? { ok: true as const } : data({ ok: false as const }, result.status < 500 ? result.status : 400);
}

function ReleaseList({
  list,
  locale,
}: {
  list: NonNullable<Route.ComponentProps['loaderData']['list']>;
  locale: AppLocale;
}) {
  const { t } = useT();
  const columns: AdminColumn<AdminDigitalRelease>[] = [
    {
      key: 'name',
      label: t('admin.curation.digital.release'),
      cell: (row) => (
        <Link
          to={localisePath(`/admin/digital/${row.id}`, locale)}
          aria-label={t('admin.curation.digital.open', { name: row.name })}
          className="underline"
        >
          {row.name} <span className="text-ink-muted">#{row.id}</span>
        </Link>
      ),
    },
    { key: 'artist', label: t('admin.curation.digital.artist'), cell: (row) => row.artist_name },
    { key: 'step', label: t('admin.curation.digital.step'), cell: (row) => row.step },
    {
      key: 'sold',
      label: t('admin.curation.digital.on'),
      cell: (row) => (row.digital_enabled ? t('admin.curation.digital.on') : t('admin.curation.digital.off')),
    },
    { key: 'buyers', label: t('admin.curation.digital.buyers'), cell: (row) => row.buyers },
  ];
  return (
    <>
      <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="digital-q" className="text-sm font-semibold">
            {t('admin.curation.digital.search')}
          </label>
          <input id="digital-q" name="q" type="search" defaultValue={list.query.q ?? ''} className={adminInputClass} />
        </div>
        <button type="submit" className={adminSecondaryButtonClass}>
          {t('admin.curation.digital.filter')}
        </button>
      </Form>
      <AdminTable
        caption={t('admin.curation.digital.caption')}
        columns={columns}
        rows={list.page.rows}
        rowKey={(row) => row.id}
        page={list.page.page}
        perPage={list.page.per_page}
        total={list.page.total}
      />
    </>
  );
}

function ReleaseView({
  view,
  locale,
}: {
  view: NonNullable<Route.ComponentProps['loaderData']['view']>;
  locale: AppLocale;
}) {
  const { t } = useT();
  const appLocale = locale;
  const dates = dateTimeFormat(LOCALE_META[appLocale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  const { release, purchases } = view;
  return (
    <>
      <Link to={localisePath('/admin/digital', appLocale)} className="text-sm underline">
        {t('admin.curation.digital.back')}
      </Link>
      <h2 className="mt-4 text-xl font-semibold">
        {release.name} <span className="text-ink-muted">#{release.id}</span> · {release.artist_name}
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold">
          {release.digital_enabled ? t('admin.curation.digital.on') : t('admin.curation.digital.off')}
        </p>
        <input type="hidden" name="digital_enabled" value={release.digital_enabled ? 'false' : 'true'} />
        <button type="submit" className={release.digital_enabled ? adminSecondaryButtonClass : adminButtonClass}>
          {release.digital_enabled ? t('admin.curation.digital.switchOff') : t('admin.curation.digital.switchOn')}
        </button>
      </Form>
      {purchases.length === 0 ? (
        <p className="mt-4 text-sm">{t('admin.curation.digital.none')}</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">
            {t('admin.curation.digital.buyersCaption', { name: release.name })}
          </caption>
          <thead>
            <tr className="border-b border-line">
              {(['order', 'date', 'buyer', 'email', 'quantity'] as const).map((key) => (
                <th key={key} scope="col" className="py-2 pr-3">
                  {t(`admin.curation.digital.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {purchases.map((purchase) => (
              <tr key={purchase.order_id} className="border-b border-line">
                <td className="py-2 pr-3">
                  <Link to={localisePath(`/admin/order/${purchase.order_id}`, appLocale)} className="underline">
                    #{purchase.order_id}
                  </Link>
                </td>
                <td className="py-2 pr-3">{dates.format(new Date(purchase.purchased_at))}</td>
                <td className="py-2 pr-3">{purchase.name ?? '—'}</td>
                <td className="py-2 pr-3">{purchase.email ?? '—'}</td>
                <td className="py-2 pr-3">{purchase.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export default function AdminDigitalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, view, list } = loaderData;
  return (
    <>
      <PageHead title={t('admin.curation.digital.title')} noIndex />
      <AdminLayout active="digital">
        <h1 className="text-2xl font-semibold">{t('admin.curation.digital.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.curation.digital.intro')}</p>
        <div role="status" className="mt-2 min-h-5 text-sm">
          {actionData ? (actionData.ok ? t('admin.curation.digital.saved') : t('admin.curation.digital.error')) : null}
        </div>
        {view ? <ReleaseView view={view} locale={locale} /> : null}
        {list ? <ReleaseList list={list} locale={locale} /> : null}
      </AdminLayout>
    </>
  );
}
