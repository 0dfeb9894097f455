// The cart tables. Owned by the cart module (apps/server/src/modules/cart); no other module reads or writes
// them.
export * from './carts.ts';
export * from './promotions.ts';
export * from './vat-rates.ts';
