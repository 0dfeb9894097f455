// The JSON API under /api: wires repositories and services per module, resolves request.user, and
// answers unknown /api paths with 404 JSON (instead of letting them fall through to the pages).
import type { Database } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerAuthentication } from './http/authentication.ts';
import { AppError } from './http/errors.ts';
import { openApiRoutes } from './http/openapi.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCatalogueRepo } from './modules/catalogue/catalogue.repo.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createCurrencyRepo } from './modules/currency/currency.repo.ts';
import { createCurrencyService } from './modules/currency/currency.service.ts';
import { createSearchRepo } from './modules/search/search.repo.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSongsRepo } from './modules/songs/songs.repo.ts';
import { songsRoutes } from './modules/songs/songs.routes.ts';
import { createSongsService } from './modules/songs/songs.service.ts';
import { createSystemRepo } from './modules/system/system.repo.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';

export interface ApiOptions {
  database: Database;
  config: Pick<Config, 'COUNTRY_HEADER'>;
  resolveBuildId: () => Promise<string>;
}

export const apiPlugin: FastifyPluginAsyncZod<ApiOptions> = async (app, { database, config, resolveBuildId }) => {
  const { db } = database;
  const auth = createAuthService(createAuthRepo(db));
  const currency = createCurrencyService(createCurrencyRepo(db));
  const songs = createSongsService(createSongsRepo(db));
  const catalogue = createCatalogueService({ repo: createCatalogueRepo(db), currency, songs });
  const search = createSearchService(createSearchRepo(db), catalogue);
  const system = createSystemService({ repo: createSystemRepo(db), databaseKind: database.kind, resolveBuildId });

  registerAuthentication(app, auth);

  await app.register(openApiRoutes);
  await app.register(systemRoutes, { system });
  await app.register(catalogueRoutes, { catalogue, countryHeader: config.COUNTRY_HEADER });
  await app.register(searchRoutes, { search });
  await app.register(songsRoutes, { songs });

  // Without this, /api/anything-unknown would match the pages' catch-all and render HTML.
  const notFound = (): never => {
    throw new AppError('not_found');
  };
  app.all('/', { schema: { hide: true } }, notFound);
  app.all('/*', { schema: { hide: true } }, notFound);
};
