// Reads the text back out of a PDF for tests (pdf.js through unpdf): pdfkit writes embedded-font text as
// glyph ids, so the bytes cannot simply be searched; extraction goes through the fonts' ToUnicode maps.
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page, whitespace (including no-break spaces) collapsed to single spaces. */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text: text.replace(/[\s\u00a0\u202f]+/g, ' ') };
}

/** Collapses whitespace the way pdfText does, for comparing formatted amounts. */
export function collapseSpaces(value: string): string {
  return value.replace(/[\s\u00a0\u202f]+/g, ' ');
}
