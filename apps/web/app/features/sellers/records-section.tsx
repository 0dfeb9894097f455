// A seller's records: a heading with their number, the covers grid the route passes in, links to the
// other pages (this page's URL with another ?page=), or a short note when there is nothing on sale.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { Pagination } from '../../components/pagination.tsx';
import { pageCountOf, pageHref } from './paging.ts';

export function RecordsSection({
  heading,
  total,
  pageSize,
  page,
  emptyText,
  children,
}: {
  heading: string;
  total: number;
  /** Records per page. */
  pageSize: number;
  page: number;
  emptyText: string;
  /** The covers grid of this page. */
  children: ReactNode;
}) {
  const { t } = useT();
  const location = useLocation();
  return (
    <section aria-labelledby="records" className="mt-10">
      <div className="mb-5 flex items-baseline gap-3">
        <h2 id="records" className="text-xl font-semibold">
          {heading}
        </h2>
        {total > 0 && <p className="text-sm text-ink-muted">{t('sellers.releaseCount', { count: total })}</p>}
      </div>
      {total > 0 ? children : <p className="py-10 text-ink-muted">{emptyText}</p>}
      <Pagination
        page={page}
        pageCount={pageCountOf(total, pageSize)}
        hrefOf={(n) => pageHref(location.pathname, location.search, n)}
        labels={{
          nav: t('sellers.pagination.label'),
          previous: t('sellers.pagination.previous'),
          next: t('sellers.pagination.next'),
        }}
      />
    </section>
  );
}
