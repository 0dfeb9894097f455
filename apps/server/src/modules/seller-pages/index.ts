// Public face of seller-pages: the artist, label and shop pages and following an artist or label
// (GET /api/artists/{id}, /api/labels/{id}, /api/shops/{code}, POST /api/user/follows/{id}). They compose
// the sellers' records (sellers, below projects) with shops, projects and the catalogue's cards
// (decision 0018). It owns no table.
export { type SellerPagesRepo, createSellerPagesRepo } from './seller-pages.repo.ts';
export { sellerPagesRoutes } from './seller-pages.routes.ts';
export { type SellerPagesService, createSellerPagesService } from './seller-pages.service.ts';
