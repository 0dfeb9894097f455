// The catalogue's curation built once (composition/curation.ts calls it): the use cases and their routes.
import { createBannersAndAnnouncement, type BannerCurationDeps } from './banner-curation.service.ts';
import { createCategoryCuration, type CategoryCurationDeps } from './category-curation.service.ts';
import { curationRoutes } from './curation.routes.ts';
import { createDigitalCuration, type DigitalCurationDeps } from './digital-curation.service.ts';
import { createProductCuration, type ProductCurationDeps } from './product-curation.service.ts';

export type CurationOptions = CategoryCurationDeps &
  ProductCurationDeps &
  DigitalCurationDeps &
  Omit<BannerCurationDeps, 'banners'> & {
    catalogue: BannerCurationDeps['banners'];
  };

export function createCurationModule(options: CurationOptions) {
  const categories = createCategoryCuration(options);
  const banners = createBannersAndAnnouncement({ ...options, banners: options.catalogue });
  const products = createProductCuration(options);
  const digital = createDigitalCuration(options);
  const routes = curationRoutes({ categories, banners, products, digital });
  return { categories, banners, products, digital, routes };
}
