// /admin/shop/{id} (spec section 2, issue 16; docs/admin.md "Artists, labels and shops"): a shop's chrome
// (white-label or not, the logo, its colours, the 'Powered by' link; decision 0006), the projects it
// shows, and what staff did to it.
import { adminSellersEndpoints, type AdminShop } from '@spindle/contracts';
import { localisePath, shopPath, splitLocaleFromPath } from '@spindle/domain';
import { Form, Link, useNavigation } from 'react-router';
import { AdminLayout, adminButtonClass } from '../features/admin/admin-layout.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { shopChromeAction } from '../features/admin/sellers/shop-chrome.server.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-shop';

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw notFoundResponse();
  return id;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const account = await apiClient(context).read(adminSellersEndpoints.shop, { params: { id: idOf(params) } });
  return { locale, account, saved: url.searchParams.get('saved') === 'chrome' };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  return shopChromeAction({ request, url, context, id: idOf(params) });
}

const checkClass = 'flex items-center gap-2 text-sm';

function ChromeForm({ shop }: { shop: AdminShop['shop'] }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 grid max-w-2xl gap-4">
      <label className={checkClass}>
        <input type="checkbox" name="white_label" defaultChecked={shop.white_label} className="h-4 w-4" />
        {t('admin.shop.whiteLabel')}
      </label>
      <label className={checkClass}>
        <input type="checkbox" name="powered_by_link" defaultChecked={shop.powered_by_link} className="h-4 w-4" />
        {t('admin.shop.poweredBy')}
      </label>
      <fieldset className="flex flex-wrap items-end gap-4">
        <legend className="mb-2 text-sm font-semibold">{t('admin.shop.colours')}</legend>
        <label className={checkClass}>
          <input
            type="checkbox"
            name="own_colours"
            defaultChecked={shop.background_colour !== null}
            className="h-4 w-4"
          />
          {t('admin.shop.ownColours')}
        </label>
        <label className={checkClass}>
          <input
            type="color"
            name="background_colour"
            defaultValue={shop.background_colour ?? '#ffffff'}
            className="h-10 w-14"
          />
          {t('admin.shop.background')}
        </label>
        <label className={checkClass}>
          <input type="color" name="text_colour" defaultValue={shop.text_colour ?? '#111111'} className="h-10 w-14" />
          {t('admin.shop.text')}
        </label>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('admin.shop.logo')}</legend>
        {shop.logo_url ? (
          <img
            src={shop.logo_url}
            alt={t('admin.shop.logoAlt', { name: shop.name })}
            width={120}
            height={120}
            className="h-28 w-28 rounded-lg border border-line object-contain"
          />
        ) : (
          <p className="text-sm text-ink-muted">{t('admin.shop.noLogo')}</p>
        )}
        <label htmlFor="shop-logo" className="text-sm">
          {t('admin.shop.logoFile')}
        </label>
        <input id="shop-logo" name="logo" type="file" accept="image/jpeg,image/png,image/webp" />
        {shop.logo_url && (
          <label className={checkClass}>
            <input type="checkbox" name="remove_logo" className="h-4 w-4" />
            {t('admin.shop.removeLogo')}
          </label>
        )}
      </fieldset>
      <div>
        <button type="submit" disabled={busy} className={adminButtonClass}>
          {t('admin.shop.save')}
        </button>
      </div>
    </Form>
  );
}

export default function AdminShopPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, account, saved } = loaderData;
  const { shop } = account;
  const error = actionData?.error;
  return (
    <>
      <PageHead title={t('admin.shop.title', { name: shop.name })} noIndex />
      <AdminLayout active="shops">
        <p className="text-sm">
          <Link to={localisePath('/admin/shops', locale)} className="underline">
            {t('admin.shop.back')}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{t('admin.shop.title', { name: shop.name })}</h1>
        <p className="mt-1 text-sm">
          <Link to={localisePath(shopPath(shop.code), locale)} className="underline">
            {t('admin.shop.publicPage')}
          </Link>{' '}
          ·{' '}
          {shop.owner ? (
            <Link to={localisePath(`/admin/${shop.owner.kind}/${shop.owner.id}`, locale)} className="underline">
              {t('admin.shop.owner', { name: shop.owner.name })}
            </Link>
          ) : (
            t('admin.shop.noOwner')
          )}
        </p>
        <div role="status" className={`mt-2 text-sm ${error ? 'text-red-700 dark:text-red-300' : ''}`}>
          {error ? t(`admin.shop.errors.${error}`) : saved ? t('admin.shop.saved') : null}
        </div>
        <section aria-labelledby="shop-chrome" className="mt-6">
          <h2 id="shop-chrome" className="text-lg font-semibold">
            {t('admin.shop.chrome')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('admin.shop.chromeHint')}</p>
          <ChromeForm shop={shop} />
        </section>
        <section aria-labelledby="shop-projects" className="mt-8">
          <h2 id="shop-projects" className="text-lg font-semibold">
            {t('admin.shop.projects')}
          </h2>
          {account.projects.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{t('admin.shop.noProjects')}</p>
          ) : (
            <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
              {account.projects.map((project) => (
                <li key={project.id}>
                  <Link to={localisePath(`/admin/project/${project.id}`, locale)} className="underline">
                    {project.name}
                  </Link>{' '}
                  · {project.artist_name} · {t(`projectManage.steps.${project.step}`)}
                </li>
              ))}
            </ol>
          )}
        </section>
        <h2 className="mt-8 text-lg font-semibold">{t('admin.shop.history')}</h2>
        <AuditList entries={account.history} locale={locale} />
      </AdminLayout>
    </>
  );
}
