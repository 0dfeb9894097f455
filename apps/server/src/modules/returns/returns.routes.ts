// GET and POST user/returns, and the staff's admin/returns (packages/contracts returns.ts).
import { adminReturnsEndpoints, returnsEndpoints } from '@spindle/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '../../http/endpoint-route.ts';
import { decideReturn, listReturns, myReturns, requestReturn, type ReturnsDeps } from './returns.service.ts';

export function returnsRoutes(deps: ReturnsDeps): FastifyPluginAsyncZod {
  const buyer = routesOf(returnsEndpoints, {
    mine: ({ user }) => myReturns(deps, user),
    request: ({ body, user }) => requestReturn(deps, user, body),
  });
  const staff = routesOf(adminReturnsEndpoints, {
    list: ({ query }) => listReturns(deps, query),
    setStatus: ({ params, body, user }) => decideReturn(deps, user, params.id, body),
  });
  return async (app) => {
    await app.register(buyer);
    await app.register(staff);
  };
}
