import type { LocalisedInfoPage } from '../../types.ts';
import { AUDIOTAPE_SERVICE_PAGE } from './audiotape.ts';
import { CD_SERVICE_PAGE } from './cd.ts';
import { CUSTOMER_SERVICE_PAGE } from './customerservice.ts';
import { DEPOSIT_SALES_SERVICE_PAGE } from './deposit-sales.ts';
import { DESIGN_SERVICE_PAGE } from './design.ts';
import { DIGITAL_DISTRIBUTION_SERVICE_PAGE } from './digitaldistribution.ts';
import { DIRECT_PRESSING_SERVICE_PAGE } from './direct-pressing.ts';
import { FULFILLMENT_SERVICE_PAGE } from './fulfillment.ts';
import { MARKETING_SERVICE_PAGE } from './marketing.ts';
import { MASTERING_SERVICE_PAGE } from './mastering.ts';
import { MERCH_SERVICE_PAGE } from './merch.ts';
import { ONDEMAND_SERVICE_PAGE } from './ondemand.ts';
import { PRODUCTION_SERVICE_PAGE } from './production.ts';
import { RETAIL_DISTRIBUTION_SERVICE_PAGE } from './retaildistribution.ts';
import { VINYL_SERVICE_PAGE } from './vinyl.ts';
import { WEBSHOP_SERVICE_PAGE } from './webshop.ts';

/** The service pages under /services/{key} (spec section 2), in the spec's order. */
export const SERVICE_KEYS = [
  'vinyl',
  'merch',
  'design',
  'ondemand',
  'direct-pressing',
  'deposit-sales',
  'retaildistribution',
  'marketing',
  'digitaldistribution',
  'customerservice',
  'audiotape',
  'cd',
  'production',
  'mastering',
  'fulfillment',
  'webshop',
] as const;

/** One service page key, the last segment of /services/{key}. */
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** Whether a path segment names a service page (anything else is a 404). */
export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === 'string' && (SERVICE_KEYS as readonly string[]).includes(value);
}

/** Every service page in every locale, by key. */
export const SERVICE_PAGES: Record<ServiceKey, LocalisedInfoPage> = {
  vinyl: VINYL_SERVICE_PAGE,
  merch: MERCH_SERVICE_PAGE,
  design: DESIGN_SERVICE_PAGE,
  ondemand: ONDEMAND_SERVICE_PAGE,
  'direct-pressing': DIRECT_PRESSING_SERVICE_PAGE,
  'deposit-sales': DEPOSIT_SALES_SERVICE_PAGE,
  retaildistribution: RETAIL_DISTRIBUTION_SERVICE_PAGE,
  marketing: MARKETING_SERVICE_PAGE,
  digitaldistribution: DIGITAL_DISTRIBUTION_SERVICE_PAGE,
  customerservice: CUSTOMER_SERVICE_PAGE,
  audiotape: AUDIOTAPE_SERVICE_PAGE,
  cd: CD_SERVICE_PAGE,
  production: PRODUCTION_SERVICE_PAGE,
  mastering: MASTERING_SERVICE_PAGE,
  fulfillment: FULFILLMENT_SERVICE_PAGE,
  webshop: WEBSHOP_SERVICE_PAGE,
};
