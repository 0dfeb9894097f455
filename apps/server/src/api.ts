// The JSON API under /api: wires repositories and services per module, resolves request.user, and
// answers unknown /api paths with 404 JSON (instead of letting them fall through to the pages).
import type { Database } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerAuthentication } from './http/authentication.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { AppError } from './http/errors.ts';
import { openApiRoutes } from './http/openapi.ts';
import { createMailer } from './mail/mailer.ts';
import { createAccounts, type AccountsConfig } from './modules/account/index.ts';
import { createCatalogueRepo, catalogueRoutes, createCatalogueService } from './modules/catalogue/index.ts';
import { createCheckoutModule } from './modules/checkout/index.ts';
import { createArtistSide } from './composition/artist-side.ts';
import type { JobRegistry } from './jobs/index.ts';
import { createOrdersAccount } from './composition/orders-account.ts';
import {
  createCommunityRepo,
  communityRoutes,
  COMMENT_RATE_LIMIT,
  createCommunityService,
} from './modules/community/index.ts';
import { createContactRepo, contactRoutes, CONTACT_RATE_LIMIT, createContactService } from './modules/contact/index.ts';
import { createCurrencyRepo, createCurrencyService } from './modules/currency/index.ts';
import {
  createNewsletterRepo,
  newsletterRoutes,
  createNewsletterService,
  NEWSLETTER_RATE_LIMIT,
} from './modules/newsletter/index.ts';
import { createSearchRepo, searchRoutes, createSearchService } from './modules/search/index.ts';
import { createSellersRepo, sellersRoutes, createSellersService } from './modules/sellers/index.ts';
import { createSitemapRepo, sitemapRoutes, createSitemapService } from './modules/sitemap/index.ts';
import { createSongsRepo, songsRoutes, createSongsService } from './modules/songs/index.ts';
import { createSystemRepo, systemRoutes, createSystemService } from './modules/system/index.ts';
import { outboxRoutes } from './modules/outbox/index.ts';
import { createRateLimiterFactory } from './rate-limit/rate-limiter-factory.ts';
import { createVisitorReadCache } from './http/visitor-read-cache.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiOptions {
  database: Database;
  config: Pick<
    Config,
    'COUNTRY_HEADER' | 'VISITOR_CACHE_MS' | 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'REDIS_URL' | 'CONTACT_EMAIL'
  > &
    Partial<Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PUBLISHABLE_KEY'>> &
    AccountsConfig;
  resolveBuildId: () => Promise<string>;
  /** The time sessions, e-mail links and accounts read; tests inject one. */
  clock?: () => Date;
  /** Where modules register their background job types (app.ts runs them). */
  jobs?: JobRegistry;
}

export const apiPlugin: FastifyPluginAsyncZod<ApiOptions> = async (
  app,
  { database, config, resolveBuildId, clock, jobs },
) => {
  const { db } = database;
  // Shared by every module: one mailer (the outbox, SMTP when configured) and one rate-limit store.
  const mailer = createMailer({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? 'Spindle <hello@spindle.example>',
    logger: app.log,
  });
  const rateLimiters = createRateLimiterFactory({
    redisUrl: config.REDIS_URL,
    onRedisError: (err) => app.log.warn({ err }, 'rate-limit store unavailable'),
  });
  app.addHook('onClose', async () => {
    await accounts.idle();
    await mailer.close();
    await rateLimiters.close();
  });
  const accounts = createAccounts({ db, config, mailer, rateLimiters, logger: app.log, clock });
  const currency = createCurrencyService(createCurrencyRepo(db));
  const songs = createSongsService(createSongsRepo(db));
  const community = createCommunityService({
    repo: createCommunityRepo(db),
    commentLimiter: rateLimiters.create('comments-user', COMMENT_RATE_LIMIT),
  });
  const catalogue = createCatalogueService({ repo: createCatalogueRepo(db), currency, songs, community });
  const search = createSearchService(createSearchRepo(db), catalogue);
  const sellers = createSellersService({ repo: createSellersRepo(db), catalogue });
  const checkout = createCheckoutModule({
    db,
    config,
    mailer,
    catalogue,
    logger: app.log,
    clock,
    inject: (o) => app.inject(o),
  });
  jobs?.add(checkout.jobHandlers, checkout.schedules);
  const artistSide = createArtistSide({ db, config, mailer, provider: checkout.provider, rateLimiters, clock });
  jobs?.add(artistSide.jobHandlers, artistSide.schedules);
  const ordersAccount = createOrdersAccount({ db, config, catalogue, provider: checkout.provider, clock });
  const contact = createContactService({
    repo: createContactRepo(db),
    mailer,
    limiter: rateLimiters.create('contact-ip', CONTACT_RATE_LIMIT),
    staffEmail: config.CONTACT_EMAIL ?? 'hello@spindle.example',
  });
  const newsletter = createNewsletterService({
    repo: createNewsletterRepo(db),
    limiter: rateLimiters.create('newsletter-ip', NEWSLETTER_RATE_LIMIT),
  });
  const sitemap = createSitemapService(createSitemapRepo(db));
  const system = createSystemService({ repo: createSystemRepo(db), databaseKind: database.kind, resolveBuildId });

  // Visitors' catalogue reads, kept a few seconds; a write that succeeds anywhere in the API (an
  // order taking stock, a project edited, a comment) empties it.
  const visitorCache = createVisitorReadCache({ ttlMs: config.VISITOR_CACHE_MS ?? 0 });
  app.addHook('onResponse', async (request, reply) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) visitorCache.clear();
  });

  registerCsrfProtection(app, { publicUrl: config.PUBLIC_URL });
  registerTextGuard(app);
  registerAuthentication(app, accounts.auth);

  await app.register(openApiRoutes);
  await app.register(systemRoutes, { system });
  await app.register(catalogueRoutes, { catalogue, countryHeader: config.COUNTRY_HEADER, visitorCache });
  await app.register(searchRoutes, { search });
  await app.register(sellersRoutes, { sellers, countryHeader: config.COUNTRY_HEADER });
  await app.register(songsRoutes, { songs });
  await app.register(contactRoutes, { contact, publicUrl: config.PUBLIC_URL });
  await app.register(newsletterRoutes, { newsletter });
  await app.register(sitemapRoutes, { sitemap });
  await app.register(communityRoutes, { community, visitorCache });
  await app.register(accounts.routes);
  await app.register(outboxRoutes, { db });
  await app.register(checkout.routes);
  await app.register(artistSide.routes);
  await app.register(ordersAccount.routes);

  // Without this, /api/anything-unknown would match the pages' catch-all and render HTML.
  const notFound = (): never => {
    throw new AppError('not_found');
  };
  app.all('/', { schema: { hide: true } }, notFound);
  app.all('/*', { schema: { hide: true } }, notFound);
};
