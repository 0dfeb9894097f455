// What cart pricing reads of logistics (cart's port `CartShippingFacts`; logistics sits above cart,
// decision 0013): the shipping rates towards a country on a day with the active partners' fees, and the
// partners holding stock of the cart's projects. The same queries cart ran on these tables before.
import { destinationZoneOf, isLogisticsPartner, rowsInForceOn } from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { CartShippingFacts, PartnerStockRow, ShippingTables } from '../cart/index.ts';

const { shippingRates, logisticsPartners, partnerStock } = schema;

export function createCartShippingFacts(db: Db): CartShippingFacts {
  return {
    shippingTables: (countryCode, day) => readShippingTables(db, countryCode, day),
    partnersWithStockOf: (projectIds) => partnersWithStockOf(db, projectIds),
  };
}

/**
 * Rate rows towards a country: its own rows and its zone's (and world), every partner, each bracket's
 * row in force on the Paris day priced (dated rows: a scheduled change applies from its day on).
 */
async function readShippingTables(db: Db, countryCode: string, day: string): Promise<ShippingTables> {
  const destinations = [...new Set([countryCode, destinationZoneOf(countryCode), 'world'])];
  const [datedRows, partnerRows] = await Promise.all([
    db
      .select()
      .from(shippingRates)
      .where(and(inArray(shippingRates.destination, destinations), lte(shippingRates.effectiveFrom, day)))
      .orderBy(asc(shippingRates.id)),
    db.select().from(logisticsPartners).where(eq(logisticsPartners.active, true)),
  ]);
  const rateRows = rowsInForceOn(datedRows, (row) => `${row.partner}|${row.destination}|${row.bracketGrams}`, day);
  return {
    rates: rateRows.flatMap((row) =>
      isLogisticsPartner(row.partner)
        ? [
            {
              partner: row.partner,
              destination: row.destination,
              bracketGrams: row.bracketGrams,
              standardMinor: row.priceMinor,
              pickupMinor: row.pickupPriceMinor,
            },
          ]
        : [],
    ),
    partnerFees: partnerRows.flatMap((row) =>
      isLogisticsPartner(row.key)
        ? [
            {
              partner: row.key,
              fuelSurchargeBp: row.fuelSurchargeBp,
              securityFeeMinor: row.securityFeeMinor,
              packingMinor: row.packingMinor,
              pickingPerInsertMinor: row.pickingPerInsertMinor,
              marginBp: row.marginBp,
            },
          ]
        : [],
    ),
  };
}

/** Partners with at least one copy of these projects (or of their items). */
async function partnersWithStockOf(db: Db, projectIds: readonly number[]): Promise<PartnerStockRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select({ projectId: partnerStock.projectId, itemId: partnerStock.itemId, partner: partnerStock.partner })
    .from(partnerStock)
    .where(and(inArray(partnerStock.projectId, [...projectIds]), gt(partnerStock.quantity, 0)));
}
