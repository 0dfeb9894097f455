// Paging of the seller pages' covers: which page the URL asks for, and the URL of another page.

/** Covers per page: fills whole rows of 2, 3, 4 and 6 columns. */
export const SELLER_PAGE_SIZE = 24;

/** The ?page= of a URL, 1 when absent or not a whole number of at least 1. */
export function pageOf(url: URL): number {
  const value = url.searchParams.get('page');
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** How many pages `total` items fill. */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The same page URL on another page of the list (page 1 has no ?page=). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
