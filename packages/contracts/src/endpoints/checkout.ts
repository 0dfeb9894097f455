import { cartConfirmBodySchema, cartPayBodySchema, cartPayHeadersSchema, checkoutResponseSchema } from '../checkout.ts';
import { checkoutRoutes } from '../http/routes/checkout.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['cart'];

export const checkoutEndpoints = defineEndpoints(checkoutRoutes, {
  pay: {
    tags,
    summary: 'Create the order, hold the copies and start the payment (returns the next action)',
    description:
      'An Idempotency-Key header (printable ASCII, at most 255 characters, kept 24 hours) replays the first answer for the same body (Idempotent-Replayed: true); another body with the same key is refused (409 idempotency_key_reused), and a request while the first runs too (409 idempotency_key_in_use).',
    headers: cartPayHeadersSchema,
    body: cartPayBodySchema,
    response: checkoutResponseSchema,
  },
  confirm: {
    tags,
    summary: 'After the payment step: read the payment and confirm the order (exactly once)',
    body: cartConfirmBodySchema,
    response: checkoutResponseSchema,
  },
});
