// Public face of my-orders: the buyer's own orders (list, detail per shop order, tracking, invoice and
// credit note PDFs, cancellation with its refund, a new delivery address), the rules of what a buyer may
// still do; and the cancellation and address change staff reuse for any order (docs/admin.md).
export { changeShopOrderAddress, type ShopOrderAddressState } from './address-change.ts';
export { type CancelledOrder, type Canceller, cancelOrder } from './cancel-order.ts';
export { type MyOrdersRepo, createMyOrdersRepo } from './my-orders.repo.ts';
export { myOrdersRoutes } from './my-orders.routes.ts';
export { type MyOrdersDeps, type MyOrdersService, createMyOrdersService } from './my-orders.service.ts';
export { isAddressEditable, isOrderCancellableByStaff } from './order-rules.ts';
export { addressDto } from './order-dto.ts';
