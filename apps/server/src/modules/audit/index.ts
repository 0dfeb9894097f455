// Public face of audit: the insert-only log of every staff write (who, when, what, before and after).
export { type AuditActor, type AuditLog, type AuditRecord, createAuditLog } from './audit-log.ts';
export { type ScheduledRowTable, cancelScheduledRow } from './scheduled-rows.ts';
