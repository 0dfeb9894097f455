// The small layout layer our PDFs share: a document that resolves to a Buffer, text set in the face its
// script needs (pdf-fonts.ts), and a table that breaks across pages and repeats its header.
import PDFDocument from 'pdfkit';
import { fontFile, fontFileFor, type FontWeight } from './pdf-fonts.ts';

/** A PDF being written, and the Buffer it becomes once `end()` is called. */
export interface PdfDraft {
  doc: PDFKit.PDFDocument;
  finished: Promise<Buffer>;
}

/** Options shared by every PDF we render. */
export interface PdfOptions {
  /** BCP 47 tag of the document language (accessibility: read aloud in the right language). */
  lang: string;
  title: string;
  /** Fixed metadata date, so the same data renders the same bytes. */
  createdAt: Date;
  landscape?: boolean;
  /** false writes plain content streams (handy to inspect); default true. */
  compress?: boolean;
}

/** Page margin, points. */
export const PAGE_MARGIN = 40;

/** Starts an A4 PDF in Noto Sans; `finished` resolves with its bytes after `doc.end()`. */
export function startPdf(options: PdfOptions): PdfDraft {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: PAGE_MARGIN,
    compress: options.compress ?? true,
    font: fontFile('latin', 'regular'),
    lang: options.lang,
    displayTitle: true,
    info: { Title: options.title, Author: 'Spindle SAS', CreationDate: options.createdAt },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

/** How one piece of text is set. */
export interface TextStyle {
  width?: number;
  align?: 'left' | 'right' | 'center';
  weight?: FontWeight;
  size?: number;
  color?: string;
}

function applyStyle(doc: PDFKit.PDFDocument, text: string, style: TextStyle): void {
  doc
    .font(fontFileFor(text, style.weight ?? 'regular'))
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? '#111111');
}

/** Writes a text at (x, y) in the face its script needs; returns the height it took. */
export function writeText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle = {}): number {
  applyStyle(doc, text, style);
  const options = { width: style.width, align: style.align ?? 'left', lineBreak: style.width !== undefined };
  doc.text(text, x, y, options);
  return doc.heightOfString(text, options);
}

function measureText(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  applyStyle(doc, text, style);
  return doc.heightOfString(text, { width: style.width, align: style.align ?? 'left' });
}

/** A column of a table: header text, width in points, alignment (numbers right). */
export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A row of cells, one per column; bold for totals. */
export interface TableRow {
  cells: string[];
  weight?: FontWeight;
}

const CELL_PADDING = 3;

function pageBottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

function drawRow(doc: PDFKit.PDFDocument, columns: TableColumn[], row: TableRow, x: number, y: number, height: number) {
  let cellX = x;
  columns.forEach((column, index) => {
    const text = row.cells[index] ?? '';
    const width = column.width - 2 * CELL_PADDING;
    writeText(doc, text, cellX + CELL_PADDING, y + CELL_PADDING, { width, align: column.align, weight: row.weight });
    cellX += column.width;
  });
  const right = x + columns.reduce((sum, column) => sum + column.width, 0);
  doc
    .moveTo(x, y + height)
    .lineTo(right, y + height)
    .lineWidth(0.5)
    .strokeColor('#bbbbbb')
    .stroke();
}

function rowHeight(doc: PDFKit.PDFDocument, columns: TableColumn[], row: TableRow): number {
  const heights = columns.map((column, index) =>
    measureText(doc, row.cells[index] ?? '', { width: column.width - 2 * CELL_PADDING, weight: row.weight }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

/** Draws a table from y on, adding pages (header repeated) as needed; returns the y below it. */
export function drawTable(doc: PDFKit.PDFDocument, columns: TableColumn[], rows: TableRow[], startY: number): number {
  const x = doc.page.margins.left;
  const header: TableRow = { cells: columns.map((column) => column.header), weight: 'bold' };
  const headerHeight = rowHeight(doc, columns, header);
  let y = startY;
  if (y + headerHeight * 2 > pageBottom(doc)) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  drawRow(doc, columns, header, x, y, headerHeight);
  y += headerHeight;
  for (const row of rows) {
    const height = rowHeight(doc, columns, row);
    if (y + height > pageBottom(doc)) {
      doc.addPage();
      y = doc.page.margins.top;
      drawRow(doc, columns, header, x, y, headerHeight);
      y += headerHeight;
    }
    drawRow(doc, columns, row, x, y, height);
    y += height;
  }
  return y;
}

/** Moves to a new page when fewer than `needed` points are left; returns the y to write at. */
export function ensureSpace(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= pageBottom(doc)) return y;
  doc.addPage();
  return doc.page.margins.top;
}
