// Public face of sellers: artist, label and shop pages, and follows; the staff's side of artists and
// labels (their list, profile, picture, and the sellers' half of a merge).
export { createSellersRepo } from './sellers.repo.ts';
export { sellersRoutes } from './sellers.routes.ts';
export { createSellersService } from './sellers.service.ts';
export { searchArtists, searchLabels } from './seller-search.repo.ts';
export { artistPagesOf, labelPagesOf } from './seller-pages.repo.ts';
export { followerIdsOf, followsOf } from './user-follows.repo.ts';
export {
  type SellerAdmin,
  type SellerAdminRow,
  type SellerListQuery,
  type SellerProfileValues,
  createSellerAdmin,
} from './seller-admin.repo.ts';
export { storeSellerPicture } from './seller-picture.ts';
