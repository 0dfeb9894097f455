// Conditions of the shop's own filters on projects (spec section 2): the stock filter and the price
// range in the display currency. The storefront's list queries add them to their WHERE
// (storefront-filters.ts).
import type { StockFilter } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import type { EurPriceBounds } from '@spindle/domain';
import { and, eq, exists, gt, gte, lte, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const { projects, projectPrices } = schema;

/**
 * The shop's price range. Projects are compared by the price they are shown at: a price their seller
 * set in the display currency against the display bounds, any other by its stored EUR price against
 * the EUR bounds that convert into the range (eurBoundsOfDisplayRange).
 */
export interface PriceFilter {
  /** Null when no converted EUR price can show inside the range. */
  eur: EurPriceBounds | null;
  /** Absent when prices are shown in EUR (no seller prices apply). */
  seller?: { currency: string; minMinor: number | null; maxMinor: number | null };
}

/** Mirrors isSoldOut of the domain: limited editions and test pressings with no copy left. */
const soldOut = sql`((${projects.isLimited} or ${projects.type} = 'test_pressing') and coalesce(${projects.stock}, 0) < 1)`;

/** Both bounds (either optional) on a column; true when there is none. */
function within(column: AnyColumn, min: number | null, max: number | null): SQL {
  return and(min === null ? undefined : gte(column, min), max === null ? undefined : lte(column, max)) ?? sql`true`;
}

/** Projects shown at a price inside the range (uses the project_prices primary key for seller prices). */
export function priceConditionOf(db: Db, price: PriceFilter): SQL {
  const eurFits = price.eur ? within(projects.priceEurMinor, price.eur.minEurMinor, price.eur.maxEurMinor) : sql`false`;
  const { seller } = price;
  if (!seller) return eurFits;
  const sellerPrice = (condition?: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(projectPrices)
        .where(and(eq(projectPrices.projectId, projects.id), eq(projectPrices.currency, seller.currency), condition)),
    );
  const shownAtSellerPrice = sellerPrice(within(projectPrices.priceMinor, seller.minMinor, seller.maxMinor));
  return sql`(${shownAtSellerPrice} or (${not(sellerPrice())} and ${eurFits}))`;
}

/** in_stock: copies on the shelf, shipped now; preorder: pre-orders of a coming release still available. */
export function stockConditionOf(stock: StockFilter): SQL {
  switch (stock) {
    case 'in_stock':
      // Counted copies on the shelf, shipped now: neither a pre-order nor a campaign still to press.
      return sql`(${eq(projects.isPreorder, false)} and ${gt(projects.stock, 0)})`;
    case 'preorder':
      return sql`(${eq(projects.isPreorder, true)} and ${not(soldOut)})`;
  }
}
