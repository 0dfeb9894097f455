// Shipment tracking links (spec sections 3, 8 and 9): carrier tracking pages for buyers and
// logistician back-office order pages for staff.

/** What trackingLink returns for an unknown carrier or an empty number (spec section 8: a placeholder). */
export const TRACKING_LINK_PLACEHOLDER = '#';

/** Public tracking page of each carrier code (lower case), {number} replaced by the tracking number. */
export const CARRIER_TRACKING_TEMPLATES = {
  imx: 'https://suivi.imxpostal.fr/colis/suivi/{number}/html/',
  // Colissimo (col) and La Poste Lettre suivie (lts) share La Poste's tracking page.
  col: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  lts: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  mdr: 'https://www.mondialrelay.fr/suivi-de-colis?codeMarque=F2&nexp={number}',
  gls: 'https://gls-group.eu/FR/fr/suivi-colis?match={number}',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
  ups: 'https://www.ups.com/track?tracknum={number}',
  schenker: 'https://www.dbschenker.com/app/tracking-public/?refNumber={number}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  dachser: 'https://elogistics.dachser.com/shp2/?search={number}',
  tnt: 'https://www.tnt.com/express/en_gb/site/shipping-tools/tracking.html?searchType=con&cons={number}',
} as const;

/** A carrier with a known tracking page. */
export type TrackingCarrier = keyof typeof CARRIER_TRACKING_TEMPLATES;

/** Back-office order page of each logistician, {id} replaced by the logistician's order id. */
export const LOGISTICIAN_ORDER_TEMPLATES = {
  daudin: 'https://extranet.daudin.fr/commandes/{id}',
  bigblue: 'https://app.bigblue.co/orders/{id}',
  whiplash: 'https://www.getwhiplash.com/orders/{id}',
  cbip: 'https://portal.cbip.com.hk/orders/{id}',
} as const;

/** A logistician with a known order page. */
export type LogisticianWithOrderLink = keyof typeof LOGISTICIAN_ORDER_TEMPLATES;

function hasKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}

/** The carrier's name as people know it, for each carrier code (brand names: the same in every language). */
export const CARRIER_NAMES: Readonly<Record<TrackingCarrier, string>> = {
  imx: 'IMX',
  col: 'Colissimo',
  lts: 'Lettre suivie',
  mdr: 'Mondial Relay',
  gls: 'GLS',
  dhl: 'DHL',
  ups: 'UPS',
  schenker: 'DB Schenker',
  fedex: 'FedEx',
  dachser: 'Dachser',
  tnt: 'TNT',
};

/**
 * What partners' tracking files and staff write for a carrier, compared without case, accents, spaces
 * or punctuation, mapped to our carrier code ('Colissimo' and 'La Poste' are col, 'Mondial Relay' mdr).
 */
const CARRIER_ALIASES: Readonly<Record<string, TrackingCarrier>> = {
  colissimo: 'col',
  laposte: 'col',
  lettresuivie: 'lts',
  mondialrelay: 'mdr',
  dhlexpress: 'dhl',
  dbschenker: 'schenker',
  imxpostal: 'imx',
  tntexpress: 'tnt',
  upsstandard: 'ups',
  fedexinternational: 'fedex',
  glsgroup: 'gls',
};

/** Carrier code as stored (tracking_transporter 'COL', 'Mondial Relay', 'Colissimo'...) normalised to a table key. */
export function normaliseCarrier(carrier: string): string {
  const code = carrier.trim().toLowerCase();
  if (hasKey(CARRIER_TRACKING_TEMPLATES, code)) return code;
  const squeezed = code
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]/g, '');
  const alias = Object.hasOwn(CARRIER_ALIASES, squeezed) ? CARRIER_ALIASES[squeezed] : undefined;
  return alias ?? code;
}

/** Whether a carrier (any spelling normaliseCarrier reads) has a tracking page we can link to. */
export function isKnownCarrier(carrier: string): boolean {
  return hasKey(CARRIER_TRACKING_TEMPLATES, normaliseCarrier(carrier));
}

/** The carrier's name for people: its brand name when known, else what was given. */
export function carrierNameOf(carrier: string): string {
  const code = normaliseCarrier(carrier);
  return hasKey(CARRIER_NAMES, code) ? CARRIER_NAMES[code] : carrier.trim();
}

/**
 * Tracking page for a shipment; whitespace is removed from the number. An unknown carrier or an empty
 * number gives TRACKING_LINK_PLACEHOLDER.
 */
export function trackingLink(carrier: string | null | undefined, trackingNumber: string | null | undefined): string {
  const code = normaliseCarrier(carrier ?? '');
  const number = (trackingNumber ?? '').replace(/\s/g, '');
  if (!hasKey(CARRIER_TRACKING_TEMPLATES, code) || number === '') return TRACKING_LINK_PLACEHOLDER;
  return CARRIER_TRACKING_TEMPLATES[code].replace('{number}', encodeURIComponent(number));
}

/** The tracking link to show: the shipment's own tracking_link when set, else the carrier template. */
export function shipmentTrackingLink(shipment: {
  tracking_link?: string | null;
  tracking_transporter?: string | null;
  tracking_number?: string | null;
}): string {
  if (shipment.tracking_link?.trim()) return shipment.tracking_link.trim();
  return trackingLink(shipment.tracking_transporter, shipment.tracking_number);
}

/** A logistician's back-office page for an order, or null for a logistician without one. */
export function logisticianOrderLink(logistician: string | null | undefined, orderId: string | number): string | null {
  const code = (logistician ?? '').trim().toLowerCase();
  const id = String(orderId).trim();
  if (!hasKey(LOGISTICIAN_ORDER_TEMPLATES, code) || id === '') return null;
  return LOGISTICIAN_ORDER_TEMPLATES[code].replace('{id}', encodeURIComponent(id));
}
