// Which parts of the page chrome a URL shows (spec section 2, "Other routes").

/** What the root layout renders around a page. */
export interface LayoutParts {
  header: boolean;
  footer: boolean;
  categoryBar: boolean;
  /**
   * A partner's shop section (/sheraf): the header changes to the partner's own, compact one (its
   * brand, a way back to the store, cart and account; no search and no category bar).
   */
  partnerHeader: boolean;
  /** The site's player bar; /widget plays in its own card instead. */
  playerBar: boolean;
  /** false for ?nojs: the page is served without any script. */
  scripts: boolean;
  /**
   * React Router's scroll restoration, which keeps positions in sessionStorage. Off on the embeds:
   * inside another site's iframe a browser that blocks third-party storage refuses sessionStorage,
   * and there is no history to restore there.
   */
  scrollRestoration: boolean;
}

// Embeddable pages: nothing around them.
const BARE_SECTIONS = new Set(['player', 'widget', 'linktree']);
// Tools with their own navigation: no secondary category bar.
const NO_CATEGORY_BAR_SECTIONS = new Set(['creation', 'admin']);
// Pages made to be framed by other sites (security-headers.ts lets any site frame them).
const FRAMED_SECTIONS = new Set(['player', 'widget']);
// Embeds that play music in their own card rather than in the site's player bar.
const OWN_PLAYER_SECTIONS = new Set(['widget']);
// Partner shop sections that wear the partner's compact header (features/sheraf).
const PARTNER_SECTIONS = new Set(['sheraf']);
// Pages that keep the header but drop the footer.
const NO_FOOTER_PATHS = new Set(['/project/manage2']);

/** Whether a query flag such as ?nolayout or ?nojs=1 is on ('0' and 'false' turn it off). */
export function isQueryFlagOn(searchParams: URLSearchParams, name: string): boolean {
  const value = searchParams.get(name);
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

/** Layout of a page from its English path (locale prefix removed) and its query. */
export function layoutPartsFor(englishPath: string, searchParams: URLSearchParams): LayoutParts {
  const pathname = englishPath.replace(/\/+$/, '') || '/';
  const section = pathname.split('/')[1] ?? '';
  const bare = BARE_SECTIONS.has(section) || isQueryFlagOn(searchParams, 'nolayout');
  return {
    header: !bare,
    footer: !bare && !NO_FOOTER_PATHS.has(pathname),
    categoryBar: !bare && !NO_CATEGORY_BAR_SECTIONS.has(section) && !PARTNER_SECTIONS.has(section),
    partnerHeader: !bare && PARTNER_SECTIONS.has(section),
    playerBar: !OWN_PLAYER_SECTIONS.has(section),
    scripts: !isQueryFlagOn(searchParams, 'nojs'),
    scrollRestoration: !FRAMED_SECTIONS.has(section),
  };
}
