// Public face of staff-orders: the staff's order pages under /api/admin (docs/admin.md "Orders, refunds and
// manual orders"): every order and one order in full, the address change, the cancellation, refunds of
// lines through the payment provider with their credit notes, and orders staff make by hand.
export { createStaffOrdersModule } from './staff-orders-module.ts';
export { type StaffOrders, type StaffOrdersOptions } from './staff-orders.service.ts';
