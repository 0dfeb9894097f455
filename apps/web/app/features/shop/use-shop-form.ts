// The filter form with JavaScript: a change to a control navigates to the filters' link at once (one
// history entry each, so the back button steps through them). The controls show what was just chosen
// while the page loads, and follow the URL again when it changes from elsewhere (back, a chip, a link).
import type { CurrencyCode } from '@spindle/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseShopFilters, priceText, shopQuery, type ShopFilters } from './shop-filters.ts';

export interface ShopFormState {
  /** The filters the controls show. */
  draft: ShopFilters;
  /** The price fields as typed. */
  priceMin: string;
  priceMax: string;
  setPriceMin(text: string): void;
  setPriceMax(text: string): void;
  /** Reads the whole form (controls outside it included, through their form attribute) and opens its link. */
  apply(form: HTMLFormElement | null): void;
  /**
   * Once the scripts run: applies what the visitor changed while they loaded (no change event reached
   * the page then, and React keeps the ticked box on hydration but would untick it at the next render).
   */
  applyChangesBeforeHydration: (form: HTMLFormElement | null) => void;
}

interface Snapshot {
  /** The URL's filters when the state was last taken from them. */
  urlKey: string;
  draft: ShopFilters;
  priceMin: string;
  priceMax: string;
}

function snapshotOf(filters: ShopFilters, currency: CurrencyCode): Snapshot {
  return {
    urlKey: shopQuery(filters, currency),
    draft: filters,
    priceMin: priceText(filters.priceMinMinor, currency),
    priceMax: priceText(filters.priceMaxMinor, currency),
  };
}

export function useShopForm({
  filters,
  currency,
  action,
  formatFixed,
}: {
  filters: ShopFilters;
  currency: CurrencyCode;
  /** The page's localised path: where the form goes. */
  action: string;
  formatFixed: boolean;
}): ShopFormState {
  const navigate = useNavigate();
  const location = useLocation();
  const [snapshot, setSnapshot] = useState(() => snapshotOf(filters, currency));
  // The URL moved on its own (back button, a chip): the controls follow it.
  let current = snapshot;
  if (snapshot.urlKey !== shopQuery(filters, currency)) {
    current = snapshotOf(filters, currency);
    setSnapshot(current);
  }

  const filtersOf = (form: HTMLFormElement): ShopFilters => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
    return parseShopFilters(params, { currency, formatFixed });
  };

  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    // A change of filters starts again from the first page (the form has no page field).
    const next = filtersOf(form);
    const query = shopQuery(next, currency, new URLSearchParams(location.search));
    // The controls show the new choice until the URL catches up (then they follow the URL again).
    setSnapshot((previous) => ({ ...previous, draft: next }));
    if (action + query !== location.pathname + location.search) {
      void navigate(action + query, { preventScrollReset: true });
    }
  };

  return {
    draft: current.draft,
    priceMin: current.priceMin,
    priceMax: current.priceMax,
    setPriceMin: (text) => setSnapshot((previous) => ({ ...previous, priceMin: text })),
    setPriceMax: (text) => setSnapshot((previous) => ({ ...previous, priceMax: text })),
    apply,
    applyChangesBeforeHydration: (form) => {
      if (!form) return;
      // The form has no page field: the page of results is not a change the visitor made.
      const shown = { ...filtersOf(form), page: filters.page };
      if (shopQuery(shown, currency) !== shopQuery(filters, currency)) apply(form);
    },
  };
}
