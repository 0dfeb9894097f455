// The back office's routes in one place for api.ts (docs/admin.md): staff people, orders and refunds,
// statistics, sellers, promotions and reference data, reviews' moderation with the buyers' reviews, and
// the catalogue's curation. Each side composes its module from the owners' faces; this registers them.
import type { Db } from '@spindle/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { StorageConfig } from '../storage/create-file-storage.ts';
import type { VisitorReadCache } from '../http/visitor-read-cache.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CatalogueService } from '../modules/catalogue/index.ts';
import type { PaymentProvider } from '../modules/payments/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createCurationSide } from './curation.ts';
import { pricingAdminRoutes } from './pricing-admin.ts';
import { createReviewsSide } from './reviews.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import { createUserDirectory } from '../modules/auth/index.ts';
import { createReturnsModule } from '../modules/returns/index.ts';
import { createStaffOrdersSide } from './staff-orders.ts';
import { createStaffPeopleSide } from './staff-people.ts';
import { createStaffSellersSide } from './staff-sellers.ts';
import { createStatisticsSide } from './statistics.ts';

export interface BackOfficeOptions {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'developmentOrigin'> & StorageConfig;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  provider: PaymentProvider | null;
  publicStorage: FileStorage;
  catalogue: Pick<CatalogueService, 'coverUrlsOf'>;
  visitorCache: VisitorReadCache | undefined;
  clock?: (() => Date) | undefined;
  /** Reads the ECB's daily reference rates (tests give their own); over the network by default. */
  fetchEcbXml?: (() => Promise<string>) | undefined;
}

/** Registers every back-office side's routes on the API. */
export async function registerBackOffice(app: FastifyInstance, options: BackOfficeOptions): Promise<void> {
  const { db, config, mailer, logger, provider, publicStorage, catalogue, visitorCache, clock, fetchEcbXml } = options;
  await app.register(createStaffPeopleSide({ db, config, mailer, clock }).routes);
  await app.register(createStaffOrdersSide({ db, config, mailer, provider, logger, clock }).routes);
  await app.register(createStatisticsSide({ db, clock }).routes);
  await app.register(createStaffSellersSide({ db, publicStorage, clock }).routes);
  await app.register(pricingAdminRoutes({ db, clock, fetchEcbXml }));
  await app.register(createReviewsSide({ db, catalogue, clock }).routes(visitorCache));
  await app.register(createCurationSide({ db, config, clock }).routes);
  await app.register(
    createReturnsModule({
      db,
      users: createUserDirectory(db),
      mailer,
      audit: createAuditLog({ db, ...(clock ? { clock } : {}) }),
      linkOrigins: { publicUrl: config.PUBLIC_URL, developmentOrigin: config.developmentOrigin },
      clock,
    }).routes,
  );
}
