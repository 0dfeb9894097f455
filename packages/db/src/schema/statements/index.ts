// The statements tables. Owned by the statements module (apps/server/src/modules/statements); no other module
// reads or writes them.
export * from './statements.ts';
export * from './statement-entries.ts';
