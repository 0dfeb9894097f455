// Public face of orders-account: the buyer's orders (list, detail, invoice, cancel, address) and
// their digital library.
export { createOrdersAccount } from './orders-account-plugin.ts';
