// Public face of projects: the projects of the artist and label side (create, edit, submit, steps and
// their history, artwork), who may see and change one (access checks, route guards), the read models
// the other artist-side modules build on (and the barcodes the logistics side prints), the lifecycle
// jobs, and what the storefront reads of the project tables (decision 0017): which projects the public
// sees, the tile's columns and cover, the lines that name a project.
export { type ProjectAccess, type ProjectAccessChecker, createProjectAccess } from './project-access.ts';
export { renderVinylMockups } from './project-artwork.ts';
export { type CategoryMember, type CategoryMembership, createCategoryMembership } from './category-membership.repo.ts';
export {
  type ProductFields,
  type ProductItemRow,
  type ProductRow,
  type ProductsRepo,
  createProductsRepo,
} from './products.repo.ts';
export { type DigitalReleaseRow, type DigitalReleases, createDigitalReleases } from './digital-releases.repo.ts';
export { type DigitalSingleRow, type DigitalSingles, createDigitalSingles } from './digital-singles.repo.ts';
export { barcodesOfProjects } from './project-barcodes.repo.ts';
export { publicProjectArtistNames } from './public-projects.repo.ts';
export { type ProjectReviewRepo, createProjectReviewRepo } from './project-review.repo.ts';
export { kindOf } from './project-dto.ts';
export { projectCheck } from './project-guards.ts';
export { createProjectJobsRepo } from './project-jobs.repo.ts';
export { type FailedProjectRefunds, type PaidProjectOrder, type RecordedRefund } from './failed-project-refunds.ts';
export { LIFECYCLE_SCHEDULE, createProjectJobHandlers } from './project-jobs.ts';
export {
  type ImageRow,
  type Ownership,
  type ProjectRow,
  type ProjectsRepo,
  createProjectsRepo,
} from './projects.repo.ts';
export { projectsRoutes } from './projects.routes.ts';
export { type ProjectsService, createProjectsService } from './projects.service.ts';
export { searchProjects } from './project-search.repo.ts';
export { type ListedProjectRow, projectsInSteps } from './listed-projects.repo.ts';
export { adjustLikesCount, projectInSteps } from './project-counters.repo.ts';
export {
  hasProjectOnLabel,
  projectCountsOfSellers,
  projectsByIds,
  projectsOfSeller,
  reassignSellerProjects,
} from './seller-projects.repo.ts';
export { cardColumns, containsPattern } from './card-columns.ts';
export { type CardRow, cardRowsOf } from './card-rows.ts';
export { DEFAULT_COVER_URL, coverUrlOf } from './project-cover.ts';
export { type ProjectSummary, genreIdsOfProjects, projectSummariesOf } from './project-summaries.ts';
export { type ProjectManagers, managersOfProjects } from './project-managers.repo.ts';
export { LISTED_STEPS, PUBLIC_STEPS } from './visibility.ts';
export { type PriceFilter, type ProjectFilter, type ProjectSort } from './storefront-filters.ts';
export {
  type StorefrontLinks,
  type StorefrontProjects,
  createStorefrontProjects,
  LIST_TOTAL_MAX_AGE_MS,
} from './storefront-projects.repo.ts';
export type { CatalogueVersion } from './list-totals.ts';
export { type ProjectPlacement, listPlacedProjects } from './placed-projects.repo.ts';
export {
  type ProjectStockLine,
  addSold,
  giveBackProjectStock,
  hasDigitalRelease,
  itemStockCounted,
  projectsForOrderLines,
  restockCancelledLine,
  takeBackSold,
  takeProjectStock,
} from './project-stock.ts';
export {
  coverPathsOf,
  groupShipmentOf,
  projectExists,
  projectItemRowsOf,
  projectPriceRowsOf,
  projectRowsOf,
  relatedListedProjects,
  shipTogetherShopIds,
} from './cart-reads.ts';
