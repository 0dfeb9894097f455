// The boxes tables. Pending owner: the boxes module, not built yet; no module may use these tables until it
// exists.
export * from './box-dispatches.ts';
export * from './boxes.ts';
