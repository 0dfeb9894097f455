// Public face of my-orders: the buyer's own orders (list, detail per shop order, tracking, invoice PDF,
// cancellation with its refund, a new delivery address), the rules of what a buyer may still do.
export { type MyOrdersRepo, createMyOrdersRepo } from './my-orders.repo.ts';
export { myOrdersRoutes } from './my-orders.routes.ts';
export { type MyOrdersDeps, type MyOrdersService, createMyOrdersService } from './my-orders.service.ts';
