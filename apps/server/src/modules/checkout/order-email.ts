// The confirmation e-mail of a paid order, in the buyer's language, with the invoice PDF attached
// (mail/templates/order-confirmation.ts, documents/invoice-pdf.ts). Every figure comes from the stored
// order, which was priced by the server; discounts are already inside the line and shipping amounts.
// Also the e-mail of a late payment refunded because its copies were sold meanwhile.
import { isCurrencyCode, isLocale, type AppLocale, type CurrencyCode, type Money } from '@spindle/domain';
import { renderInvoicePdf, type InvoiceData, type InvoiceLine } from '../../documents/invoice-pdf.ts';
import { keptLinkOriginOf, type KeptLinkOrigins } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { latePaymentRefundedTemplate } from '../../mail/templates/late-payment-refunded.ts';
import { orderConfirmationTemplate } from '../../mail/templates/order-confirmation.ts';
import type { OrderItemRow, OrderRow, OrdersRepo } from './orders.repo.ts';

type ShopOrderRow = Awaited<ReturnType<OrdersRepo['shopOrdersOf']>>[number];

/** Where the e-mail goes and in which language: the account's, else the address and language given at checkout. */
async function recipientOf(
  repo: OrdersRepo,
  order: OrderRow,
): Promise<{ email: string; locale: AppLocale; name: string | null } | null> {
  const data = order.cartId ? await repo.cartData(order.cartId) : null;
  const stored = data?.customer as { locale?: unknown } | null | undefined;
  const checkoutLocale = isLocale(stored?.locale) ? stored.locale : null;
  if (order.userId !== null) {
    const user = await repo.userContact(order.userId);
    if (user)
      return {
        email: order.email ?? user.email,
        locale: isLocale(user.lang) ? user.lang : (checkoutLocale ?? 'en'),
        name: user.name,
      };
  }
  return order.email ? { email: order.email, locale: checkoutLocale ?? 'en', name: null } : null;
}

/** The invoice of a confirmed order: items and boxes as lines, shipping and service charge as charges. */
export function invoiceOf(
  order: OrderRow,
  items: readonly OrderItemRow[],
  groups: readonly ShopOrderRow[],
  locale: AppLocale,
  issuedAt: Date,
): InvoiceData {
  const currency = order.currency as CurrencyCode;
  const lines: InvoiceLine[] = items.map((item) => ({
    description: item.name,
    quantity: item.quantity,
    unitPriceMinor: item.unitPriceMinor,
    discountMinor: item.discountMinor,
    amountMinor: item.totalMinor - item.discountMinor,
    vatRateBasisPoints: groups.find((group) => group.id === item.shopOrderId)?.taxRateBasisPoints ?? 0,
    vatMinor: item.taxMinor,
  }));
  const shippingAmount = groups.reduce((sum, group) => sum + group.shippingMinor, 0);
  const linesTax = lines.reduce((sum, line) => sum + line.vatMinor, 0);
  const groupsTax = groups.reduce((sum, group) => sum + group.taxMinor, 0);
  const itemsTaxInGroups = items
    .filter((item) => item.shopOrderId !== null)
    .reduce((sum, item) => sum + item.taxMinor, 0);
  const shippingTax = groupsTax - itemsTaxInGroups;
  const serviceTax = order.taxMinor - linesTax - shippingTax;
  const rate = groups[0]?.taxRateBasisPoints ?? 0;
  const address = order.billingAddress;
  return {
    locale,
    invoiceNumber: `INV-${order.id}`,
    orderNumber: String(order.id),
    orderedAt: order.createdAt,
    issuedAt,
    currency,
    buyer: {
      name: address ? `${address.firstname} ${address.lastname}`.trim() : (order.email ?? ''),
      addressLines: address
        ? [address.address, address.address2 ?? '', `${address.zipCode} ${address.city}`].filter(Boolean)
        : [],
      countryCode: address?.countryId ?? order.countryId ?? 'FR',
      vatNumber: address?.vatNumber ?? null,
    },
    lines,
    shipping: groups.length ? { amountMinor: shippingAmount, vatRateBasisPoints: rate, vatMinor: shippingTax } : null,
    serviceCharge: order.serviceChargeMinor
      ? { amountMinor: order.serviceChargeMinor, vatRateBasisPoints: rate, vatMinor: serviceTax }
      : null,
    totalMinor: order.totalMinor,
    taxMinor: order.taxMinor,
  };
}

/** Sends the confirmation of a just-confirmed order (once: only the confirming caller calls it). */
export async function sendOrderConfirmation(
  deps: { repo: OrdersRepo; mailer: Pick<Mailer, 'send'>; linkOrigins: KeptLinkOrigins; clock: () => Date },
  orderId: number,
): Promise<void> {
  const order = await deps.repo.findOrder(orderId);
  if (!order || !isCurrencyCode(order.currency)) return;
  const recipient = await recipientOf(deps.repo, order);
  if (!recipient) return;
  const [items, groups] = await Promise.all([deps.repo.itemsOf(orderId), deps.repo.shopOrdersOf(orderId)]);
  const money = (amountMinor: number): Money => ({ amountMinor, currency: order.currency as CurrencyCode });
  const pdf = await renderInvoicePdf(invoiceOf(order, items, groups, recipient.locale, deps.clock()));
  const address = order.billingAddress;
  const rendered = orderConfirmationTemplate.render(recipient.locale, {
    baseUrl: keptLinkOriginOf(order.linkOrigin, deps.linkOrigins),
    name: address?.firstname ?? recipient.name,
    orderNumber: order.id,
    orderedAt: order.createdAt,
    lines: items.map((item) => ({
      name: item.name,
      detail: Object.values(item.chosenSizes).join(' / ') || null,
      quantity: item.quantity,
      total: money(item.totalMinor - item.discountMinor),
    })),
    totals: {
      subtotal: money(items.reduce((sum, item) => sum + item.totalMinor - item.discountMinor, 0)),
      shipping: money(groups.reduce((sum, group) => sum + group.shippingMinor, 0)),
      serviceCharge: money(order.serviceChargeMinor),
      vatIncluded: money(order.taxMinor),
      total: money(order.totalMinor),
    },
    shippingAddress: {
      name: address ? `${address.firstname} ${address.lastname}`.trim() : '',
      address: address?.address ?? '',
      zipCode: address?.zipCode ?? '',
      city: address?.city ?? '',
      state: address?.state ?? null,
      countryCode: address?.countryId ?? order.countryId ?? 'FR',
    },
    invoice: { filename: `spindle-invoice-${order.id}.pdf`, content: pdf, contentType: 'application/pdf' },
  });
  await deps.mailer.send({
    to: recipient.email,
    locale: recipient.locale,
    template: orderConfirmationTemplate.key,
    ...rendered,
    tags: ['order'],
    ...(order.userId !== null ? { userId: order.userId } : {}),
  });
}

/** Tells the buyer that a payment which came after its copies were sold was refunded in full. */
export async function sendLatePaymentRefund(
  deps: { repo: OrdersRepo; mailer: Pick<Mailer, 'send'>; linkOrigins: KeptLinkOrigins },
  orderId: number,
  refunded: Money,
): Promise<void> {
  const order = await deps.repo.findOrder(orderId);
  if (!order) return;
  const recipient = await recipientOf(deps.repo, order);
  if (!recipient) return;
  const rendered = latePaymentRefundedTemplate.render(recipient.locale, {
    baseUrl: keptLinkOriginOf(order.linkOrigin, deps.linkOrigins),
    name: order.billingAddress?.firstname ?? recipient.name,
    orderNumber: order.id,
    refunded,
  });
  await deps.mailer.send({
    to: recipient.email,
    locale: recipient.locale,
    template: latePaymentRefundedTemplate.key,
    ...rendered,
    tags: ['order'],
    ...(order.userId !== null ? { userId: order.userId } : {}),
  });
}
