// Public face of checkout: cart/pay and cart/confirm, orders with their stock reservations, the
// confirmation exactly once, and the payment provider's webhooks wired in (payments settles through a
// callback this module gives it).
export { createCheckoutModule } from './checkout-module.ts';
export { TO_SHIP_STATUSES, countOrdersToShip, findOrdersForStaff, type OrderHit } from './staff-queries.ts';
