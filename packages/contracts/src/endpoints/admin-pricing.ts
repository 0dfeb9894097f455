import { adminIdParamsSchema } from '../admin.ts';
import {
  datedRowCancelledSchema,
  ecbFetchResultSchema,
  exchangeRateInputSchema,
  exchangeRateParamsSchema,
  exchangeRateRowSchema,
  exchangeRatesPageSchema,
  promoCodeDetailSchema,
  promoCodeInputSchema,
  promoCodeSchema,
  promoCodesPageSchema,
  promoCodesQuerySchema,
  quoteCostCellSchema,
  quoteCostScheduleSchema,
  quoteCostsPageSchema,
  quoteCostsQuerySchema,
  shippingRateScheduleSchema,
  shippingRateRowSchema,
  shippingRatesPageSchema,
  shippingRatesQuerySchema,
  vatRateInputSchema,
  vatRateRowSchema,
  vatRatesPageSchema,
} from '../admin-pricing.ts';
import { adminPromotionsRoutes, adminReferenceRoutes } from '../http/routes/admin-pricing.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['admin'];

export const adminPromotionsEndpoints = defineEndpoints(adminPromotionsRoutes, {
  list: {
    tags,
    summary: 'Promo codes with their state and use counts, filtered, sorted and paged',
    query: promoCodesQuerySchema,
    response: promoCodesPageSchema,
  },
  get: {
    tags,
    summary: 'A promo code and its history of staff changes',
    params: adminIdParamsSchema,
    response: promoCodeDetailSchema,
  },
  create: { tags, summary: 'A new promo code', body: promoCodeInputSchema, response: promoCodeSchema },
  update: {
    tags,
    summary: 'Change a promo code (the values before are kept in its history)',
    params: adminIdParamsSchema,
    body: promoCodeInputSchema,
    response: promoCodeSchema,
  },
  end: {
    tags,
    summary: 'End a promo code now: carts refuse it from this instant',
    params: adminIdParamsSchema,
    response: promoCodeSchema,
  },
});

export const adminReferenceEndpoints = defineEndpoints(adminReferenceRoutes, {
  vatRates: {
    tags,
    summary: 'EU VAT rates: today’s, the next scheduled, and every dated row',
    response: vatRatesPageSchema,
  },
  addVatRate: {
    tags,
    summary: 'A country’s VAT rate from a day on (today or later, Paris calendar)',
    body: vatRateInputSchema,
    response: vatRateRowSchema,
  },
  cancelVatRate: {
    tags,
    summary: 'Cancel a VAT rate scheduled for a later day',
    params: adminIdParamsSchema,
    response: datedRowCancelledSchema,
  },
  exchangeRates: {
    tags,
    summary: 'Exchange rates with their day and source, and their history',
    response: exchangeRatesPageSchema,
  },
  setExchangeRate: {
    tags,
    summary: 'A rate typed by hand for a day',
    params: exchangeRateParamsSchema,
    body: exchangeRateInputSchema,
    response: exchangeRateRowSchema,
  },
  fetchEcbRates: {
    tags,
    summary: 'Read the European Central Bank’s reference rates of the day and store them',
    response: ecbFetchResultSchema,
  },
  shippingRates: {
    tags,
    summary: 'Shipping rates per partner, destination and weight bracket: in force today and scheduled',
    query: shippingRatesQuerySchema,
    response: shippingRatesPageSchema,
  },
  scheduleShippingRate: {
    tags,
    summary: 'A bracket’s prices from a day on (today or later, Paris calendar)',
    body: shippingRateScheduleSchema,
    response: shippingRateRowSchema,
  },
  cancelShippingRate: {
    tags,
    summary: 'Cancel a shipping rate scheduled for a later day',
    params: adminIdParamsSchema,
    response: datedRowCancelledSchema,
  },
  quoteCosts: {
    tags,
    summary: 'The pressing quote’s cost table per plant, line and tier: in force today and scheduled',
    query: quoteCostsQuerySchema,
    response: quoteCostsPageSchema,
  },
  scheduleQuoteCost: {
    tags,
    summary: 'A cell of the cost table from a day on (today or later, Paris calendar)',
    body: quoteCostScheduleSchema,
    response: quoteCostCellSchema,
  },
  cancelQuoteCost: {
    tags,
    summary: 'Cancel a cost cell scheduled for a later day',
    params: adminIdParamsSchema,
    response: datedRowCancelledSchema,
  },
});
