// Wires the box's shop side for api.ts: the offer (priced with the cart's pricing), the gift
// routes and the job that sends a gift's e-mails.
import type { Db } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KeptLinkOrigins } from '../../http/link-origin.ts';
import type { JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createCartFactsRepo, createCartPricingService } from '../cart/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { BOX_GIFT_EMAIL_JOB, createBoxGiftEmailHandler } from './box-gift.service.ts';
import { createBoxOfferService } from './box-offer.service.ts';
import { boxOfferRoutes } from './box-offer.routes.ts';

export interface BoxShopOptions {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  catalogue: Pick<CatalogueService, 'coverUrlsOf'>;
  countryHeader: string;
  linkOrigins: KeptLinkOrigins;
  clock?: (() => Date) | undefined;
}

export function createBoxShop(options: BoxShopOptions) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  const pricing = createCartPricingService({ facts: createCartFactsRepo(db), clock });
  const offer = createBoxOfferService({ db, pricing, covers: options.catalogue, clock });
  const jobHandlers: Record<string, JobHandler> = {
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
    routes: (async (app) => {
      await app.register(boxOfferRoutes({ db, offer, countryHeader: options.countryHeader, clock }));
    }) satisfies FastifyPluginAsyncZod,
  };
}
