// Artists, labels and their shops (spec section 2): the canonical URLs of their pages, which language
// their texts are shown in, and how a shop brands the header it owns.
import { NO_TEXT_LINK_SHOP_ID } from './constants.ts';
import { DEFAULT_LOCALE, type AppLocale } from './locales.ts';
import { slugify } from './slug.ts';

/** The kinds of seller that have a page of their own (and that a user may follow). */
export const SELLER_KINDS = ['artist', 'label'] as const;

/** An artist or a label. */
export type SellerKind = (typeof SELLER_KINDS)[number];

/** Slug used for a seller whose name leaves nothing to slugify. */
const SELLER_FALLBACK_SLUG: Readonly<Record<SellerKind, string>> = { artist: 'artist', label: 'label' };

/** Canonical slug of an artist or label page: its stored slug, normalised like every URL slug. */
export function sellerSlug(kind: SellerKind, slug: string): string {
  return slugify(slug, SELLER_FALLBACK_SLUG[kind]);
}

/** Canonical page of an artist ('/artist/12/nova-static'); a request with another slug redirects here. */
export function artistPath(artist: { id: number; slug: string }): string {
  return `/artist/${artist.id}/${sellerSlug('artist', artist.slug)}`;
}

/** Canonical page of a label ('/label/3/blue-hour-records'). */
export function labelPath(label: { id: number; slug: string }): string {
  return `/label/${label.id}/${sellerSlug('label', label.slug)}`;
}

/** Page of a shop by its code ('/shop/ferric-oxide'). */
export function shopPath(code: string): string {
  return `/shop/${encodeURIComponent(code)}`;
}

/** A text of a seller in the language it was written in. */
export interface LocalisedText {
  text: string;
  locale: AppLocale;
}

/**
 * The text to show on a page in `locale`: the version in that language when there is one, else the
 * English one (the page marks it with its own lang), else whatever exists; null when all are blank.
 */
export function textForLocale(
  locale: AppLocale,
  versions: Partial<Record<AppLocale, string | null>>,
): LocalisedText | null {
  const order: AppLocale[] = [locale, DEFAULT_LOCALE, ...(Object.keys(versions) as AppLocale[])];
  for (const candidate of order) {
    const text = versions[candidate]?.trim();
    if (text) return { text, locale: candidate };
  }
  return null;
}

/**
 * Whether a shop's own header shows its name as a text link beside its logo. Shop 1194 shows no text
 * link (spec section 2, navigation bar): its logo alone stands for it.
 */
export function showsShopNameLink(shopId: number): boolean {
  return shopId !== NO_TEXT_LINK_SHOP_ID;
}
