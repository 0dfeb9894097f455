// The shop's own public pages for the sitemap (spec section 2): home, the shop, the box and the
// curated categories anyone may see (the pro one is for pro users only).
import { CURATED_CATEGORIES, curatedCategoryPath } from '@spindle/domain';

export const SHOP_PAGE_PATHS: readonly string[] = [
  '/',
  '/vinyl-shop',
  '/vinyl-box',
  ...CURATED_CATEGORIES.filter((category) => !category.proOnly).map(curatedCategoryPath),
];
