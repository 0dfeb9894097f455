// POST cart/pay and cart/confirm (spec section 7, "Cart"; packages/contracts/src/endpoints/checkout.ts):
// the order is made and paid here; the cart's own calls are the cart module's. Every amount in an
// answer is the server's.
import { checkoutEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { CheckoutService } from './checkout.service.ts';
import { idempotencyKeyOf } from './pay-idempotency.ts';

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
  countryHeader: string;
}

export function checkoutRoutes({ checkout, countryHeader }: CheckoutRoutesOptions) {
  return routesOf(checkoutEndpoints, {
    pay: async ({ body }, { request, reply }) => {
      const viewer = viewerOf(request, countryHeader);
      // Checked here, not by the headers' schema, so a bad key answers idempotency_key_invalid.
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      if (key === null) return checkout.pay(body, viewer, request.ip);
      const answer = await checkout.payOnce(key, body, viewer, request.ip);
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
    confirm: ({ body }, { request }) => checkout.confirm(body, viewerOf(request, countryHeader)),
  });
}
