// The admin tables keep their state in the URL (docs/admin.md "Tables"): the page, the sort and the
// filters are query parameters, so every view is a link that works without JavaScript.

/** The query with some parameters set (null removes one); the page goes back to 1 unless given. */
export function withParams(search: URLSearchParams, changes: Readonly<Record<string, string | null>>): string {
  const next = new URLSearchParams(search);
  if (!('page' in changes)) next.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  const text = next.toString();
  return text === '' ? '?' : `?${text}`;
}

/** The link that sorts by a column: descending first, ascending when it is already the descending sort. */
export function sortLink(search: URLSearchParams, column: string, current: { sort: string; dir: 'asc' | 'desc' }) {
  const dir = current.sort === column && current.dir === 'desc' ? 'asc' : 'desc';
  return withParams(search, { sort: column, dir });
}

/** How many pages `total` rows make, at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
