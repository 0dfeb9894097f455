// A shop's page tells the site chrome whose shop it is: a white-label shop swaps Spindle's header and
// footer for its own (spec section 1). The shop route's loader returns `shopBranding`; the site shell
// reads it with useShopBranding(), whatever the route's id (one per locale).
import type { Shop } from '@spindle/contracts';
import { useMatches } from 'react-router';

/** What the header and footer need to know about the shop a page belongs to. */
export interface ShopBranding {
  id: number;
  code: string;
  name: string;
  logoUrl: string | null;
  whiteLabel: boolean;
  /** Whether its white-label footer shows 'Powered by Spindle' (packages/domain showsPoweredByLink). */
  poweredByLink: boolean;
  theme: Shop['theme'];
}

/** The branding of a shop, for its page's loader data. */
export function shopBrandingOf(shop: Omit<Shop, 'projects'>): ShopBranding {
  const { id, code, name, logoUrl, whiteLabel, theme } = shop;
  return { id, code, name, logoUrl, whiteLabel, poweredByLink: shop.poweredByLink, theme };
}

function isShopBranding(value: unknown): value is ShopBranding {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof ShopBranding, unknown>>;
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.code === 'string' &&
    typeof candidate.name === 'string' &&
    typeof candidate.whiteLabel === 'boolean' &&
    typeof candidate.poweredByLink === 'boolean'
  );
}

/** The shop of the deepest matched page whose loader data carries `shopBranding`; null elsewhere. */
export function useShopBranding(): ShopBranding | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data: unknown = matches[index]?.loaderData;
    if (typeof data === 'object' && data !== null && 'shopBranding' in data && isShopBranding(data.shopBranding)) {
      return data.shopBranding;
    }
  }
  return null;
}
