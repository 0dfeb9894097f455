// Public face of shops: the user's shop settings and the code check; the staff's side of shops (list,
// chrome, a seller's shops, shops' half of a merge) and the stored logo; what other modules' queries
// read of shops (codes, a shop with its code, the projects a shop shows, the sitemap's pages).
export { type ShopSettingsService, createShopSettings } from './shop-settings.ts';
export { shopsRoutes } from './shops.routes.ts';
export { shopCodeOf, shopCodesOf, shopNameOf, shopOwnerUserIdOf } from './shop-codes.repo.ts';
export { shopPages, shopPlacementsOf } from './shop-pages.repo.ts';
export { shopPlacement, shopWithCode } from './shop-storefront.repo.ts';
export {
  type ShopAdmin,
  type ShopAdminRow,
  type ShopChromeValues,
  type ShopListQuery,
  createShopAdmin,
} from './shop-admin.repo.ts';
export { shopPictureFrom } from './shop-pictures.ts';
