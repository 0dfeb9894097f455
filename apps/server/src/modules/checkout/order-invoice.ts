// The invoice of an order, issued in the transaction that confirms it (docs/invoicing.md): built from the
// stored order, its shop orders and items, numbered by invoicing. Issuing twice returns the first.
import { schema, type Tx } from '@spindle/db';
import { invoiceDocumentOf, isCurrencyCode } from '@spindle/domain';
import { asc, eq } from 'drizzle-orm';
import { issueBillingDocument, type BillingDocumentRow } from '../invoicing/index.ts';
import type { OrderItemRow, OrderRow } from './orders.repo.ts';

const { shopOrders } = schema;

/** Issues the invoice of a paid order inside `tx` (or returns the one it has). */
export async function issueOrderInvoice(
  tx: Tx,
  order: OrderRow,
  items: readonly OrderItemRow[],
  issuedAt: Date,
): Promise<BillingDocumentRow> {
  if (!isCurrencyCode(order.currency)) throw new Error(`order ${order.id} has an unknown currency ${order.currency}`);
  const groups = await tx
    .select({ id: shopOrders.id, taxRateBasisPoints: shopOrders.taxRateBasisPoints, taxMinor: shopOrders.taxMinor })
    .from(shopOrders)
    .where(eq(shopOrders.orderId, order.id))
    .orderBy(asc(shopOrders.id));
  const document = invoiceDocumentOf({ ...order, currency: order.currency }, groups, items);
  return issueBillingDocument(tx, { kind: 'invoice', orderId: order.id, issuedAt, document });
}
