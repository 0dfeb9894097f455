// The account's sections (spec section 2, account routes; section 2 navigation bar: settings,
// orders, box, gifts, projects, shop, digital), in the order the user menu and the account frame list
// them. The frame also links the pages of what the account keeps besides (digs and referral, saved
// cards, wishlist and follows, messages), which the spec's user menu does not list.
import { localisePath, type AppLocale } from '@spindle/domain';

/** One section of the account. */
export type AccountSection =
  | 'settings'
  | 'orders'
  | 'box'
  | 'gifts'
  | 'projects'
  | 'shop'
  | 'digital'
  | 'wishlist'
  | 'cards'
  | 'digs'
  | 'messages';

/** English path of each section; localisePath gives the locale's address. */
export const ACCOUNT_SECTION_PATHS = {
  settings: '/my-account',
  orders: '/my-account/orders',
  box: '/my-account/box',
  gifts: '/my-account/gifts',
  projects: '/my-account/projects',
  shop: '/my-account/shop',
  digital: '/my-account/digital',
  wishlist: '/my-account/wishlist',
  cards: '/my-account/cards',
  digs: '/my-account/digs',
  messages: '/my-account/messages',
} as const satisfies Record<AccountSection, string>;

/** The sections of the user menu, in the spec's order. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  'settings',
  'orders',
  'box',
  'gifts',
  'projects',
  'shop',
  'digital',
];

/** The sections of the account frame: the menu's, then the account's other pages. */
export const ACCOUNT_FRAME_SECTIONS = Object.keys(ACCOUNT_SECTION_PATHS) as AccountSection[];

/** Address of a section in a locale ('/fr/my-account/orders'). */
export function accountSectionPath(section: AccountSection, locale: AppLocale): string {
  return localisePath(ACCOUNT_SECTION_PATHS[section], locale);
}
