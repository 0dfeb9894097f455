// Public face of sellers: artist, label and shop pages, and follows.
export { createSellersRepo } from './sellers.repo.ts';
export { sellersRoutes } from './sellers.routes.ts';
export { createSellersService } from './sellers.service.ts';
export { searchArtists, searchLabels } from './seller-search.repo.ts';
export { artistPagesOf, labelPagesOf } from './seller-pages.repo.ts';
export { followsOf } from './user-follows.repo.ts';
