// The logistics tables, owned by the logistics module (apps/server/src/modules/logistics): the partners,
// their rates and stock (which cart pricing still reads, eslint/own-tables-pending.js) and the shipments.
export * from './partners.ts';
export * from './shipments.ts';
