// The reference tables cart pricing reads: dated VAT rates, exchange rates (currency's face), shipping
// rates and partner fees towards a country (logistics', through the port `CartShippingFacts`), box
// prices (boxes', through `CartBoxFacts`), and the promo codes in play with their usage.
import {
  isCurrencyCode,
  type BoxPriceRow,
  type CurrencyCode,
  type ExchangeRatesPpm,
  type LoadedPromoCode,
  type VatRateRow,
} from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { createCurrencyRepo } from '../currency/index.ts';
import type { CartPorts, ShippingTables } from './cart-reference-facts.ts';
import { promoCodeOfRow } from './promo-code-row.ts';

const { vatRates, promoCodes, promoCodeUses } = schema;

export function createCartReferenceRepo(db: Db, ports: Pick<CartPorts, 'shipping' | 'boxes'>) {
  return {
    vatRates: (): Promise<VatRateRow[]> => readVatRates(db),
    exchangeRates: (): Promise<ExchangeRatesPpm> => readExchangeRates(db),
    shippingTables: (countryCode: string, day: string): Promise<ShippingTables> =>
      ports.shipping.shippingTables(countryCode, day),
    boxPrices: (): Promise<BoxPriceRow[]> => ports.boxes.boxPrices(),
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
