// The staff's promo-code calls (packages/contracts/src/endpoints/admin-pricing.ts, permission promotions).
import { adminPromotionsEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import {
  createPromoCode,
  endPromoCode,
  listPromoCodes,
  promoCodeDetail,
  updatePromoCode,
  type PromoAdminDeps,
} from './promo-admin.ts';

export function promoAdminRoutes(deps: PromoAdminDeps) {
  const actor = (user: { id: number; name: string }) => ({ id: user.id, name: user.name });
  return routesOf(adminPromotionsEndpoints, {
    list: ({ query }) => listPromoCodes(deps, query),
    get: ({ params }) => promoCodeDetail(deps, params.id),
    create: ({ user, body }) => createPromoCode(deps, actor(user), body),
    update: ({ user, params, body }) => updatePromoCode(deps, actor(user), params.id, body),
    end: ({ user, params }) => endPromoCode(deps, actor(user), params.id),
  });
}
