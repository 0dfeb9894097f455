// Public face of library: what the buyer keeps besides orders (box subscriptions and gift codes,
// digital purchases with their signed download links, saved cards, the wishlist and follows lists), and
// the box subscribers and churn the staff statistics count.
export { createDownloadLinks } from './download-links.ts';
export { createLibraryRepo } from './library.repo.ts';
export { libraryRoutes } from './library.routes.ts';
export { type LibraryService, createLibraryService } from './library.service.ts';
export { type BoxStatistics, boxStatisticsOf } from './box-statistics.ts';
