// An artist's monthly statement as a PDF (GET projects/{id}/statement; BUSINESS-RULES "Artist statements").
// Prints a computed Statement as is: every figure and total comes from computeStatement (packages/domain).
import type { AppLocale, Statement, StatementCostLine, StatementIncomeLine } from '@spindle/domain';
import { formatAmount, formatDay, formatEur, formatInstantDay, formatMonth, intlTagOf } from './document-format.ts';
import {
  drawTable,
  ensureSpace,
  startPdf,
  writeText,
  PAGE_MARGIN,
  type TableColumn,
  type TableRow,
} from './pdf-document.ts';
import { STATEMENT_LABELS, type StatementLabels } from './statement-labels.ts';

/** Who and what a statement is for, in which language, and when it was issued. */
export interface StatementDocumentMeta {
  locale: AppLocale;
  artistName: string;
  projectTitle: string;
  issuedAt: Date;
  /** false writes uncompressed content streams (tests); default true. */
  compress?: boolean;
  /** A payee's own statement: their part of the month's revenue split, printed after the summary. */
  payeeShare?: PayeeShareOfStatement | undefined;
}

/** A payee's part of a statement (statement_payee_shares), EUR cents; total = recouped + share. */
export interface PayeeShareOfStatement {
  basisPoints: number;
  recoupedMinor: number;
  shareMinor: number;
}

/** The payee's share as percent text ('37.5 %' in the reader's language). */
export function sharePercent(basisPoints: number, locale: AppLocale): string {
  return new Intl.NumberFormat(intlTagOf(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

/** A cost line's description: storage lines are named in the reader's language. */
export function costDescription(line: StatementCostLine, labels: StatementLabels): string {
  return line.storageClass ? labels.storageClasses[line.storageClass] : line.label;
}

/** The title of a statement: 'Artist statement — March 2026'. */
export function statementTitle(statement: Statement, locale: AppLocale): string {
  return `${STATEMENT_LABELS[locale].title} — ${formatMonth(statement.period.year, statement.period.month, locale)}`;
}

const sumOf = (lines: StatementIncomeLine[], pick: (line: StatementIncomeLine) => number) =>
  lines.reduce((sum, line) => sum + pick(line), 0);

function incomeTable(statement: Statement, labels: StatementLabels, locale: AppLocale, width: number) {
  const eur = (minor: number) => formatEur(minor, locale);
  const fixed: TableColumn[] = [
    { header: labels.date, width: 66 },
    { header: labels.type, width: 84 },
    { header: labels.reference, width: 72 },
  ];
  const amounts: TableColumn[] = [
    { header: labels.quantity, width: 35, align: 'right' },
    { header: labels.sales, width: 85, align: 'right' },
    { header: labels.gross, width: 68, align: 'right' },
    { header: labels.deductions, width: 68, align: 'right' },
    { header: labels.vat, width: 60, align: 'right' },
    { header: labels.fee, width: 64, align: 'right' },
    { header: labels.amount, width: 70, align: 'right' },
  ];
  const itemWidth = width - [...fixed, ...amounts].reduce((sum, column) => sum + column.width, 0);
  const columns = [...fixed, { header: labels.item, width: itemWidth }, ...amounts];
  const lines = statement.incomeLines;
  const rows: TableRow[] = lines.map((line) => ({
    cells: [
      formatDay(line.date, locale),
      labels.kinds[line.kind],
      line.reference,
      line.label,
      String(line.quantity),
      formatAmount(line.salesMinor, line.currency, locale),
      eur(line.grossEurMinor),
      eur(-line.deductionsEurMinor),
      eur(-line.vatEurMinor),
      eur(-line.feeEurMinor),
      eur(line.amountMinor),
    ],
  }));
  if (lines.length === 0) rows.push({ cells: [labels.nothing] });
  rows.push({
    weight: 'bold',
    cells: [
      labels.total,
      '',
      '',
      '',
      '',
      '',
      eur(sumOf(lines, (l) => l.grossEurMinor)),
      eur(-sumOf(lines, (l) => l.deductionsEurMinor)),
      eur(-sumOf(lines, (l) => l.vatEurMinor)),
      eur(-sumOf(lines, (l) => l.feeEurMinor)),
      eur(statement.incomeTotalMinor),
    ],
  });
  return { columns, rows };
}

function costTable(statement: Statement, labels: StatementLabels, locale: AppLocale, width: number) {
  const eur = (minor: number) => formatEur(minor, locale);
  const columns: TableColumn[] = [
    { header: labels.date, width: 80 },
    { header: labels.category, width: 120 },
    { header: labels.reference, width: 110 },
    { header: labels.description, width: width - 80 - 120 - 110 - 60 - 90 - 100 },
    { header: labels.quantity, width: 60, align: 'right' },
    { header: labels.unitPrice, width: 90, align: 'right' },
    { header: labels.amount, width: 100, align: 'right' },
  ];
  const rows: TableRow[] = statement.costLines.map((line) => ({
    cells: [
      formatDay(line.date, locale),
      labels.categories[line.category],
      line.reference,
      costDescription(line, labels),
      String(line.quantity),
      eur(line.unitAmountMinor),
      eur(line.amountMinor),
    ],
  }));
  if (rows.length === 0) rows.push({ cells: [labels.nothing] });
  rows.push({ weight: 'bold', cells: [labels.total, '', '', '', '', '', eur(statement.costTotalMinor)] });
  return { columns, rows };
}

function paymentTable(statement: Statement, labels: StatementLabels, locale: AppLocale, width: number) {
  const columns: TableColumn[] = [
    { header: labels.date, width: 80 },
    { header: labels.reference, width: width - 180 },
    { header: labels.amount, width: 100, align: 'right' },
  ];
  const rows: TableRow[] = statement.paymentLines.map((line) => ({
    cells: [formatDay(line.date, locale), line.reference, formatEur(line.amountMinor, locale)],
  }));
  if (rows.length === 0) rows.push({ cells: [labels.nothing] });
  rows.push({ weight: 'bold', cells: [labels.total, '', formatEur(statement.paymentTotalMinor, locale)] });
  return { columns, rows };
}

/** A computed statement as PDF bytes (A4 landscape), labelled in the meta's locale. */
export async function renderStatementPdf(statement: Statement, meta: StatementDocumentMeta): Promise<Buffer> {
  const { locale } = meta;
  const labels = STATEMENT_LABELS[locale];
  const eur = (minor: number) => formatEur(minor, locale);
  const title = statementTitle(statement, locale);
  const { doc, finished } = startPdf({
    lang: intlTagOf(locale),
    title,
    createdAt: meta.issuedAt,
    landscape: true,
    compress: meta.compress,
  });
  const width = doc.page.width - 2 * PAGE_MARGIN;

  let y = PAGE_MARGIN + writeText(doc, title, PAGE_MARGIN, PAGE_MARGIN, { size: 18, weight: 'bold' }) + 8;
  const period = `${formatDay(statement.period.firstDay, locale)} – ${formatDay(statement.period.lastDay, locale)}`;
  for (const [label, value] of [
    [labels.artist, meta.artistName],
    [labels.project, meta.projectTitle],
    [labels.period, period],
    [labels.issuedOn, formatInstantDay(meta.issuedAt, locale)],
  ] as const) {
    writeText(doc, label, PAGE_MARGIN, y, { width: 110, color: '#555555', size: 10 });
    y += writeText(doc, value, PAGE_MARGIN + 110, y, { width: width - 110, size: 10 }) + 3;
  }

  const summaryColumns: TableColumn[] = [
    { header: labels.summary, width: 200 },
    { header: 'EUR', width: 120, align: 'right' },
  ];
  const summaryRows: TableRow[] = [
    { cells: [labels.openingBalance, eur(statement.openingBalanceMinor)] },
    { cells: [labels.income, eur(statement.incomeTotalMinor)] },
    { cells: [labels.costs, eur(-statement.costTotalMinor)] },
    { cells: [labels.payments, eur(-statement.paymentTotalMinor)] },
    { cells: [labels.closingBalance, eur(statement.closingBalanceMinor)], weight: 'bold' },
  ];
  y = drawTable(doc, summaryColumns, summaryRows, y + 10) + 6;
  y += writeText(doc, labels.balanceNote, PAGE_MARGIN, y, { width, size: 8, color: '#555555' });
  y += writeText(doc, labels.amountsNote, PAGE_MARGIN, y, { width, size: 8, color: '#555555' });

  const share = meta.payeeShare;
  if (share) {
    const shareRows: TableRow[] = [
      { cells: [labels.payeeShare.percent, sharePercent(share.basisPoints, locale)] },
      { cells: [labels.payeeShare.recouped, eur(share.recoupedMinor)] },
      { cells: [labels.payeeShare.share, eur(share.shareMinor)] },
      { cells: [labels.payeeShare.total, eur(share.recoupedMinor + share.shareMinor)], weight: 'bold' },
    ];
    const shareColumns: TableColumn[] = [
      { header: labels.payeeShare.heading, width: 200 },
      { header: 'EUR', width: 120, align: 'right' },
    ];
    y = drawTable(doc, shareColumns, shareRows, y + 10);
  }

  for (const [heading, table] of [
    [labels.income, incomeTable(statement, labels, locale, width)],
    [labels.costs, costTable(statement, labels, locale, width)],
    [labels.payments, paymentTable(statement, labels, locale, width)],
  ] as const) {
    y = ensureSpace(doc, y + 14, 70);
    y += writeText(doc, heading, PAGE_MARGIN, y, { size: 13, weight: 'bold' }) + 4;
    y = drawTable(doc, table.columns, table.rows, y);
  }

  doc.end();
  return finished;
}
