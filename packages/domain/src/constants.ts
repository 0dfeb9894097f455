// Business constants and limits of spec section 9 (and the timings of sections 2 and 4). Units are in the names.
import { BUSINESS_TIME_ZONE } from './zoned-time.ts';

/** Delay before a typed search runs (spec section 5). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Lifetime of the cookie that hides a closed announcement banner. */
export const BANNER_COOKIE_DAYS = 40;
/** How long a toast stays before it is removed. */
export const TOAST_MS = 1500;
/** The maintenance screen reloads itself this often. */
export const MAINTENANCE_RELOAD_MS = 60_000;
/** The client polls /api/build-id this often and reloads when the id changes. */
export const BUILD_ID_POLL_MS = 30_000;
/** Delay between the logout click (redirect home, close menu) and the actual logout. */
export const LOGOUT_DELAY_MS = 500;
/** The header stays static while the page is scrolled less than this. */
export const HEADER_STATIC_SCROLL_PX = 50;
/** Default size of one part of a multi-part upload (5 MiB). */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
/** Links are prefetched when they come this close to the viewport. */
export const LINK_PREFETCH_MARGIN_PX = 200;

/** Lifetime of the session token cookie. */
export const SESSION_COOKIE_DAYS = 365;
/** Lifetime of the language cookie. */
export const LANGUAGE_COOKIE_DAYS = 365;
/** Lifetime of the anonymous cart cookie. */
export const CART_COOKIE_DAYS = 1;
/** Lifetime of the origin (ori) cookie. */
export const ORIGIN_COOKIE_DAYS = 2;
/** Lifetime of the sponsor cookie a referral link (/?sponsor=CODE) sets. */
export const SPONSOR_COOKIE_DAYS = 30;
/** Number of characters of a cart id. */
export const CART_ID_LENGTH = 10;
/** A play at least this long is reported as a listening statistic. */
export const LISTEN_STAT_THRESHOLD_SECONDS = 5;
/** Player volume at start (0 to 1). */
export const DEFAULT_VOLUME = 1;

/** Names of the cookies the product sets; logout clears token, cookieId, sponsor, cart and origin. */
export const COOKIE_NAMES = {
  token: 'token',
  cookieId: 'cookie_id',
  sponsor: 'sponsor',
  cart: 'cart',
  origin: 'ori',
  language: 'lang',
  currency: 'currency',
} as const;

/** Cookies cleared on logout (spec section 4, Authentication). */
export const LOGOUT_CLEARED_COOKIES: readonly string[] = [
  COOKIE_NAMES.token,
  COOKIE_NAMES.cookieId,
  COOKIE_NAMES.sponsor,
  COOKIE_NAMES.cart,
  COOKIE_NAMES.origin,
];

/** Widest a modal gets. */
export const MODAL_MAX_WIDTH_PX = 700;
/** The footer is hidden on viewports narrower than this. */
export const FOOTER_HIDDEN_BELOW_PX = 1000;
/** Widths at which the header layout changes, widest first. */
export const HEADER_BREAKPOINTS_PX = [1100, 850, 500] as const;
/** Page breakpoints (minimum widths), matching the Tailwind theme. */
export const BREAKPOINTS_PX = {
  xs: 420,
  sm: 640,
  md: 800,
  lg: 1000,
  xl: 1280,
  '2xl': 1440,
  '3xl': 1600,
  '4xl': 1920,
} as const;
/** Normal header height. */
export const HEADER_HEIGHT_PX = 51;
/** Header height for the shop with the tall header. */
export const TALL_HEADER_HEIGHT_PX = 70;
/** The shop whose branded header is taller (spec section 2). */
export const TALL_HEADER_SHOP_ID = 1214;
/** The shop whose branded header shows no text link (spec section 2). */
export const NO_TEXT_LINK_SHOP_ID = 1194;
/** The project whose prices are always in USD (spec section 9). */
export const FORCED_USD_PROJECT_ID = 259413;

/** Support (and chat widget) hours, Paris time: from this hour included... */
export const SUPPORT_OPEN_HOUR = 10;
/** ...to this hour excluded. */
export const SUPPORT_CLOSE_HOUR = 17;
/** Time zone of the support hours. */
export const SUPPORT_TIME_ZONE = BUSINESS_TIME_ZONE;

/** Header height for a shop (the tall-header shop gets 70 px, everyone else 51 px). */
export function headerHeightPx(shopId: number | null | undefined): number {
  return shopId === TALL_HEADER_SHOP_ID ? TALL_HEADER_HEIGHT_PX : HEADER_HEIGHT_PX;
}

/** Milliseconds in a number of days, for cookie maxAge values. */
export function daysToMs(days: number): number {
  return days * 24 * 60 * 60 * 1000;
}
