// The pressing quote's cost table on the staff side (/admin/quote; docs/admin.md "Reference data"): each
// cell (plant, line, variant, format, tier) with its price; a change is audited with the price before,
// and the quote services of this process drop their cached table at once.
import type { QuoteCostCell, QuoteCostInput, QuoteCostsPage, QuoteCostsQuery } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import { QUOTE_TIERS } from '@spindle/domain';
import { asc, eq } from 'drizzle-orm';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { AppError } from '../../http/errors.ts';

const { quoteCostLines } = schema;

let tableVersion = 0;

/** Moves on at each change of the table: a cached copy taken at another version is stale. */
export function costTableVersion(): number {
  return tableVersion;
}

export interface CostTableAdminDeps {
  db: Db;
  audit: AuditLog;
  clock: () => Date;
}

function cellOf(row: typeof quoteCostLines.$inferSelect): QuoteCostCell {
  return {
    id: row.id,
    plant: row.plant,
    line: row.line,
    variant: row.variant,
    format: row.format,
    tier: row.tier,
    kind: row.kind,
    price_minor: row.priceMinor,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listQuoteCosts(deps: CostTableAdminDeps, query: QuoteCostsQuery): Promise<QuoteCostsPage> {
  const plants = (
    await deps.db
      .selectDistinct({ plant: quoteCostLines.plant })
      .from(quoteCostLines)
      .orderBy(asc(quoteCostLines.plant))
  ).map((row) => row.plant);
  const plant = query.plant ?? plants[0];
  const [cells, history] = await Promise.all([
    plant
      ? deps.db
          .select()
          .from(quoteCostLines)
          .where(eq(quoteCostLines.plant, plant))
          .orderBy(
            asc(quoteCostLines.line),
            asc(quoteCostLines.variant),
            asc(quoteCostLines.format),
            asc(quoteCostLines.tier),
          )
      : Promise.resolve([]),
    deps.audit.list({ entity_type: 'quote_cost', page: 1, per_page: 50, sort: 'at', dir: 'desc' }),
  ]);
  return { plants, tiers: [...QUOTE_TIERS], cells: cells.map(cellOf), history: history.rows };
}

export async function setQuoteCost(
  deps: CostTableAdminDeps,
  actor: AuditActor,
  id: number,
  input: QuoteCostInput,
): Promise<QuoteCostCell> {
  const cell = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(quoteCostLines).where(eq(quoteCostLines.id, id)).for('update');
    if (!current) throw new AppError('not_found');
    const [row] = await tx
      .update(quoteCostLines)
      .set({ priceMinor: input.price_minor, updatedAt: deps.clock() })
      .where(eq(quoteCostLines.id, id))
      .returning();
    const after = cellOf(row!);
    await deps.audit.record(
      actor,
      { action: 'quote_cost.set', entityType: 'quote_cost', entityId: id, before: cellOf(current), after },
      tx,
    );
    return after;
  });
  tableVersion += 1;
  return cell;
}
