// Shipping rates on the staff side (docs/admin.md "Reference data"): the price of each weight bracket from
// a partner to a country or zone, standard and pickup point, in EUR cents. The cart reads the table on
// every pricing; a change is audited with the prices before.
import type { ShippingRateInput, ShippingRateRowDto, ShippingRatesPage, ShippingRatesQuery } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { AppError } from '../../http/errors.ts';

const { shippingRates, logisticsPartners } = schema;

export interface ShippingRatesAdminDeps {
  db: Db;
  audit: AuditLog;
  clock: () => Date;
}

function rowOf(row: typeof shippingRates.$inferSelect): ShippingRateRowDto {
  return {
    id: row.id,
    partner: row.partner,
    destination: row.destination,
    bracket_grams: row.bracketGrams,
    price_minor: row.priceMinor,
    pickup_price_minor: row.pickupPriceMinor,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listShippingRates(
  deps: ShippingRatesAdminDeps,
  query: ShippingRatesQuery,
): Promise<ShippingRatesPage> {
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
      .orderBy(asc(shippingRates.destination), asc(shippingRates.bracketGrams))
      .limit(1000),
    deps.audit.list({ entity_type: 'shipping_rate', page: 1, per_page: 50, sort: 'at', dir: 'desc' }),
  ]);
  return {
    partners,
    destinations,
    rows: rows.map(rowOf),
    history: history.rows,
  };
}

export async function setShippingRate(
  deps: ShippingRatesAdminDeps,
  actor: AuditActor,
  id: number,
  input: ShippingRateInput,
): Promise<ShippingRateRowDto> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(shippingRates).where(eq(shippingRates.id, id)).for('update');
    if (!current) throw new AppError('not_found');
    const [row] = await tx
      .update(shippingRates)
      .set({ priceMinor: input.price_minor, pickupPriceMinor: input.pickup_price_minor, updatedAt: deps.clock() })
      .where(eq(shippingRates.id, id))
      .returning();
    const after = rowOf(row!);
    await deps.audit.record(
      actor,
      { action: 'shipping_rate.set', entityType: 'shipping_rate', entityId: id, before: rowOf(current), after },
      tx,
    );
    return after;
  });
}
