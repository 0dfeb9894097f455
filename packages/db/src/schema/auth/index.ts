// The auth tables. Owned by the auth module (apps/server/src/modules/auth); no other module reads or writes
// them.
export * from './users.ts';
