// Pressing quotes (BUSINESS-RULES "Pressing quote"): the plants' cost table and the quotes asked for.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { checkIn, createdAt, effectiveFrom, identityId, updatedAt } from '../columns.ts';
import { answerColumns, answerComplete } from './answer-columns.ts';

/** One price of a plant's cost table: a line and variant, at one quantity tier, fixed or per unit, EUR cents. */
export const quoteCostLines = pgTable(
  'quote_cost_lines',
  {
    id: identityId(),
    plant: text('plant').notNull(),
    line: text('line').notNull(),
    /** The option of the line ('black_180', 'gatefold', 'dmm'...). */
    variant: text('variant').notNull(),
    /** Record size the price is for ('7', '10', '12'), or 'any'. */
    format: text('format').notNull().default('any'),
    tier: integer('tier').notNull(),
    kind: text('kind').$type<'fixed' | 'per_unit'>().notNull(),
    priceMinor: integer('price_minor').notNull(),
    /** First Paris day the price applies; a change is a new row from its day (dated rows, like VAT). */
    effectiveFrom: effectiveFrom(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('quote_cost_lines_cell_day').on(t.plant, t.line, t.variant, t.format, t.tier, t.effectiveFrom),
    checkIn('quote_cost_lines_kind_valid', t.kind, ['fixed', 'per_unit']),
    check('quote_cost_lines_price_non_negative', sql`${t.priceMinor} >= 0`),
  ],
);

/** A quote asked for (POST quote): the options, the priced lines and totals, in EUR cents. */
export const quotes = pgTable(
  'quotes',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    origin: text('origin'),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    plant: text('plant'),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull().default([]),
    totalMinor: integer('total_minor').notNull(),
    totalWithVatMinor: integer('total_with_vat_minor').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').$type<'new' | 'contacted' | 'converted' | 'lost'>().notNull().default('new'),
    comment: text('comment'),
    /** The requester's language: the team's answer is written in it. */
    lang: text('lang').notNull().default('en'),
    ...answerColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_created_at_idx').on(t.createdAt),
    index('quotes_user_idx').on(t.userId),
    answerComplete('quotes', t),
  ],
);
