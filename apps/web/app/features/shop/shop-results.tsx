// The shop's grid of results with its paging (spec section 2): real ?page=N links that work without
// JavaScript, and 'Load more', which with JavaScript appends the next page instead of opening it.
// Skeleton tiles stand in while other filters or the next page load (DESIGN.md). Once the scripts run,
// Load more names the results it appends to (aria-controls): a click before that opens page 2.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Link, useFetcher } from 'react-router';
import { Pagination } from '../../components/pagination.tsx';

/** One page of the shop's list; its items are whatever the page's grid renders (tiles). */
interface ResultsPage<Item extends { id: number }> {
  items: Item[];
  page: number;
  size: number;
  total: number;
}

/** The part of the page's loader data this needs: one page of the list. */
interface PageData<Item extends { id: number }> {
  list: ResultsPage<Item>;
}

/**
 * The results' element, which the hydrated Load more controls. A fixed id: one list per page, and an id from
 * useId would be the server's in the markup but the browser's in aria-controls, which is set once hydrated.
 */
const RESULTS_ID = 'shop-results';

/** Covers of the first row load at once (up to 6 columns). */
const EAGER_COVERS = 4;

function pageCountOf(list: ResultsPage<{ id: number }>): number {
  return Math.max(1, Math.ceil(list.total / list.size));
}

/** Each project once, in order: a page fetched later may repeat one that moved up meanwhile. */
function uniqueProjects<Item extends { id: number }>(pages: readonly ResultsPage<Item>[]): Item[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.items).filter((project) => !seen.has(project.id) && seen.add(project.id));
}

export function ShopResults<Item extends { id: number }>({
  list,
  pageHref,
  loading,
  renderGrid,
  renderSkeleton,
  empty,
}: {
  /** The page the URL asked for. */
  list: ResultsPage<Item>;
  pageHref: (page: number) => string;
  /** Other filters are loading: skeletons stand in for the grid. */
  loading: boolean;
  renderGrid: (projects: Item[], eagerCount: number) => ReactNode;
  renderSkeleton: (count: number) => ReactNode;
  empty: ReactNode;
}) {
  const { t } = useT();
  const fetcher = useFetcher<PageData<Item>>();
  const hydrated = useHydrated();
  const [appended, setAppended] = useState<ResultsPage<Item>[]>([]);
  const last = appended.at(-1) ?? list;
  // The next page arrived: keep it (adjusting state while rendering, not in an effect).
  const fetched = fetcher.data?.list;
  if (fetcher.state === 'idle' && fetched && fetched.page === last.page + 1 && !appended.includes(fetched)) {
    setAppended([...appended, fetched]);
  }
  const shownPages = [list, ...appended];
  const lastPage = shownPages.at(-1)?.page ?? list.page;
  const pageCount = pageCountOf(list);
  const fetchingMore = fetcher.state !== 'idle';

  if (loading) {
    return <div aria-busy="true">{renderSkeleton(Math.min(list.size, Math.max(list.items.length, 12)))}</div>;
  }
  if (list.items.length === 0) return <>{empty}</>;

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    // With JavaScript the next page joins this one; without, the link opens it.
    event.preventDefault();
    if (!fetchingMore) void fetcher.load(pageHref(lastPage + 1));
  };

  return (
    <div aria-busy={fetchingMore}>
      <div id={RESULTS_ID}>{renderGrid(uniqueProjects(shownPages), EAGER_COVERS)}</div>
      {fetchingMore && <div className="mt-8">{renderSkeleton(Math.min(list.size, 6))}</div>}
      {lastPage < pageCount && (
        <div className="mt-10 flex justify-center">
          <Link
            to={pageHref(lastPage + 1)}
            onClick={loadMore}
            aria-controls={hydrated ? RESULTS_ID : undefined}
            aria-disabled={fetchingMore}
            className="inline-flex h-11 items-center rounded-full border border-line px-6 font-semibold hover:bg-surface-raised aria-disabled:opacity-60"
          >
            {fetchingMore ? t('shop.paging.loading') : t('shop.paging.loadMore')}
          </Link>
        </div>
      )}
      <Pagination
        page={lastPage}
        pageCount={pageCount}
        hrefOf={pageHref}
        labels={{ nav: t('shop.paging.label'), previous: t('shop.paging.previous'), next: t('shop.paging.next') }}
      />
    </div>
  );
}
