// A stored invoice or credit note as a PDF in the reader's language (documents/invoice-pdf.ts prints it and checks that
// its parts add up). The figures are the ones issued; only the labels follow the locale.
import type { AppLocale } from '@spindle/domain';
import type { BillingDocumentRow } from './billing-documents.repo.ts';

/** The PDF of an issued invoice or credit note and the file name it downloads as. */
export async function billingDocumentPdf(
  row: BillingDocumentRow,
  locale: AppLocale,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { document } = row;
  // pdfkit and its fonts (~1 s to load) are loaded by the first PDF, not by every start (issue 19).
  const { renderInvoicePdf } = await import('../../documents/invoice-pdf.ts');
  const pdf = await renderInvoicePdf({
    locale,
    kind: row.kind,
    invoiceNumber: row.number,
    orderNumber: document.orderNumber,
    orderedAt: new Date(document.orderedAt),
    issuedAt: row.issuedAt,
    currency: document.currency,
    buyer: document.buyer,
    lines: document.lines,
    shipping: document.shipping,
    serviceCharge: document.serviceCharge,
    totalMinor: document.totalMinor,
    taxMinor: document.taxMinor,
  });
  return { pdf, fileName: `${row.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${row.number}.pdf` };
}
