// Composes the buyer's side of the account from two modules, my-orders (orders, invoices,
// cancellation) and library (boxes, digital purchases, cards, lists) (docs/accounts.md, "Orders,
// boxes, digital purchases"): api.ts calls createOrdersAccount once and registers `routes` inside
// the /api plugin.
import type { Db } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { createFileStorage, type StorageConfig } from '../storage/create-file-storage.ts';
import type { CatalogueService } from '../modules/catalogue/index.ts';
import {
  createDownloadLinks,
  createLibraryRepo,
  createLibraryService,
  libraryRoutes,
} from '../modules/library/index.ts';
import {
  createMyOrdersRepo,
  createMyOrdersService,
  myOrdersRoutes,
  type MyOrdersDeps,
} from '../modules/my-orders/index.ts';
import type { PaymentProvider } from '../modules/payments/index.ts';
import { createPrivateFileStorage } from '../modules/uploads/index.ts';

export interface OrdersAccountDeps {
  db: Db;
  config: Pick<Config, 'SESSION_SECRET' | 'COUNTRY_HEADER' | 'STRIPE_PUBLISHABLE_KEY'> & StorageConfig;
  catalogue: Pick<CatalogueService, 'coverUrlsOf' | 'cardsOf'>;
  /** The payments module's provider (refunds, saved cards); null while payments are not wired. */
  provider: PaymentProvider | null;
  /** Each pre-order's pressing stage and ship date (production's), shown on the order page. */
  productions?: MyOrdersDeps['productions'];
  clock?: () => Date;
}

export function createOrdersAccount(deps: OrdersAccountDeps) {
  const { db, config, catalogue, provider, clock = () => new Date() } = deps;
  const repo = createMyOrdersRepo(db);
  const covers = (rows: readonly { id: number; picture: string | null }[]) => catalogue.coverUrlsOf(rows);
  const orders = createMyOrdersService({
    repo,
    provider,
    covers,
    clock,
    ...(deps.productions ? { productions: deps.productions } : {}),
  });
  const library = createLibraryService({
    repo: createLibraryRepo(db),
    covers,
    cards: (rows, viewer, currency) => catalogue.cardsOf(rows, viewer, currency),
    links: createDownloadLinks(config.SESSION_SECRET, clock),
    storage: { public: createFileStorage(config), private: createPrivateFileStorage(config) },
    provider,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(myOrdersRoutes({ orders, repo }));
    await app.register(libraryRoutes({ library, countryHeader: config.COUNTRY_HEADER }));
  };
  return { routes, orders, library };
}
