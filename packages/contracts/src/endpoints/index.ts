// Every endpoint whose contract is declared once (issue 12): a route (../http/routes/) joined to its
// schemas. The modules not converted yet still declare their Fastify routes by hand.
import { adminEndpoints } from './admin.ts';
import { analyticsEndpoints } from './analytics.ts';
import { adminDispatchEndpoints } from './admin-dispatch.ts';
import { adminPeopleEndpoints } from './admin-people.ts';
import { adminOrdersEndpoints } from './admin-orders.ts';
import { adminSellersEndpoints } from './admin-sellers.ts';
import { adminPromotionsEndpoints, adminReferenceEndpoints } from './admin-pricing.ts';
import { adminCurationEndpoints } from './admin-curation.ts';
import { adminDigitalSinglesEndpoints } from './admin-digital-singles.ts';
import { communityEndpoints } from './community.ts';
import { contactEndpoints } from './contact.ts';
import { newsletterEndpoints } from './newsletter.ts';
import { outboxEndpoints } from './outbox.ts';
import { quoteEndpoints } from './quote.ts';
import { searchEndpoints } from './search.ts';
import { sellersEndpoints } from './sellers.ts';
import { sitemapEndpoints } from './sitemap.ts';
import { songsEndpoints } from './songs.ts';
import { systemEndpoints } from './system.ts';
import { cartEndpoints } from './cart.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { checkoutEndpoints } from './checkout.ts';
import { libraryEndpoints } from './library.ts';
import { boxOfferEndpoints } from './box-offer.ts';
import { boxCycleEndpoints } from './box-cycle.ts';
import { myOrdersEndpoints } from './my-orders.ts';
import { authEndpoints, oauthEndpoints } from './auth.ts';
import { accountEndpoints } from './account.ts';
import { uploadsEndpoints } from './uploads.ts';
import { paymentsEndpoints } from './payments.ts';
import { projectsEndpoints } from './projects.ts';
import { tracksEndpoints } from './tracks.ts';
import { shopsEndpoints } from './shops.ts';
import { statementsEndpoints } from './statements.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { productionEndpoints } from './production.ts';
import { adminProductionEndpoints } from './admin-production.ts';
import { adminStatsEndpoints } from './admin-stats.ts';
import { adminStatementsEndpoints, revenueSplitEndpoints } from './admin-statements.ts';
import { adminReturnsEndpoints, returnsEndpoints } from './returns.ts';
import { adminReviewsEndpoints, reviewsEndpoints } from './reviews.ts';
import { messagingEndpoints } from './messaging.ts';

export * from './define-endpoint.ts';
export {
  adminEndpoints,
  analyticsEndpoints,
  adminDispatchEndpoints,
  adminPeopleEndpoints,
  adminOrdersEndpoints,
  adminSellersEndpoints,
  adminPromotionsEndpoints,
  adminReferenceEndpoints,
  adminCurationEndpoints,
  adminDigitalSinglesEndpoints,
  communityEndpoints,
  contactEndpoints,
  newsletterEndpoints,
  outboxEndpoints,
  quoteEndpoints,
  searchEndpoints,
  sellersEndpoints,
  sitemapEndpoints,
  songsEndpoints,
  systemEndpoints,
  cartEndpoints,
  catalogueEndpoints,
  checkoutEndpoints,
  libraryEndpoints,
  boxOfferEndpoints,
  boxCycleEndpoints,
  myOrdersEndpoints,
  authEndpoints,
  oauthEndpoints,
  accountEndpoints,
  uploadsEndpoints,
  paymentsEndpoints,
  projectsEndpoints,
  tracksEndpoints,
  shopsEndpoints,
  statementsEndpoints,
  dashboardEndpoints,
  productionEndpoints,
  adminProductionEndpoints,
  adminStatsEndpoints,
  adminStatementsEndpoints,
  revenueSplitEndpoints,
  reviewsEndpoints,
  adminReviewsEndpoints,
  returnsEndpoints,
  adminReturnsEndpoints,
  messagingEndpoints,
};

const AREAS = [
  adminEndpoints,
  analyticsEndpoints,
  adminDispatchEndpoints,
  adminPeopleEndpoints,
  adminOrdersEndpoints,
  adminSellersEndpoints,
  adminPromotionsEndpoints,
  adminReferenceEndpoints,
  adminCurationEndpoints,
  adminDigitalSinglesEndpoints,
  communityEndpoints,
  contactEndpoints,
  newsletterEndpoints,
  outboxEndpoints,
  quoteEndpoints,
  searchEndpoints,
  sellersEndpoints,
  sitemapEndpoints,
  songsEndpoints,
  systemEndpoints,
  cartEndpoints,
  catalogueEndpoints,
  checkoutEndpoints,
  libraryEndpoints,
  boxOfferEndpoints,
  boxCycleEndpoints,
  myOrdersEndpoints,
  authEndpoints,
  oauthEndpoints,
  accountEndpoints,
  uploadsEndpoints,
  paymentsEndpoints,
  projectsEndpoints,
  tracksEndpoints,
  shopsEndpoints,
  statementsEndpoints,
  dashboardEndpoints,
  productionEndpoints,
  adminProductionEndpoints,
  adminStatsEndpoints,
  adminStatementsEndpoints,
  revenueSplitEndpoints,
  reviewsEndpoints,
  adminReviewsEndpoints,
  returnsEndpoints,
  adminReturnsEndpoints,
  messagingEndpoints,
] as const;

/** The endpoints of each area, distributed: one member per endpoint. */
type EndpointsOfArea<Area> = Area extends unknown ? Area[keyof Area] : never;
/** Any declared endpoint. */
export type AnyEndpoint = EndpointsOfArea<(typeof AREAS)[number]>;

/** Every declared endpoint, for checks over all of them (OpenAPI, the access matrix). */
export const ENDPOINTS: readonly AnyEndpoint[] = AREAS.flatMap((area) => Object.values(area) as AnyEndpoint[]);

/** The endpoint of a route id: how a zod-free route finds its input and answer types. */
export type EndpointOf<Id extends string> = Extract<AnyEndpoint, { id: Id }>;
