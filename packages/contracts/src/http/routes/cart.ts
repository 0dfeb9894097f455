// The cart (apps/server/src/modules/cart): pricing on every change, the saved cart, what ships
// together and what to suggest, the checkout's rating, gift box codes and the shop events of a user.
// Pay and confirm are checkout's (./checkout.ts).
import type { GroupShipmentResponse } from '../../cart.ts';
import { isRecord, isSafeInt, isStringOrNull } from '../json-shape.ts';
import { defineRoutes } from '../route.ts';

/** The parcel a project goes in, checked field by field as groupShipmentResponseSchema does. */
export function isGroupShipment(body: unknown): body is GroupShipmentResponse {
  return (
    isRecord(body) &&
    isSafeInt(body.projectId) &&
    typeof body.shopKey === 'string' &&
    isStringOrNull(body.shipTogetherGroup) &&
    Array.isArray(body.projectIds) &&
    body.projectIds.every(isSafeInt)
  );
}

export const cartRoutes = defineRoutes('cart', {
  /** The browser's cart reads the priced cart with its own light check (features/cart/cart-api.ts). */
  calculate: { method: 'POST', path: '/cart/calculate', access: 'public' },
  saved: { method: 'GET', path: '/cart', access: 'user' },
  /** Forgets the user's saved cart and the anonymous one named; never someone else's (403). */
  forget: { method: 'DELETE', path: '/cart', access: 'public', errors: ['forbidden'] },
  groupShipment: {
    method: 'GET',
    path: '/projects/:id/group-shipment',
    access: 'public',
    errors: ['not_found'],
    answerGuard: isGroupShipment,
  },
  related: { method: 'POST', path: '/cart/related', access: 'public' },
  feedback: {
    method: 'POST',
    path: '/cart/feedback',
    access: 'public',
    status: 201,
    errors: ['not_found', 'forbidden'],
  },
  checkBoxCode: {
    method: 'PUT',
    path: '/boxes/code',
    access: 'public',
    errors: ['box_code_not_found', 'box_code_expired'],
  },
  redeemBoxCode: {
    method: 'POST',
    path: '/boxes/code',
    access: 'user',
    errors: ['box_code_not_found', 'box_code_expired', 'box_code_already_redeemed'],
  },
  userEvent: { method: 'POST', path: '/user/event', access: 'user', status: 201, errors: ['not_found'] },
});
