// Statements on the staff side (issue 16, docs/admin.md "Statements and revenue splits"): what staff enter
// for a project's statements (costs, distributors' retail reports, the dated fee schedule, the revenue
// split) and what the monthly run produced; and, for the project's owner and payees, the split and
// their own shares. EUR cents throughout.
import {
  CURRENCY_CODES,
  parseBusinessDay,
  REVENUE_SPLIT_MAX_PAYEES,
  REVENUE_SPLIT_ROLES,
  STATEMENT_ENTERED_COST_CATEGORIES,
} from '@spindle/domain';
import { z } from 'zod';
import { localeSchema } from './common.ts';
import { choiceField, requiredTextField } from './form-fields.ts';

const id = z.number().int().positive();
const minor = z.number().int();
/** The columns are 32-bit integers: an amount staff type is at most 20 million euros either way. */
const ENTERED_MAX_MINOR = 2_000_000_000;
const enteredMinor = z.coerce.number().int('input_invalid').min(-ENTERED_MAX_MINOR).max(ENTERED_MAX_MINOR);
const positiveEnteredMinor = z.coerce.number().int('input_invalid').min(0).max(ENTERED_MAX_MINOR);
/** A row's number (a user, a project): a 32-bit identity. */
const idField = z.coerce.number().int().positive().max(2_147_483_647);

/** A Paris calendar day 'YYYY-MM-DD'. */
export const statementDayField = z
  .string({ error: 'input_required' })
  .trim()
  .refine((text) => parseBusinessDay(text) !== null, 'input_invalid');

/** Path parameters of the project's statement entries. */
export const statementProjectParamsSchema = z.object({ id: idField });

/** POST admin/projects/{id}/statement-costs: a cost (negative: a credit note), paid by Spindle or advanced by a payee. */
export const statementCostBodySchema = z.object({
  category: choiceField(STATEMENT_ENTERED_COST_CATEGORIES),
  incurred_on: statementDayField,
  label: requiredTextField(200),
  amount_minor: enteredMinor.refine((amount) => amount !== 0, 'input_invalid'),
  /** The payee who paid it (paid back to them before the split); absent: Spindle paid it. */
  advanced_by_user_id: idField.optional(),
});
export type StatementCostBody = z.infer<typeof statementCostBodySchema>;

export const statementCostSchema = z.object({
  id,
  category: z.enum(STATEMENT_ENTERED_COST_CATEGORIES),
  incurred_on: z.string(),
  label: z.string(),
  amount_minor: minor,
  advanced_by_user_id: id.nullable(),
  advanced_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type StatementCost = z.infer<typeof statementCostSchema>;

/** POST admin/projects/{id}/retail-sales: a distributor's report (sales, returns, its fees) in its currency. */
export const retailSaleBodySchema = z.object({
  distributor: requiredTextField(80),
  reported_on: statementDayField,
  quantity: z.coerce.number().int().min(0).max(10_000_000).default(0),
  currency: z.enum(CURRENCY_CODES).default('EUR'),
  sales_minor: positiveEnteredMinor,
  returns_minor: positiveEnteredMinor.default(0),
  fees_minor: positiveEnteredMinor.default(0),
  /** Units of the currency per 1 EUR in millionths (USD 1.17 = 1170000); required for a currency other than EUR. */
  eur_rate_ppm: z.coerce.number().int().min(1).max(ENTERED_MAX_MINOR).optional(),
});
export type RetailSaleBody = z.infer<typeof retailSaleBodySchema>;

export const retailSaleSchema = z.object({
  id,
  distributor: z.string(),
  reported_on: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  sales_minor: minor,
  returns_minor: minor,
  fees_minor: minor,
  eur_rate_ppm: z.number().int().nullable(),
  created_at: z.string(),
});
export type RetailSale = z.infer<typeof retailSaleSchema>;

export const STATEMENT_FEE_KINDS = ['percent', 'fixed_per_unit'] as const;

/** POST admin/projects/{id}/fee-rows: from a day on, a percentage fee or a fixed income per unit. */
export const feeRowBodySchema = z.object({
  effective_from: statementDayField,
  kind: choiceField(STATEMENT_FEE_KINDS),
  /** For `percent`: the fee in basis points (2000 = 20 %). */
  fee_basis_points: z.coerce.number().int().min(0).max(10_000).optional(),
  /** For `fixed_per_unit`: the artist's income per unit, EUR cents. */
  income_per_unit_minor: positiveEnteredMinor.optional(),
});
export type FeeRowBody = z.infer<typeof feeRowBodySchema>;

export const feeRowSchema = z.object({
  id,
  effective_from: z.string(),
  kind: z.enum(STATEMENT_FEE_KINDS),
  fee_basis_points: z.number().int().nullable(),
  income_per_unit_minor: z.number().int().nullable(),
  created_at: z.string(),
});
export type FeeRow = z.infer<typeof feeRowSchema>;

/** PUT admin/projects/{id}/revenue-split: the whole split (basis points summing to 10 000); empty removes it. */
export const revenueSplitBodySchema = z.object({
  payees: z
    .array(
      z.object({
        user_id: idField,
        basis_points: z.coerce.number().int().min(-ENTERED_MAX_MINOR).max(ENTERED_MAX_MINOR),
        role: choiceField(REVENUE_SPLIT_ROLES).default('other'),
      }),
    )
    .max(REVENUE_SPLIT_MAX_PAYEES + 1),
});
export type RevenueSplitBody = z.infer<typeof revenueSplitBodySchema>;

export const revenueSplitPayeeSchema = z.object({
  user_id: id,
  name: z.string(),
  role: z.enum(REVENUE_SPLIT_ROLES),
  basis_points: z.number().int(),
  /** Advances of this payee still to be paid back. */
  outstanding_minor: minor,
});

export const revenueSplitSchema = z.object({
  project_id: id,
  /** Empty: no split, the owner receives everything. */
  payees: z.array(revenueSplitPayeeSchema),
});
export type RevenueSplit = z.infer<typeof revenueSplitSchema>;

/** A statement the monthly run produced. */
export const producedStatementSchema = z.object({
  id,
  period: z.string(),
  income_minor: minor,
  costs_minor: minor,
  balance_minor: minor,
  produced_at: z.string().nullable(),
  notified_at: z.string().nullable(),
});

/** GET admin/projects/{id}/statement-entries: everything staff entered, the split, and the produced statements. */
export const statementEntriesSchema = z.object({
  project: z.object({ id, name: z.string(), artist_name: z.string(), owner_user_id: id.nullable() }),
  costs: z.array(statementCostSchema),
  retail_sales: z.array(retailSaleSchema),
  fee_rows: z.array(feeRowSchema),
  split: revenueSplitSchema,
  statements: z.array(producedStatementSchema),
});
export type StatementEntries = z.infer<typeof statementEntriesSchema>;

/** One payee's share of a produced statement. */
export const payeeShareSchema = z.object({
  project_id: id,
  project_name: z.string(),
  period: z.string(),
  basis_points: z.number().int(),
  recouped_minor: minor,
  share_minor: minor,
  total_minor: minor,
});
export type PayeeShare = z.infer<typeof payeeShareSchema>;

/** GET projects/{id}/revenue-split: the split, and the viewer's own shares of the produced statements. */
export const projectRevenueSplitSchema = revenueSplitSchema.extend({ my_shares: z.array(payeeShareSchema) });
export type ProjectRevenueSplit = z.infer<typeof projectRevenueSplitSchema>;

/** GET user/revenue-shares: the signed-in payee's shares of every project's produced statements. */
export const myRevenueSharesSchema = z.object({ shares: z.array(payeeShareSchema) });
export type MyRevenueShares = z.infer<typeof myRevenueSharesSchema>;

/** GET user/revenue-shares/{id}/statement: a payee's own statement of a month, as a PDF or a spreadsheet. */
export const payeeStatementQuerySchema = z.object({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'input_invalid'),
  format: z.enum(['pdf', 'xlsx']).default('pdf'),
  lang: localeSchema.default('en'),
});
export type PayeeStatementQuery = z.infer<typeof payeeStatementQuerySchema>;
