// GET/POST /api/admin/digital-singles and each single's prices, track and publication (declared in
// packages/contracts/src/endpoints/admin-digital-singles.ts; staff holding `catalogue`, second factor).
import { adminDigitalSinglesEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { DigitalSinglesService } from './digital-singles.service.ts';

export function digitalSinglesRoutes(service: DigitalSinglesService) {
  return routesOf(adminDigitalSinglesEndpoints, {
    list: () => service.list(),
    create: ({ body, user }) => service.create(user, body),
    setPrices: ({ params, body, user }) => service.setPrices(user, params.id, body),
    setTrack: ({ params, body, user }) => service.setTrack(user, params.id, body),
    publish: ({ params, user }) => service.publish(user, params.id),
  });
}
