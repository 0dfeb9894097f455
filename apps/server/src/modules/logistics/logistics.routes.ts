// The dispatch endpoints under /api/admin (packages/contracts/src/endpoints/admin-dispatch.ts): thin
// handlers over the dispatch reads, the export file, the tracking import, status moves and a parcel
// typed by hand. The guard of each (permission fulfilment, verified second factor) comes from its
// declaration; e-mails to buyers link to the origin of this request when nothing better is known.
import { adminDispatchEndpoints } from '@spindle/contracts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { exportDispatch, listDispatch, type DispatchDeps } from './dispatch.service.ts';
import { addShipment, moveShopOrders, type MovesDeps } from './shop-order-moves.ts';
import { correctShipment } from './parcel-correction.ts';
import { importTracking } from './tracking-import.ts';

export interface LogisticsRoutesDeps {
  dispatch: DispatchDeps;
  moves: MovesDeps;
  publicUrl: string | undefined;
}

const actorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.name });

export function logisticsRoutes({ dispatch, moves, publicUrl }: LogisticsRoutesDeps) {
  return routesOf(adminDispatchEndpoints, {
    list: ({ query }) => listDispatch(dispatch, query),
    export: async ({ query }, { reply }) => {
      const { csv } = await exportDispatch(dispatch, query);
      const day = dispatch.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `dispatch-${query.logistician}-${day}.csv`))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
    importTracking: ({ user, body }, { request }) =>
      importTracking(moves, actorOf(user), body, linkOriginOf(request, publicUrl)),
    moveStatus: ({ user, body }, { request }) =>
      moveShopOrders(moves, actorOf(user), body, linkOriginOf(request, publicUrl)),
    addShipment: ({ user, params, body }, { request }) =>
      addShipment(moves, actorOf(user), params.id, body, linkOriginOf(request, publicUrl)),
    correctShipment: ({ user, params, body }, { request }) =>
      correctShipment(
        moves,
        actorOf(user),
        { shopOrderId: params.id, shipmentId: params.shipment_id },
        body,
        linkOriginOf(request, publicUrl),
      ),
  });
}
