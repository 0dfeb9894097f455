// Public face of sellers: the sellers' records (decision 0018), below projects. Artists and labels with
// their follows: a page's header, a label's artists, following; the staff's side of artists and labels
// (their list, profile, picture, and the sellers' half of a merge); the searches and pages of the header's
// search and the sitemap; and the pieces other owners' queries take of these tables (the tile's label
// name, who manages a seller's page, the summaries a shop page joins). The pages are seller-pages'.
export { type FollowTarget, type SellersRepo, createSellersRepo } from './sellers.repo.ts';
export { searchArtists, searchLabels } from './seller-search.repo.ts';
export { artistPagesOf, labelPagesOf } from './sitemap-pages.repo.ts';
export { followerIdsOf, followsOf } from './user-follows.repo.ts';
export { labelNameOf, managingUserOf, sellerSummaries, sellerUserIdOf, sellersManagedBy } from './seller-pieces.ts';
export {
  type SellerAdmin,
  type SellerAdminRow,
  type SellerListQuery,
  type SellerProfileValues,
  createSellerAdmin,
} from './seller-admin.repo.ts';
export { storeSellerPicture } from './seller-picture.ts';
