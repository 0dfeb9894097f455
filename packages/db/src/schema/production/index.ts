// The production tables (issue 15, docs/production.md): a project's production after success, its
// actions with their history, files, messages, test pressing rounds, barcodes and the notifications
// sent. Owned by the production module (apps/server/src/modules/production); no other module reads or
// writes them.
export * from './production.ts';
export * from './production-exchanges.ts';
