// Public face of invoicing: invoices and credit notes as issued, numbered in an unbroken sequence per
// kind and year (docs/invoicing.md). Checkout issues an order's invoice in the transaction that confirms
// it; the buyer's account and the confirmation e-mail print the stored one.
export { billingDocumentPdf } from './billing-document-pdf.ts';
export {
  accountantDocumentOf,
  billingDocumentById,
  billingDocumentsOf,
  listBillingDocuments,
} from './document-register.ts';
export {
  type BillingDocumentRow,
  type IssueBillingDocument,
  documentsOfOrder,
  invoiceOfOrder,
  issueBillingDocument,
  ordersWithoutInvoice,
} from './billing-documents.repo.ts';
