// The customer's invoice as a PDF (GET user/boxes/invoice and order invoices; BUSINESS-RULES "Orders").
// Figures come from the priced order: every amount is VAT-inclusive minor units of the order currency,
// VAT worked back per line. The renderer adds nothing up by itself except to check: a total that is not
// the sum of its parts is a broken invariant and is refused rather than printed.
import type { AppLocale, CurrencyCode, VatDecisionReason } from '@spindle/domain';
import { AppError } from '../http/errors.ts';
import { formatAmount, formatCountry, formatInstantDay, formatRate, intlTagOf } from './document-format.ts';
import { CREDIT_NOTE_LABELS, INVOICE_LABELS, type InvoiceLabels } from './invoice-labels.ts';
import {
  drawTable,
  ensureSpace,
  startPdf,
  writeText,
  PAGE_MARGIN,
  type TableColumn,
  type TableRow,
} from './pdf-document.ts';

/** Who sells: Spindle SAS, Paris; the registration and VAT numbers come from configuration. */
export interface InvoiceSeller {
  name: string;
  addressLines: string[];
  email: string;
  registration: string | null;
  vatNumber: string | null;
}

/** The seller printed when the caller gives none. */
export const SPINDLE_SELLER: InvoiceSeller = {
  name: 'Spindle SAS',
  addressLines: ['Paris', 'France'],
  email: 'hello@spindle.example',
  registration: null,
  vatNumber: null,
};

/** The buyer and the billing address. */
export interface InvoiceBuyer {
  name: string;
  addressLines: string[];
  countryCode: string;
  vatNumber?: string | null;
}

/** One sold line: amountMinor = quantity x unitPriceMinor - discountMinor; vatMinor is part of it. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceMinor: number;
  discountMinor: number;
  amountMinor: number;
  vatRateBasisPoints: number;
  vatMinor: number;
}

/** Shipping or the service charge: VAT-inclusive amount and its VAT. */
export interface InvoiceCharge {
  amountMinor: number;
  vatRateBasisPoints: number;
  vatMinor: number;
}

/** Everything an invoice prints; totals must equal the sums of the lines and charges. */
export interface InvoiceData {
  locale: AppLocale;
  /** A credit note prints its own title and number label; default an invoice. */
  kind?: 'invoice' | 'credit_note';
  invoiceNumber: string;
  orderNumber: string;
  orderedAt: Date;
  issuedAt: Date;
  currency: CurrencyCode;
  seller?: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  shipping: InvoiceCharge | null;
  serviceCharge: InvoiceCharge | null;
  totalMinor: number;
  taxMinor: number;
  /** Why the VAT rate was chosen; reverse charge and export print their exemption mention. */
  vatReason?: VatDecisionReason;
  /** false writes uncompressed content streams (tests); default true. */
  compress?: boolean;
}

function refuse(message: string): never {
  throw new AppError('invoice_inconsistent', { message });
}

function checkInvoice(invoice: InvoiceData): void {
  const charges = [invoice.shipping, invoice.serviceCharge].filter((charge) => charge !== null);
  for (const line of invoice.lines) {
    if (line.amountMinor !== line.quantity * line.unitPriceMinor - line.discountMinor) {
      refuse(
        `line "${line.description}": ${line.quantity} x ${line.unitPriceMinor} - ${line.discountMinor} is not ${line.amountMinor}`,
      );
    }
  }
  for (const part of [...invoice.lines, ...charges]) {
    if (part.vatMinor < 0 || Math.abs(part.vatMinor) > Math.abs(part.amountMinor)) refuse('VAT larger than its amount');
  }
  const total = [...invoice.lines, ...charges].reduce((sum, part) => sum + part.amountMinor, 0);
  const tax = [...invoice.lines, ...charges].reduce((sum, part) => sum + part.vatMinor, 0);
  if (total !== invoice.totalMinor) refuse(`total ${invoice.totalMinor} is not the sum of its parts ${total}`);
  if (tax !== invoice.taxMinor) refuse(`tax ${invoice.taxMinor} is not the sum of its parts ${tax}`);
}

function partyBlock(labels: InvoiceLabels, party: InvoiceSeller | InvoiceBuyer, locale: AppLocale): string[] {
  const lines = [party.name, ...party.addressLines];
  if ('countryCode' in party) lines.push(formatCountry(party.countryCode, locale));
  if ('email' in party) lines.push(party.email);
  if ('registration' in party && party.registration) lines.push(`${labels.registration} ${party.registration}`);
  if (party.vatNumber) lines.push(`${labels.vatNumber} ${party.vatNumber}`);
  return lines;
}

function writeLines(doc: PDFKit.PDFDocument, title: string, lines: string[], x: number, y: number, width: number) {
  let at = y + writeText(doc, title, x, y, { width, weight: 'bold', color: '#555555' }) + 2;
  for (const line of lines) at += writeText(doc, line, x, at, { width, size: 10 });
  return at;
}

/** VAT per rate, for the totals block: [rate, VAT] sorted by rate. */
function vatByRate(parts: { vatRateBasisPoints: number; vatMinor: number }[]): [number, number][] {
  const byRate = new Map<number, number>();
  for (const part of parts)
    byRate.set(part.vatRateBasisPoints, (byRate.get(part.vatRateBasisPoints) ?? 0) + part.vatMinor);
  return [...byRate.entries()].sort(([a], [b]) => a - b);
}

/** Where the blocks go on an A4 page: the full text width, and the right half where meta and totals sit. */
interface InvoiceLayout {
  doc: PDFKit.PDFDocument;
  labels: InvoiceLabels;
  locale: AppLocale;
  money: (minor: number) => string;
  width: number;
  right: number;
  halfWidth: number;
}

/** The invoice of an order as PDF bytes, labelled in the invoice's locale. */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  checkInvoice(invoice);
  const { locale, currency } = invoice;
  const labels =
    invoice.kind === 'credit_note'
      ? { ...INVOICE_LABELS[locale], ...CREDIT_NOTE_LABELS[locale] }
      : INVOICE_LABELS[locale];
  const title = `${labels.title} ${invoice.invoiceNumber}`;
  const { doc, finished } = startPdf({
    lang: intlTagOf(locale),
    title,
    createdAt: invoice.issuedAt,
    compress: invoice.compress,
  });
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const layout: InvoiceLayout = {
    doc,
    labels,
    locale,
    money: (minor) => formatAmount(minor, currency, locale),
    width,
    right: PAGE_MARGIN + width / 2 + 10,
    halfWidth: width / 2 - 10,
  };

  const metaEnd = writeTitleAndMeta(layout, invoice);
  const partiesEnd = writeParties(layout, invoice, Math.max(metaEnd, PAGE_MARGIN + 40) + 16);
  const { columns, rows } = buildLineTable(layout, invoice);
  const tableEnd = drawTable(doc, columns, rows, partiesEnd + 20) + 12;
  const totalsEnd = writeTotals(layout, invoice, tableEnd);
  const mention =
    invoice.vatReason === 'eu_reverse_charge'
      ? labels.reverseChargeMention
      : invoice.vatReason === 'outside_eu'
        ? labels.exportMention
        : null;
  if (mention) writeText(doc, mention, PAGE_MARGIN, totalsEnd + 16, { width, size: 9, color: '#333333' });

  doc.end();
  return finished;
}

/** The title on the left, the invoice and order numbers and dates on the right; returns where they end. */
function writeTitleAndMeta(layout: InvoiceLayout, invoice: InvoiceData): number {
  const { doc, labels, locale, right, halfWidth } = layout;
  writeText(doc, labels.title, PAGE_MARGIN, PAGE_MARGIN, { size: 20, weight: 'bold' });
  let metaY = PAGE_MARGIN;
  for (const [label, value] of [
    [labels.invoiceNumber, invoice.invoiceNumber],
    [labels.orderNumber, invoice.orderNumber],
    [labels.issuedOn, formatInstantDay(invoice.issuedAt, locale)],
    [labels.orderDate, formatInstantDay(invoice.orderedAt, locale)],
  ] as const) {
    writeText(doc, label, right, metaY, { width: halfWidth / 2, color: '#555555' });
    metaY += writeText(doc, value, right + halfWidth / 2, metaY, { width: halfWidth / 2, align: 'right' }) + 2;
  }
  return metaY;
}

/** The seller on the left and the buyer on the right, from `y`; returns where the longer one ends. */
function writeParties(layout: InvoiceLayout, invoice: InvoiceData, y: number): number {
  const { doc, labels, locale, right, halfWidth } = layout;
  const seller = invoice.seller ?? SPINDLE_SELLER;
  const sellerEnd = writeLines(doc, labels.seller, partyBlock(labels, seller, locale), PAGE_MARGIN, y, halfWidth);
  const buyerEnd = writeLines(doc, labels.billedTo, partyBlock(labels, invoice.buyer, locale), right, y, halfWidth);
  return Math.max(sellerEnd, buyerEnd);
}

/** The table of lines, then shipping and the service charge; a discount column only when a line has one. */
function buildLineTable(layout: InvoiceLayout, invoice: InvoiceData): { columns: TableColumn[]; rows: TableRow[] } {
  const { labels, locale, money, width } = layout;
  const withDiscount = invoice.lines.some((line) => line.discountMinor !== 0);
  // Amount columns have fixed widths; the description takes what is left (less when a discount column shows).
  const amountColumns: TableColumn[] = [
    { header: labels.quantity, width: 40, align: 'right' },
    { header: labels.unitPrice, width: 70, align: 'right' },
    ...(withDiscount ? [{ header: labels.discount, width: 60, align: 'right' as const }] : []),
    { header: labels.vatRate, width: 55, align: 'right' },
    { header: labels.vat, width: 60, align: 'right' },
    { header: labels.total, width: 75, align: 'right' },
  ];
  const descriptionWidth = width - amountColumns.reduce((sum, column) => sum + column.width, 0);
  const columns: TableColumn[] = [{ header: labels.description, width: descriptionWidth }, ...amountColumns];
  const cells = (first: string[], discount: string, rest: string[]) => [
    ...first,
    ...(withDiscount ? [discount] : []),
    ...rest,
  ];
  const rows: TableRow[] = invoice.lines.map((line) => ({
    cells: cells(
      [line.description, String(line.quantity), money(line.unitPriceMinor)],
      line.discountMinor ? money(-line.discountMinor) : '',
      [formatRate(line.vatRateBasisPoints, locale), money(line.vatMinor), money(line.amountMinor)],
    ),
  }));
  for (const [label, charge] of [
    [labels.shipping, invoice.shipping],
    [labels.serviceCharge, invoice.serviceCharge],
  ] as const) {
    if (!charge) continue;
    rows.push({
      cells: cells([label, '', ''], '', [
        formatRate(charge.vatRateBasisPoints, locale),
        money(charge.vatMinor),
        money(charge.amountMinor),
      ]),
    });
  }
  return { columns, rows };
}

/** Total excluding VAT, the VAT per rate and the total, on the right from `y` (kept on one page); returns the end. */
function writeTotals(layout: InvoiceLayout, invoice: InvoiceData, y: number): number {
  const { doc, labels, locale, money, right, halfWidth } = layout;
  const parts = [...invoice.lines, ...[invoice.shipping, invoice.serviceCharge].filter((c) => c !== null)];
  const totals: [string, string, boolean][] = [
    [labels.totalExclVat, money(invoice.totalMinor - invoice.taxMinor), false],
    ...vatByRate(parts).map(([rate, vat]): [string, string, boolean] => [
      `${labels.vatAt} ${formatRate(rate, locale)}`,
      money(vat),
      false,
    ]),
    [labels.totalInclVat, money(invoice.totalMinor), true],
  ];
  let at = ensureSpace(doc, y, totals.length * 16 + 40);
  for (const [label, value, bold] of totals) {
    const weight = bold ? 'bold' : 'regular';
    writeText(doc, label, right, at, { width: halfWidth - 110, weight, size: bold ? 11 : 10 });
    at +=
      writeText(doc, value, right + halfWidth - 110, at, { width: 110, align: 'right', weight, size: bold ? 11 : 10 }) +
      4;
  }
  return at;
}
