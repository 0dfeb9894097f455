// Dated reference rows (VAT rates, shipping rates, the quote's cost table; docs/admin.md "Reference
// data"): a row scheduled for a later day may be cancelled before that day, since nothing was priced
// with it; a row in force or past is kept. The row is locked, checked, deleted and the deletion audited
// with the row as it was, in one transaction.
import type { DatedRowCancelled } from '@spindle/contracts';
import type { Db, Tx } from '@spindle/db';
import { type DatedRow, isDatedRowCancellable } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog, AuditRecord } from './audit-log.ts';

/** One table's part of a cancellation: how to lock and delete its row, and how the audit names it. */
export interface ScheduledRowTable<Row extends DatedRow> {
  lock(tx: Tx, id: number): Promise<Row | undefined>;
  remove(tx: Tx, id: number): Promise<void>;
  /** The audit entry of the deletion (its `after` is null). */
  audited(row: Row): Omit<AuditRecord, 'after'>;
}

/** Cancels the row `id` if its day is still to come (not_found, dated_row_started otherwise). */
export async function cancelScheduledRow<Row extends DatedRow>(
  deps: { db: Db; audit: AuditLog },
  actor: AuditActor,
  table: ScheduledRowTable<Row>,
  request: { id: number; today: string },
): Promise<DatedRowCancelled> {
  const { id, today } = request;
  return deps.db.transaction(async (tx) => {
    const row = await table.lock(tx, id);
    if (!row) throw new AppError('not_found');
    if (!isDatedRowCancellable(row, today)) throw new AppError('dated_row_started');
    await table.remove(tx, id);
    await deps.audit.record(actor, { ...table.audited(row), after: null }, tx);
    return { id, cancelled: true as const };
  });
}
