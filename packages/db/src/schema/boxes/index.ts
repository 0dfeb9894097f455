// The boxes tables, owned by the boxes module (apps/server/src/modules/boxes).
export * from './box-cycle.ts';
export * from './box-dispatches.ts';
export * from './box-gifts.ts';
export * from './boxes.ts';
