// Public face of shops: the artist's or label's shop settings (code, name, pictures, white label, the
// projects it shows) and whether a shop code is free.
export { type ShopSettingsService, createShopSettings } from './shop-settings.ts';
export { shopsRoutes } from './shops.routes.ts';
export { shopCodesOf } from './shop-codes.repo.ts';
export { shopPages, shopPlacementsOf } from './shop-pages.repo.ts';
