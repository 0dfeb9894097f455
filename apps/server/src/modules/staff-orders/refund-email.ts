// Tells the buyer that staff refunded part of their order, or cancelled it (mail/templates/order-refunded.ts):
// in the account's language (else English), to the address the order was placed with, the credit note
// PDF attached, filed in the outbox under the order so the staff's order page lists it.
import { DEFAULT_LOCALE, isLocale, type AppLocale, type CurrencyCode } from '@spindle/domain';
import { keptLinkOriginOf, type KeptLinkOrigins } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { orderRefundedTemplate } from '../../mail/templates/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import type { StaffOrderRow } from '../checkout/index.ts';
import { billingDocumentPdf, type BillingDocumentRow } from '../invoicing/index.ts';
import { currencyOf } from './order-view.ts';

export interface RefundEmailDeps {
  users: Pick<UserDirectory, 'contactsOf'>;
  mailer: Pick<Mailer, 'send'>;
  /** PUBLIC_URL; else the order's own origin; else the origin the staff request came in at. */
  linkOrigins: Pick<KeptLinkOrigins, 'publicUrl'>;
}

/** What the e-mail says: the order, its credit note, whether it was cancelled, and the origin of its links. */
export interface RefundNotice {
  order: StaffOrderRow;
  creditNote: BillingDocumentRow;
  /** The money given back (a cancellation gives back what the payment still held). */
  refundedMinor: number;
  cancelled: boolean;
  requestOrigin: string;
}

async function recipientOf(deps: RefundEmailDeps, order: StaffOrderRow) {
  const contact = order.userId === null ? undefined : (await deps.users.contactsOf([order.userId])).get(order.userId);
  const email = order.email ?? contact?.email;
  if (!email) return null;
  const locale: AppLocale = contact && isLocale(contact.lang) ? contact.lang : DEFAULT_LOCALE;
  return { email, locale, name: order.billingAddress?.firstname ?? contact?.name ?? null };
}

/** Sends the refund e-mail of a credit note to the order's buyer (no address known: nothing is sent). */
export async function sendRefundEmail(deps: RefundEmailDeps, notice: RefundNotice): Promise<void> {
  const { order, creditNote } = notice;
  const recipient = await recipientOf(deps, order);
  if (!recipient) return;
  const currency: CurrencyCode = currencyOf(order);
  const money = (amountMinor: number) => ({ amountMinor, currency });
  const attachment = await billingDocumentPdf(creditNote, recipient.locale);
  const { document } = creditNote;
  const rendered = orderRefundedTemplate.render(recipient.locale, {
    baseUrl: keptLinkOriginOf(order.linkOrigin, {
      publicUrl: deps.linkOrigins.publicUrl,
      developmentOrigin: notice.requestOrigin,
    }),
    name: recipient.name,
    orderNumber: order.id,
    cancelled: notice.cancelled,
    refunded: money(notice.refundedMinor),
    lines: document.lines.map((line) => ({
      name: line.description,
      quantity: line.quantity,
      amount: money(line.amountMinor),
    })),
    shipping: document.shipping ? money(document.shipping.amountMinor) : null,
    creditNoteNumber: creditNote.number,
    creditNote: { filename: attachment.fileName, content: attachment.pdf, contentType: 'application/pdf' },
  });
  await deps.mailer.send({
    to: recipient.email,
    locale: recipient.locale,
    template: orderRefundedTemplate.key,
    ...rendered,
    tags: ['order', 'refund'],
    orderId: order.id,
    ...(order.userId !== null ? { userId: order.userId } : {}),
  });
}
