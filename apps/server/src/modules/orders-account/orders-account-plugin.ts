// Wires the customer's orders and library (docs/accounts.md, "Orders, boxes, digital purchases"):
// api.ts calls createOrdersAccount once and registers `routes` inside the /api plugin.
import type { Db } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createFileStorage, type StorageConfig } from '../../storage/create-file-storage.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { createPrivateFileStorage } from '../uploads/index.ts';
import { createDownloadLinks } from './download-links.ts';
import { createLibraryRepo } from './library.repo.ts';
import { libraryRoutes } from './library.routes.ts';
import { createLibraryService } from './library.service.ts';
import { createOrdersAccountRepo } from './orders-account.repo.ts';
import { ordersAccountRoutes } from './orders-account.routes.ts';
import { createOrdersAccountService } from './orders-account.service.ts';

export interface OrdersAccountDeps {
  db: Db;
  config: Pick<Config, 'SESSION_SECRET' | 'COUNTRY_HEADER'> & StorageConfig;
  catalogue: Pick<CatalogueService, 'coverUrlsOf' | 'cardsOf'>;
  /** The payments module's provider (refunds, saved cards); null while payments are not wired. */
  provider: PaymentProvider | null;
  clock?: () => Date;
}

export function createOrdersAccount({ db, config, catalogue, provider, clock = () => new Date() }: OrdersAccountDeps) {
  const repo = createOrdersAccountRepo(db);
  const covers = (rows: readonly { id: number; picture: string | null }[]) => catalogue.coverUrlsOf(rows);
  const orders = createOrdersAccountService({ repo, provider, covers, clock });
  const library = createLibraryService({
    repo: createLibraryRepo(db),
    covers,
    cards: (rows, viewer, currency) => catalogue.cardsOf(rows, viewer, currency),
    links: createDownloadLinks(config.SESSION_SECRET, clock),
    storage: { public: createFileStorage(config), private: createPrivateFileStorage(config) },
    provider,
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(ordersAccountRoutes, { orders, repo });
    await app.register(libraryRoutes, { library, countryHeader: config.COUNTRY_HEADER });
  };
  return { routes, orders, library };
}
