// The invoices of the demo orders, as checkout issues them when an order is confirmed: built from the
// order, its shop orders and items (@spindle/domain invoiceDocumentOf), numbered per year in the
// order they were paid, with each year's counter left where the numbering stopped.
import {
  BUSINESS_TIME_ZONE,
  billingDocumentNumber,
  invoiceDocumentOf,
  isCurrencyCode,
  localDateTimeOf,
  vatBreakdownOf,
} from '@spindle/domain';
import type { billingDocumentSequences, billingDocuments } from '../schema/index.ts';
import type { OrdersPlan } from './plan-orders.ts';

/** The invoice rows and the counters they leave. */
export interface InvoicesPlan {
  documents: (typeof billingDocuments.$inferInsert)[];
  sequences: (typeof billingDocumentSequences.$inferInsert)[];
}

/** Plans one invoice per paid demo order. */
export function planInvoices(orders: OrdersPlan): InvoicesPlan {
  const paid = orders.orders
    .filter((order) => order.status === 'confirmed' && order.paidAt)
    .sort((a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0) || a.id - b.id);
  const lastOfYear = new Map<number, number>();
  const documents = paid.map((order) => {
    const issuedAt = order.paidAt ?? new Date(0);
    const currency = order.currency ?? 'EUR';
    if (!isCurrencyCode(currency)) throw new Error(`demo order ${order.id} has currency ${currency}`);
    const document = invoiceDocumentOf(
      {
        id: order.id,
        createdAt: order.createdAt ?? issuedAt,
        currency,
        totalMinor: order.totalMinor ?? 0,
        taxMinor: order.taxMinor ?? 0,
        serviceChargeMinor: order.serviceChargeMinor ?? 0,
        email: order.email ?? null,
        countryId: order.countryId ?? null,
        billingAddress: order.billingAddress ?? null,
      },
      orders.shopOrders
        .filter((shop) => shop.orderId === order.id)
        .map((shop) => ({
          id: shop.id,
          taxRateBasisPoints: shop.taxRateBasisPoints ?? 0,
          taxMinor: shop.taxMinor ?? 0,
        })),
      orders.items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          name: item.name,
          size: item.size ?? null,
          quantity: item.quantity ?? 1,
          unitPriceMinor: item.unitPriceMinor,
          totalMinor: item.totalMinor,
          discountMinor: item.discountMinor ?? 0,
          taxMinor: item.taxMinor ?? 0,
          shopOrderId: item.shopOrderId ?? null,
        })),
    );
    const { year } = localDateTimeOf(issuedAt, BUSINESS_TIME_ZONE);
    const sequence = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, sequence);
    const breakdown = vatBreakdownOf(document);
    const vatMinor = breakdown.reduce((sum, bucket) => sum + bucket.vatMinor, 0);
    return {
      kind: 'invoice' as const,
      year,
      sequence,
      number: billingDocumentNumber('invoice', year, sequence),
      orderId: order.id,
      currency,
      grossMinor: document.totalMinor,
      vatMinor,
      netMinor: document.totalMinor - vatMinor,
      vatBreakdown: breakdown,
      document,
      issuedAt,
    };
  });
  const sequences = [...lastOfYear].map(([year, lastNumber]) => ({ kind: 'invoice' as const, year, lastNumber }));
  return { documents, sequences };
}
