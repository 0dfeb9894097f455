// Public face of community: likes, comments and wishlists on projects.
export { createCommunityRepo } from './community.repo.ts';
export { communityRoutes } from './community.routes.ts';
export {
  COMMENT_RATE_LIMIT,
  type CommunityService,
  type WishAdded,
  createCommunityService,
} from './community.service.ts';
export { wishedProjectsPage } from './wished-projects.ts';
