// The buyer's library (apps/server/src/modules/library): boxes and gift codes, digital purchases and
// the download behind their signed links, saved cards, the wishlist and the follows.
import { defineRoutes } from '../route.ts';

export const libraryRoutes = defineRoutes('library', {
  boxes: { method: 'GET', path: '/user/boxes', access: 'user' },
  digital: { method: 'GET', path: '/user/digital', access: 'user' },
  /** Public: the signed link is the access; without a valid signature everyone gets 403. */
  download: {
    method: 'GET',
    path: '/user/digital/:track_id/download',
    access: 'public',
    errors: ['download_link_invalid', 'download_link_expired', 'not_found'],
  },
  cards: { method: 'GET', path: '/user/cards', access: 'user', errors: ['payments_unavailable'] },
  /** A declined card answers its decline code (402). */
  saveCard: {
    method: 'POST',
    path: '/user/cards',
    access: 'user',
    errors: [
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
  /** A card setup for the page: the test card fields, or a Stripe SetupIntent confirmed by Stripe.js. */
  cardSetup: { method: 'POST', path: '/user/cards/setup', access: 'user', errors: ['payments_unavailable'] },
  wishes: { method: 'GET', path: '/user/wishes', access: 'user' },
  follows: { method: 'GET', path: '/user/follows', access: 'user' },
});
