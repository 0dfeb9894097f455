// An artist's orders extract (GET user/projects/{id}/extract-orders): one row per order line, as CSV or
// XLSX. CSV follows RFC 4180 (comma, CRLF, fields quoted when they hold a comma, quote or line break,
// quotes doubled) and is protected against formula injection: a text cell starting with = + - @ (or a
// tab or carriage return, which some spreadsheets skip before reading a formula) gets a leading
// apostrophe, so a customer named "=HYPERLINK(...)" stays text. Numbers we format ourselves (quantity,
// price) are never prefixed: they can only be digits, a point and a leading minus.
import {
  BUSINESS_TIME_ZONE,
  createMoney,
  csvDocument,
  neutraliseFormula,
  formatLocalDateTime,
  localDateTimeOf,
  toMajorUnits,
  type AppLocale,
  type CurrencyCode,
} from '@spindle/domain';
import { addSheet, currencyFormat, startWorkbook, toSheetAmount, workbookBytes } from './xlsx-workbook.ts';

/** One order line of a project as the artist sees it; the price is the VAT-inclusive unit price paid. */
export interface OrderExtractRow {
  orderId: string;
  orderedAt: Date;
  customerName: string;
  countryCode: string;
  project: string;
  item: string;
  quantity: number;
  priceMinor: number;
  currency: CurrencyCode;
  /** Per-shop order status code (BUSINESS-RULES "Orders"): confirmed, sent, refunded... */
  status: string;
}

/** Options of an extract: the header language, and the date its workbook metadata carries. */
export interface OrdersExtractOptions {
  locale?: AppLocale;
  createdAt?: Date;
}

const HEADERS: Readonly<Record<AppLocale, readonly string[]>> = {
  en: ['Order', 'Date', 'Customer', 'Country', 'Project', 'Item', 'Quantity', 'Price', 'Currency', 'Status'],
  fr: ['Commande', 'Date', 'Client', 'Pays', 'Projet', 'Article', 'Quantité', 'Prix', 'Devise', 'Statut'],
  es: ['Pedido', 'Fecha', 'Cliente', 'País', 'Proyecto', 'Artículo', 'Cantidad', 'Precio', 'Moneda', 'Estado'],
  kr: ['주문', '날짜', '고객', '국가', '프로젝트', '품목', '수량', '가격', '통화', '상태'],
  zh: ['订单', '日期', '客户', '国家', '项目', '商品', '数量', '价格', '币种', '状态'],
};

/**
 * The extract as CSV text: a UTF-8 byte order mark (so Excel reads Korean and Chinese names right),
 * a header line in the locale, one record per row, CRLF after every record. Dates are Paris time.
 */
export function renderOrdersCsv(rows: readonly OrderExtractRow[], options: OrdersExtractOptions = {}): string {
  const records: string[][] = [[...HEADERS[options.locale ?? 'en']]];
  for (const row of rows) {
    records.push([
      neutraliseFormula(row.orderId),
      formatLocalDateTime(localDateTimeOf(row.orderedAt, BUSINESS_TIME_ZONE)),
      neutraliseFormula(row.customerName),
      neutraliseFormula(row.countryCode),
      neutraliseFormula(row.project),
      neutraliseFormula(row.item),
      String(row.quantity),
      toMajorUnits(createMoney(row.priceMinor, row.currency)),
      row.currency,
      neutraliseFormula(row.status),
    ]);
  }
  return csvDocument(records);
}

/**
 * The extract as .xlsx bytes: text cells are stored as text (never formulas, so no prefix is needed and
 * names stay exactly as typed), quantity and price as numbers (price with its currency's format), the
 * date as a date cell showing Paris wall-clock time.
 */
export async function renderOrdersXlsx(
  rows: readonly OrderExtractRow[],
  options: OrdersExtractOptions = {},
): Promise<Buffer> {
  const locale = options.locale ?? 'en';
  const headers = HEADERS[locale];
  const workbook = startWorkbook(options.createdAt ?? new Date());
  const widths = [14, 17, 24, 8, 28, 28, 9, 12, 9, 14];
  const sheet = addSheet(
    workbook,
    headers[0] ?? 'Orders',
    headers.map((header, index) => ({ header, width: widths[index] ?? 12 })),
  );
  sheet.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm';
  for (const row of rows) {
    const p = localDateTimeOf(row.orderedAt, BUSINESS_TIME_ZONE);
    const added = sheet.addRow([
      row.orderId,
      // Spreadsheets have no time zones: the cell holds the Paris wall-clock time.
      new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)),
      row.customerName,
      row.countryCode,
      row.project,
      row.item,
      row.quantity,
      toSheetAmount(row.priceMinor, row.currency),
      row.currency,
      row.status,
    ]);
    added.getCell(8).numFmt = currencyFormat(row.currency, locale);
  }
  return workbookBytes(workbook);
}
