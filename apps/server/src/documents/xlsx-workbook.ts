// What our spreadsheets share: numbers stay numbers (amounts in major units with a currency format, so a
// spreadsheet can add them up), dates stay dates, totals are SUM formulas with their result cached (the
// figure shows before any recalculation, and equals the sum of the lines).
import ExcelJS from 'exceljs';
import { CURRENCY_EXPONENT, type AppLocale, type CurrencyCode } from '@spindle/domain';

/** A column: header text, width in characters, and the number format of its cells. */
export interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
}

/** Excel number format of an amount: the symbol placed the way the reader's language places it. */
export function currencyFormat(currency: CurrencyCode, locale: AppLocale): string {
  const digits = CURRENCY_EXPONENT[currency] === 0 ? '#,##0' : '#,##0.00';
  const symbol = currency === 'EUR' ? '"€"' : `"${currency}"`;
  const suffix = locale === 'fr' || locale === 'es' || currency !== 'EUR';
  return suffix ? `${digits} ${symbol};-${digits} ${symbol}` : `${symbol}${digits};-${symbol}${digits}`;
}

/** A day or a wall-clock date format (ISO order: unambiguous in every language). */
export const DAY_FORMAT = 'yyyy-mm-dd';

/** Minor units as a spreadsheet number in major units (1999 EUR cents -> 19.99; 4199 JPY -> 4199). */
export function toSheetAmount(amountMinor: number, currency: CurrencyCode): number {
  return amountMinor / 10 ** CURRENCY_EXPONENT[currency];
}

/** A 'YYYY-MM-DD' day as a date cell value (midnight UTC: spreadsheets have no time zones). */
export function toSheetDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/** A new workbook dated `createdAt` (fixed metadata: the same data gives the same sheets). */
export function startWorkbook(createdAt: Date): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Spindle';
  workbook.created = createdAt;
  workbook.modified = createdAt;
  return workbook;
}

/** Adds a sheet with a bold, frozen header row and the columns' widths and formats. */
export function addSheet(workbook: ExcelJS.Workbook, name: string, columns: SheetColumn[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** The spreadsheet letter of a 1-based column number (1 -> A, 27 -> AA). */
export function columnLetter(columnNumber: number): string {
  let letters = '';
  for (let n = columnNumber; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** A SUM over rows 2..lastRow of a column, with its result (major units) cached; no rows: the formula 0. */
export function sumCell(columnNumber: number, lastRow: number, result: number): ExcelJS.CellFormulaValue {
  const letter = columnLetter(columnNumber);
  return { formula: lastRow >= 2 ? `SUM(${letter}2:${letter}${lastRow})` : '0', result };
}

/** The workbook as .xlsx bytes. */
export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
