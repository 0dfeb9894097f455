// Wires "cart to paid order": pricing, the cart calls, checkout (pay/confirm), the payment provider
// chosen by configuration, its webhooks and the confirmation effects. api.ts creates it once and
// registers `routes`.
import { paymentsRoutes as paymentsRouteTable } from '@spindle/contracts/http';
import type { Db } from '@spindle/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createCartBoxFacts } from '../boxes/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import {
  type CartPorts,
  type CartShippingFacts,
  createCartFactsRepo,
  createCartPricingService,
  createCartRepo,
  cartRoutes,
  createCartService,
} from '../cart/index.ts';
import {
  paymentsRoutes,
  createDatabaseTestProviderStore,
  createDatabaseWebhookDeliveryStore,
  createConfiguredProvider,
  createRedeliverWebhooksHandler,
  REDELIVER_WEBHOOKS_JOB,
  REDELIVER_WEBHOOKS_SCHEDULE,
  createPaymentsService,
  type PaymentsConfig,
  type WebhookDeliveryStore,
} from '../payments/index.ts';
import { createCartOrderFacts } from './cart-order-facts.ts';
import { createAfterConfirm } from './checkout-effects.ts';
import { createCheckoutService } from './checkout.service.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { createOrderSettlement } from './order-confirmation.ts';
import { createOrdersRepo } from './orders.repo.ts';
import {
  createReconcilePaymentsHandler,
  RECONCILE_PAYMENTS_JOB,
  RECONCILE_PAYMENTS_SCHEDULE,
} from './reconcile-payments-job.ts';
import {
  createReleaseReservationsHandler,
  RELEASE_RESERVATIONS_JOB,
  RELEASE_RESERVATIONS_SCHEDULE,
} from './release-reservations-job.ts';

/** The path the test provider delivers its webhooks to (in-process, through app.inject). */
export const TEST_WEBHOOK_PATH = `/api${paymentsRouteTable.testWebhook.path}`;
/** A webhook delivery that takes longer is a failure (the provider retries). */
const WEBHOOK_DELIVERY_TIMEOUT_MS = 10_000;

export interface CheckoutModuleOptions {
  db: Db;
  config: PaymentsConfig & Pick<Config, 'COUNTRY_HEADER'> & Partial<Pick<Config, 'PUBLIC_URL' | 'developmentOrigin'>>;
  mailer: Pick<Mailer, 'send'>;
  catalogue: Pick<CatalogueService, 'cardsOf'>;
  /** What cart pricing reads of the shipping tables and partners' stock: logistics', given by api.ts. */
  shipping: CartShippingFacts;
  logger: FastifyInstance['log'];
  /** Injects a request into this server: how the test provider delivers its webhooks. */
  inject: (options: InjectOptions) => Promise<{ statusCode: number }>;
  clock?: (() => Date) | undefined;
  /** Tests point the Stripe SDK at a local stub. */
  stripeApiHost?: string;
}

/**
 * The provider chosen by configuration. The test provider keeps its payments and webhook deliveries in
 * the database and delivers to our own webhook route, with a timeout.
 */
function createProvider(options: CheckoutModuleOptions, webhookStore: WebhookDeliveryStore) {
  const { logger } = options;
  return createConfiguredProvider(options.config, {
    store: createDatabaseTestProviderStore(options.db),
    webhookStore,
    deliver: async (rawBody, headers) => {
      const timeout = new Promise<{ statusCode: number }>((_resolve, reject) => {
        setTimeout(() => reject(new Error('webhook delivery timed out')), WEBHOOK_DELIVERY_TIMEOUT_MS).unref();
      });
      const delivered = options.inject({ method: 'POST', url: TEST_WEBHOOK_PATH, payload: rawBody, headers });
      return Promise.race([delivered, timeout]);
    },
    onWebhookGiveUp: (event, lastError) => logger.error({ eventId: event.id, lastError }, 'payment webhook given up'),
    onWebhookStoreError: (err) => logger.warn({ err }, 'payment webhook attempt left to the redelivery job'),
    ...(options.stripeApiHost ? { stripeApiHost: options.stripeApiHost } : {}),
  });
}

export function createCheckoutModule(options: CheckoutModuleOptions) {
  const { db, config, logger } = options;
  const clock = options.clock ?? (() => new Date());
  // What the cart knows of orders is checkout's and of the box boxes': given to the cart here (both sit
  // above it); the shipping tables are logistics', which sits above checkout: api.ts gives them.
  const cartPorts: CartPorts = {
    orders: createCartOrderFacts(db),
    boxes: createCartBoxFacts(db),
    shipping: options.shipping,
  };
  const pricing = createCartPricingService({ facts: createCartFactsRepo(db, cartPorts), clock });
  const carts = createCartRepo(db, cartPorts);
  const orders = createOrdersRepo(db);
  const webhookStore = createDatabaseWebhookDeliveryStore(db);
  const provider = createProvider(options, webhookStore);
  const afterConfirm = createAfterConfirm({
    orders,
    mailer: options.mailer,
    provider,
    linkOrigins: { publicUrl: config.PUBLIC_URL, developmentOrigin: config.developmentOrigin },
    clock,
    logger,
  });
  const checkout = createCheckoutService({
    db,
    orders,
    carts,
    pricing,
    provider,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    clock,
    afterConfirm,
    logger,
  });
  const payments = createPaymentsService({
    db,
    provider,
    clock,
    settlement: createOrderSettlement(afterConfirm),
    logger,
  });
  const cart = createCartService({ repo: carts, pricing, catalogue: options.catalogue, clock });

  const jobHandlers: Record<string, JobHandler> = {
    [RELEASE_RESERVATIONS_JOB]: createReleaseReservationsHandler({
      db,
      clock,
      payments: {
        kind: provider.kind,
        settleExpired: (providerRef) => payments.reconcilePayment(providerRef, { cancelIfOpen: true }),
      },
    }),
    [RECONCILE_PAYMENTS_JOB]: createReconcilePaymentsHandler({
      orders,
      clock,
      providerKind: provider.kind,
      reconcile: (providerRef, reconcileOptions) => payments.reconcilePayment(providerRef, reconcileOptions),
    }),
    [REDELIVER_WEBHOOKS_JOB]: createRedeliverWebhooksHandler({
      provider,
      purgeFinished: (nowMs) => webhookStore.purgeFinished(nowMs),
      clock,
    }),
  };

  return {
    cart,
    checkout,
    payments,
    provider,
    /** The release of expired holds, the reconciliation of payments and the webhooks' redelivery, for the job runner. */
    jobHandlers,
    schedules: [RELEASE_RESERVATIONS_SCHEDULE, RECONCILE_PAYMENTS_SCHEDULE, REDELIVER_WEBHOOKS_SCHEDULE],
    /** The cart calls, cart/pay, cart/confirm and the payment webhooks. */
    routes: (async (app) => {
      await app.register(cartRoutes({ cart, countryHeader: config.COUNTRY_HEADER }));
      await app.register(
        checkoutRoutes({ checkout, countryHeader: config.COUNTRY_HEADER, publicUrl: config.PUBLIC_URL }),
      );
      await app.register(paymentsRoutes, { payments });
    }) satisfies FastifyPluginAsyncZod,
  };
}

export type CheckoutModule = ReturnType<typeof createCheckoutModule>;
