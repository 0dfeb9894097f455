// The invoice of a paid order (GET user/orders/{id}/invoice): the one issued when the order was
// confirmed (invoicing), printed in the reader's language. Another user's order, or one without an
// invoice (not paid), is not found.
import { isLocale } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import { billingDocumentPdf, invoiceOfOrder } from '../invoicing/index.ts';
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
