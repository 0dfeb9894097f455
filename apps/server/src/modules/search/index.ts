// Public face of search: live search of projects, artists and labels.
export { createSearchRepo } from './search.repo.ts';
export { searchRoutes } from './search.routes.ts';
export { createSearchService } from './search.service.ts';
