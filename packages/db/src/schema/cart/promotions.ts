// Promo codes and their uses (BUSINESS-RULES "Promo codes"); the columns mirror the domain's PromoCode.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { PromoFunder, PromoTarget } from '@spindle/domain';
import { users } from '../auth/users.ts';
import { orders } from '../checkout/orders.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: identityId(),
    /** Stored upper-case; matched case-insensitively. */
    code: text('code').notNull().unique(),
    description: text('description'),
    siteWideSale: boolean('site_wide_sale').notNull().default(false),
    /** 1500 = 15 %; null when the code takes a fixed amount off. */
    percentBp: integer('percent_bp'),
    /** A fixed amount off, in minor units of amountOffCurrency (converted into the cart's, rounded down). */
    amountOffMinor: integer('amount_off_minor'),
    amountOffCurrency: text('amount_off_currency'),
    appliesTo: text('applies_to').$type<PromoTarget>().notNull().default('total'),
    fundedBy: text('funded_by').$type<PromoFunder>().notNull().default('platform'),
    startsAt: timestampTz('starts_at'),
    /** Exclusive. */
    endsAt: timestampTz('ends_at'),
    userIds: integer('user_ids').array(),
    countryCodes: text('country_codes').array(),
    projectIds: integer('project_ids').array(),
    /** Seller shops whose projects the code discounts (its own shop, or a shop listing it). */
    shopIds: integer('shop_ids').array(),
    /** Refused to a customer with a paid order. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Uses in all; null: unlimited (the old once_overall is 1). */
    maxUses: integer('max_uses'),
    /** Uses per customer; null: unlimited (the old once_per_user is 1). */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    minPriceMinor: integer('min_price_minor'),
    maxTotalMinor: integer('max_total_minor'),
    minQuantity: integer('min_quantity'),
    maxQuantity: integer('max_quantity'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check('promo_codes_percent_range', sql`${t.percentBp} between 1 and 10000`),
    check('promo_codes_amount_positive', sql`${t.amountOffMinor} > 0`),
    // Exactly one of a percentage and an amount, and an amount always with its currency.
    check(
      'promo_codes_percent_or_amount',
      sql`(${t.percentBp} is null) <> (${t.amountOffMinor} is null) and (${t.amountOffMinor} is null) = (${t.amountOffCurrency} is null)`,
    ),
    check('promo_codes_max_uses_positive', sql`${t.maxUses} >= 1 and ${t.maxUsesPerCustomer} >= 1`),
    checkIn('promo_codes_applies_to_valid', t.appliesTo, ['total', 'price', 'shipping']),
    checkIn('promo_codes_funded_by_valid', t.fundedBy, ['platform', 'artist']),
  ],
);

/** One use of a code by a paid order: the count behind max_uses and max_uses_per_customer. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: identityId(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountMinor: integer('discount_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('promo_code_uses_order').on(t.promoCodeId, t.orderId),
    index('promo_code_uses_user_idx').on(t.promoCodeId, t.userId),
  ],
);
