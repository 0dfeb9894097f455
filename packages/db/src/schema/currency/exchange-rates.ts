// Exchange rates: units of a currency per 1 EUR, read by the currency module to convert prices.
import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../columns.ts';

/** Units of a currency per 1 EUR in millionths (USD 1.17 = 1_170_000; EUR is 1_000_000). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    ratePpm: bigint('rate_ppm', { mode: 'number' }).notNull(),
    /** The day the rate is for: the ECB's publication day, or the day staff typed it; null for the seed's. */
    rateDate: date('rate_date', { mode: 'string' }),
    /** Where it came from: 'seed', 'staff' (typed) or 'ecb' (the daily reference rates). */
    source: text('source').notNull().default('seed'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('exchange_rates_positive', sql`${t.ratePpm} > 0`),
    check('exchange_rates_source_valid', sql`${t.source} in ('seed', 'staff', 'ecb')`),
  ],
);
