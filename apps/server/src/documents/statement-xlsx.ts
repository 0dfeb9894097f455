// An artist's monthly statement as a spreadsheet: a summary sheet, one sheet of income lines, one of
// costs, one of payments. Amounts are numbers in EUR with a currency format; totals are SUM formulas
// (their cached results are the statement's own totals, which are the sums of its lines).
import type { AppLocale, Statement, StatementIncomeLine } from '@spindle/domain';
import type ExcelJS from 'exceljs';
import { formatDay } from './document-format.ts';
import { costDescription, sharePercent, statementTitle, type StatementDocumentMeta } from './statement-pdf.ts';
import { STATEMENT_LABELS, type StatementLabels } from './statement-labels.ts';
import {
  DAY_FORMAT,
  addSheet,
  currencyFormat,
  startWorkbook,
  sumCell,
  toSheetAmount,
  toSheetDay,
  workbookBytes,
} from './xlsx-workbook.ts';

const eurAmount = (minor: number) => toSheetAmount(minor, 'EUR');
// Deductions, VAT and fee are shown as subtractions; a zero stays 0, never -0.
const subtracted = (minor: number) => eurAmount(minor === 0 ? 0 : -minor);

/** What every sheet is written with: the statement, its labels and formats. */
interface SheetContext {
  statement: Statement;
  labels: StatementLabels;
  locale: AppLocale;
  /** Number format of EUR amounts in the locale. */
  eurFormat: string;
}

/** A computed statement as .xlsx bytes, labelled in the meta's locale. */
export async function renderStatementXlsx(statement: Statement, meta: StatementDocumentMeta): Promise<Buffer> {
  const { locale } = meta;
  const labels = STATEMENT_LABELS[locale];
  const context: SheetContext = { statement, labels, locale, eurFormat: currencyFormat('EUR', locale) };
  const workbook = startWorkbook(meta.issuedAt);
  workbook.title = statementTitle(statement, locale);

  // The summary comes first in the workbook but is filled last: it refers to the other sheets' totals.
  const summary = addSheet(workbook, labels.summary, [
    { header: labels.summary, width: 28 },
    { header: 'EUR', width: 18, numFmt: context.eurFormat },
  ]);
  const totalRows: TotalRows = {
    income: addIncomeSheet(workbook, context),
    costs: addCostsSheet(workbook, context),
    payments: addPaymentsSheet(workbook, context),
  };
  fillSummary(summary, context, meta, totalRows);
  return workbookBytes(workbook);
}

/** The row numbers of the totals of the income, costs and payments sheets. */
interface TotalRows {
  income: number;
  costs: number;
  payments: number;
}

/** One row per income line and a total row; returns the total's row number. */
function addIncomeSheet(workbook: ExcelJS.Workbook, context: SheetContext): number {
  const { statement, labels, locale, eurFormat } = context;
  // Income: deductions, VAT and fee are written negative, so Gross + Deductions + VAT + Fee = Amount on every row.
  const income = addSheet(workbook, labels.income, [
    { header: labels.date, width: 12, numFmt: DAY_FORMAT },
    { header: labels.type, width: 16 },
    { header: labels.reference, width: 16 },
    { header: labels.item, width: 32 },
    { header: labels.quantity, width: 8 },
    { header: labels.currency, width: 10 },
    { header: labels.rateToEur, width: 14, numFmt: '0.000000' },
    { header: labels.sales, width: 18 },
    { header: labels.gross, width: 14, numFmt: eurFormat },
    { header: labels.deductions, width: 14, numFmt: eurFormat },
    { header: labels.vat, width: 14, numFmt: eurFormat },
    { header: labels.fee, width: 14, numFmt: eurFormat },
    { header: labels.amount, width: 14, numFmt: eurFormat },
  ]);
  for (const line of statement.incomeLines) {
    const row = income.addRow([
      toSheetDay(line.date),
      labels.kinds[line.kind],
      line.reference,
      line.label,
      line.quantity,
      line.currency,
      line.eurRatePpm / 1_000_000,
      toSheetAmount(line.salesMinor, line.currency),
      eurAmount(line.grossEurMinor),
      subtracted(line.deductionsEurMinor),
      subtracted(line.vatEurMinor),
      subtracted(line.feeEurMinor),
      eurAmount(line.amountMinor),
    ]);
    row.getCell(8).numFmt = currencyFormat(line.currency, locale);
  }
  const incomeLast = statement.incomeLines.length + 1;
  const sumIncome = (pick: (line: StatementIncomeLine) => number) =>
    statement.incomeLines.reduce((sum, line) => sum + pick(line), 0);
  const incomeTotalRow = income.addRow([
    labels.total,
    ...Array<null>(7).fill(null),
    sumCell(9, incomeLast, eurAmount(sumIncome((l) => l.grossEurMinor))),
    sumCell(10, incomeLast, subtracted(sumIncome((l) => l.deductionsEurMinor))),
    sumCell(11, incomeLast, subtracted(sumIncome((l) => l.vatEurMinor))),
    sumCell(12, incomeLast, subtracted(sumIncome((l) => l.feeEurMinor))),
    sumCell(13, incomeLast, eurAmount(statement.incomeTotalMinor)),
  ]);
  incomeTotalRow.font = { bold: true };
  return incomeTotalRow.number;
}

/** One row per cost line and a total row; returns the total's row number. */
function addCostsSheet(workbook: ExcelJS.Workbook, context: SheetContext): number {
  const { statement, labels, eurFormat } = context;
  const costs = addSheet(workbook, labels.costs, [
    { header: labels.date, width: 12, numFmt: DAY_FORMAT },
    { header: labels.category, width: 20 },
    { header: labels.reference, width: 22 },
    { header: labels.description, width: 32 },
    { header: labels.quantity, width: 10 },
    { header: labels.unitPrice, width: 14, numFmt: eurFormat },
    { header: labels.amount, width: 14, numFmt: eurFormat },
  ]);
  for (const line of statement.costLines) {
    costs.addRow([
      toSheetDay(line.date),
      labels.categories[line.category],
      line.reference,
      costDescription(line, labels),
      line.quantity,
      eurAmount(line.unitAmountMinor),
      eurAmount(line.amountMinor),
    ]);
  }
  const costTotalRow = costs.addRow([
    labels.total,
    ...Array<null>(5).fill(null),
    sumCell(7, statement.costLines.length + 1, eurAmount(statement.costTotalMinor)),
  ]);
  costTotalRow.font = { bold: true };
  return costTotalRow.number;
}

/** One row per payment and a total row; returns the total's row number. */
function addPaymentsSheet(workbook: ExcelJS.Workbook, context: SheetContext): number {
  const { statement, labels, eurFormat } = context;
  const payments = addSheet(workbook, labels.payments, [
    { header: labels.date, width: 12, numFmt: DAY_FORMAT },
    { header: labels.reference, width: 24 },
    { header: labels.amount, width: 14, numFmt: eurFormat },
  ]);
  for (const line of statement.paymentLines) {
    payments.addRow([toSheetDay(line.date), line.reference, eurAmount(line.amountMinor)]);
  }
  const paymentTotalRow = payments.addRow([
    labels.total,
    null,
    sumCell(3, statement.paymentLines.length + 1, eurAmount(statement.paymentTotalMinor)),
  ]);
  paymentTotalRow.font = { bold: true };
  return paymentTotalRow.number;
}

/** Who, what and when, then the balance: opening, income, costs, payments and closing, with two notes. */
function fillSummary(
  summary: ExcelJS.Worksheet,
  context: SheetContext,
  meta: StatementDocumentMeta,
  totalRows: TotalRows,
): void {
  const { statement, labels, locale } = context;
  // The summary refers to the other sheets' totals, so an edit there flows into the closing balance.
  const ref = (sheetName: string, cell: string) => `'${sheetName.replaceAll("'", "''")}'!${cell}`;
  summary.addRows([
    [labels.artist, meta.artistName],
    [labels.project, meta.projectTitle],
    [labels.period, `${formatDay(statement.period.firstDay, locale)} – ${formatDay(statement.period.lastDay, locale)}`],
    [labels.openingBalance, eurAmount(statement.openingBalanceMinor)],
    [
      labels.income,
      { formula: ref(labels.income, `M${totalRows.income}`), result: eurAmount(statement.incomeTotalMinor) },
    ],
    [labels.costs, { formula: ref(labels.costs, `G${totalRows.costs}`), result: eurAmount(statement.costTotalMinor) }],
    [
      labels.payments,
      { formula: ref(labels.payments, `C${totalRows.payments}`), result: eurAmount(statement.paymentTotalMinor) },
    ],
    [labels.closingBalance, { formula: 'B5+B6-B7-B8', result: eurAmount(statement.closingBalanceMinor) }],
  ]);
  summary.getRow(9).font = { bold: true };
  const share = meta.payeeShare;
  if (share) {
    summary.addRow([]);
    summary.addRow([labels.payeeShare.heading]).font = { bold: true };
    summary.addRow([labels.payeeShare.percent, sharePercent(share.basisPoints, locale)]);
    const first = summary.addRow([labels.payeeShare.recouped, eurAmount(share.recoupedMinor)]).number;
    summary.addRow([labels.payeeShare.share, eurAmount(share.shareMinor)]);
    summary.addRow([
      labels.payeeShare.total,
      { formula: `B${first}+B${first + 1}`, result: eurAmount(share.recoupedMinor + share.shareMinor) },
    ]).font = { bold: true };
  }
  summary.addRow([]);
  summary.addRow([labels.balanceNote]);
  summary.addRow([labels.amountsNote]);
}
