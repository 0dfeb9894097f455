// The reference tables cart pricing reads: dated VAT rates, exchange rates, shipping rates and partner
// fees towards a country, box prices, and the promo codes in play with their usage.
import {
  destinationZoneOf,
  rowsInForceOn,
  isCurrencyCode,
  isLogisticsPartner,
  type BoxPriceRow,
  type CurrencyCode,
  type ExchangeRatesPpm,
  type LoadedPromoCode,
  type LogisticsPartnerFees,
  type ShippingRateRow,
  type VatRateRow,
} from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { createCurrencyRepo } from '../currency/index.ts';
import { promoCodeOfRow } from './promo-code-row.ts';

const { vatRates, shippingRates, logisticsPartners, boxPlans, boxPrices, promoCodes, promoCodeUses } = schema;

export function createCartReferenceRepo(db: Db) {
  return {
    vatRates: (): Promise<VatRateRow[]> => readVatRates(db),
    exchangeRates: (): Promise<ExchangeRatesPpm> => readExchangeRates(db),
    shippingTables: (
      countryCode: string,
      day: string,
    ): Promise<{ rates: ShippingRateRow[]; partnerFees: LogisticsPartnerFees[] }> =>
      readShippingTables(db, countryCode, day),
    boxPrices: (): Promise<BoxPriceRow[]> => readBoxPrices(db),
    promoCodes: (typedCode: string | null, userId: number | null): Promise<LoadedPromoCode[]> =>
      readPromoCodes(db, typedCode, userId),
  };
}

async function readVatRates(db: Db): Promise<VatRateRow[]> {
  const rows = await db.select().from(vatRates);
  return rows.map((row) => ({
    countryCode: row.countryCode,
    rateBasisPoints: row.rateBasisPoints,
    effectiveFrom: row.effectiveFrom,
  }));
}

async function readExchangeRates(db: Db): Promise<ExchangeRatesPpm> {
  const rates: Partial<Record<CurrencyCode, number>> = {};
  // The rates are currency's: asked through its face, the same single query.
  for (const row of await createCurrencyRepo(db).listExchangeRates()) {
    if (isCurrencyCode(row.currency)) rates[row.currency] = row.ratePpm;
  }
  return rates;
}

/**
 * Rate rows towards a country: its own rows and its zone's (and world), every partner, each bracket's
 * row in force on the Paris day priced (dated rows: a scheduled change applies from its day on).
 */
async function readShippingTables(
  db: Db,
  countryCode: string,
  day: string,
): Promise<{ rates: ShippingRateRow[]; partnerFees: LogisticsPartnerFees[] }> {
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

/** Every box price row (plan type one/two x periodicity x currency). */
async function readBoxPrices(db: Db): Promise<BoxPriceRow[]> {
  const rows = await db
    .select({
      recordsPerMonth: boxPlans.recordsPerMonth,
      periodicity: boxPrices.periodicity,
      currency: boxPrices.currency,
      monthlyPriceMinor: boxPrices.monthlyPriceMinor,
    })
    .from(boxPrices)
    .innerJoin(boxPlans, eq(boxPlans.id, boxPrices.planId))
    .where(eq(boxPlans.active, true));
  return rows.flatMap((row) =>
    isCurrencyCode(row.currency) && (row.recordsPerMonth === 1 || row.recordsPerMonth === 2)
      ? [
          {
            type: row.recordsPerMonth === 1 ? ('one' as const) : ('two' as const),
            periodicity: row.periodicity,
            currency: row.currency,
            monthlyPriceMinor: row.monthlyPriceMinor,
          },
        ]
      : [],
  );
}

/** The typed code (any case) and the active site-wide sales, each with its usage by this user. */
async function readPromoCodes(db: Db, typedCode: string | null, userId: number | null): Promise<LoadedPromoCode[]> {
  const conditions = [and(eq(promoCodes.siteWideSale, true), eq(promoCodes.active, true))];
  if (typedCode) conditions.push(and(eq(promoCodes.code, typedCode.trim().toUpperCase()), eq(promoCodes.active, true)));
  const rows = await db
    .select()
    .from(promoCodes)
    .where(or(...conditions));
  if (rows.length === 0) return [];
  const uses = await db
    .select({
      promoCodeId: promoCodeUses.promoCodeId,
      total: sql<number>`count(*)::int`,
      byUser: sql<number>`count(*) filter (where ${promoCodeUses.userId} = ${userId ?? -1})::int`,
    })
    .from(promoCodeUses)
    .where(
      inArray(
        promoCodeUses.promoCodeId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(promoCodeUses.promoCodeId);
  return rows.map((row) => {
    const use = uses.find((u) => u.promoCodeId === row.id);
    return {
      code: promoCodeOfRow(row),
      usage: { totalUses: Number(use?.total ?? 0), usesByUser: Number(use?.byUser ?? 0) },
    };
  });
}
