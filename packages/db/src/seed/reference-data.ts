// Reference data every rule reads: countries and zones, dated VAT rates, exchange rates, genres,
// curated categories, logistics partners and their rates, the pressing cost table, box plans and prices.
// The figures come from @spindle/domain so the seed and the rules never disagree.
import {
  CURATED_CATEGORIES,
  CURRENCY_BY_COUNTRY,
  CURRENCY_CODES,
  GENRES,
  LOGISTICS_PARTNER_FEES,
  LOGISTICS_ZONES,
  quoteCostRows,
  QUOTE_TIERS,
  SEED_EXCHANGE_RATES_PPM,
  SHIPPING_RATE_ROWS,
  VAT_RATE_ROWS,
  convertPrice,
  destinationZoneOf,
  isEuCountry,
  logisticsZoneOf,
  slugify,
  type CurrencyCode,
} from '@spindle/domain';
import type { Db } from '../connection.ts';
import {
  boxPlans,
  boxPrices,
  categories,
  countries,
  exchangeRates,
  genres,
  logisticsPartners,
  quoteCostLines,
  shippingRates,
  vatRates,
} from '../schema/index.ts';
import { countryNames, ISO_COUNTRY_CODES } from './country-codes.ts';
import { insertRows, insertRowsWithIds } from './insert.ts';

const CATEGORY_NAMES: Readonly<Record<number, { en: string; fr: string }>> = {
  9: { en: 'Staff picks', fr: "Coups de cœur de l'équipe" },
  284: { en: 'Exclusives', fr: 'Exclusivités' },
  285: { en: 'Colour records', fr: 'Vinyles couleur' },
  286: { en: 'Merch', fr: 'Merch' },
  287: { en: 'CDs and tapes', fr: 'CD et cassettes' },
  288: { en: 'Accessories', fr: 'Accessoires' },
  260: { en: 'Jazz', fr: 'Jazz' },
  155: { en: 'Pro', fr: 'Pro' },
};

const PARTNER_NAMES: Readonly<Record<string, string>> = {
  daudin: 'Daudin',
  bigblue: 'Bigblue',
  pias: 'PIAS',
  spindle: 'Spindle warehouse',
  sna: 'SNA',
  fnac: 'Fnac',
  whiplash: 'Whiplash',
  lita: 'LITA',
  amped: 'Amped',
  whiplash_uk: 'Whiplash UK',
  rom: 'ROM',
  rom_de: 'ROM Germany',
  altafonte: 'Altafonte',
  shipehype: 'ShipHype',
  mgm: 'MGM',
  cbip: 'CBIP',
  site: 'Site',
  all: 'All partners',
  distrib: 'Distribution',
  preorder: 'Pre-order',
};

/** Box plans: one or two records a month; the month's parcel weighs 500 g or 900 g. */
export const BOX_PLAN_SEED = [
  {
    id: 1,
    code: 'one',
    recordsPerMonth: 1,
    nameEn: 'One record a month',
    nameFr: 'Un vinyle par mois',
    weightGrams: 500,
    monthlyEurMinor: 2_990,
  },
  {
    id: 2,
    code: 'two',
    recordsPerMonth: 2,
    nameEn: 'Two records a month',
    nameFr: 'Deux vinyles par mois',
    weightGrams: 900,
    monthlyEurMinor: 4_990,
  },
] as const;

/** Prepaid months and the discount on the monthly price for paying ahead (basis points). */
const BOX_PERIODICITY_SEED = [
  { periodicity: 'monthly', months: 1, discountBp: 0 },
  { periodicity: '1_month', months: 1, discountBp: 0 },
  { periodicity: '3_months', months: 3, discountBp: 300 },
  { periodicity: '6_months', months: 6, discountBp: 500 },
  { periodicity: '12_months', months: 12, discountBp: 1000 },
] as const;

/** Inserts all reference data; returns how many rows of each kind. */
export async function seedReferenceData(db: Db): Promise<Record<string, number>> {
  const countryRows = buildCountryRows();
  const rateRows = buildExchangeRateRows();
  const partnerRows = buildLogisticsPartnerRows();
  const quoteRows = buildQuoteCostRows();
  await insertRows(db, countries, countryRows);
  await insertRows(
    db,
    vatRates,
    VAT_RATE_ROWS.map((row) => ({
      countryCode: row.countryCode,
      rateBasisPoints: row.rateBasisPoints,
      effectiveFrom: row.effectiveFrom,
    })),
  );
  await insertRows(db, exchangeRates, rateRows);
  await insertRows(
    db,
    genres,
    GENRES.map((genre) => ({ id: genre.id, name: genre.name, slug: slugify(genre.name) })),
  );
  await insertRowsWithIds(db, categories, buildCategoryRows());
  await insertRows(db, logisticsPartners, partnerRows);
  await insertRows(db, shippingRates, buildShippingRateRows());
  await insertRows(db, quoteCostLines, quoteRows);
  const boxPriceCount = await seedBoxes(db);
  return {
    countries: countryRows.length,
    vatRates: VAT_RATE_ROWS.length,
    exchangeRates: rateRows.length,
    genres: GENRES.length,
    categories: CURATED_CATEGORIES.length,
    logisticsPartners: partnerRows.length,
    shippingRates: SHIPPING_RATE_ROWS.length,
    quoteCostLines: quoteRows.length,
    boxPlans: BOX_PLAN_SEED.length,
    boxPrices: boxPriceCount,
  };
}

/** Every ISO country with its names, shipping zone, EU membership and currency. */
function buildCountryRows(): (typeof countries.$inferInsert)[] {
  return ISO_COUNTRY_CODES.map((code) => {
    const names = countryNames(code);
    return {
      code,
      name: names.en,
      nameFr: names.fr,
      zone: destinationZoneOf(code),
      eu: isEuCountry(code),
      currency: CURRENCY_BY_COUNTRY[code] ?? 'EUR',
    };
  });
}

/** The seed's exchange rates; EUR is listed too (1.000000) so every one of the nine currencies has a row. */
function buildExchangeRateRows(): (typeof exchangeRates.$inferInsert)[] {
  return [
    { currency: 'EUR', ratePpm: 1_000_000 },
    ...Object.entries(SEED_EXCHANGE_RATES_PPM).map(([currency, ratePpm]) => ({ currency, ratePpm })),
  ];
}

/** The curated categories under their spec ids, in the order the menu shows them. */
function buildCategoryRows(): (typeof categories.$inferInsert)[] {
  return CURATED_CATEGORIES.map((category, position) => ({
    id: category.id,
    slug: category.slug,
    nameEn: CATEGORY_NAMES[category.id]?.en ?? category.slug,
    nameFr: CATEGORY_NAMES[category.id]?.fr ?? category.slug,
    proOnly: category.proOnly,
    position,
  }));
}

/** Every logistics partner of every zone, with its fees. */
function buildLogisticsPartnerRows(): (typeof logisticsPartners.$inferInsert)[] {
  return Object.values(LOGISTICS_ZONES)
    .flat()
    .map((partner) => {
      const fees = LOGISTICS_PARTNER_FEES.find((entry) => entry.partner === partner);
      return {
        key: partner,
        name: PARTNER_NAMES[partner] ?? partner,
        zone: logisticsZoneOf(partner),
        fuelSurchargeBp: fees?.fuelSurchargeBp ?? 0,
        securityFeeMinor: fees?.securityFeeMinor ?? 0,
        packingMinor: fees?.packingMinor ?? 0,
        pickingPerInsertMinor: fees?.pickingPerInsertMinor ?? 0,
        marginBp: fees?.marginBp ?? 0,
      };
    });
}

/** The shipping rate table: standard and pickup price per partner, destination and weight bracket. */
function buildShippingRateRows(): (typeof shippingRates.$inferInsert)[] {
  return SHIPPING_RATE_ROWS.map((row) => ({
    partner: row.partner,
    destination: row.destination,
    bracketGrams: row.bracketGrams,
    priceMinor: row.standardMinor,
    pickupPriceMinor: row.pickupMinor,
  }));
}

/** The pressing cost table: one row per cost line and quantity tier. */
function buildQuoteCostRows(): (typeof quoteCostLines.$inferInsert)[] {
  return quoteCostRows().flatMap((row) =>
    QUOTE_TIERS.map((tier, index) => ({
      plant: row.plant,
      line: row.line,
      variant: row.variant,
      format: row.format,
      tier,
      kind: row.kind,
      priceMinor: row.tierPricesMinor[index] ?? 0,
    })),
  );
}

async function seedBoxes(db: Db): Promise<number> {
  await insertRowsWithIds(
    db,
    boxPlans,
    BOX_PLAN_SEED.map((plan) => ({
      id: plan.id,
      code: plan.code,
      recordsPerMonth: plan.recordsPerMonth,
      nameEn: plan.nameEn,
      nameFr: plan.nameFr,
      weightGrams: plan.weightGrams,
    })),
  );
  const rows = BOX_PLAN_SEED.flatMap((plan) =>
    BOX_PERIODICITY_SEED.flatMap(({ periodicity, months, discountBp }) => {
      const eurMinor = plan.monthlyEurMinor - Math.round((plan.monthlyEurMinor * discountBp) / 10_000 / 10) * 10;
      return CURRENCY_CODES.map((currency: CurrencyCode) => ({
        planId: plan.id,
        periodicity,
        months,
        currency,
        monthlyPriceMinor: convertPrice(eurMinor, currency, SEED_EXCHANGE_RATES_PPM).amountMinor,
      }));
    }),
  );
  await insertRows(db, boxPrices, rows);
  return rows.length;
}
