// Public face of checkout: cart/pay and cart/confirm, orders with their stock reservations, the
// confirmation exactly once, and the payment provider's webhooks wired in (payments settles through a
// callback this module gives it); a project's sold lines, which statements and the dashboard read; and
// the shop orders as the fulfilment side reads and moves them (logistics, docs/admin.md); and what the
// staff's order pages read and write of orders: the list, one order locked for a change, the refunds
// of its lines, the orders staff make by hand; and the sales the staff statistics sum; an order's buyer
// and project lines for the reviews; the pre-orders moved along as their records are pressed (production);
// the buyer's own orders as their pages read them, and the steps of a cancellation; a shop order's
// parties for the messages about it.
export { createCheckoutModule } from './checkout-module.ts';
export {
  type BuyerOrderItemRow,
  type BuyerOrderRow,
  type BuyerOrders,
  type BuyerShopOrderRow,
  type RowPage,
  type ShopOrderAddressChange,
  buyerOrderItemsOf,
  buyerShopOrdersOf,
  changeShopOrderAddressRow,
  createBuyerOrders,
  lockOrderOf,
  refundCancelledOrder,
  setShopOrderStatus,
  shopOrdersOfOrder,
} from './buyer-orders.ts';
export { TO_SHIP_STATUSES, countOrdersToShip, findOrdersForStaff, type OrderHit } from './staff-queries.ts';
export { countPlacedOrders, type PickupPointSnapshot } from './orders.repo.ts';
export { ordersOfCustomer, paidOrderCountsOf } from './customer-orders.ts';
export { type ProjectOrderLine, type ProjectSalesRepo, createProjectSalesRepo } from './project-sales.repo.ts';
export {
  type FulfilmentQuery,
  type OrderRecipient,
  type ShopOrderForFulfilment,
  type ShopOrderLine,
  type ShopOrderMove,
  claimReviewRequest,
  linesOfShopOrders,
  listShopOrdersForFulfilment,
  moveShopOrderStatus,
  orderRecipientOf,
  shopOrdersDueForReview,
  shopOrdersForFulfilment,
} from './fulfilment-orders.ts';
export { type WaitingOrder, ordersWaitingFor } from './project-buyers.repo.ts';
export {
  type PressedShopOrder,
  type PressingMove,
  movePressedShopOrders,
  pressedShopOrdersOf,
} from './pressing-orders.ts';
export { type OrderForReview, type ReviewLine, orderForReview, orderIdsOfShopOrders } from './review-lines.ts';
export { type PurchasedLine, purchasedLinesOf } from './purchased-lines.ts';
export { type ReturnLine, returnableLinesOf, returnLinesByIds, returnLinesOfShopOrder } from './return-lines.ts';
export { type ShopOrderParties, shopOrderParties } from './shop-order-parties.ts';
export {
  STAFF_ORDER_SORTS,
  type StaffOrderFilter,
  type StaffOrderItemRow,
  type StaffOrderListRow,
  type StaffOrderRow,
  listOrdersForStaff,
  lockOrderForStaff,
  orderForStaff,
  orderLinesOf,
  unitCapsOf,
} from './staff-order-list.ts';
export {
  type NewOrderRefund,
  type OrderRefundRow,
  type ShopOrderChange,
  completeRefund,
  failRefund,
  giveBackOrderLines,
  insertPendingRefund,
  markOrderRefunded,
  pendingRefundOf,
  refundByKey,
  refundOfOrder,
  refundsOfOrder,
} from './order-refunds.repo.ts';
export {
  type ManualOrderProject,
  type ManualOrderRow,
  type NewManualOrder,
  manualOrderOf,
  manualOrderProjects,
  manualOrdersOf,
  placeManualOrder,
} from './manual-orders.ts';
export { type SalesBucket, type SalesStatistics, type StatsSpan, salesStatisticsOf } from './sales-statistics.ts';
export { type BoxDispatchOrder, placeBoxDispatchOrder, projectIdsBoughtBy } from './box-dispatch-orders.ts';
export { type DigitalBuyer, type DigitalBuyers, createDigitalBuyers } from './digital-buyers.repo.ts';
export { createFailedProjectRefunds } from './failed-project-refunds.ts';
export { createCartOrderFacts } from './cart-order-facts.ts';
