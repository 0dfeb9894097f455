// Public face of catalogue: the shop's lists and project pages (filters, curated categories, banners,
// home) and the cards other modules show.
export { createCatalogueRepo } from './catalogue.repo.ts';
export { catalogueRoutes } from './catalogue.routes.ts';
export { type CatalogueService, createCatalogueService } from './catalogue.service.ts';
export {
  type BannerFields,
  type BannerRow,
  type CatalogueCurationRepo,
  type CategoryRow,
  createCatalogueCurationRepo,
} from './curation.repo.ts';
