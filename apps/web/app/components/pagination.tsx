// Numbered page links under a paged list: previous, the first and last pages, the pages around the
// current one, next. Plain links, so paging works without JavaScript and each page has its URL.
import { Link } from 'react-router';

/** Page numbers to show, with null for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let offset = -around; offset <= around; offset += 1) shown.add(page + offset);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of one page shows that page rather than an ellipsis standing for it.
    return n === previous + 2 ? [n - 1, n] : [null, n];
  });
}

const itemClass = 'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold';

export function Pagination({
  page,
  pageCount,
  hrefOf,
  labels,
}: {
  page: number;
  pageCount: number;
  /** The URL of a page of the list. */
  hrefOf: (page: number) => string;
  labels: { nav: string; previous: string; next: string };
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-12 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link
          to={hrefOf(page - 1)}
          rel="prev"
          aria-label={labels.previous}
          className={`${itemClass} hover:bg-surface-raised`}
        >
          <span aria-hidden="true">←</span>
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefOf(n)}
                aria-current={n === page ? 'page' : undefined}
                className={`${itemClass} ${n === page ? 'bg-ink text-surface' : 'hover:bg-surface-raised'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link
          to={hrefOf(page + 1)}
          rel="next"
          aria-label={labels.next}
          className={`${itemClass} hover:bg-surface-raised`}
        >
          <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}
