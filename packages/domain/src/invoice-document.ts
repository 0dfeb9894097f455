// The invoice of a paid order, built once from the stored order when it is confirmed and kept as it was
// issued (BUSINESS-RULES "Orders"; docs/invoicing.md). Invoices and credit notes are numbered in an
// unbroken sequence per kind and year. Every amount is VAT-inclusive minor units of the order currency;
// `vatMinor` says how much of it is VAT. The parts add up to the totals by construction: shipping is
// what the order total holds beyond the lines and the service charge, so a promotion on shipping is
// already inside it.
import type { CurrencyCode } from './money.ts';

/** An invoice, or a credit note that gives back part or all of one. */
export const BILLING_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type BillingDocumentKind = (typeof BILLING_DOCUMENT_KINDS)[number];

const NUMBER_PREFIX: Record<BillingDocumentKind, string> = { invoice: 'SP', credit_note: 'SP-CN' };

/** 'SP-2026-000042' for the 42nd invoice of 2026, 'SP-CN-2026-000003' for the third credit note. */
export function billingDocumentNumber(kind: BillingDocumentKind, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`year out of range: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence must be >= 1, got ${sequence}`);
  return `${NUMBER_PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Who is billed, as printed. */
export interface InvoiceBuyerParty {
  name: string;
  addressLines: string[];
  countryCode: string;
  vatNumber?: string | null;
}

/** One sold line: amountMinor = quantity x unitPriceMinor - discountMinor; vatMinor is part of it. */
export interface InvoiceDocumentLine {
  description: string;
  quantity: number;
  unitPriceMinor: number;
  discountMinor: number;
  amountMinor: number;
  vatRateBasisPoints: number;
  vatMinor: number;
  /** On a credit note: the position of the invoice line it gives back. */
  sourceIndex?: number;
}

/** Shipping or the service charge: a VAT-inclusive amount and its VAT. */
export interface InvoiceDocumentCharge {
  amountMinor: number;
  vatRateBasisPoints: number;
  vatMinor: number;
}

/** What an invoice says, without its number (given at issue) and its language (chosen at print). */
export interface InvoiceDocument {
  orderNumber: string;
  /** ISO 8601 instant the order was placed. */
  orderedAt: string;
  currency: CurrencyCode;
  buyer: InvoiceBuyerParty;
  lines: InvoiceDocumentLine[];
  shipping: InvoiceDocumentCharge | null;
  serviceCharge: InvoiceDocumentCharge | null;
  totalMinor: number;
  taxMinor: number;
}

/** The stored order an invoice is built from (the orders table's own fields). */
export interface InvoiceSourceOrder {
  id: number;
  createdAt: Date;
  currency: CurrencyCode;
  totalMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  email: string | null;
  countryId: string | null;
  billingAddress: {
    firstname: string;
    lastname: string;
    company?: string | null;
    address: string;
    address2?: string | null;
    zipCode: string;
    city: string;
    state?: string | null;
    countryId: string;
    vatNumber?: string | null;
  } | null;
}

/** A shop order of it: its VAT rate and the VAT of its items and shipping. */
export interface InvoiceSourceShopOrder {
  id: number;
  taxRateBasisPoints: number;
  taxMinor: number;
}

/** An order item: totalMinor = quantity x unitPriceMinor, before its discount; taxMinor after it. */
export interface InvoiceSourceItem {
  name: string;
  size?: string | null;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  discountMinor: number;
  taxMinor: number;
  shopOrderId: number | null;
}

/**
 * The rate a part was taxed at, read back from its amounts when no shop order says it (a box line):
 * the VAT of a gross at rate r is gross x r / (1 + r), so r = vat / (gross - vat), to 0.1 %.
 */
export function impliedVatRateBasisPoints(grossMinor: number, vatMinor: number): number {
  const netMinor = grossMinor - vatMinor;
  if (vatMinor <= 0 || netMinor <= 0) return 0;
  return Math.round((vatMinor / netMinor) * 1000) * 10;
}

function buyerOf(order: InvoiceSourceOrder): InvoiceBuyerParty {
  const address = order.billingAddress;
  if (!address) return { name: order.email ?? '', addressLines: [], countryCode: order.countryId ?? 'FR' };
  const person = `${address.firstname} ${address.lastname}`.trim();
  return {
    name: [address.company, person].filter(Boolean).join(' - '),
    addressLines: [address.address, address.address2, `${address.zipCode} ${address.city}`, address.state].filter(
      (line): line is string => Boolean(line),
    ),
    countryCode: address.countryId,
    vatNumber: address.vatNumber ?? null,
  };
}

function chargeOf(amountMinor: number, vatMinor: number, rate: number): InvoiceDocumentCharge | null {
  if (amountMinor === 0 && vatMinor === 0) return null;
  return { amountMinor, vatRateBasisPoints: rate || impliedVatRateBasisPoints(amountMinor, vatMinor), vatMinor };
}

/** The invoice of a confirmed order: items and boxes as lines, shipping and the service charge as charges. */
export function invoiceDocumentOf(
  order: InvoiceSourceOrder,
  shopOrders: readonly InvoiceSourceShopOrder[],
  items: readonly InvoiceSourceItem[],
): InvoiceDocument {
  const rateOfShop = new Map(shopOrders.map((shop) => [shop.id, shop.taxRateBasisPoints]));
  const firstRate = shopOrders[0]?.taxRateBasisPoints ?? 0;
  const lines = items.map((item): InvoiceDocumentLine => {
    const amountMinor = item.totalMinor - item.discountMinor;
    const shopRate = item.shopOrderId !== null ? rateOfShop.get(item.shopOrderId) : undefined;
    return {
      description: item.size ? `${item.name} (${item.size})` : item.name,
      quantity: item.quantity,
      unitPriceMinor: item.unitPriceMinor,
      discountMinor: item.discountMinor,
      amountMinor,
      vatRateBasisPoints: shopRate ?? impliedVatRateBasisPoints(amountMinor, item.taxMinor),
      vatMinor: item.taxMinor,
    };
  });
  const linesTotal = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const linesVat = lines.reduce((sum, line) => sum + line.vatMinor, 0);
  const shopItemsVat = items.filter((item) => item.shopOrderId !== null).reduce((sum, item) => sum + item.taxMinor, 0);
  const shippingVat = shopOrders.reduce((sum, shop) => sum + shop.taxMinor, 0) - shopItemsVat;
  const shippingMinor = order.totalMinor - linesTotal - order.serviceChargeMinor;
  return {
    orderNumber: String(order.id),
    orderedAt: order.createdAt.toISOString(),
    currency: order.currency,
    buyer: buyerOf(order),
    lines,
    shipping: chargeOf(shippingMinor, shippingVat, firstRate),
    serviceCharge: chargeOf(order.serviceChargeMinor, order.taxMinor - linesVat - shippingVat, firstRate),
    totalMinor: order.totalMinor,
    taxMinor: order.taxMinor,
  };
}

/** The amounts of one VAT rate: what an accountant's export lists per document. */
export interface VatBucket {
  vatRateBasisPoints: number;
  grossMinor: number;
  vatMinor: number;
  netMinor: number;
}

/** The document's amounts per VAT rate, lowest rate first. */
export function vatBreakdownOf(document: Pick<InvoiceDocument, 'lines' | 'shipping' | 'serviceCharge'>): VatBucket[] {
  const buckets = new Map<number, VatBucket>();
  const parts = [...document.lines, document.shipping, document.serviceCharge].filter((part) => part !== null);
  for (const part of parts) {
    const bucket = buckets.get(part.vatRateBasisPoints) ?? {
      vatRateBasisPoints: part.vatRateBasisPoints,
      grossMinor: 0,
      vatMinor: 0,
      netMinor: 0,
    };
    bucket.grossMinor += part.amountMinor;
    bucket.vatMinor += part.vatMinor;
    bucket.netMinor = bucket.grossMinor - bucket.vatMinor;
    buckets.set(part.vatRateBasisPoints, bucket);
  }
  return [...buckets.values()].sort((a, b) => a.vatRateBasisPoints - b.vatRateBasisPoints);
}
