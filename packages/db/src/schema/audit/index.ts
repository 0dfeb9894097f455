// The audit log. Owned by the audit module (apps/server/src/modules/audit); no other module reads or writes it.
export * from './audit-log.ts';
