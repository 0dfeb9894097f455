// What staff enter for a project's statements (issue 16, docs/statements.md "Staff entry"): costs with
// their day (or advanced by a payee, paid back before the split), distributors' retail reports, the
// dated fee schedule, the revenue split, and each payee's share of a produced statement. EUR cents.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { checkIn, createdAt, identityId } from '../columns.ts';
import { projects } from '../projects/projects.ts';
import { statements } from './statements.ts';

const ENTERED_COST_CATEGORIES = [
  'production',
  'mechanical_rights',
  'mastering',
  'marketing',
  'logistics',
  'distribution',
] as const;

export const statementCosts = pgTable(
  'statement_costs',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    category: text('category').$type<(typeof ENTERED_COST_CATEGORIES)[number]>().notNull(),
    /** The Paris day the cost was incurred: it is stated in that day's month. */
    incurredOn: date('incurred_on', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    /** EUR cents excluding VAT; negative for a credit note. */
    amountMinor: integer('amount_minor').notNull(),
    /** Set: a payee paid it (an advance, paid back to them before the split), not Spindle. */
    advancedByUserId: integer('advanced_by_user_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('statement_costs_project_idx').on(t.projectId, t.incurredOn),
    checkIn('statement_costs_category_valid', t.category, ENTERED_COST_CATEGORIES),
  ],
);

export const statementRetailSales = pgTable(
  'statement_retail_sales',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    distributor: text('distributor').notNull(),
    /** The Paris day of the distributor's report. */
    reportedOn: date('reported_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    salesMinor: integer('sales_minor').notNull(),
    returnsMinor: integer('returns_minor').notNull().default(0),
    feesMinor: integer('fees_minor').notNull().default(0),
    /** Units of `currency` per 1 EUR in millionths; null for EUR. */
    eurRatePpm: integer('eur_rate_ppm'),
    createdAt: createdAt(),
  },
  (t) => [
    index('statement_retail_sales_project_idx').on(t.projectId, t.reportedOn),
    check(
      'statement_retail_sales_amounts_valid',
      sql`${t.salesMinor} >= 0 and ${t.returnsMinor} >= 0 and ${t.feesMinor} >= 0`,
    ),
  ],
);

export const statementFeeRows = pgTable(
  'statement_fee_rows',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Applies to sales from this Paris day on, until the next row. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'percent' | 'fixed_per_unit'>().notNull(),
    feeBasisPoints: integer('fee_basis_points'),
    incomePerUnitMinor: integer('income_per_unit_minor'),
    createdAt: createdAt(),
  },
  (t) => [
    index('statement_fee_rows_project_idx').on(t.projectId, t.effectiveFrom),
    checkIn('statement_fee_rows_kind_valid', t.kind, ['percent', 'fixed_per_unit']),
    check(
      'statement_fee_rows_terms_valid',
      sql`(${t.kind} = 'percent' and ${t.feeBasisPoints} between 0 and 10000 and ${t.incomePerUnitMinor} is null)
        or (${t.kind} = 'fixed_per_unit' and ${t.incomePerUnitMinor} >= 0 and ${t.feeBasisPoints} is null)`,
    ),
  ],
);

export const revenueSplits = pgTable(
  'revenue_splits',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    payeeUserId: integer('payee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    basisPoints: integer('basis_points').notNull(),
    role: text('role').notNull().default('other'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.payeeUserId] }),
    index('revenue_splits_payee_idx').on(t.payeeUserId),
    check('revenue_splits_basis_points_valid', sql`${t.basisPoints} between 1 and 10000`),
  ],
);

export const statementPayeeShares = pgTable(
  'statement_payee_shares',
  {
    id: identityId(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    payeeUserId: integer('payee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The share of the split in force when the statement was produced (0: recouped only). */
    basisPoints: integer('basis_points').notNull(),
    recoupedMinor: integer('recouped_minor').notNull().default(0),
    shareMinor: integer('share_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('statement_payee_shares_statement_payee').on(t.statementId, t.payeeUserId),
    index('statement_payee_shares_payee_idx').on(t.payeeUserId),
  ],
);
