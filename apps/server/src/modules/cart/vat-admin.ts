// VAT rates on the staff side (docs/admin.md "Reference data"): rows are dated and never changed, so a
// rate is changed by adding the row that takes over from a day on (Paris calendar, today or later). The
// cart picks the row in force on the day it prices (vatRateOn); an order keeps the rate its lines and
// invoice were priced with, so a new row changes no order already placed. A row not started yet can be
// cancelled; one in force or past cannot.
import type { DatedRowCancelled, VatRateInput, VatRateRowDto, VatRatesPage } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import { EU_COUNTRY_CODES, isSchedulableFrom, vatCalendarDay } from '@spindle/domain';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { type AuditActor, type AuditLog, type ScheduledRowTable, cancelScheduledRow } from '../audit/index.ts';
import { AppError } from '../../http/errors.ts';

const { vatRates } = schema;

type VatRate = typeof vatRates.$inferSelect;

export interface VatAdminDeps {
  db: Db;
  audit: AuditLog;
  clock: () => Date;
}

function dtoOf(row: VatRate): VatRateRowDto {
  return {
    id: row.id,
    country_code: row.countryCode,
    rate_basis_points: row.rateBasisPoints,
    effective_from: row.effectiveFrom,
    created_at: row.createdAt.toISOString(),
  };
}

/** Each EU country: the row in force today, the next one scheduled, and every row (oldest first). */
export async function listVatRates(deps: VatAdminDeps): Promise<VatRatesPage> {
  const today = vatCalendarDay(deps.clock());
  const rows = (
    await deps.db.select().from(vatRates).orderBy(asc(vatRates.countryCode), asc(vatRates.effectiveFrom))
  ).map(dtoOf);
  const countries = EU_COUNTRY_CODES.flatMap((code) => {
    const history = rows.filter((row) => row.country_code === code);
    const inForce = history.filter((row) => row.effective_from <= today);
    const current = inForce.at(-1) ?? history[0];
    if (!current) return [];
    const next = history.find((row) => row.effective_from > today) ?? null;
    return [{ country_code: code, current, next, rows: history }];
  });
  return { today, countries };
}

/** Adds a country's rate from a day on; a past day is refused (what was priced stays priced). */
export async function addVatRate(deps: VatAdminDeps, actor: AuditActor, input: VatRateInput): Promise<VatRateRowDto> {
  const today = vatCalendarDay(deps.clock());
  if (!isSchedulableFrom(input.effective_from, today)) {
    throw new AppError('effective_date_past', { fields: { effective_from: 'effective_date_past' } });
  }
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: vatRates.id })
      .from(vatRates)
      .where(and(eq(vatRates.countryCode, input.country_code), eq(vatRates.effectiveFrom, input.effective_from)));
    if (existing) throw new AppError('vat_rate_exists', { fields: { effective_from: 'vat_rate_exists' } });
    // The rate the new row takes over from.
    const [before] = await tx
      .select()
      .from(vatRates)
      .where(and(eq(vatRates.countryCode, input.country_code), lt(vatRates.effectiveFrom, input.effective_from)))
      .orderBy(desc(vatRates.effectiveFrom))
      .limit(1);
    const [row] = await tx
      .insert(vatRates)
      .values({
        countryCode: input.country_code,
        rateBasisPoints: input.rate_basis_points,
        effectiveFrom: input.effective_from,
      })
      .returning();
    if (!row) throw new Error('VAT rate not inserted');
    const after = dtoOf(row);
    await deps.audit.record(
      actor,
      {
        action: 'vat_rate.add',
        entityType: 'vat_rate',
        entityId: input.country_code,
        before: before ? dtoOf(before) : null,
        after,
      },
      tx,
    );
    return after;
  });
}

const scheduledVatRates: ScheduledRowTable<VatRate> = {
  async lock(tx, id) {
    const [row] = await tx.select().from(vatRates).where(eq(vatRates.id, id)).for('update');
    return row;
  },
  async remove(tx, id) {
    await tx.delete(vatRates).where(eq(vatRates.id, id));
  },
  audited: (row) => ({
    action: 'vat_rate.cancel',
    entityType: 'vat_rate',
    entityId: row.countryCode,
    before: dtoOf(row),
  }),
};

/** Cancels a rate scheduled for a later day; a rate in force or past is kept (dated_row_started). */
export function cancelVatRate(deps: VatAdminDeps, actor: AuditActor, id: number): Promise<DatedRowCancelled> {
  return cancelScheduledRow(deps, actor, scheduledVatRates, { id, today: vatCalendarDay(deps.clock()) });
}
