// The invoice of a paid order (GET user/orders/{id}/invoice): the one issued when the order was
// confirmed (invoicing), printed in the reader's language; and the credit notes of its refunds (GET
// user/orders/{id}/credit-notes/{document_id}). Another user's order, or one without the document, is
// not found.
import { isLocale } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import { billingDocumentOfOrder, billingDocumentPdf, invoiceOfOrder } from '../invoicing/index.ts';
import type { MyOrdersRepo } from './my-orders.repo.ts';

/** The PDF of a paid order of the user; 404 for another user's order or one not paid. */
export async function orderInvoicePdf(
  repo: MyOrdersRepo,
  user: { id: number; lang: string },
  orderId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const order = await repo.findOrder(user.id, orderId);
  if (!order?.paidAt) throw new AppError('not_found');
  const invoice = await invoiceOfOrder(repo.db, order.id);
  if (!invoice) throw new AppError('not_found');
  return billingDocumentPdf(invoice, isLocale(user.lang) ? user.lang : 'en');
}

/** A credit note of a refunded order of the user; 404 for another user's order or another document. */
export async function orderCreditNotePdf(
  repo: MyOrdersRepo,
  user: { id: number; lang: string },
  params: { orderId: number; documentId: number },
): Promise<{ pdf: Buffer; fileName: string }> {
  const order = await repo.findOrder(user.id, params.orderId);
  if (!order) throw new AppError('not_found');
  const note = await billingDocumentOfOrder(repo.db, order.id, params.documentId);
  if (note?.kind !== 'credit_note') throw new AppError('not_found');
  return billingDocumentPdf(note, isLocale(user.lang) ? user.lang : 'en');
}
