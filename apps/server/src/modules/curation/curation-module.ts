// The catalogue's curation built once (composition/curation.ts calls it): the use cases and their routes.
import { createBannersAndAnnouncement, type BannerCurationDeps } from './banner-curation.service.ts';
import { createCategoryCuration, type CategoryCurationDeps } from './category-curation.service.ts';
import { curationRoutes } from './curation.routes.ts';
import { createProductCuration, type ProductCurationDeps } from './product-curation.service.ts';

export type CurationOptions = CategoryCurationDeps &
  ProductCurationDeps &
  Omit<BannerCurationDeps, 'banners'> & {
    catalogue: BannerCurationDeps['banners'];
  };

export function createCurationModule(options: CurationOptions) {
  const categories = createCategoryCuration(options);
  const banners = createBannersAndAnnouncement({ ...options, banners: options.catalogue });
  const products = createProductCuration(options);
  return { categories, banners, products, routes: curationRoutes({ categories, banners, products }) };
}
