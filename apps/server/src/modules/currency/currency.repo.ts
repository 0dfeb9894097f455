// Queries of the currency module: the exchange rates table (admin-edited, seeded).
import { schema, type Db } from '@spindle/db';

const { exchangeRates } = schema;

export function createCurrencyRepo(db: Db) {
  return {
    /** Every rate, units of the currency per 1 EUR in millionths. */
    async listExchangeRates(): Promise<{ currency: string; ratePpm: number }[]> {
      return db.select({ currency: exchangeRates.currency, ratePpm: exchangeRates.ratePpm }).from(exchangeRates);
    },
  };
}

export type CurrencyRepo = ReturnType<typeof createCurrencyRepo>;
