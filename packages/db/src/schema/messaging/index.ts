// The messaging module's tables (apps/server/src/modules/messaging).
export * from './messages.ts';
