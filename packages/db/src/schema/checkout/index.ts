// The checkout tables. Owned by the checkout module (apps/server/src/modules/checkout); no other module reads
// or writes them.
export * from './idempotency-keys.ts';
export * from './orders.ts';
export * from './pickup-addresses.ts';
export * from './stock-reservations.ts';
export * from './manual-orders.ts';
export * from './order-refunds.ts';
