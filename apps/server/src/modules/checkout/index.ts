// Public face of checkout: cart/pay and cart/confirm, orders with their stock reservations, the
// confirmation exactly once, and the payment provider's webhooks wired in (payments settles through a
// callback this module gives it); and a project's sold lines, which statements and the dashboard read.
export { createCheckoutModule } from './checkout-module.ts';
export { TO_SHIP_STATUSES, countOrdersToShip, findOrdersForStaff, type OrderHit } from './staff-queries.ts';
export { countPlacedOrders } from './orders.repo.ts';
export { type ProjectOrderLine, type ProjectSalesRepo, createProjectSalesRepo } from './project-sales.repo.ts';
export { type WaitingOrder, ordersWaitingFor } from './project-buyers.repo.ts';
