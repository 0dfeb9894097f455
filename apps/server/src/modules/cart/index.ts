// Public face of cart: the cart kept under its id, priced on the server on every change (cart
// pricing and its facts), related projects, gift box codes and the shop events. Checkout builds on it.
export {
  boxEntriesOfCart,
  lockPromoCode,
  lockPromoCodeKey,
  markCartOrdered,
  recordPromoUse,
} from './cart-checkout.repo.ts';
export { type ProductDisplay, createCartFactsRepo, productKey } from './cart-facts.repo.ts';
export { type CartCustomer, type CartOrderFacts, type HeldCopies, type OrderOfCart } from './cart-order-facts.ts';
export type {
  BoxCodeOfCart,
  CartBoxFacts,
  CartPorts,
  CartShippingFacts,
  PartnerStockRow,
  ShippingTables,
} from './cart-reference-facts.ts';
export { type CartPricingService, type PricingViewer, createCartPricingService } from './cart-pricing.service.ts';
export { isPayable, toCalculateResponse } from './cart-response.ts';
export { type CartRepo, createCartRepo, findStoredCart, purgeExpiredCarts } from './cart.repo.ts';
export { cartRoutes } from './cart.routes.ts';
export { REQUIRED_ADDRESS_FIELDS, cartRequestOf, createCartService, pricingViewerOf } from './cart.service.ts';
export { type PromoAdminDeps } from './promo-admin.ts';
export { promoAdminRoutes } from './promo-admin.routes.ts';
export { addVatRate, cancelVatRate, listVatRates, type VatAdminDeps } from './vat-admin.ts';
