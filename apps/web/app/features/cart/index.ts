// Public face of the cart feature (client-safe): its state as kept in the cart cookie and the
// pickup point it carries. Server-only parts are in index.server.ts.
export { base64UrlJsonOf, toBase64Url, type CartState } from './cart-state.ts';
export {
  PICKUP_FIELDS,
  PICKUP_MAX_LENGTH,
  storedPickupPointOf,
  type PickupField,
  type PickupPoint,
  type PickupValues,
} from './pickup-point.ts';
// The live cart of the tab (the support launcher hides while its drawer is open).
export { useCart } from './cart-store.ts';
