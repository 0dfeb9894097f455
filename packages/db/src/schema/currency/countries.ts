// ISO countries with their shipping zone and the display currency of their visitors. Seeded.
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';

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
