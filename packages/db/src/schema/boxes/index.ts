// The boxes tables. Pending owner: the boxes module, not built yet; no module may use these tables until it
// exists (box-gifts.ts: owned by boxes' box-gift.service.ts).
export * from './box-dispatches.ts';
export * from './box-gifts.ts';
export * from './boxes.ts';
