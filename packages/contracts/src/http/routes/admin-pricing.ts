// Promotions and reference data under /api/admin (docs/admin.md "Promotions", "Reference data"): promo
// codes for staff holding `promotions` (team and boss); VAT, exchange and shipping rates and the quote's
// cost table for `money` (boss). Second factor verified; every write audited. The dated rows (VAT,
// shipping, quote costs) are scheduled from a day on and cancelled only before that day (docs/admin.md).
import { defineRoutes } from '../route.ts';

const promotions = { access: 'staff', permission: 'promotions' } as const;
const money = { access: 'staff', permission: 'money' } as const;

export const adminPromotionsRoutes = defineRoutes('adminPromotions', {
  list: { method: 'GET', path: '/admin/promo-codes', ...promotions },
  get: { method: 'GET', path: '/admin/promo-codes/:id', ...promotions, errors: ['not_found'] },
  create: {
    method: 'POST',
    path: '/admin/promo-codes',
    ...promotions,
    status: 201,
    errors: ['promo_code_taken'],
  },
  update: {
    method: 'PUT',
    path: '/admin/promo-codes/:id',
    ...promotions,
    errors: ['not_found', 'promo_code_taken'],
  },
  end: { method: 'POST', path: '/admin/promo-codes/:id/end', ...promotions, errors: ['not_found'] },
});

export const adminReferenceRoutes = defineRoutes('adminReference', {
  vatRates: { method: 'GET', path: '/admin/vat-rates', ...money },
  addVatRate: {
    method: 'POST',
    path: '/admin/vat-rates',
    ...money,
    status: 201,
    errors: ['effective_date_past', 'vat_rate_exists'],
  },
  exchangeRates: { method: 'GET', path: '/admin/exchange-rates', ...money },
  setExchangeRate: { method: 'PUT', path: '/admin/exchange-rates/:currency', ...money },
  fetchEcbRates: { method: 'POST', path: '/admin/exchange-rates/ecb', ...money },
  cancelVatRate: {
    method: 'DELETE',
    path: '/admin/vat-rates/:id',
    ...money,
    errors: ['not_found', 'dated_row_started'],
  },
  shippingRates: { method: 'GET', path: '/admin/shipping-rates', ...money },
  scheduleShippingRate: {
    method: 'POST',
    path: '/admin/shipping-rates',
    ...money,
    status: 201,
    errors: ['not_found', 'effective_date_past', 'dated_row_exists'],
  },
  cancelShippingRate: {
    method: 'DELETE',
    path: '/admin/shipping-rates/:id',
    ...money,
    errors: ['not_found', 'dated_row_started'],
  },
  quoteCosts: { method: 'GET', path: '/admin/quote-costs', ...money },
  scheduleQuoteCost: {
    method: 'POST',
    path: '/admin/quote-costs',
    ...money,
    status: 201,
    errors: ['not_found', 'effective_date_past', 'dated_row_exists'],
  },
  cancelQuoteCost: {
    method: 'DELETE',
    path: '/admin/quote-costs/:id',
    ...money,
    errors: ['not_found', 'dated_row_started'],
  },
});
