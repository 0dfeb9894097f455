// POST cart/pay and cart/confirm (spec section 7, "Cart"; packages/contracts/src/endpoints/checkout.ts):
// the order is made and paid here; the cart's own calls are the cart module's. Every amount in an
// answer is the server's.
import { checkoutEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { CheckoutService } from './checkout.service.ts';
import { idempotencyKeyOf } from './pay-idempotency.ts';

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
  countryHeader: string;
  /** PUBLIC_URL; without it, links in the order's e-mails use the origin the checkout reached us at. */
  publicUrl: string | undefined;
}

export function checkoutRoutes({ checkout, countryHeader, publicUrl }: CheckoutRoutesOptions) {
  return routesOf(checkoutEndpoints, {
    pay: async ({ body }, { request, reply }) => {
      const viewer = viewerOf(request, countryHeader);
      const client = { ip: request.ip, linkOrigin: linkOriginOf(request, publicUrl) };
      // Checked here, not by the headers' schema, so a bad key answers idempotency_key_invalid.
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      if (key === null) return checkout.pay(body, viewer, client);
      const answer = await checkout.payOnce(key, body, viewer, client);
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
    confirm: ({ body }, { request }) => checkout.confirm(body, viewerOf(request, countryHeader)),
  });
}
