// A shop (/shop/{code}, spec section 2): banner, logo, name, the projects it shows and what it is
// about. A white-label shop also swaps the site's header and footer for its own (shopBranding,
// read by the site shell).
import { sellersEndpoints } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { requestContext } from '../context.ts';
import { ProjectGrid } from '../features/catalogue/project-grid.tsx';
import { projectTilesOf } from '../features/catalogue/project-tile-data.ts';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { AboutText } from '../features/sellers/about-text.tsx';
import { pageOf, SELLER_PAGE_SIZE } from '../features/sellers/paging.ts';
import { RecordsSection } from '../features/sellers/records-section.tsx';
import { shopBrandingOf } from '../features/sellers/shop-branding.ts';
import { ShopMasthead } from '../features/sellers/shop-masthead.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/shop';

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const page = pageOf(url);
  const shop = await apiClient(context).read(sellersEndpoints.shop, {
    params: { code: params.code },
    query: { page, size: SELLER_PAGE_SIZE, currency, lang: locale },
  });
  if (page > 1 && shop.projects.items.length === 0) throw notFoundResponse();
  // The shop's cards go to tiles: only what a tile renders is sent.
  const projects = { ...shop.projects, items: projectTilesOf(shop.projects.items) };
  return { locale, page, shop: { ...shop, projects }, shopBranding: shopBrandingOf(shop) };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, page, shop } = loaderData;
  const { projects } = shop;
  return (
    <>
      <PageHead
        // 'title - shop name' on a white-label shop (spec section 2), 'name - Spindle' elsewhere.
        title={shop.whiteLabel ? t('sellers.shop.title') : shop.name}
        siteName={shop.whiteLabel ? shop.name : undefined}
        description={t('sellers.shop.description', { name: shop.name })}
        imageUrl={shop.bannerUrl ?? shop.logoUrl ?? undefined}
      />
      <div className="mx-auto max-w-[1920px] px-4 sm:px-6">
        <ShopMasthead shop={shop} locale={locale} />
        <RecordsSection
          heading={t('sellers.shop.inShop')}
          total={projects.total}
          pageSize={projects.size}
          page={page}
          emptyText={t('sellers.shop.empty')}
        >
          <ProjectGrid projects={projects.items} locale={locale} eagerCount={6} />
        </RecordsSection>
        {shop.about && (
          <section aria-labelledby="shop-about" className="mt-14 max-w-prose">
            <h2 id="shop-about" className="text-xl font-semibold">
              {t('sellers.about')}
            </h2>
            <div className="mt-3">
              <AboutText about={shop.about} locale={locale} />
            </div>
          </section>
        )}
      </div>
    </>
  );
}
