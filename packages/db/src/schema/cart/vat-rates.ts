// Dated EU VAT rates, read when the cart is priced (BUSINESS-RULES: rates are dated data).
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from '../columns.ts';
import { countries } from '../currency/countries.ts';

/** EU standard VAT rates with the day each took effect (BUSINESS-RULES: rates are dated data). */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: identityId(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('vat_rates_country_day').on(t.countryCode, t.effectiveFrom),
    check('vat_rates_rate_range', sql`${t.rateBasisPoints} between 0 and 10000`),
  ],
);
