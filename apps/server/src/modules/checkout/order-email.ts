// The confirmation e-mail of a paid order, in the buyer's language, with the invoice PDF attached
// (mail/templates/order-confirmation.ts, documents/invoice-pdf.ts). Every figure comes from the stored
// order, which was priced by the server; discounts are already inside the line and shipping amounts.
// Also the e-mail of a late payment refunded because its copies were sold meanwhile.
import { isCurrencyCode, isLocale, type AppLocale, type CurrencyCode, type Money } from '@spindle/domain';
import { billingDocumentPdf } from '../invoicing/index.ts';
import { keptLinkOriginOf, type KeptLinkOrigins } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { latePaymentRefundedTemplate } from '../../mail/templates/late-payment-refunded.ts';
import { orderConfirmationTemplate } from '../../mail/templates/order-confirmation.ts';
import type { OrderRow, OrdersRepo } from './orders.repo.ts';

/** Where the e-mail goes and in which language: the account's, else the address and language given at checkout. */
export async function recipientOf(
  repo: OrdersRepo,
  order: OrderRow,
): Promise<{ email: string; locale: AppLocale; name: string | null } | null> {
  const data = order.cartId ? await repo.cartData(order.cartId) : null;
  // The language the buyer checked out in: the page's, kept with the address the checkout saved
  // (carts.data.customer.address.locale), else the request's, kept with the cart (customer.locale).
  const stored = data?.customer as { locale?: unknown; address?: { locale?: unknown } | null } | null | undefined;
  const checkoutLocale = isLocale(stored?.address?.locale)
    ? stored.address.locale
    : isLocale(stored?.locale)
      ? stored.locale
      : null;
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

/** Sends the confirmation of a just-confirmed order (once: only the confirming caller calls it). */
export async function sendOrderConfirmation(
  deps: { repo: OrdersRepo; mailer: Pick<Mailer, 'send'>; linkOrigins: KeptLinkOrigins },
  orderId: number,
): Promise<void> {
  const order = await deps.repo.findOrder(orderId);
  if (!order || !isCurrencyCode(order.currency)) return;
  const recipient = await recipientOf(deps.repo, order);
  if (!recipient) return;
  const [items, groups] = await Promise.all([deps.repo.itemsOf(orderId), deps.repo.shopOrdersOf(orderId)]);
  const money = (amountMinor: number): Money => ({ amountMinor, currency: order.currency as CurrencyCode });
  const invoice = await deps.repo.invoiceOf(orderId);
  const attachment = invoice ? await billingDocumentPdf(invoice, recipient.locale) : null;
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
    ...(attachment
      ? { invoice: { filename: attachment.fileName, content: attachment.pdf, contentType: 'application/pdf' } }
      : {}),
  });
  await deps.mailer.send({
    to: recipient.email,
    locale: recipient.locale,
    template: orderConfirmationTemplate.key,
    ...rendered,
    tags: ['order'],
    orderId: order.id,
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
    orderId: order.id,
    ...(order.userId !== null ? { userId: order.userId } : {}),
  });
}
