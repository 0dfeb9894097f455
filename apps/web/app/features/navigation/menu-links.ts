// What the mobile menu lists besides the genre groups and curated categories (which come from the
// domain): the information pages, by their English paths (localisePath gives each locale's slug).
export const INFO_LINKS = [
  { path: '/about', key: 'about' },
  { path: '/pressing', key: 'pressing' },
  { path: '/how-it-works', key: 'howItWorks' },
  { path: '/blog', key: 'blog' },
  { path: '/newsletter', key: 'newsletter' },
  { path: '/partners', key: 'partners' },
  { path: '/contact', key: 'contact' },
  { path: '/terms', key: 'terms' },
  { path: '/return-and-refund-policy', key: 'returns' },
] as const;

/** The current page as the currency form's way back, without a ?currency= that would override the choice. */
export function returnPathWithoutCurrency(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('currency');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
