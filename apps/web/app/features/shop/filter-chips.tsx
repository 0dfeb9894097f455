// The active filters as removable chips (spec section 2, /vinyl-shop): each one a link to the same
// page without it, so they work without JavaScript, and 'Clear all'.
import { formatMoney, genreById, type AppLocale, type CurrencyCode } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/icons.tsx';
import { dataKey } from '../../lib/i18n.ts';
import { activeFilters, withoutFilter, type FilterRemoval, type ShopFilters } from './shop-filters.ts';

function useChipLabel(filters: ShopFilters, currency: CurrencyCode, locale: AppLocale) {
  const { t } = useT();
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency }, locale);
  return (removal: FilterRemoval): string => {
    switch (removal.kind) {
      case 'search':
        return t('shop.chips.search', { search: filters.search });
      case 'genre': {
        const genre = genreById(removal.genreId);
        return genre ? t(dataKey(genre.i18nKey)) : String(removal.genreId);
      }
      case 'format':
        return t(`shop.format.${removal.format}`);
      case 'stock':
        return filters.stock ? t(`shop.filters.${filters.stock}`) : '';
      case 'price': {
        const { priceMinMinor: min, priceMaxMinor: max } = filters;
        if (min !== null && max !== null) return t('shop.chips.priceBetween', { min: money(min), max: money(max) });
        if (min !== null) return t('shop.chips.priceFrom', { min: money(min) });
        return t('shop.chips.priceUpTo', { max: money(max ?? 0) });
      }
    }
  };
}

export function FilterChips({
  filters,
  currency,
  locale,
  hrefOf,
  clearHref,
}: {
  filters: ShopFilters;
  currency: CurrencyCode;
  locale: AppLocale;
  /** The page's link for some filters. */
  hrefOf: (filters: ShopFilters) => string;
  clearHref: string;
}) {
  const { t } = useT();
  const labelOf = useChipLabel(filters, currency, locale);
  const removals = activeFilters(filters);
  if (removals.length === 0) return null;
  return (
    <div className="mb-5 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('shop.chips.label')}</h2>
      <ul className="flex flex-wrap gap-2">
        {removals.map((removal) => {
          const label = labelOf(removal);
          return (
            <li
              key={
                removal.kind === 'genre'
                  ? `genre-${removal.genreId}`
                  : removal.kind === 'format'
                    ? `format-${removal.format}`
                    : removal.kind
              }
            >
              <Link
                to={hrefOf(withoutFilter(filters, removal))}
                preventScrollReset
                aria-label={t('shop.chips.remove', { label })}
                className="inline-flex h-8 items-center gap-1.5 rounded-full bg-surface-raised pr-2 pl-3 text-sm hover:bg-line"
              >
                {label}
                <CloseIcon className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
      {removals.length > 1 && (
        <Link
          to={clearHref}
          preventScrollReset
          className="px-1 text-sm font-semibold underline underline-offset-4 hover:text-accent"
        >
          {t('shop.chips.clearAll')}
        </Link>
      )}
    </div>
  );
}
