// The vinyl box's monthly cycle (apps/server/src/modules/boxes: box-cycle.routes.ts): the staff's
// selection of a month (permission catalogue) and the subscriber's own box.
import { defineRoutes } from '../route.ts';

const catalogue = { access: 'staff', permission: 'catalogue' } as const;
const user = { access: 'user' } as const;

export const boxCycleRoutes = defineRoutes('boxCycle', {
  selection: { method: 'GET', path: '/admin/boxes/selections/:month', ...catalogue },
  setSelection: {
    method: 'POST',
    path: '/admin/boxes/selections/:month',
    ...catalogue,
    errors: ['not_found', 'box_selection_below_taken'],
  },
  removeFromSelection: {
    method: 'DELETE',
    path: '/admin/boxes/selections/:month/:project_id',
    ...catalogue,
    errors: ['not_found', 'box_selection_below_taken'],
  },
  detail: { method: 'GET', path: '/user/boxes/:id', ...user, errors: ['box_not_found'] },
  /** The subscriber's own (403 for another user's id, 404 for a box not theirs); staff read any. */
  reviews: {
    method: 'GET',
    path: '/user/boxes/:boxId/reviews/:userId',
    ...user,
    errors: ['forbidden', 'box_not_found'],
  },
  pick: {
    method: 'POST',
    path: '/user/boxes/vinyl',
    ...user,
    errors: [
      'box_not_found',
      'box_not_active',
      'box_month_closed',
      'box_record_out_of_stock',
      'box_record_already_received',
    ],
  },
  update: {
    method: 'PUT',
    path: '/user/boxes',
    ...user,
    errors: ['box_not_found', 'box_not_active', 'box_month_closed'],
  },
  payment: {
    method: 'POST',
    path: '/user/boxes/payment',
    ...user,
    errors: [
      'box_not_found',
      'box_not_active',
      'payments_unavailable',
      'card_declined',
      'insufficient_funds',
      'expired_card',
      'incorrect_cvc',
      'incorrect_number',
      'invalid_expiry',
      'processing_error',
      'authentication_failed',
      'authentication_required',
      'payment_method_invalid',
    ],
  },
  address: { method: 'POST', path: '/user/boxes/address', ...user, errors: ['box_not_found', 'box_not_active'] },
  invoice: { method: 'POST', path: '/user/boxes/invoice', ...user, errors: ['box_not_found', 'not_found'] },
  stop: { method: 'DELETE', path: '/user/boxes/:id', ...user, errors: ['box_not_found', 'box_not_active'] },
});
