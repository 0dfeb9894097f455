// The user's shop settings (spec section 7 Projects: projects/check-code; the user's shop, GET and PUT
// user/shop; docs/projects.md "Shop"), declared in packages/contracts/src/endpoints/shops.ts.
// Signed-in users only.
import { shopsEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { ShopSettingsService } from './shop-settings.ts';

export interface ShopsRoutesOptions {
  shop: ShopSettingsService;
}

export function shopsRoutes({ shop }: ShopsRoutesOptions) {
  return routesOf(shopsEndpoints, {
    checkCode: ({ body, user }) => shop.checkCode(user, body.code),
    settings: async ({ user }) => ({ shop: await shop.get(user) }),
    saveSettings: ({ body, user }) => shop.put(user, body),
  });
}
