// The catalogue's curation built once (composition/curation.ts calls it): the use cases and their routes.
import { createBannersAndAnnouncement, type BannerCurationDeps } from './banner-curation.service.ts';
import { createCategoryCuration, type CategoryCurationDeps } from './category-curation.service.ts';
import { curationRoutes } from './curation.routes.ts';

export type CurationOptions = CategoryCurationDeps &
  Omit<BannerCurationDeps, 'banners'> & {
    catalogue: BannerCurationDeps['banners'];
  };

export function createCurationModule(options: CurationOptions) {
  const categories = createCategoryCuration(options);
  const banners = createBannersAndAnnouncement({ ...options, banners: options.catalogue });
  return { categories, banners, routes: curationRoutes(categories, banners) };
}
