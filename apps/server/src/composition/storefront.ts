// The storefront's modules for api.ts: the catalogue with what it shows (projects, currency, songs, community),
// search, the seller pages, and the small public services (contact, newsletter, sitemap, system). Imports
// module faces only.
import { type Database, migrationsApplied } from '@spindle/db';
import type { FastifyInstance } from 'fastify';
import { createChangeSignal, type SignalHandle } from '../cluster/change-signal.ts';
import type { Config } from '../config.ts';
import { readSides } from '../http/read-your-writes.ts';
import type { VisitorReadCache } from '../http/visitor-read-cache.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createCatalogueRepo, catalogueRoutes, createCatalogueService } from '../modules/catalogue/index.ts';
import {
  COMMENT_RATE_LIMIT,
  communityRoutes,
  createCommunityRepo,
  createCommunityService,
} from '../modules/community/index.ts';
import {
  CONTACT_RATE_LIMIT,
  contactRoutes,
  createContactRepo,
  createContactService,
} from '../modules/contact/index.ts';
import { createCurrencyRepo, createCurrencyService } from '../modules/currency/index.ts';
import { recordServerEvent } from '../modules/analytics/index.ts';
import { createNewsletterRepo, createNewsletterService, NEWSLETTER_RATE_LIMIT } from '../modules/newsletter/index.ts';
import { type CatalogueVersion, createStorefrontProjects } from '../modules/projects/index.ts';
import { createSearchRepo, createSearchService, searchRoutes } from '../modules/search/index.ts';
import { createSellerPagesRepo, createSellerPagesService, sellerPagesRoutes } from '../modules/seller-pages/index.ts';
import { shopCodeOf } from '../modules/shops/index.ts';
import { createSitemapRepo, createSitemapService, sitemapRoutes } from '../modules/sitemap/index.ts';
import { createSongsRepo, createSongsService, songsRoutes } from '../modules/songs/index.ts';
import { createSystemRepo, createSystemService } from '../modules/system/index.ts';
import type { RateLimiterFactory } from '../rate-limit/rate-limiter-factory.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

export interface StorefrontOptions {
  database: Database;
  /** A read replica for the catalogue's reads (DATABASE_READ_URL); the primary when absent. */
  readDatabase?: Database;
  config: Pick<Config, 'CONTACT_EMAIL'> & Partial<Pick<Config, 'READ_AFTER_WRITE_MS'>>;
  /** The time read-your-writes compares its cookie with. */
  clock?: () => Date;
  mailer: Mailer;
  rateLimiters: Pick<RateLimiterFactory, 'create'>;
  resolveBuildId: () => Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The storefront's `apiWrites` (moved by every write that succeeds through the API, here or on another
     * instance) seen from the root: the pages' cache (web/page-cache.ts) compares its version.
     */
    storefrontWrites?: SignalHandle;
  }
}

/** The catalogue's read services (lists, project pages, search) on one database: the primary or a replica. */
function catalogueReadsOn(db: Database['db'], commentLimiter: RateLimiter, changes: CatalogueVersion) {
  const currency = createCurrencyService(createCurrencyRepo(db));
  const songs = createSongsService(createSongsRepo(db));
  // Only its reads are used (a project's likes); writes go through the primary's services.
  const community = createCommunityService({ repo: createCommunityRepo(db), commentLimiter });
  const projects = createStorefrontProjects(db, { shopCodeOf }, { changes });
  const catalogue = createCatalogueService({ repo: createCatalogueRepo(db), projects, currency, songs, community });
  return { catalogue, search: createSearchService(createSearchRepo(db), catalogue) };
}

/** The storefront's services, each on its repository. */
export function createStorefront(options: StorefrontOptions) {
  const { database, config, mailer, rateLimiters, resolveBuildId } = options;
  const { db } = database;
  const currency = createCurrencyService(createCurrencyRepo(db));
  const songs = createSongsService(createSongsRepo(db));
  const commentLimiter = rateLimiters.create('comments-user', COMMENT_RATE_LIMIT);
  const community = createCommunityService({
    repo: createCommunityRepo(db),
    commentLimiter,
    // A record added to a wishlist is the first-party add_to_wishlist event (docs/analytics.md).
    onWishAdded: ({ userId, projectId, visitor }) =>
      recordServerEvent(db, { type: 'add_to_wishlist', userId, projectId, ...visitor }),
  });
  // The projects the catalogue lists are projects'; a project page names its shop, which is shops' (decision 0017).
  // Moved by api.ts on every write that succeeds through the API, here or on another instance: the
  // visitors' read cache and the shop's kept totals are dropped with it.
  const apiWrites = createChangeSignal();
  const projects = createStorefrontProjects(db, { shopCodeOf }, { changes: apiWrites });
  const catalogue = createCatalogueService({ repo: createCatalogueRepo(db), projects, currency, songs, community });
  const search = createSearchService(createSearchRepo(db), catalogue);
  const replica = options.readDatabase
    ? catalogueReadsOn(options.readDatabase.db, commentLimiter, apiWrites)
    : undefined;
  const readYourWrites = { windowMs: config.READ_AFTER_WRITE_MS ?? 0, clock: options.clock };
  return {
    apiWrites,
    songs,
    community,
    catalogue,
    search,
    /** Per request: the replica's catalogue, or the primary's for a client that just wrote. */
    catalogueReads: readSides(catalogue, replica?.catalogue, readYourWrites),
    searchReads: readSides(search, replica?.search, readYourWrites),
    sellers: createSellerPagesService({ repo: createSellerPagesRepo(db), catalogue }),
    contact: createContactService({
      repo: createContactRepo(db),
      mailer,
      limiter: rateLimiters.create('contact-ip', CONTACT_RATE_LIMIT),
      staffEmail: config.CONTACT_EMAIL ?? 'hello@spindle.example',
    }),
    newsletter: createNewsletterService({
      repo: createNewsletterRepo(db),
      limiter: rateLimiters.create('newsletter-ip', NEWSLETTER_RATE_LIMIT),
    }),
    sitemap: createSitemapService(createSitemapRepo(db)),
    system: createSystemService({
      repo: createSystemRepo(db),
      databaseKind: database.kind,
      resolveBuildId,
      migrationsApplied: () => migrationsApplied(database),
    }),
  };
}

export type Storefront = ReturnType<typeof createStorefront>;

/** Registers the storefront's routes, in the order the API documents them. */
export async function registerStorefrontRoutes(
  app: FastifyInstance,
  storefront: Storefront,
  options: { config: Pick<Config, 'COUNTRY_HEADER' | 'PUBLIC_URL'>; visitorCache: VisitorReadCache },
): Promise<void> {
  const { config, visitorCache } = options;
  const { catalogueReads, searchReads, sellers, songs, contact, sitemap, community } = storefront;
  await app.register(catalogueRoutes({ catalogueReads, countryHeader: config.COUNTRY_HEADER, visitorCache }));
  await app.register(searchRoutes({ searchReads, visitorCache }));
  await app.register(sellerPagesRoutes({ sellers, countryHeader: config.COUNTRY_HEADER }));
  await app.register(songsRoutes({ songs }));
  await app.register(contactRoutes({ contact, publicUrl: config.PUBLIC_URL }));
  await app.register(sitemapRoutes({ sitemap }));
  await app.register(communityRoutes({ community, visitorCache }));
}
