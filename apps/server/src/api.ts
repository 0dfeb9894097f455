// The JSON API under /api: wires repositories and services per module, resolves request.user, and
// answers unknown /api paths with 404 JSON (instead of letting them fall through to the pages).
import type { Database } from '@spindle/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerAuthentication } from './http/authentication.ts';
import { csrfCheck } from './http/csrf.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { AppError } from './http/errors.ts';
import { openApiRoutes } from './http/openapi.ts';
import { createMailer } from './mail/mailer.ts';
import { createAccounts, type AccountsConfig } from './modules/account/index.ts';
import {
  countPlacedOrders,
  createCartOrderFacts,
  createCheckoutModule,
  placeBoxDispatchOrder,
  projectIdsBoughtBy,
} from './modules/checkout/index.ts';
import { type BoxShopOptions, createBoxShop } from './modules/boxes/index.ts';
import { createCartShippingFacts } from './modules/logistics/index.ts';
import { countUnreadMessages } from './modules/messaging/index.ts';
import { reviewableOrdersOf } from './modules/reviews/index.ts';
import { createArtistSide } from './composition/artist-side.ts';
import type { JobRegistry } from './jobs/index.ts';
import { createNewsletterSide } from './composition/newsletter.ts';
import { createOrdersAccount } from './composition/orders-account.ts';
import { systemRoutes } from './modules/system/index.ts';
import { outboxRoutes } from './modules/outbox/index.ts';
import { createRateLimiterFactory } from './rate-limit/rate-limiter-factory.ts';
import { createVisitorReadCache, type VisitorReadCache } from './http/visitor-read-cache.ts';
import { type ClusterBus, createClusterBus } from './cluster/cluster-bus.ts';
import type { ChangeSignal } from './cluster/change-signal.ts';
import { ratesSignal } from './modules/currency/index.ts';
import { costTableSignal } from './modules/quote/index.ts';
import { createStorefront, registerStorefrontRoutes } from './composition/storefront.ts';
import { createStaffSide } from './composition/staff-side.ts';
import { createFulfilment } from './composition/fulfilment.ts';
import { createProductionSide } from './composition/production-side.ts';
import { registerBackOffice } from './composition/back-office.ts';
import { createAnalyticsSide } from './composition/analytics.ts';
import { createMessagingSide } from './composition/messaging.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiOptions {
  database: Database;
  /** A read replica for the catalogue's reads (DATABASE_READ_URL); the caller closes it. */
  readDatabase?: Database;
  config: Pick<
    Config,
    | 'COUNTRY_HEADER'
    | 'VISITOR_CACHE_MS'
    | 'READ_AFTER_WRITE_MS'
    | 'PUBLIC_URL'
    | 'developmentOrigin'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'REDIS_URL'
    | 'CONTACT_EMAIL'
  > &
    Partial<Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PUBLISHABLE_KEY'>> &
    Partial<Pick<Config, 'NEWSLETTER_RATE_PER_MINUTE' | 'MAIL_EVENTS_SECRET' | 'DATABASE_DIRECT_URL'>> &
    AccountsConfig;
  resolveBuildId: () => Promise<string>;
  /** The time sessions, e-mail links and accounts read; tests inject one. */
  clock?: () => Date;
  /** Where modules register their background job types (app.ts runs them). */
  jobs?: JobRegistry;
  /** Reads the ECB's daily reference rates (tests give their own); over the network by default. */
  fetchEcbXml?: () => Promise<string>;
  /** Another Stripe API origin (a local stub in tests). */
  stripeApiHost?: string;
  /** True once the instance began shutting down (/api/ready answers 503). */
  isDraining?: () => boolean;
}

/** The counts the user data takes from modules above auth: orders placed (checkout), unread messages (messaging). */
const userDataReaders = (db: Database['db']) => ({
  countPlacedOrders: (userId: number) => countPlacedOrders(db, userId),
  countUnreadMessages: (userId: number) => countUnreadMessages(db, userId),
});

export const apiPlugin: FastifyPluginAsyncZod<ApiOptions> = async (
  app,
  { database, readDatabase, config, resolveBuildId, clock, jobs, fetchEcbXml, stripeApiHost, isDraining = () => false },
) => {
  const { db } = database;
  const { mailer, rateLimiters } = createSharedServices(app, db, config);
  const accounts = createAccounts({
    db,
    config,
    mailer,
    rateLimiters,
    logger: app.log,
    readers: userDataReaders(db),
    clock,
  });
  app.addHook('onClose', async () => {
    await accounts.idle();
    await mailer.close();
    await rateLimiters.close();
  });
  const storefront = createStorefront({ database, readDatabase, config, mailer, rateLimiters, resolveBuildId, clock });
  const checkout = createCheckoutModule({
    db,
    config,
    mailer,
    catalogue: storefront.catalogue,
    shipping: createCartShippingFacts(db),
    logger: app.log,
    clock,
    inject: (o) => app.inject(o),
    ...(stripeApiHost ? { stripeApiHost } : {}),
  });
  jobs?.add(checkout.jobHandlers, checkout.schedules);
  const production = createProductionSide({ db, config, mailer, logger: app.log, clock });
  jobs?.add(production.jobHandlers, production.schedules);
  const artistSide = createArtistSide({
    db,
    config,
    mailer,
    provider: checkout.provider,
    rateLimiters,
    onProjectSucceeded: production.service.onProjectSucceeded,
    clock,
  });
  jobs?.add(artistSide.jobHandlers, artistSide.schedules);
  const ordersAccount = createOrdersAccount({
    db,
    config,
    catalogue: storefront.catalogue,
    provider: checkout.provider,
    productions: production.service.buyerProductionsOf,
    clock,
  });
  const staff = createStaffSide({ db, config, mailer, rateLimiters, projects: artistSide.projects, clock });
  const fulfilment = createFulfilment({ db, config, mailer, logger: app.log, clock });
  jobs?.add(fulfilment.jobHandlers, fulfilment.schedules);

  const bus = await openClusterBus(app, database, config.DATABASE_DIRECT_URL);
  const { apiWrites } = storefront;
  const visitorCache = registerRequestHooks(app, { config, bus, apiWrites }, accounts.auth, staff.secondFactor);
  await app.register(openApiRoutes);
  await app.register(systemRoutes({ system: storefront.system, isDraining }));
  await registerStorefrontRoutes(app, storefront, { config, visitorCache });
  await app.register(accounts.routes);
  await app.register(outboxRoutes({ db }));
  await app.register(checkout.routes);
  await app.register(artistSide.routes);
  await app.register(ordersAccount.routes);
  await app.register(staff.routes);
  await app.register(fulfilment.routes);
  await app.register(production.routes);
  await registerAudienceRoutes(app, {
    ...{ db, config, mailer, rateLimiters, jobs, clock, storefront, artistSide },
    provider: checkout.provider,
  });
  await registerBackOffice(app, {
    ...{ db, config, mailer, logger: app.log, provider: checkout.provider, clock, fetchEcbXml, visitorCache },
    ...{ publicStorage: artistSide.publicStorage, catalogue: storefront.catalogue },
  });
  registerApiNotFound(app);
};

/**
 * The vinyl box's shop side (prices, gifts), the newsletter's campaigns and leaving the list,
 * first-party analytics, and the messages between users (with the uploads' private storage).
 */
async function registerAudienceRoutes(
  app: FastifyInstance,
  options: Pick<ApiOptions, 'config' | 'jobs' | 'clock'> & {
    db: Database['db'];
    mailer: ReturnType<typeof createSharedServices>['mailer'];
    rateLimiters: ReturnType<typeof createSharedServices>['rateLimiters'];
    storefront: Pick<ReturnType<typeof createStorefront>, 'newsletter' | 'catalogue'>;
    provider: BoxShopOptions['provider'];
    artistSide: Pick<ReturnType<typeof createArtistSide>, 'privateStorage'>;
  },
): Promise<void> {
  const { db, config, mailer, rateLimiters, jobs, clock, storefront, artistSide } = options;
  const boxShop = createBoxShop({
    db,
    mailer,
    catalogue: storefront.catalogue,
    countryHeader: config.COUNTRY_HEADER,
    linkOrigins: { publicUrl: config.PUBLIC_URL, developmentOrigin: config.developmentOrigin },
    clock,
    provider: options.provider,
    ports: {
      placeOrder: placeBoxDispatchOrder,
      boughtProjectIds: (userId) => projectIdsBoughtBy(db, userId),
      reviewableOrders: (userId, shopOrderIds) =>
        reviewableOrdersOf({ db, covers: (rows) => storefront.catalogue.coverUrlsOf(rows) }, userId, shopOrderIds),
    },
    orderFacts: createCartOrderFacts(db),
    shippingFacts: createCartShippingFacts(db),
  });
  jobs?.add(boxShop.jobHandlers, boxShop.schedules);
  await app.register(boxShop.routes);
  const newsletterSide = createNewsletterSide({ db, config, mailer, newsletter: storefront.newsletter, clock });
  jobs?.add(newsletterSide.jobHandlers);
  await app.register(newsletterSide.routes);
  await app.register(createAnalyticsSide({ db, rateLimiters, secureCookies: config.isProduction }).routes);
  const { privateStorage } = artistSide;
  const messaging = createMessagingSide({ db, config, mailer, privateStorage, logger: app.log, clock });
  jobs?.add(messaging.jobHandlers, messaging.schedules);
  await app.register(messaging.routes);
}

/** Shared by every module: one mailer (the outbox, SMTP when configured) and one rate-limit store. */
function createSharedServices(app: FastifyInstance, db: Database['db'], config: ApiOptions['config']) {
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
  return { mailer, rateLimiters };
}

/** Topics of the cluster bus (cluster/cluster-bus.ts; docs/scaling.md). */
export const CLUSTER_TOPICS = {
  visitorCache: 'visitor-cache',
  currencyRates: 'currency-rates',
  quoteCosts: 'quote-costs',
} as const;

/**
 * The bus to the other instances on this database, with the process-wide caches bridged onto it: a
 * staff change of the exchange rates or of the quote's cost table here is heard there.
 */
async function openClusterBus(app: FastifyInstance, database: Database, listenUrl?: string): Promise<ClusterBus> {
  const bus = createClusterBus(database, app.log, listenUrl);
  await bus.ready();
  const bridges = [
    bridgeSignal(app, bus, CLUSTER_TOPICS.currencyRates, ratesSignal),
    bridgeSignal(app, bus, CLUSTER_TOPICS.quoteCosts, costTableSignal),
  ];
  app.addHook('onClose', async () => {
    for (const stop of bridges) stop();
    await bus.close();
  });
  return bus;
}

function bridgeSignal(app: FastifyInstance, bus: ClusterBus, topic: string, signal: ChangeSignal): () => void {
  const stopHearing = bus.subscribe(topic, () => signal.changedElsewhere());
  const stopTelling = signal.onChange(() => publishOrLog(app, bus, topic));
  return () => {
    stopHearing();
    stopTelling();
  };
}

function publishOrLog(app: FastifyInstance, bus: ClusterBus, topic: string): void {
  bus.publish(topic).catch((err: unknown) => app.log.warn({ err, topic }, 'cluster bus publish failed'));
}

/**
 * The hooks every API request goes through: the visitor cache's invalidation, CSRF, the NUL guard and
 * the session. Returns the visitors' read cache: catalogue reads kept a few seconds, emptied on every
 * instance (the cluster bus) by any write that succeeds anywhere in the API (an order taking stock, a
 * project edited, a comment). The same writes move `apiWrites` here and on every other instance.
 */
function registerRequestHooks(
  app: FastifyInstance,
  { config, bus, apiWrites }: { config: ApiOptions['config']; bus: ClusterBus; apiWrites: ChangeSignal },
  auth: Parameters<typeof registerAuthentication>[1],
  secondFactor: Parameters<typeof registerAuthentication>[2],
): VisitorReadCache {
  const visitorCache = createVisitorReadCache({ ttlMs: config.VISITOR_CACHE_MS ?? 0 });
  const stopHearing = bus.subscribe(CLUSTER_TOPICS.visitorCache, () => {
    visitorCache.clear();
    apiWrites.changedElsewhere();
  });
  const stopTelling = apiWrites.onChange(() => {
    visitorCache.clear();
    publishOrLog(app, bus, CLUSTER_TOPICS.visitorCache);
  });
  app.addHook('onClose', (_instance, done) => {
    stopHearing();
    stopTelling();
    done();
  });
  registerWriteSignal(app, () => apiWrites.changed());
  app.storefrontWrites?.follow(apiWrites);
  registerTextGuard(app);
  // CSRF first, then the session, in one hook.
  const authenticate = registerAuthentication(app, auth, secondFactor, csrfCheck({ publicUrl: config.PUBLIC_URL }));
  app.inProcessEndpoints?.useAuthentication(authenticate);
  return visitorCache;
}

/**
 * Calls `changed` once a write (any method but GET, HEAD, OPTIONS) answered below 400, for the routes
 * registered on `app` from now on. Only routes that answer a write method get the onResponse hook,
 * decided once as each route registers: a read route's request, the most frequent, runs one hook fewer.
 */
export function registerWriteSignal(app: FastifyInstance, changed: () => void): void {
  const markWrite = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) changed();
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READ_METHODS.has(method))) return;
    const own = route.onResponse;
    route.onResponse = own === undefined ? [markWrite] : [...(Array.isArray(own) ? own : [own]), markWrite];
  });
}

/** Without this, /api/anything-unknown would match the pages' catch-all and render HTML. */
function registerApiNotFound(app: FastifyInstance): void {
  const notFound = (): never => {
    throw new AppError('not_found');
  };
  app.all('/', { schema: { hide: true } }, notFound);
  app.all('/*', { schema: { hide: true } }, notFound);
}
