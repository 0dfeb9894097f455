// The staff tables (second factors, recovery codes, verified sessions). Owned by the staff module
// (apps/server/src/modules/staff); no other module reads or writes them.
export * from './staff.ts';
