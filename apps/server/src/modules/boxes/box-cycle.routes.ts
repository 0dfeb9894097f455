// The box's cycle over HTTP (packages/contracts/src/endpoints/box-cycle.ts): the staff's month selection
// (GET, POST and DELETE admin/boxes/selections/:month) and the subscriber's box: GET user/boxes/{id},
// POST user/boxes/vinyl, PUT user/boxes, POST user/boxes/payment, POST user/boxes/address, POST
// user/boxes/invoice (PDF), DELETE user/boxes/{id} and GET user/boxes/{boxId}/reviews/{userId}.
import { boxCycleEndpoints } from '@spindle/contracts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';
import { boxReviews } from './box-reviews.ts';
import { boxSelection, removeFromBoxSelection, setBoxSelection } from './box-selection.service.ts';
import { boxChargeInvoicePdf, setBoxAddress, updateBoxCard } from './box-subscriber-billing.ts';
import { boxDetail, pickRecord, stopBox, updateBox } from './box-subscriber.service.ts';

export function boxCycleRoutes(deps: BoxCycleDeps) {
  return routesOf(boxCycleEndpoints, {
    selection: ({ params }) => boxSelection(deps, params.month),
    setSelection: ({ params, body }) => setBoxSelection(deps, params.month, body),
    removeFromSelection: ({ params }) => removeFromBoxSelection(deps, params.month, params.project_id),
    detail: ({ params, user }) => boxDetail(deps, user.id, params.id),
    reviews: ({ params, user }) => boxReviews(deps, user, params),
    pick: ({ body, user }) => pickRecord(deps, user.id, body),
    update: ({ body, user }) => updateBox(deps, user.id, body),
    payment: ({ body, user }) => updateBoxCard(deps, user.id, body),
    address: ({ body, user }) => setBoxAddress(deps, user.id, body),
    invoice: async ({ body, user }, { reply }) => {
      const { pdf, fileName } = await boxChargeInvoicePdf(deps, user, body);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    stop: ({ params, user }) => stopBox(deps, user.id, params.id),
  });
}
