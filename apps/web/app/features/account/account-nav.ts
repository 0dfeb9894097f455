// The account's sections (spec section 2, account routes; section 2 navigation bar: settings,
// orders, box, gifts, projects, shop, digital), in the order the user menu and the account frame list them.
import { localisePath, type AppLocale } from '@spindle/domain';

/** One section of the account. */
export type AccountSection = 'settings' | 'orders' | 'box' | 'gifts' | 'projects' | 'shop' | 'digital';

/** English path of each section; localisePath gives the locale's address. */
export const ACCOUNT_SECTION_PATHS = {
  settings: '/my-account',
  orders: '/my-account/orders',
  box: '/my-account/box',
  gifts: '/my-account/gifts',
  projects: '/my-account/projects',
  shop: '/my-account/shop',
  digital: '/my-account/digital',
} as const satisfies Record<AccountSection, string>;

/** The sections in menu order. */
export const ACCOUNT_SECTIONS = Object.keys(ACCOUNT_SECTION_PATHS) as AccountSection[];

/** Address of a section in a locale ('/fr/my-account/orders'). */
export function accountSectionPath(section: AccountSection, locale: AppLocale): string {
  return localisePath(ACCOUNT_SECTION_PATHS[section], locale);
}
