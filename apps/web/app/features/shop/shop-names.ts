// What a shop page is called (spec section 2, page head): its heading names the category, the listed
// format or the genre ('Rock & Metal' for the top-menu group 11|18), else the search or the shop.
import { GENRE_MENU, genreById, type AppLocale } from '@spindle/domain';
import type { TFunction } from 'i18next';
import { dataKey, languageOf } from '../../lib/i18n.ts';
import type { ShopFilters } from './shop-filters.ts';
import type { ShopScope } from './shop-scope.ts';
import { listFormat } from '../../lib/intl.ts';

export interface ShopNames {
  heading: string;
  /** The document title (before ' - Spindle'): the heading, and the page number past the first. */
  title: string;
  description: string;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** A top-menu group by its name, any other choice as the list of its genres ('Jazz and Funk'). */
export function genreLabelOf(genreIds: readonly number[], t: TFunction, locale: AppLocale): string | null {
  if (genreIds.length === 0) return null;
  const group = GENRE_MENU.find((entry) => sameIds(entry.genreIds, genreIds));
  if (group) return t(dataKey(group.i18nKey));
  const names = genreIds.flatMap((id) => {
    const genre = genreById(id);
    return genre ? [t(dataKey(genre.i18nKey))] : [];
  });
  return listFormat(languageOf(locale), { type: 'conjunction' }).format(names);
}

function scopeNameOf(scope: ShopScope, t: TFunction): string | null {
  switch (scope.kind) {
    case 'all':
      return null;
    case 'digital':
      return t('shop.listed.digital');
    case 'listed':
      return t(`shop.listed.${scope.format}`);
    case 'category':
      return t(dataKey(scope.category.i18nKey));
  }
}

export function shopNamesOf(scope: ShopScope, filters: ShopFilters, t: TFunction, locale: AppLocale): ShopNames {
  const named = [genreLabelOf(filters.genreIds, t, locale), scopeNameOf(scope, t)].filter(
    (name): name is string => name !== null,
  );
  const heading =
    named.length > 0
      ? named.join(' · ')
      : filters.search
        ? t('shop.heading.search', { search: filters.search })
        : t('shop.heading.all');
  return {
    heading,
    title: filters.page > 1 ? t('shop.pageTitle', { title: heading, page: filters.page }) : heading,
    description: named.length > 0 ? t('shop.description.named', { name: heading }) : t('shop.description.all'),
  };
}
