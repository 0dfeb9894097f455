// /admin/artist/{id} and /admin/label/{id} (spec section 2, issue 16; docs/admin.md "Artists, labels and
// shops"): the profile (name, country, texts, links) and picture, the projects and shops, the statements
// and what was paid out, merging this duplicate into another, and what staff did to it.
import { artistPath, labelPath, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { sellerAction, type SellerActionError } from '../features/admin/sellers/seller-actions.server.ts';
import { SELLER_ENDPOINTS } from '../features/admin/sellers/seller-endpoints.ts';
import { sellerKindOfPath, sellerListPath } from '../features/admin/sellers/seller-kind.ts';
import {
  MergeForm,
  Payouts,
  PictureForm,
  ProfileForm,
  ProjectsAndShops,
} from '../features/admin/sellers/seller-sections.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-seller';

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw notFoundResponse();
  return id;
}

/** What the page says after a change: saved, or what a merge moved here. */
interface Notice {
  saved: 'profile' | 'picture' | null;
  merged: { projects: number; shops: number; follows: number } | null;
}

function noticeOf(url: URL): Notice {
  const saved = url.searchParams.get('saved');
  const merged = url.searchParams.get('merged');
  const count = (name: string) => Number(url.searchParams.get(name) ?? 0) || 0;
  return {
    saved: saved === 'profile' || saved === 'picture' ? saved : null,
    merged: merged ? { projects: count('projects'), shops: count('shops'), follows: count('follows') } : null,
  };
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const kind = sellerKindOfPath(url.pathname);
  const account = await apiClient(context).read(SELLER_ENDPOINTS[kind].one, { params: { id: idOf(params) } });
  return { locale, account, ...noticeOf(url) };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  return sellerAction({ request, url, context, kind: sellerKindOfPath(url.pathname), id: idOf(params) });
}

function StatusLine(props: {
  error: SellerActionError | undefined;
  saved: 'profile' | 'picture' | null;
  merged: { projects: number; shops: number; follows: number } | null;
}) {
  const { t } = useT();
  let text: string | null = null;
  if (props.error) text = t(`admin.seller.errors.${props.error}`);
  else if (props.merged) text = t('admin.seller.mergedInto', props.merged);
  else if (props.saved) text = t(`admin.seller.saved.${props.saved}`);
  return (
    <div role="status" className={`mt-2 text-sm ${props.error ? 'text-red-700 dark:text-red-300' : ''}`}>
      {text}
    </div>
  );
}

export default function AdminSellerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, account, saved, merged } = loaderData;
  const { kind, seller } = account;
  const title =
    kind === 'artist'
      ? t('admin.seller.artistTitle', { name: seller.name })
      : t('admin.seller.labelTitle', { name: seller.name });
  const publicPath = kind === 'artist' ? artistPath(seller) : labelPath(seller);
  return (
    <>
      <PageHead title={title} noIndex />
      <AdminLayout active={kind === 'artist' ? 'artists' : 'labels'}>
        <p className="text-sm">
          <Link to={localisePath(sellerListPath(kind), locale)} className="underline">
            {kind === 'artist' ? t('admin.seller.backArtists') : t('admin.seller.backLabels')}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
        <p className="mt-1 text-sm">
          <Link to={localisePath(publicPath, locale)} className="underline">
            {t('admin.seller.publicPage')}
          </Link>{' '}
          · {t('admin.sellers.followers')}: {seller.followers}
          {seller.user_id !== null && (
            <>
              {' '}
              ·{' '}
              <Link to={localisePath(`/admin/user/${seller.user_id}`, locale)} className="underline">
                {t('admin.sellers.account')}
              </Link>
            </>
          )}
        </p>
        <StatusLine error={actionData?.error} saved={saved} merged={merged} />
        <section aria-labelledby="seller-profile" className="mt-6">
          <h2 id="seller-profile" className="text-lg font-semibold">
            {t('admin.seller.profile')}
          </h2>
          <ProfileForm seller={seller} />
        </section>
        <PictureForm seller={seller} />
        <ProjectsAndShops account={account} locale={locale} />
        <Payouts payouts={account.payouts} locale={locale} />
        <MergeForm account={account} locale={locale} />
        <h2 className="mt-8 text-lg font-semibold">{t('admin.seller.history')}</h2>
        <AuditList entries={account.history} locale={locale} />
      </AdminLayout>
    </>
  );
}
