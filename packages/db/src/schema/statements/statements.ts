// Artist statements (BUSINESS-RULES "Artist statements"): one per project and month, in EUR cents.
import { date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { orderItems } from '../checkout/orders.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
import { projects } from '../projects/projects.ts';

export const statements = pgTable(
  'statements',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** First day of the month covered. */
    period: date('period', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    incomeMinor: integer('income_minor').notNull().default(0),
    costsMinor: integer('costs_minor').notNull().default(0),
    balanceMinor: integer('balance_minor').notNull().default(0),
    status: text('status').$type<'draft' | 'final' | 'paid'>().notNull().default('draft'),
    /** Paths under storage of the generated PDF and spreadsheet. */
    pdfPath: text('pdf_path'),
    spreadsheetPath: text('spreadsheet_path'),
    /** When the monthly run produced it (status final); null for a draft. */
    producedAt: timestampTz('produced_at'),
    /** When the owner was e-mailed that it is ready (set before sending: once). */
    notifiedAt: timestampTz('notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('statements_project_period').on(t.projectId, t.period),
    index('statements_user_idx').on(t.userId, t.period),
    checkIn('statements_status_valid', t.status, ['draft', 'final', 'paid']),
  ],
);

export const statementLines = pgTable(
  'statement_lines',
  {
    id: identityId(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'income' | 'cost'>().notNull(),
    /** sales, box, retail, production, mechanical_rights, mastering, marketing, logistics, distribution, storage. */
    category: text('category').notNull(),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull().default(0),
    amountMinor: integer('amount_minor').notNull(),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('statement_lines_statement_idx').on(t.statementId),
    checkIn('statement_lines_kind_valid', t.kind, ['income', 'cost']),
  ],
);
