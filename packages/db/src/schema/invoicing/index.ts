// The invoicing tables. Owned by the invoicing module (apps/server/src/modules/invoicing); no other module
// reads or writes them.
export * from './billing-documents.ts';
