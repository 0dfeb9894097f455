// English catalogue: the reference every other locale must match key for key (Catalogue type).
import { playerEn } from '../features/player/messages/en.ts';
import { searchEn } from '../features/search/messages/en.ts';
import { shopEn } from '../features/shop/messages/en.ts';
import { sellersEn } from '../features/sellers/messages/en.ts';
import { infoEn } from '../features/info/messages/en.ts';
import { navigationEn } from '../features/navigation/messages/en.ts';
import { consentEn } from '../features/consent/messages/en.ts';
import { supportEn } from '../features/support/messages/en.ts';
import { sherafEn } from '../features/sheraf/messages/en.ts';
import { creditsEn } from '../features/credits/messages/en.ts';
import { accountEn } from '../features/account/messages/en.ts';
import type { adminEn } from '../features/admin/messages/en.ts';
import type { memberEn } from './member/en.ts';
import type { pagesEn } from './pages/en.ts';
import { cartEn } from '../features/cart/messages/en.ts';

const en = {
  meta: {
    siteName: 'Spindle',
    description:
      'Vinyl records, CDs, tapes and merch pressed and sold by independent artists and labels. Pre-order, discover and play before you buy.',
  },
  nav: {
    skipToContent: 'Skip to content',
    home: 'Spindle home page',
    categories: 'Shop categories',
    moreCategories: 'More',
    signIn: 'Sign in',
  },
  search: searchEn,
  shop: shopEn,
  player: playerEn,
  sellers: sellersEn,
  cart: cartEn,
  preferences: {
    currency: 'Currency',
    currencyCurrent: 'Currency: {{code}}',
    language: 'Language',
    languageCurrent: 'Language: {{language}}',
    // The nine currencies' names (CLDR's, as Intl.DisplayNames gives them): a table, not ICU at hydration.
    currencyName: {
      EUR: 'Euro',
      USD: 'US Dollar',
      GBP: 'British Pound',
      AUD: 'Australian Dollar',
      CAD: 'Canadian Dollar',
      KRW: 'South Korean Won',
      JPY: 'Japanese Yen',
      CNY: 'Chinese Yuan',
      PHP: 'Philippine Peso',
    },
  },
  menu: {
    genre: {
      pop: 'Pop',
      rock_metal: 'Rock & Metal',
      hip_hop_rnb: 'Hip hop & R&B',
      folk_country: 'Folk & Country',
      soundtracks: 'Soundtracks',
      world_reggae: 'World & Reggae',
      electronic: 'Electronic',
      soul_blues: 'Soul & Blues',
    },
  },
  category: {
    'staff-picks': 'Staff picks',
    exclusives: 'Exclusives',
    'color-records': 'Colour records',
    merch: 'Merch',
    'cd-and-tapes': 'CDs & tapes',
    accessories: 'Accessories',
    jazz: 'Jazz',
    pro: 'Pro',
  },
  genre: {
    '1': 'Electronic',
    '2': 'Country',
    '3': 'Blues',
    '4': 'Folk',
    '5': 'Funk',
    '6': 'Hip hop',
    '7': 'Jazz',
    '8': 'Pop',
    '9': 'R&B',
    '10': 'Soul',
    '11': 'Rock',
    '12': 'World',
    '13': 'Variety',
    '14': 'Reggae',
    '15': 'Classical',
    '16': 'Other',
    '17': 'Disco',
    '18': 'Metal',
    '20': 'Soundtrack',
  },
  footer: {
    tagline: 'Records pressed and sold by the artists who made them.',
    social: 'Follow us',
    socialLink: 'Spindle on {{network}}',
    cookiePreferences: 'Cookie preferences',
    copyright: '© {{year}} Spindle. All rights reserved.',
    shop: 'Shop',
    information: 'Information',
    credits: 'Credits',
  },
  cookies: {
    title: 'Cookie preferences',
    text: 'Spindle only sets the cookies it needs to work: your language, your currency, your cart and your session. There are no advertising or tracking cookies to switch off.',
    close: 'Close',
  },
  announcement: {
    label: 'Announcement',
    close: 'Close the announcement',
  },
  home: {
    title: 'Vinyl records pressed by independent artists',
    heading: 'Records pressed and sold by independent artists',
    featured: 'Featured',
    sections: {
      new: 'New releases',
      staff_picks: 'Staff picks',
      preorders: 'Pre-orders',
      colour: 'Colour vinyl',
      popular: 'Popular right now',
      merch: 'Merch',
    },
    seeAll: 'See all',
    empty: 'No records to show yet. Come back soon.',
  },
  project: {
    coverAlt: '{{title}} by {{artist}}',
    badge: {
      limited: 'Limited',
      preorder: 'Pre-order',
      colour: 'Colour vinyl',
      soldOut: 'Sold out',
    },
    funded: '{{percent}}% funded',
    copiesLeft_one: 'Last copy',
    copiesLeft_other: '{{count}} left',
  },
  info: infoEn,
  navigation: navigationEn,
  consent: consentEn,
  support: supportEn,
  sheraf: sherafEn,
  credits: creditsEn,
  account: accountEn,
  errors: {
    '404': {
      title: 'Page not found',
      text: 'The page you are looking for does not exist or has moved.',
      back: 'Back',
      home: 'Back home',
    },
    '500': {
      title: 'We will be right back',
      text: 'Spindle is undergoing maintenance.',
      text2: 'This page reloads by itself every minute.',
      text3: 'Thank you for your patience.',
      reload: 'Reload now',
    },
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * Shape of a full catalogue: every locale must have exactly these keys. Three parts are loaded apart in
 * the browser (lib/i18n.ts), so a shopper's first visit does not download them: the staff side's texts
 * (`admin`, features/admin/messages), only on /admin and /bids pages; the member and creator pages'
 * texts (locales/member), before hydration on the pages that use them and after it elsewhere; and the
 * storefront's own pages' texts (locales/pages: a project, the cart and checkout...), which the home
 * page, the shop and its listings do without until the visitor goes to another page.
 */
export type Catalogue = Widen<typeof en & typeof memberEn & typeof pagesEn & { admin: typeof adminEn }>;

/** The sections of the member and creator part (locales/member/{locale}.ts). */
export type MemberSection = keyof typeof memberEn;

/** The member and creator part of a catalogue. */
export type MemberCatalogue = Pick<Catalogue, MemberSection>;

/** The sections of the storefront pages' part (locales/pages/{locale}.ts). */
export type PagesSection = keyof typeof pagesEn;

/** The storefront pages' part of a catalogue. */
export type PagesCatalogue = Pick<Catalogue, PagesSection>;

/**
 * A catalogue without its three separate parts: what every page loads, and what this file and the other
 * locales' files hold.
 */
export type StorefrontCatalogue = Omit<Catalogue, 'admin' | MemberSection | PagesSection>;

export default en satisfies StorefrontCatalogue;
