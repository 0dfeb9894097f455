// The shop (spec section 2): /vinyl-shop with its filters in the query (genre, format, price, stock,
// search, sort, page), the curated categories at /vinyl-shop/{id}/{slug}, and the listed pages /vinyl,
// /cd, /tape and /merch, which are the shop of one format. In every locale (/fr/vinyl-shop...).
import { catalogueEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Link, redirect, useLocation, useNavigation } from 'react-router';
import { requestContext } from '../context.ts';
import { ProjectGrid } from '../features/catalogue/project-grid.tsx';
import { projectTilesOf } from '../features/catalogue/project-tile-data.ts';
import { ProjectGridSkeleton } from '../features/catalogue/project-grid-skeleton.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { FilterChips } from '../features/shop/filter-chips.tsx';
import { FilterPanel, FilterPanelButton } from '../features/shop/filter-panel.tsx';
import {
  activeFilters,
  canonicalShopQuery,
  onPage,
  parseShopFilters,
  shopQuery,
  type ShopFilters,
} from '../features/shop/shop-filters.ts';
import { shopNamesOf } from '../features/shop/shop-names.ts';
import { ShopResults } from '../features/shop/shop-results.tsx';
import { projectsQueryOf, shopPathOf, shopScopeOf } from '../features/shop/shop-scope.ts';
import { SortSelect } from '../features/shop/sort-select.tsx';
import { useShopForm } from '../features/shop/use-shop-form.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/vinyl-shop';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { locale, path } = splitLocaleFromPath(url.pathname);
  const scope = shopScopeOf(path, 'categoryId' in params ? params.categoryId : undefined);
  if (!scope) throw notFoundResponse();
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const urlOptions = { currency, formatFixed: scope.kind === 'listed' };
  const filters = parseShopFilters(url.searchParams, urlOptions);
  // First the list: a category hidden from this visitor (pro, 155) is a 404 whatever its slug.
  const list = await apiClient(context).read(catalogueEndpoints.projects, {
    query: projectsQueryOf(scope, filters, { currency, facets: true }),
  });
  const canonicalPath = localisePath(shopPathOf(scope), locale);
  if (url.pathname !== canonicalPath) throw redirect(canonicalPath + url.search, 301);
  const canonicalQuery = canonicalShopQuery(url.searchParams, urlOptions);
  if (canonicalQuery !== null) throw redirect(canonicalPath + canonicalQuery);
  if (list.items.length === 0 && filters.page > 1) throw notFoundResponse();
  // The list's cards go to tiles: only what a tile renders is sent.
  return { locale, scope, filters, currency, list: { ...list, items: projectTilesOf(list.items) } };
}

export default function VinylShop({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const { locale, scope, filters, currency, list } = loaderData;
  const action = localisePath(shopPathOf(scope), locale);
  const hrefOf = (next: ShopFilters) => action + shopQuery(next, currency, new URLSearchParams(location.search));
  const form = useShopForm({ filters, currency, action, formatFixed: scope.kind === 'listed' });
  const names = shopNamesOf(scope, filters, t, locale);
  // Other filters of this same page are loading: the grid gives way to skeletons.
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const activeCount = activeFilters(filters).length;
  // The search is not in the panel: the button counts what the panel shows.
  const panelCount = activeFilters(filters).filter((removal) => removal.kind !== 'search').length;

  return (
    <>
      <PageHead title={names.title} description={names.description} canonicalQuery={shopQuery(filters, currency)} />
      <div className="mx-auto max-w-[1920px] px-4 pb-16 sm:px-6">
        <h1 className="pt-6 pb-4 text-2xl font-semibold tracking-tight sm:text-3xl">{names.heading}</h1>
        <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto lg:pr-2 lg:pb-4">
            <FilterPanel
              action={action}
              form={form}
              currency={currency}
              facets={list.facets}
              showFormats={scope.kind !== 'listed'}
              total={list.total}
            />
          </div>
          <section aria-labelledby="shop-results-title">
            {/* The covers' titles are h3: their section has its heading, for screen readers' outline. */}
            <h2 id="shop-results-title" className="sr-only">
              {t('shop.results.label')}
            </h2>
            <div className="mb-4 flex flex-wrap items-center gap-3">
              <FilterPanelButton activeCount={panelCount} />
              <p
                id="shop-results-count"
                role="status"
                className="order-first basis-full text-sm text-ink-muted sm:order-none sm:basis-auto"
              >
                {t('shop.results.count', { count: list.total })}
              </p>
              <SortSelect form={form} />
            </div>
            <FilterChips filters={filters} currency={currency} locale={locale} hrefOf={hrefOf} clearHref={action} />
            <ShopResults
              key={location.pathname + location.search}
              list={list}
              pageHref={(page) => hrefOf(onPage(filters, page))}
              loading={loading}
              renderGrid={(projects, eagerCount) => (
                <ProjectGrid projects={projects} locale={locale} eagerCount={eagerCount} />
              )}
              renderSkeleton={(count) => <ProjectGridSkeleton count={count} />}
              empty={
                <div className="rounded-lg border border-dashed border-line px-6 py-16 text-center">
                  <h2 className="text-lg font-semibold">
                    {activeCount > 0 ? t('shop.empty.title') : t('shop.empty.none')}
                  </h2>
                  {activeCount > 0 && <p className="mt-2 text-ink-muted">{t('shop.empty.text')}</p>}
                  {activeCount > 0 && (
                    <Link
                      to={action}
                      className="mt-6 inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90"
                    >
                      {t('shop.empty.reset')}
                    </Link>
                  )}
                </div>
              }
            />
          </section>
        </div>
      </div>
    </>
  );
}
