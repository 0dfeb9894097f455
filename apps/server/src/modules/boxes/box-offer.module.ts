// Wires the box's shop side for api.ts: the offer (priced with the cart's pricing), the gift
// routes and the job that sends a gift's e-mails; the monthly cycle (its daily job, the subscriber's
// and the staff's routes).
import type { Db } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KeptLinkOrigins } from '../../http/link-origin.ts';
import type { JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  createCartFactsRepo,
  createCartPricingService,
  type CartOrderFacts,
  type CartShippingFacts,
} from '../cart/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { BOX_GIFT_EMAIL_JOB, createBoxGiftEmailHandler } from './box-gift.service.ts';
import { createCartBoxFacts } from './cart-box-facts.ts';
import { BOX_CYCLE_JOB, BOX_CYCLE_SCHEDULE, createBoxCycleHandler } from './box-cycle.job.ts';
import type { BoxCycleDeps, BoxCyclePorts } from './box-cycle.deps.ts';
import { boxCycleRoutes } from './box-cycle.routes.ts';
import { createBoxOfferService } from './box-offer.service.ts';
import { boxOfferRoutes } from './box-offer.routes.ts';

export interface BoxShopOptions {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  catalogue: Pick<CatalogueService, 'coverUrlsOf'>;
  countryHeader: string;
  linkOrigins: KeptLinkOrigins;
  clock?: (() => Date) | undefined;
  /** The provider that charges monthly boxes with the saved card (null: payments are not configured). */
  provider: BoxCycleDeps['provider'];
  /** Checkout's side of the cycle, given at composition. */
  ports: BoxCyclePorts;
  /** What the offer's cart pricing knows of orders: checkout's, given at composition. */
  orderFacts: CartOrderFacts;
  /** What it reads of the shipping tables and partners' stock: logistics', given at composition. */
  shippingFacts: CartShippingFacts;
}

export function createBoxShop(options: BoxShopOptions) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  const facts = createCartFactsRepo(db, {
    orders: options.orderFacts,
    shipping: options.shippingFacts,
    boxes: createCartBoxFacts(db),
  });
  const pricing = createCartPricingService({ facts, clock });
  const offer = createBoxOfferService({ db, pricing, covers: options.catalogue, clock });
  const cycle: BoxCycleDeps = {
    db,
    mailer: options.mailer,
    provider: options.provider,
    ports: options.ports,
    covers: options.catalogue,
    linkOrigins: options.linkOrigins,
    clock,
  };
  const jobHandlers: Record<string, JobHandler> = {
    [BOX_CYCLE_JOB]: createBoxCycleHandler(cycle),
    [BOX_GIFT_EMAIL_JOB]: createBoxGiftEmailHandler({
      db,
      mailer: options.mailer,
      linkOrigins: options.linkOrigins,
      clock,
    }),
  };
  return {
    offer,
    jobHandlers,
    schedules: [BOX_CYCLE_SCHEDULE],
    routes: (async (app) => {
      await app.register(boxOfferRoutes({ db, offer, countryHeader: options.countryHeader, clock }));
      await app.register(boxCycleRoutes(cycle));
    }) satisfies FastifyPluginAsyncZod,
  };
}
