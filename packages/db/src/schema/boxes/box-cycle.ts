// Owner: the boxes module (box-cycle.*). The box's monthly cycle: the records staff set aside for a
// month, each monthly charge with its retries, the months a subscriber skips, and the e-mails the
// cycle sent (once per box, month and kind).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
import { projects } from '../projects/projects.ts';
import { boxSubscriptions } from './boxes.ts';

/** A record of a month's selection: copies set aside for the box, and how many the picks took. */
export const boxSelections = pgTable(
  'box_selections',
  {
    id: identityId(),
    /** First day of the month ('2027-01-01'). */
    month: date('month', { mode: 'string' }).notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    quantitySetAside: integer('quantity_set_aside').notNull(),
    quantityTaken: integer('quantity_taken').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('box_selections_month_project').on(t.month, t.projectId),
    check('box_selections_taken_range', sql`${t.quantityTaken} >= 0 and ${t.quantityTaken} <= ${t.quantitySetAside}`),
  ],
);

export const BOX_CHARGE_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type BoxChargeStatus = (typeof BOX_CHARGE_STATUSES)[number];

/** A monthly box's charge for a month, with its attempts (retried 1, 3 and 7 days after the first failure). */
export const boxCharges = pgTable(
  'box_charges',
  {
    id: identityId(),
    boxSubscriptionId: integer('box_subscription_id')
      .notNull()
      .references(() => boxSubscriptions.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    status: text('status').$type<BoxChargeStatus>().notNull().default('pending'),
    providerPaymentRef: text('provider_payment_ref'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    declineCode: text('decline_code'),
    firstFailedAt: timestampTz('first_failed_at'),
    nextRetryAt: timestampTz('next_retry_at'),
    paidAt: timestampTz('paid_at'),
    /** The invoice's number once paid ('BOX-2027-000001'). */
    invoiceNumber: text('invoice_number').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('box_charges_subscription_month').on(t.boxSubscriptionId, t.month),
    index('box_charges_retry_idx').on(t.status, t.nextRetryAt),
  ],
);

/** A month a subscriber skips: no pick, no charge, no dispatch (a prepaid term extends by a month). */
export const boxSkips = pgTable(
  'box_skips',
  {
    boxSubscriptionId: integer('box_subscription_id')
      .notNull()
      .references(() => boxSubscriptions.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boxSubscriptionId, t.month] })],
);

/** An e-mail of the cycle (the reminder to pick, a failed charge), sent once per box, month and kind. */
export const boxNotices = pgTable(
  'box_notices',
  {
    boxSubscriptionId: integer('box_subscription_id')
      .notNull()
      .references(() => boxSubscriptions.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'reminder' | 'charge_failed' | 'dispatched'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boxSubscriptionId, t.month, t.kind] })],
);

/** The yearly counter of box charge invoices (BOX-<year>-<sequence>, without gaps). */
export const boxInvoiceSequences = pgTable('box_invoice_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
