// The system tables. Owned by the system module (apps/server/src/modules/system); no other module reads or
// writes them.
export * from './announcements.ts';
