// The analytics tables. Pending owner: the analytics module, not built yet; no module may use these tables
// until it exists.
export * from './events.ts';
