// Shipping rates on the staff side (docs/admin.md "Reference data"): the price of each weight bracket from
// a partner to a country or zone, standard and pickup point, in EUR cents. Rows are dated like VAT: a
// change is a row from a Paris day on (today or later), the cart prices with the row in force on its day,
// and a row is cancelled only before its day (nothing was priced with it). Each change is audited.
import type {
  DatedRowCancelled,
  ShippingRateRowDto,
  ShippingRateSchedule,
  ShippingRatesPage,
  ShippingRatesQuery,
} from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import { businessDayOf, datedRowStateOn, isSchedulableFrom, rowInForceOn, rowsInForceOn } from '@spindle/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { type AuditActor, type AuditLog, type ScheduledRowTable, cancelScheduledRow } from '../audit/index.ts';
import { AppError } from '../../http/errors.ts';

const { shippingRates, logisticsPartners } = schema;

type ShippingRate = typeof shippingRates.$inferSelect;

export interface ShippingRatesAdminDeps {
  db: Db;
  audit: AuditLog;
  clock: () => Date;
}

const bracketKeyOf = (row: ShippingRate) => `${row.partner}|${row.destination}|${row.bracketGrams}`;

function rowOf(row: ShippingRate, state: ShippingRateRowDto['state']): ShippingRateRowDto {
  return {
    id: row.id,
    partner: row.partner,
    destination: row.destination,
    bracket_grams: row.bracketGrams,
    price_minor: row.priceMinor,
    pickup_price_minor: row.pickupPriceMinor,
    effective_from: row.effectiveFrom,
    state,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A row with its state today, among the rows of its bracket. */
function stateOf(row: ShippingRate, bracketRows: readonly ShippingRate[], today: string) {
  return datedRowStateOn(row, rowInForceOn(bracketRows, today), today);
}

/** A partner's rows towards one destination: each bracket's row in force today, and the rows scheduled. */
export async function listShippingRates(
  deps: ShippingRatesAdminDeps,
  query: ShippingRatesQuery,
): Promise<ShippingRatesPage> {
  const today = businessDayOf(deps.clock());
  const partners = await deps.db
    .select({ key: logisticsPartners.key, name: logisticsPartners.name, zone: logisticsPartners.zone })
    .from(logisticsPartners)
    .orderBy(asc(logisticsPartners.name));
  const partner = query.partner ?? partners[0]?.key;
  const destinations = (
    await deps.db
      .selectDistinct({ destination: shippingRates.destination })
      .from(shippingRates)
      .where(partner ? eq(shippingRates.partner, partner) : undefined)
      .orderBy(asc(shippingRates.destination))
  ).map((row) => row.destination);
  // One destination at a time (the partner's first by default): a partner has hundreds of rows.
  const destination = query.destination ?? destinations[0];
  const filters: SQL[] = [];
  if (partner) filters.push(eq(shippingRates.partner, partner));
  if (destination) filters.push(eq(shippingRates.destination, destination));
  const [rows, history] = await Promise.all([
    deps.db
      .select()
      .from(shippingRates)
      .where(and(...filters))
      .orderBy(asc(shippingRates.bracketGrams), asc(shippingRates.effectiveFrom), asc(shippingRates.id))
      .limit(5000),
    deps.audit.list({ entity_type: 'shipping_rate', page: 1, per_page: 50, sort: 'at', dir: 'desc' }),
  ]);
  const inForce = rowsInForceOn(rows, bracketKeyOf, today).sort((a, b) => a.bracketGrams - b.bracketGrams);
  const scheduled = rows
    .filter((row) => row.effectiveFrom > today)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom) || a.bracketGrams - b.bracketGrams);
  return {
    today,
    partners,
    destinations,
    rows: inForce.map((row) => rowOf(row, 'in_force')),
    scheduled: scheduled.map((row) => rowOf(row, 'scheduled')),
    history: history.rows,
  };
}

/** A bracket's prices from a day on (today or later); the bracket must exist, one row per bracket and day. */
export async function scheduleShippingRate(
  deps: ShippingRatesAdminDeps,
  actor: AuditActor,
  input: ShippingRateSchedule,
): Promise<ShippingRateRowDto> {
  const today = businessDayOf(deps.clock());
  if (!isSchedulableFrom(input.effective_from, today)) {
    throw new AppError('effective_date_past', { fields: { effective_from: 'effective_date_past' } });
  }
  return deps.db.transaction(async (tx) => {
    const bracketRows = await tx
      .select()
      .from(shippingRates)
      .where(
        and(
          eq(shippingRates.partner, input.partner),
          eq(shippingRates.destination, input.destination),
          eq(shippingRates.bracketGrams, input.bracket_grams),
        ),
      )
      .orderBy(asc(shippingRates.id))
      .for('update');
    if (bracketRows.length === 0) throw new AppError('not_found');
    if (bracketRows.some((row) => row.effectiveFrom === input.effective_from)) {
      throw new AppError('dated_row_exists', { fields: { effective_from: 'dated_row_exists' } });
    }
    // The row the new one takes over from on its day.
    const before = rowInForceOn(bracketRows, input.effective_from);
    const [row] = await tx
      .insert(shippingRates)
      .values({
        partner: input.partner,
        destination: input.destination,
        bracketGrams: input.bracket_grams,
        priceMinor: input.price_minor,
        pickupPriceMinor: input.pickup_price_minor,
        effectiveFrom: input.effective_from,
        updatedAt: deps.clock(),
      })
      .returning();
    if (!row) throw new Error('shipping rate not inserted');
    const after = rowOf(row, stateOf(row, [...bracketRows, row], today));
    await deps.audit.record(
      actor,
      {
        action: 'shipping_rate.schedule',
        entityType: 'shipping_rate',
        entityId: row.id,
        before: before ? rowOf(before, stateOf(before, bracketRows, today)) : null,
        after,
      },
      tx,
    );
    return after;
  });
}

const scheduledShippingRates: ScheduledRowTable<ShippingRate> = {
  async lock(tx, id) {
    const [row] = await tx.select().from(shippingRates).where(eq(shippingRates.id, id)).for('update');
    return row;
  },
  async remove(tx, id) {
    await tx.delete(shippingRates).where(eq(shippingRates.id, id));
  },
  audited: (row) => ({
    action: 'shipping_rate.cancel',
    entityType: 'shipping_rate',
    entityId: row.id,
    before: rowOf(row, 'scheduled'),
  }),
};

/** Cancels a row scheduled for a later day; a row in force or past is kept (dated_row_started). */
export function cancelShippingRate(
  deps: ShippingRatesAdminDeps,
  actor: AuditActor,
  id: number,
): Promise<DatedRowCancelled> {
  return cancelScheduledRow(deps, actor, scheduledShippingRates, { id, today: businessDayOf(deps.clock()) });
}
