// /sheraf and /fr/sheraf (spec section 2: "Special shop section that changes header behaviour"): the
// store's partner corner. One partner label's selection (the seeded Hidden Groove Records shop) sold
// through Spindle's own cart and checkout, under the partner's compact header
// (layout/partner-header.tsx: its brand, a way back to the store, no search and no category bar;
// layout-rules.ts partnerHeader).
import { sellersEndpoints } from '@spindle/contracts';
import { localisePath, shopPath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { requestContext } from '../context.ts';
import { ProjectGrid } from '../features/catalogue/project-grid.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { pageOf, SELLER_PAGE_SIZE } from '../features/sellers/paging.ts';
import { RecordsSection } from '../features/sellers/records-section.tsx';
import { shopBrandingOf } from '../features/sellers/shop-branding.ts';
import { SHERAF_SHOP_CODE } from '../features/sheraf/sheraf.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/sheraf';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const page = pageOf(url);
  const shop = await apiClient(context).read(sellersEndpoints.shop, {
    params: { code: SHERAF_SHOP_CODE },
    query: { page, size: SELLER_PAGE_SIZE, currency, lang: locale },
  });
  if (page > 1 && shop.projects.items.length === 0) throw notFoundResponse();
  // The section is never white-label: the partner's header, Spindle's footer and cart.
  return { locale, page, shop, shopBranding: { ...shopBrandingOf(shop), whiteLabel: false } };
}

export default function SherafPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, page, shop } = loaderData;
  return (
    <>
      <PageHead
        title={t('sheraf.title', { name: shop.name })}
        description={t('sheraf.description', { name: shop.name })}
        imageUrl={shop.bannerUrl ?? shop.logoUrl ?? undefined}
      />
      <div className="mx-auto max-w-[1920px] px-4 pt-8 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('sheraf.kicker')}</p>
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{t('sheraf.title', { name: shop.name })}</h1>
        <p className="mt-3 max-w-prose text-lg">{t('sheraf.intro', { name: shop.name })}</p>
        <RecordsSection
          heading={t('sheraf.selection')}
          total={shop.projects.total}
          pageSize={shop.projects.size}
          page={page}
          emptyText={t('sheraf.empty')}
        >
          <ProjectGrid projects={shop.projects.items} locale={locale} eagerCount={6} />
        </RecordsSection>
        <p className="mt-10 mb-4">
          <Link to={localisePath(shopPath(shop.code), locale)} className="font-semibold underline underline-offset-4">
            {t('sheraf.fullShop', { name: shop.name })}
          </Link>
        </p>
      </div>
    </>
  );
}
