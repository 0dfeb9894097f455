// Public face of invoicing: invoices and credit notes as issued, numbered in an unbroken sequence per
// kind and year (docs/invoicing.md). Checkout issues an order's invoice in the transaction that confirms
// it; refunds and cancellations issue credit notes; the buyer's account, the staff's order page and the
// e-mails print the stored documents.
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
export {
  type OrderBillingFacts,
  billingDocumentOfOrder,
  billingFactsOf,
  creditNotesOfOrders,
  creditedDocumentsOf,
  issueRemainingCreditNote,
} from './credit-notes.ts';
