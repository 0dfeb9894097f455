// The logistics tables. Pending owner: the logistics module, not built yet; no module may use these tables
// until it exists.
export * from './partners.ts';
export * from './shipments.ts';
