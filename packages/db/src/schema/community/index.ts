// The community tables. Owned by the community module (apps/server/src/modules/community); no other module
// reads or writes them.
export * from './community.ts';
