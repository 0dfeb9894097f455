// Reference data the rules read: countries and their shipping zone, dated VAT rates, exchange rates,
// genres and curated categories. Seeded, then edited by admins.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns.ts';

/** ISO 3166-1 countries; `zone` is the shipping destination zone (eu, europe, north_america, asia_pacific, world). */
export const countries = pgTable(
  'countries',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    zone: text('zone').notNull(),
    eu: boolean('eu').notNull().default(false),
    /** Display currency of a visitor from this country (spec section 9). */
    currency: text('currency').notNull().default('EUR'),
  },
  (t) => [check('countries_code_upper', sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

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

/** Units of a currency per 1 EUR in millionths (USD 1.17 = 1_170_000; EUR is 1_000_000). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    ratePpm: bigint('rate_ppm', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('exchange_rates_positive', sql`${t.ratePpm} > 0`)],
);

/** Music genres with the spec's ids (section 3): fixed ids, so no identity. */
export const genres = pgTable('genres', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Curated shop categories at /vinyl-shop/{id}/{slug}: spec ids 9, 284-288, 260, 155 (pro only). */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  proOnly: boolean('pro_only').notNull().default(false),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
