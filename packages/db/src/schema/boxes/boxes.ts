// Owner: the boxes module.
// The vinyl box subscription (BUSINESS-RULES "Vinyl box"): plans, prices per currency and
// periodicity, subscriptions and gift codes (monthly dispatches: box-dispatches.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { BOX_STEPS, type BoxStep } from '@spindle/domain';
import { customerAddresses, users } from '../auth/users.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';

/** Monthly (charged each month) or prepaid for 1, 3, 6 or 12 months. */
export const BOX_PERIODICITIES = ['monthly', '1_month', '3_months', '6_months', '12_months'] as const;

export type BoxPeriodicity = (typeof BOX_PERIODICITIES)[number];

/** One or two records a month. */
export const boxPlans = pgTable(
  'box_plans',
  {
    id: identityId(),
    code: text('code').notNull().unique(),
    recordsPerMonth: integer('records_per_month').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    /** Parcel weight of a month's dispatch (500 g for one record, 900 g for two). */
    weightGrams: integer('weight_grams').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('box_plans_records_range', sql`${t.recordsPerMonth} between 1 and 2`)],
);

/** Price of one month of a plan, VAT included, by periodicity and currency. */
export const boxPrices = pgTable(
  'box_prices',
  {
    id: identityId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => boxPlans.id, { onDelete: 'cascade' }),
    periodicity: text('periodicity').$type<BoxPeriodicity>().notNull(),
    /** Months paid at once (1 for monthly). */
    months: integer('months').notNull(),
    currency: text('currency').notNull(),
    monthlyPriceMinor: integer('monthly_price_minor').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('box_prices_plan_periodicity_currency').on(t.planId, t.periodicity, t.currency),
    checkIn('box_prices_periodicity_valid', t.periodicity, BOX_PERIODICITIES),
  ],
);

export const boxSubscriptions = pgTable(
  'box_subscriptions',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => boxPlans.id),
    step: text('step').$type<BoxStep>().notNull().default('creating'),
    periodicity: text('periodicity').$type<BoxPeriodicity>().notNull(),
    monthsTotal: integer('months_total').notNull(),
    dispatchesLeft: integer('dispatches_left').notNull(),
    currency: text('currency').notNull(),
    monthlyPriceMinor: integer('monthly_price_minor').notNull(),
    monthlyShippingMinor: integer('monthly_shipping_minor').notNull(),
    /** months x (price + shipping), VAT included. */
    totalMinor: integer('total_minor').notNull(),
    sponsor: text('sponsor'),
    promoCode: text('promo_code'),
    isGift: boolean('is_gift').notNull().default(false),
    /** Preferred genre ids for the automatic pick. */
    genreIds: jsonb('genre_ids').$type<number[]>().notNull().default([]),
    customerAddressId: integer('customer_address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    startedAt: timestampTz('started_at'),
    nextChargeAt: timestampTz('next_charge_at'),
    stoppedAt: timestampTz('stopped_at'),
    /** DELETE user/boxes/{id}: a monthly box stops before its next charge, a prepaid one at its end. */
    stopRequestedAt: timestampTz('stop_requested_at'),
    /** Origin the box was bought at: links in the cycle's e-mails, unless PUBLIC_URL is set. */
    linkOrigin: text('link_origin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('box_subscriptions_step_valid', t.step, BOX_STEPS),
    checkIn('box_subscriptions_periodicity_valid', t.periodicity, BOX_PERIODICITIES),
    check('box_subscriptions_dispatches_non_negative', sql`${t.dispatchesLeft} >= 0`),
    index('box_subscriptions_user_idx').on(t.userId),
    index('box_subscriptions_step_idx').on(t.step, t.nextChargeAt),
  ],
);

/** A gift code: bought, then redeemed into a subscription (PUT/POST boxes/code). */
export const boxCodes = pgTable(
  'box_codes',
  {
    id: identityId(),
    code: text('code').notNull().unique(),
    planId: integer('plan_id')
      .notNull()
      .references(() => boxPlans.id),
    periodicity: text('periodicity').$type<BoxPeriodicity>().notNull(),
    months: integer('months').notNull(),
    boughtByUserId: integer('bought_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    boxSubscriptionId: integer('box_subscription_id').references(() => boxSubscriptions.id, { onDelete: 'set null' }),
    redeemedByUserId: integer('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestampTz('redeemed_at'),
    expiresAt: timestampTz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('box_codes_bought_by_idx').on(t.boughtByUserId)],
);
