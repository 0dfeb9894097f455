// The pressing quote's cost table on the staff side (/admin/quote; docs/admin.md "Reference data"): each
// cell (plant, line, variant, format, tier) with its price. Cells are dated like VAT: a change is a row
// from a Paris day on (today or later), the quote prices with the row in force on its day, and a row is
// cancelled only before its day. Each change is audited, and the quote services of every instance drop
// their cached table at once (the cluster bus).
import type {
  DatedRowCancelled,
  QuoteCostCell,
  QuoteCostSchedule,
  QuoteCostsPage,
  QuoteCostsQuery,
} from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import {
  QUOTE_TIERS,
  businessDayOf,
  datedRowStateOn,
  isSchedulableFrom,
  rowInForceOn,
  rowsInForceOn,
} from '@spindle/domain';
import { and, asc, eq } from 'drizzle-orm';
import { type AuditActor, type AuditLog, type ScheduledRowTable, cancelScheduledRow } from '../audit/index.ts';
import { AppError } from '../../http/errors.ts';
import { createChangeSignal } from '../../cluster/change-signal.ts';

const { quoteCostLines } = schema;

type CostLine = typeof quoteCostLines.$inferSelect;

/** Moves on at each change of the table (here, or on another instance through the cluster bus). */
export const costTableSignal = createChangeSignal();

/** A cached copy taken at another version is stale. */
export function costTableVersion(): number {
  return costTableSignal.version();
}

export interface CostTableAdminDeps {
  db: Db;
  audit: AuditLog;
  clock: () => Date;
}

const cellKeyOf = (row: CostLine) => `${row.plant}|${row.line}|${row.variant}|${row.format}|${row.tier}`;

function cellOf(row: CostLine, state: QuoteCostCell['state']): QuoteCostCell {
  return {
    id: row.id,
    plant: row.plant,
    line: row.line,
    variant: row.variant,
    format: row.format,
    tier: row.tier,
    kind: row.kind,
    price_minor: row.priceMinor,
    effective_from: row.effectiveFrom,
    state,
    updated_at: row.updatedAt.toISOString(),
  };
}

const cellOrder = (a: CostLine, b: CostLine) =>
  a.line.localeCompare(b.line) ||
  a.variant.localeCompare(b.variant) ||
  a.format.localeCompare(b.format) ||
  a.tier - b.tier;

/** A plant's cells in force today, and the cells scheduled from a later day. */
export async function listQuoteCosts(deps: CostTableAdminDeps, query: QuoteCostsQuery): Promise<QuoteCostsPage> {
  const today = businessDayOf(deps.clock());
  const plants = (
    await deps.db
      .selectDistinct({ plant: quoteCostLines.plant })
      .from(quoteCostLines)
      .orderBy(asc(quoteCostLines.plant))
  ).map((row) => row.plant);
  const plant = query.plant ?? plants[0];
  const [rows, history] = await Promise.all([
    plant
      ? deps.db.select().from(quoteCostLines).where(eq(quoteCostLines.plant, plant)).orderBy(asc(quoteCostLines.id))
      : Promise.resolve([]),
    deps.audit.list({ entity_type: 'quote_cost', page: 1, per_page: 50, sort: 'at', dir: 'desc' }),
  ]);
  const inForce = rowsInForceOn(rows, cellKeyOf, today).sort(cellOrder);
  const scheduled = rows
    .filter((row) => row.effectiveFrom > today)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom) || cellOrder(a, b));
  return {
    today,
    plants,
    tiers: [...QUOTE_TIERS],
    cells: inForce.map((row) => cellOf(row, 'in_force')),
    scheduled: scheduled.map((row) => cellOf(row, 'scheduled')),
    history: history.rows,
  };
}

/** A cell's price from a day on (today or later); the cell must exist, one row per cell and day. */
export async function scheduleQuoteCost(
  deps: CostTableAdminDeps,
  actor: AuditActor,
  input: QuoteCostSchedule,
): Promise<QuoteCostCell> {
  const today = businessDayOf(deps.clock());
  if (!isSchedulableFrom(input.effective_from, today)) {
    throw new AppError('effective_date_past', { fields: { effective_from: 'effective_date_past' } });
  }
  const cell = await deps.db.transaction(async (tx) => {
    const cellRows = await tx
      .select()
      .from(quoteCostLines)
      .where(
        and(
          eq(quoteCostLines.plant, input.plant),
          eq(quoteCostLines.line, input.line),
          eq(quoteCostLines.variant, input.variant),
          eq(quoteCostLines.format, input.format),
          eq(quoteCostLines.tier, input.tier),
        ),
      )
      .orderBy(asc(quoteCostLines.id))
      .for('update');
    const first = cellRows[0];
    if (!first) throw new AppError('not_found');
    if (cellRows.some((row) => row.effectiveFrom === input.effective_from)) {
      throw new AppError('dated_row_exists', { fields: { effective_from: 'dated_row_exists' } });
    }
    const before = rowInForceOn(cellRows, input.effective_from);
    const [row] = await tx
      .insert(quoteCostLines)
      .values({
        plant: input.plant,
        line: input.line,
        variant: input.variant,
        format: input.format,
        tier: input.tier,
        // A cell is fixed or per copy once and for all; the new row keeps its kind.
        kind: first.kind,
        priceMinor: input.price_minor,
        effectiveFrom: input.effective_from,
        updatedAt: deps.clock(),
      })
      .returning();
    if (!row) throw new Error('cost cell not inserted');
    const after = cellOf(row, datedRowStateOn(row, rowInForceOn([...cellRows, row], today), today));
    await deps.audit.record(
      actor,
      {
        action: 'quote_cost.schedule',
        entityType: 'quote_cost',
        entityId: row.id,
        before: before ? cellOf(before, datedRowStateOn(before, rowInForceOn(cellRows, today), today)) : null,
        after,
      },
      tx,
    );
    return after;
  });
  costTableSignal.changed();
  return cell;
}

const scheduledQuoteCosts: ScheduledRowTable<CostLine> = {
  async lock(tx, id) {
    const [row] = await tx.select().from(quoteCostLines).where(eq(quoteCostLines.id, id)).for('update');
    return row;
  },
  async remove(tx, id) {
    await tx.delete(quoteCostLines).where(eq(quoteCostLines.id, id));
  },
  audited: (row) => ({
    action: 'quote_cost.cancel',
    entityType: 'quote_cost',
    entityId: row.id,
    before: cellOf(row, 'scheduled'),
  }),
};

/** Cancels a cell scheduled for a later day; a cell in force or past is kept (dated_row_started). */
export async function cancelQuoteCost(
  deps: CostTableAdminDeps,
  actor: AuditActor,
  id: number,
): Promise<DatedRowCancelled> {
  const cancelled = await cancelScheduledRow(deps, actor, scheduledQuoteCosts, {
    id,
    today: businessDayOf(deps.clock()),
  });
  costTableSignal.changed();
  return cancelled;
}
