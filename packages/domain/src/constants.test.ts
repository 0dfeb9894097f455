import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('business constants of spec section 9', () => {
  it.each<[keyof typeof c, unknown]>([
    ['SEARCH_DEBOUNCE_MS', 500],
    ['BANNER_COOKIE_DAYS', 40],
    ['TOAST_MS', 1500],
    ['MAINTENANCE_RELOAD_MS', 60_000],
    ['BUILD_ID_POLL_MS', 30_000],
    ['LOGOUT_DELAY_MS', 500],
    ['HEADER_STATIC_SCROLL_PX', 50],
    ['UPLOAD_CHUNK_BYTES', 5_242_880],
    ['LINK_PREFETCH_MARGIN_PX', 200],
    ['SESSION_COOKIE_DAYS', 365],
    ['LANGUAGE_COOKIE_DAYS', 365],
    ['CART_COOKIE_DAYS', 1],
    ['ORIGIN_COOKIE_DAYS', 2],
    ['CART_ID_LENGTH', 10],
    ['LISTEN_STAT_THRESHOLD_SECONDS', 5],
    ['DEFAULT_VOLUME', 1],
    ['MODAL_MAX_WIDTH_PX', 700],
    ['FOOTER_HIDDEN_BELOW_PX', 1000],
    ['HEADER_BREAKPOINTS_PX', [1100, 850, 500]],
    ['BREAKPOINTS_PX', { xs: 420, sm: 640, md: 800, lg: 1000, xl: 1280, '2xl': 1440, '3xl': 1600, '4xl': 1920 }],
    ['HEADER_HEIGHT_PX', 51],
    ['TALL_HEADER_HEIGHT_PX', 70],
    ['TALL_HEADER_SHOP_ID', 1214],
    ['NO_TEXT_LINK_SHOP_ID', 1194],
    ['FORCED_USD_PROJECT_ID', 259413],
    ['SUPPORT_OPEN_HOUR', 10],
    ['SUPPORT_CLOSE_HOUR', 17],
    ['SUPPORT_TIME_ZONE', 'Europe/Paris'],
  ])('%s is %j', (name, value) => {
    expect(c[name]).toEqual(value);
  });

  it('names every cookie the product sets', () => {
    expect(Object.values(c.COOKIE_NAMES).sort()).toEqual([
      'cart',
      'cookie_id',
      'currency',
      'lang',
      'ori',
      'sponsor',
      'token',
    ]);
  });

  it('clears token, cookie_id, sponsor, cart and ori on logout, but keeps language and currency', () => {
    expect([...c.LOGOUT_CLEARED_COOKIES].sort()).toEqual(['cart', 'cookie_id', 'ori', 'sponsor', 'token']);
  });

  it.each([
    [1214, 70],
    [1194, 51],
    [null, 51],
  ])('shop %j has a %i px header', (shopId, heightPx) => {
    expect(c.headerHeightPx(shopId)).toBe(heightPx);
  });

  it.each([
    [1, 86_400_000],
    [40, 3_456_000_000],
  ])('%i days are %i ms', (days, ms) => {
    expect(c.daysToMs(days)).toBe(ms);
  });
});
