// The messaging tables. Pending owner: the messaging module, not built yet; no module may use these tables
// until it exists.
export * from './messages.ts';
