// The cart calls (spec section 7, "Cart") but pay and confirm (checkout.routes.ts), plus POST user/event
// (packages/contracts/src/endpoints/cart.ts). Bodies are parsed with the contracts, which drop any
// price a client sends; every amount in an answer is the server's.
import { cartEndpoints } from '@spindle/contracts';
import { COOKIE_NAMES } from '@spindle/domain';
import { routesOf } from '../../http/endpoint-route.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { CartService } from './cart.service.ts';

export interface CartRoutesOptions {
  cart: CartService;
  countryHeader: string;
}

export function cartRoutes({ cart, countryHeader }: CartRoutesOptions) {
  return routesOf(cartEndpoints, {
    calculate: ({ query, body }, { request }) => cart.calculate(body, viewerOf(request, countryHeader), query.currency),
    saved: ({ user }) => cart.savedCart(user.id),
    forget: async ({ query, user }) => {
      await cart.deleteCart(query.id, user?.id ?? null);
      return { ok: true as const };
    },
    groupShipment: ({ params }) => cart.groupShipment(params.id),
    related: async ({ body }, { request }) => ({
      items: await cart.related(body.project_ids, viewerOf(request, countryHeader), body.currency),
    }),
    feedback: async ({ body, user }) => {
      await cart.feedback(body, user?.id ?? null);
      return { ok: true as const };
    },
    checkBoxCode: ({ body }) => cart.checkBoxCode(body.code),
    redeemBoxCode: ({ body, user }) => cart.redeemBoxCode(body.code, user.id),
    userEvent: async ({ body, user }, { request }) => {
      // The visitor's origin and first-party id, so the event counts in conversion by origin.
      const visitor = {
        origin: request.cookies[COOKIE_NAMES.origin] ?? null,
        visitorId: request.cookies[COOKIE_NAMES.cookieId] ?? null,
      };
      await cart.userEvent(body, user.id, visitor);
      return { ok: true as const };
    },
  });
}
