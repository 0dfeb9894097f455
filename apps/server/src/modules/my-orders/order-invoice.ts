// The invoice of a paid order (GET user/orders/{id}/invoice), from the stored order: one line per
// order item with its own VAT, shipping as what the order total holds beyond the lines and the
// service charge, and shipping's VAT as the rest of the order's tax. The renderer refuses an invoice
// whose parts do not add up to the stored totals, so a wrongly stored order is never printed.
import type { AddressSnapshot } from '@spindle/db';
import { isCurrencyCode, isLocale, type AppLocale } from '@spindle/domain';
import { renderInvoicePdf, type InvoiceData } from '../../documents/invoice-pdf.ts';
import { AppError } from '../../http/errors.ts';
import type { OrderRow, MyOrdersRepo } from './my-orders.repo.ts';

/** The invoice number: the year of payment and the order id ('SP-2026-100001'). */
export function invoiceNumberOf(order: Pick<OrderRow, 'id' | 'paidAt' | 'createdAt'>): string {
  return `SP-${(order.paidAt ?? order.createdAt).getUTCFullYear()}-${order.id}`;
}

function buyerOf(address: AddressSnapshot | null, fallbackName: string) {
  if (!address) return { name: fallbackName, addressLines: [], countryCode: 'FR' };
  return {
    name: [address.company, `${address.firstname} ${address.lastname}`].filter(Boolean).join(' - '),
    addressLines: [address.address, address.address2, `${address.zipCode} ${address.city}`, address.state].filter(
      (line): line is string => Boolean(line),
    ),
    countryCode: address.countryId,
    vatNumber: address.vatNumber ?? null,
  };
}

/** The PDF of a paid order of the user; 404 for another user's order or one not paid. */
export async function orderInvoicePdf(
  repo: MyOrdersRepo,
  user: { id: number; name: string; lang: string },
  orderId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const order = await repo.findOrder(user.id, orderId);
  if (!order || !order.paidAt || !isCurrencyCode(order.currency)) throw new AppError('not_found');
  const [shopRows, items] = await Promise.all([repo.shopOrdersOf([order.id]), repo.itemsOf([order.id])]);
  const rateOfShop = new Map(shopRows.map((shop) => [shop.row.id, shop.row.taxRateBasisPoints]));
  const firstRate = shopRows[0]?.row.taxRateBasisPoints ?? 0;
  const lines = items.map(({ row }) => ({
    description: row.size ? `${row.name} (${row.size})` : row.name,
    quantity: row.quantity,
    unitPriceMinor: row.unitPriceMinor,
    discountMinor: row.discountMinor,
    amountMinor: row.quantity * row.unitPriceMinor - row.discountMinor,
    vatRateBasisPoints: (row.shopOrderId !== null ? rateOfShop.get(row.shopOrderId) : undefined) ?? firstRate,
    vatMinor: row.taxMinor,
  }));
  const linesTotal = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const linesVat = lines.reduce((sum, line) => sum + line.vatMinor, 0);
  const shippingMinor = order.totalMinor - linesTotal - order.serviceChargeMinor;
  const locale: AppLocale = isLocale(user.lang) ? user.lang : 'en';
  const invoice: InvoiceData = {
    locale,
    invoiceNumber: invoiceNumberOf(order),
    orderNumber: String(order.id),
    orderedAt: order.createdAt,
    issuedAt: order.paidAt,
    currency: order.currency,
    buyer: buyerOf(order.billingAddress ?? shopRows[0]?.row.shippingAddress ?? null, user.name),
    lines,
    shipping:
      shippingMinor !== 0
        ? { amountMinor: shippingMinor, vatRateBasisPoints: firstRate, vatMinor: order.taxMinor - linesVat }
        : null,
    serviceCharge:
      order.serviceChargeMinor !== 0
        ? { amountMinor: order.serviceChargeMinor, vatRateBasisPoints: 0, vatMinor: 0 }
        : null,
    totalMinor: order.totalMinor,
    taxMinor: order.taxMinor,
  };
  return { pdf: await renderInvoicePdf(invoice), fileName: `invoice-${invoice.invoiceNumber}.pdf` };
}
