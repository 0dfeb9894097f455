// Owner: the logistics module (apps/server/src/modules/logistics).
// Logistics partners, their shipping rate table and the stock each holds (BUSINESS-RULES "Shipping").
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, effectiveFrom, identityId, updatedAt } from '../columns.ts';
import { projectItems, projects } from '../projects/projects.ts';

/** A warehouse partner ('daudin', 'whiplash', ...) with its zone and fees (EUR cents, basis points). */
export const logisticsPartners = pgTable('logistics_partners', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** Warehouse zone of the spec (FR, US, GB, DE, ES, CA, AU, HK, site, distrib). */
  zone: text('zone').notNull(),
  fuelSurchargeBp: integer('fuel_surcharge_bp').notNull().default(0),
  securityFeeMinor: integer('security_fee_minor').notNull().default(0),
  packingMinor: integer('packing_minor').notNull().default(0),
  pickingPerInsertMinor: integer('picking_per_insert_minor').notNull().default(0),
  marginBp: integer('margin_bp').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Price of a weight bracket from a partner to a country (upper case) or destination zone (lower case), in
 * force from a Paris day until the lane's next row (dated rows, like VAT: a change is a new row).
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: identityId(),
    partner: text('partner')
      .notNull()
      .references(() => logisticsPartners.key, { onDelete: 'cascade' }),
    destination: text('destination').notNull(),
    /** Upper bound of the bracket. */
    bracketGrams: integer('bracket_grams').notNull(),
    /** Standard delivery, EUR cents, before fees. */
    priceMinor: integer('price_minor').notNull(),
    /** Delivery to a pickup point, EUR cents; null where the partner offers none. */
    pickupPriceMinor: integer('pickup_price_minor'),
    currency: text('currency').notNull().default('EUR'),
    /** First Paris day the prices apply (YYYY-MM-DD). */
    effectiveFrom: effectiveFrom(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('shipping_rates_lane_bracket_day').on(t.partner, t.destination, t.bracketGrams, t.effectiveFrom),
    index('shipping_rates_destination_idx').on(t.destination, t.bracketGrams),
    check('shipping_rates_price_non_negative', sql`${t.priceMinor} >= 0`),
  ],
);

/** Copies of a project (or one of its items and sizes) held by a partner. */
export const partnerStock = pgTable(
  'partner_stock',
  {
    id: identityId(),
    partner: text('partner')
      .notNull()
      .references(() => logisticsPartners.key, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => projectItems.id, { onDelete: 'cascade' }),
    size: text('size'),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('partner_stock_slot').on(t.partner, t.projectId, t.itemId, t.size).nullsNotDistinct(),
    index('partner_stock_project_idx').on(t.projectId),
    check('partner_stock_non_negative', sql`${t.quantity} >= 0`),
  ],
);
