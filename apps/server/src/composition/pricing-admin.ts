// Promotions and reference data on the staff side for api.ts (docs/admin.md "Promotions", "Reference
// data"): each part lives with the module that owns its table (cart: promo codes and VAT rates; currency:
// exchange rates; logistics: shipping rates; quote: the cost table), given the audit log and the clock.
import { adminReferenceEndpoints } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../http/endpoint-route.ts';
import type { AuthenticatedUser } from '../http/session-user.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import { addVatRate, cancelVatRate, listVatRates, promoAdminRoutes } from '../modules/cart/index.ts';
import {
  fetchEcbRates,
  fetchEcbXmlOverNetwork,
  listExchangeRatesForStaff,
  setExchangeRate,
} from '../modules/currency/index.ts';
import { cancelShippingRate, listShippingRates, scheduleShippingRate } from '../modules/logistics/index.ts';
import { cancelQuoteCost, listQuoteCosts, scheduleQuoteCost } from '../modules/quote/index.ts';

export interface PricingAdminOptions {
  db: Db;
  clock?: (() => Date) | undefined;
  /** Reads the ECB's daily file (tests give their own); over the network by default. */
  fetchEcbXml?: (() => Promise<string>) | undefined;
}

const actorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.name });

/** The promo-code and reference-data routes, as one plugin for api.ts. */
export function pricingAdminRoutes({ db, clock, fetchEcbXml }: PricingAdminOptions) {
  const now = clock ?? (() => new Date());
  const base = { db, audit: createAuditLog({ db, clock: now }), clock: now };
  const exchange = { ...base, fetchEcbXml: fetchEcbXml ?? fetchEcbXmlOverNetwork };
  const reference = routesOf(adminReferenceEndpoints, {
    vatRates: () => listVatRates(base),
    addVatRate: ({ user, body }) => addVatRate(base, actorOf(user), body),
    cancelVatRate: ({ user, params }) => cancelVatRate(base, actorOf(user), params.id),
    exchangeRates: () => listExchangeRatesForStaff(exchange),
    setExchangeRate: ({ user, params, body }) => setExchangeRate(exchange, actorOf(user), params.currency, body),
    fetchEcbRates: ({ user }) => fetchEcbRates(exchange, actorOf(user)),
    shippingRates: ({ query }) => listShippingRates(base, query),
    scheduleShippingRate: ({ user, body }) => scheduleShippingRate(base, actorOf(user), body),
    cancelShippingRate: ({ user, params }) => cancelShippingRate(base, actorOf(user), params.id),
    quoteCosts: ({ query }) => listQuoteCosts(base, query),
    scheduleQuoteCost: ({ user, body }) => scheduleQuoteCost(base, actorOf(user), body),
    cancelQuoteCost: ({ user, params }) => cancelQuoteCost(base, actorOf(user), params.id),
  });
  return async (app: FastifyInstance) => {
    await app.register(promoAdminRoutes(base));
    await app.register(reference);
  };
}
