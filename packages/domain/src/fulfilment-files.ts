// The files staff exchange with logisticians (issue 14, "Fulfilment"): the orders ready to ship,
// exported in each partner's own columns (one row per item, the parcel's fields repeated, as warehouse
// systems import them), and the tracking numbers read back from the partner's file.
import { csvDocument, neutraliseFormula, parseCsv, CsvSyntaxError } from './csv.ts';
import { normaliseCarrier } from './tracking.ts';

/** One item of a parcel: what the warehouse picks. */
export interface ParcelItem {
  /** The warehouse's article code: the barcode when the record has one, else our item reference. */
  sku: string;
  description: string;
  quantity: number;
}

/** A shop order ready to ship, as the export needs it. */
export interface ParcelToShip {
  shopOrderId: number;
  orderId: number;
  name: string;
  company: string | null;
  address: string;
  address2: string | null;
  zipCode: string;
  city: string;
  state: string | null;
  countryCode: string;
  email: string;
  phone: string | null;
  /** pickup point name and id when the buyer chose one. */
  pickupPoint: string | null;
  weightGrams: number;
  items: ParcelItem[];
}

type Field = (parcel: ParcelToShip, item: ParcelItem) => string;

/** A partner's import format: its separator and its columns, each a header and what fills it. */
interface ExportFormat {
  separator: ',' | ';';
  columns: readonly (readonly [header: string, field: Field])[];
}

const reference: Field = (parcel) => parcelReference(parcel.shopOrderId);
const text =
  (pick: (parcel: ParcelToShip) => string | null): Field =>
  (parcel) =>
    pick(parcel) ?? '';

/** Daudin (France): semicolons and French headers, as its extranet imports them. */
const DAUDIN: ExportFormat = {
  separator: ';',
  columns: [
    ['Référence commande', reference],
    ['Nom', text((p) => p.name)],
    ['Société', text((p) => p.company)],
    ['Adresse 1', text((p) => p.address)],
    ['Adresse 2', text((p) => p.address2)],
    ['Code postal', text((p) => p.zipCode)],
    ['Ville', text((p) => p.city)],
    ['Pays', text((p) => p.countryCode)],
    ['Email', text((p) => p.email)],
    ['Téléphone', text((p) => p.phone)],
    ['Point relais', text((p) => p.pickupPoint)],
    ['Code article', (_, item) => item.sku],
    ['Désignation', (_, item) => item.description],
    ['Quantité', (_, item) => String(item.quantity)],
    ['Poids (g)', (p) => String(p.weightGrams)],
  ],
};

/** Bigblue (France): its order import template. */
const BIGBLUE: ExportFormat = {
  separator: ',',
  columns: [
    ['Order ID', reference],
    ['Shipping Name', text((p) => p.name)],
    ['Shipping Company', text((p) => p.company)],
    ['Shipping Address1', text((p) => p.address)],
    ['Shipping Address2', text((p) => p.address2)],
    ['Shipping Zip', text((p) => p.zipCode)],
    ['Shipping City', text((p) => p.city)],
    ['Shipping Province', text((p) => p.state)],
    ['Shipping Country Code', text((p) => p.countryCode)],
    ['Email', text((p) => p.email)],
    ['Shipping Phone', text((p) => p.phone)],
    ['Pickup Point', text((p) => p.pickupPoint)],
    ['SKU', (_, item) => item.sku],
    ['Quantity', (_, item) => String(item.quantity)],
  ],
};

/** Whiplash (US and UK): snake_case columns of its bulk order import. */
const WHIPLASH: ExportFormat = {
  separator: ',',
  columns: [
    ['order_number', reference],
    ['ship_name', text((p) => p.name)],
    ['ship_company', text((p) => p.company)],
    ['ship_address_1', text((p) => p.address)],
    ['ship_address_2', text((p) => p.address2)],
    ['ship_city', text((p) => p.city)],
    ['ship_state', text((p) => p.state)],
    ['ship_zip', text((p) => p.zipCode)],
    ['ship_country', text((p) => p.countryCode)],
    ['email', text((p) => p.email)],
    ['ship_phone', text((p) => p.phone)],
    ['sku', (_, item) => item.sku],
    ['quantity', (_, item) => String(item.quantity)],
  ],
};

/** Every other partner (and CBIP, Hong Kong): one plain layout with every field. */
const GENERIC: ExportFormat = {
  separator: ',',
  columns: [
    ['Reference', reference],
    ['Order', (p) => String(p.orderId)],
    ['Name', text((p) => p.name)],
    ['Company', text((p) => p.company)],
    ['Address 1', text((p) => p.address)],
    ['Address 2', text((p) => p.address2)],
    ['Postcode', text((p) => p.zipCode)],
    ['City', text((p) => p.city)],
    ['State', text((p) => p.state)],
    ['Country', text((p) => p.countryCode)],
    ['Email', text((p) => p.email)],
    ['Phone', text((p) => p.phone)],
    ['Pickup point', text((p) => p.pickupPoint)],
    ['SKU', (_, item) => item.sku],
    ['Description', (_, item) => item.description],
    ['Quantity', (_, item) => String(item.quantity)],
    ['Weight (g)', (p) => String(p.weightGrams)],
  ],
};

const FORMATS: Readonly<Record<string, ExportFormat>> = {
  daudin: DAUDIN,
  bigblue: BIGBLUE,
  whiplash: WHIPLASH,
  whiplash_uk: WHIPLASH,
};

/** The headers of a partner's export (the generic layout for a partner without its own). */
export function logisticianExportHeaders(partner: string): string[] {
  return (FORMATS[partner] ?? GENERIC).columns.map(([header]) => header);
}

/** The reference a parcel carries at the partner, which its tracking file gives back: 'SP' + shop order id. */
export function parcelReference(shopOrderId: number): string {
  return `SP${shopOrderId}`;
}

/** The CSV file a partner imports: one row per item, every text cell safe from formula injection. */
export function logisticianExportCsv(partner: string, parcels: readonly ParcelToShip[]): string {
  const format = FORMATS[partner] ?? GENERIC;
  const rows = parcels.flatMap((parcel) =>
    parcel.items.map((item) => format.columns.map(([, field]) => neutraliseFormula(field(parcel, item)))),
  );
  return csvDocument([format.columns.map(([header]) => header), ...rows], format.separator);
}

/** One shipment read from a tracking file. */
export interface TrackingImportRow {
  /** The record of the file (1 is the header). */
  line: number;
  shopOrderId: number;
  carrier: string;
  trackingNumber: string;
  /** The partner's own order number, when the file has that column (its back-office link). */
  partnerOrderId: string | null;
}

/** Why a line of a tracking file was not taken. */
export interface TrackingImportProblem {
  line: number;
  code: 'tracking_reference_invalid' | 'tracking_number_missing' | 'tracking_carrier_missing';
}

/** What a tracking file held. */
export type TrackingImport =
  | { ok: true; rows: TrackingImportRow[]; problems: TrackingImportProblem[] }
  | { ok: false; code: 'tracking_file_unreadable' | 'tracking_columns_missing'; line?: number };

/** Headers partners use for each column, compared without case, accents, spaces or punctuation. */
const HEADER_NAMES = {
  reference: ['reference', 'referencecommande', 'orderid', 'ordernumber', 'order', 'commande', 'shoporder'],
  carrier: ['carrier', 'transporter', 'transporteur', 'shippingcarrier', 'carriercode'],
  number: ['tracking', 'trackingnumber', 'numerodesuivi', 'suivi', 'trackingcode', 'trackingid'],
  /** Optional: the partner's own order number. */
  partnerOrder: [
    'partnerorder',
    'partnerorderid',
    'logisticianorder',
    'logisticianorderid',
    'warehouseorder',
    'warehouseorderid',
    'commandelogisticien',
  ],
} as const;

function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

interface TrackingColumns {
  reference: number;
  carrier: number;
  number: number;
  /** -1 when the file has no such column. */
  partnerOrder: number;
}

function columnsOf(headers: readonly string[]): TrackingColumns | null {
  const keys = headers.map(headerKey);
  const find = (names: readonly string[]) => keys.findIndex((key) => names.includes(key));
  const required = {
    reference: find(HEADER_NAMES.reference),
    carrier: find(HEADER_NAMES.carrier),
    number: find(HEADER_NAMES.number),
  };
  if (Object.values(required).some((index) => index < 0)) return null;
  return { ...required, partnerOrder: find(HEADER_NAMES.partnerOrder) };
}

/** The shop order a reference names: 'SP1234', '1234' or ' sp1234 '. */
function shopOrderIdOf(reference: string): number | null {
  const match = /^(?:SP)?(\d{1,10})$/i.exec(reference.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Reads a partner's tracking file (comma or semicolon, any of the usual headers): one shipment per line
 * with its shop order, carrier (normalised to our carrier codes) and number; the lines it cannot take
 * are listed with the reason, the others still count.
 */
export function readTrackingCsv(text: string): TrackingImport {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, code: 'tracking_file_unreadable', line: error.line };
    throw error;
  }
  const [headers, ...lines] = records;
  const columns = headers ? columnsOf(headers) : null;
  if (!columns) return { ok: false, code: 'tracking_columns_missing' };
  const rows: TrackingImportRow[] = [];
  const problems: TrackingImportProblem[] = [];
  lines.forEach((fields, index) => {
    const line = index + 2;
    const shopOrderId = shopOrderIdOf(fields[columns.reference] ?? '');
    const carrier = normaliseCarrier(fields[columns.carrier] ?? '');
    const trackingNumber = (fields[columns.number] ?? '').replace(/\s/g, '');
    const partnerOrderId = (fields[columns.partnerOrder] ?? '').trim() || null;
    if (shopOrderId === null) problems.push({ line, code: 'tracking_reference_invalid' });
    else if (carrier === '') problems.push({ line, code: 'tracking_carrier_missing' });
    else if (trackingNumber === '') problems.push({ line, code: 'tracking_number_missing' });
    else rows.push({ line, shopOrderId, carrier, trackingNumber, partnerOrderId });
  });
  return { ok: true, rows, problems };
}
