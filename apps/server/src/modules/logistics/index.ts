// Public face of logistics: fulfilment and dispatch on the staff side (docs/admin.md), the parcels of
// shop orders (the shipments table) and the partners; buyers read their parcels through it (my-orders);
// the e-mails telling a buyer their shop order moved (production's pre-orders use them too); what cart
// pricing reads of the shipping tables and partners' stock (cart's port `CartShippingFacts`).
export { createCartShippingFacts } from './cart-shipping-facts.ts';
export { createLogisticsModule, type LogisticsModule, type LogisticsModuleOptions } from './logistics-module.ts';
export { REVIEW_REQUESTS_JOB, REVIEW_REQUESTS_SCHEDULE, sendDueReviewRequests } from './review-request-job.ts';
export { type ShipmentRow, shipmentsOfShopOrders } from './shipments.repo.ts';
export { type BuyerEmailDeps, type BuyerNotice, tellBuyers } from './buyer-emails.ts';
export { shipmentDto, trackingLinkOf } from './shipment-dto.ts';
export {
  cancelShippingRate,
  listShippingRates,
  scheduleShippingRate,
  type ShippingRatesAdminDeps,
} from './shipping-rates-admin.ts';
