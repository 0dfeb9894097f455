// Queries of the currency module: the exchange rates and countries tables (admin-edited, seeded).
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@spindle/db';

const { exchangeRates, countries } = schema;

export function createCurrencyRepo(db: Db) {
  return {
    /** Every rate, units of the currency per 1 EUR in millionths. */
    async listExchangeRates(): Promise<{ currency: string; ratePpm: number }[]> {
      return db.select({ currency: exchangeRates.currency, ratePpm: exchangeRates.ratePpm }).from(exchangeRates);
    },
    /** Whether an ISO country code is one of the countries table (addresses and users reference it). */
    async countryExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
      return row !== undefined;
    },
  };
}

export type CurrencyRepo = ReturnType<typeof createCurrencyRepo>;
