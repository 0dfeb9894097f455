// Logistics partners, the zone (warehouse) each belongs to (spec section 3), the destination zones
// of the rate table, and each partner's fees. The db seed loads these; admins edit them.
import { EU_COUNTRY_CODES } from './vat.ts';

/** Logistics partners by zone, as the spec lists them ({product} is spindle). */
export const LOGISTICS_ZONES = {
  FR: ['daudin', 'bigblue', 'pias', 'spindle', 'sna', 'fnac'],
  US: ['whiplash', 'lita', 'amped'],
  GB: ['whiplash_uk', 'rom'],
  DE: ['rom_de'],
  ES: ['altafonte'],
  CA: ['shipehype'],
  AU: ['mgm'],
  HK: ['cbip'],
  site: ['site', 'all'],
  distrib: ['distrib', 'preorder'],
} as const;

/** A logistics zone: a warehouse country, or the site and distribution pseudo-zones. */
export type LogisticsZone = keyof typeof LOGISTICS_ZONES;

/** A logistics partner key. */
export type LogisticsPartner = (typeof LOGISTICS_ZONES)[LogisticsZone][number];

/** Every logistics partner, in the spec's order (also the tie-break order when two cost the same). */
export const LOGISTICS_PARTNERS: readonly LogisticsPartner[] = Object.values(LOGISTICS_ZONES).flat();

/** The zone a partner belongs to. */
export function logisticsZoneOf(partner: LogisticsPartner): LogisticsZone {
  const entry = Object.entries(LOGISTICS_ZONES).find(([, partners]) =>
    (partners as readonly string[]).includes(partner),
  );
  if (!entry) throw new RangeError(`unknown logistics partner ${partner}`);
  return entry[0] as LogisticsZone;
}

/** Whether a string is a logistics partner key. */
export function isLogisticsPartner(value: unknown): value is LogisticsPartner {
  return typeof value === 'string' && (LOGISTICS_PARTNERS as readonly string[]).includes(value);
}

/**
 * Destination zones of the rate table; a rate row names a country code (upper case) or one of these.
 * `world` holds every country not in another zone.
 */
export const SHIPPING_DESTINATION_ZONES = {
  eu: EU_COUNTRY_CODES,
  europe: [
    'GB',
    'CH',
    'NO',
    'IS',
    'LI',
    'MC',
    'AD',
    'SM',
    'VA',
    'GI',
    'FO',
    'GG',
    'JE',
    'IM',
    'RS',
    'BA',
    'ME',
    'MK',
    'AL',
    'UA',
    'MD',
    'TR',
  ],
  north_america: ['US', 'CA', 'MX'],
  asia_pacific: ['AU', 'NZ', 'JP', 'KR', 'CN', 'HK', 'MO', 'TW', 'SG', 'PH', 'MY', 'TH', 'ID', 'VN', 'IN'],
  world: [],
} as const satisfies Record<string, readonly string[]>;

/** A destination zone key of the rate table. */
export type ShippingDestinationZone = keyof typeof SHIPPING_DESTINATION_ZONES;

/** The destination zone of a country: its own zone, else world. */
export function destinationZoneOf(countryCode: string): ShippingDestinationZone {
  const code = countryCode.toUpperCase();
  for (const [zone, countries] of Object.entries(SHIPPING_DESTINATION_ZONES)) {
    if ((countries as readonly string[]).includes(code)) return zone as ShippingDestinationZone;
  }
  return 'world';
}

/** A partner's cost parameters (BUSINESS-RULES "Shipping"): percentages in basis points, fees in EUR cents. */
export interface LogisticsPartnerFees {
  partner: LogisticsPartner;
  fuelSurchargeBp: number;
  securityFeeMinor: number;
  packingMinor: number;
  pickingPerInsertMinor: number;
  marginBp: number;
}

const fees = (
  partner: LogisticsPartner,
  fuelSurchargeBp: number,
  securityFeeMinor: number,
  packingMinor: number,
  pickingPerInsertMinor: number,
  marginBp: number,
): LogisticsPartnerFees => ({
  partner,
  fuelSurchargeBp,
  securityFeeMinor,
  packingMinor,
  pickingPerInsertMinor,
  marginBp,
});

/** Seed fees of every partner (realistic 2025 figures of our choosing; admins edit them). */
export const LOGISTICS_PARTNER_FEES: readonly LogisticsPartnerFees[] = [
  fees('daudin', 1200, 25, 95, 15, 800),
  fees('bigblue', 1000, 0, 120, 20, 700),
  fees('pias', 1350, 25, 110, 18, 800),
  fees('spindle', 1200, 25, 90, 15, 500),
  fees('sna', 1400, 25, 100, 15, 800),
  fees('fnac', 1500, 30, 130, 25, 1000),
  fees('whiplash', 1650, 0, 125, 25, 800),
  fees('lita', 1650, 0, 140, 30, 1000),
  fees('amped', 1700, 0, 135, 30, 1000),
  fees('whiplash_uk', 1100, 20, 115, 22, 800),
  fees('rom', 1050, 20, 105, 20, 800),
  fees('rom_de', 900, 0, 100, 18, 800),
  fees('altafonte', 1100, 0, 105, 20, 900),
  fees('shipehype', 1800, 0, 140, 30, 1000),
  fees('mgm', 1500, 0, 130, 25, 1000),
  fees('cbip', 1300, 0, 85, 15, 800),
  fees('site', 1200, 25, 90, 15, 500),
  fees('all', 1200, 25, 90, 15, 500),
  fees('distrib', 1200, 25, 100, 15, 600),
  fees('preorder', 1200, 25, 100, 15, 600),
];
