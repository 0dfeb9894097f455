// Invoices and credit notes for staff (docs/admin.md "Users, bids, invoices and payments"): the list
// with each series' count, the accountant's CSV of a filter (packages/domain accountant-export.ts: one
// row per document, a net and a VAT column per rate, credit notes negative), and each document's PDF as
// issued, printed by invoicing in the staff member's language.
import type { AdminInvoicesFilter, AdminInvoicesQuery } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { accountantExportOf, csvDocument, isLocale, type AppLocale } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import {
  accountantDocumentOf,
  billingDocumentById,
  billingDocumentPdf,
  billingDocumentsOf,
  listBillingDocuments,
} from '../invoicing/index.ts';

/** The accountant's export stops here: a year of a busy shop fits; a filter narrows a bigger one. */
export const INVOICE_EXPORT_MAX_DOCUMENTS = 100_000;

/** The CSV of a filter's documents, in the order they were issued, and the name it downloads as. */
async function exportCsv(db: Db, filter: AdminInvoicesFilter): Promise<{ csv: string; fileName: string }> {
  const rows = await billingDocumentsOf(db, filter, INVOICE_EXPORT_MAX_DOCUMENTS);
  let sheet;
  try {
    sheet = accountantExportOf(rows.map(accountantDocumentOf));
  } catch (error) {
    // A stored document whose rates do not add up is a broken invariant, never exported as is (the
    // message, naming the document, is logged; the answer says no more than the request id).
    throw new AppError('invoice_inconsistent', { message: String(error) });
  }
  const range = [filter.from, filter.to].filter(Boolean).join('_to_');
  const fileName = `invoices${filter.kind ? `-${filter.kind}` : ''}${range ? `-${range}` : ''}.csv`;
  return { csv: csvDocument([sheet.header, ...sheet.rows]), fileName };
}

async function pdfOf(db: Db, id: number, lang: string) {
  const row = await billingDocumentById(db, id);
  if (!row) throw new AppError('not_found');
  const locale: AppLocale = isLocale(lang) ? lang : 'en';
  const printed = await billingDocumentPdf(row, locale);
  return { pdf: printed.pdf, fileName: `${row.kind === 'credit_note' ? 'credit-note' : 'invoice'}-${row.number}.pdf` };
}

export function createInvoiceRegister(db: Db) {
  return {
    list: (query: AdminInvoicesQuery) => listBillingDocuments(db, query),
    exportCsv: (filter: AdminInvoicesFilter) => exportCsv(db, filter),
    pdf: (id: number, lang: string) => pdfOf(db, id, lang),
  };
}

export type InvoiceRegister = ReturnType<typeof createInvoiceRegister>;
