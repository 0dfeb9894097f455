// Customer support hours and where the chat widget shows (spec sections 4 and 9).
import { PROJECT_CATEGORIES } from './catalogue.ts';
import { SUPPORT_CLOSE_HOUR, SUPPORT_OPEN_HOUR, SUPPORT_TIME_ZONE } from './constants.ts';
import { splitLocaleFromPath } from './locales.ts';
import { dayOfWeekOf, localDateTimeOf } from './zoned-time.ts';

/** Monday to Friday, as Date.getUTCDay numbers them. */
const WORKING_DAYS = new Set([1, 2, 3, 4, 5]);

/**
 * Whether support (and so the chat widget) is open: Paris time, Monday to Friday, from 10:00 to
 * 16:59 (17:00 closes). Intl applies the Europe/Paris rules, so summer time is handled. Public holidays
 * are not excluded (the spec does not list them).
 */
export function isSupportOpen(date: Date): boolean {
  const local = localDateTimeOf(date, SUPPORT_TIME_ZONE);
  return WORKING_DAYS.has(dayOfWeekOf(local)) && local.hour >= SUPPORT_OPEN_HOUR && local.hour < SUPPORT_CLOSE_HOUR;
}

/**
 * Paths (without locale prefix) where the chat launcher is hidden (spec section 4):
 * store = /vinyl-shop and below; player = /player and the embeddable /widget; admin = /admin and below
 * plus /bids; project pages = /{category}/{id}(/{slug}) for the project categories, and /project/*.
 */
export const CHAT_HIDDEN_PATH_PATTERNS: readonly RegExp[] = [
  /^\/vinyl-shop(\/|$)/,
  /^\/(player|widget)(\/|$)/,
  /^\/(admin|bids)(\/|$)/,
  new RegExp(`^/(${PROJECT_CATEGORIES.join('|')})/\\d+(/[^/]*)?/?$`),
  /^\/project(\/|$)/,
];

/** Whether the chat launcher is hidden on a path (store, player, admin and project pages). */
export function isChatHiddenOnPath(pathname: string): boolean {
  const path = splitLocaleFromPath(pathname).path.split(/[?#]/)[0] ?? '/';
  return CHAT_HIDDEN_PATH_PATTERNS.some((pattern) => pattern.test(path));
}
