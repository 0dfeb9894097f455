// The e-mails a buyer gets as their shop order moves (packages/domain fulfilment.ts
// BUYER_NOTIFIED_STATUSES): the dispatch e-mail with the tracking link when it leaves, a short note
// for the other steps, the review request later; in the buyer's language, linked to the origin the
// order was made at (http/link-origin.ts). Sent after the change is committed; a failure is logged
// and never undoes the change.
import { carrierNameOf, notifiesBuyerOf, type ShopOrderStatus } from '@spindle/domain';
import type { Db } from '@spindle/db';
import type { BaseLogger } from 'pino';
import { keptLinkOriginOf, type KeptLinkOrigins } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  SHOP_ORDER_STATUS_EMAILS,
  orderDispatchedTemplate,
  reviewRequestTemplate,
  shopOrderStatusTemplate,
  type ShopOrderStatusEmail,
} from '../../mail/templates/index.ts';
import { linesOfShopOrders, orderRecipientOf, type OrderRecipient, type ShopOrderLine } from '../checkout/index.ts';
import type { ShipmentRow } from './shipments.repo.ts';
import { trackingLinkOf } from './shipment-dto.ts';

export interface BuyerEmailDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  linkOrigins: KeptLinkOrigins;
  logger: Pick<BaseLogger, 'warn' | 'error'>;
}

/** A shop order that moved: its buyer hears of it when the status is one they are told of. */
export interface BuyerNotice {
  shopOrderId: number;
  orderId: number;
  status: ShopOrderStatus;
  /** For `sent`: the parcel it left in (its carrier, number and link). */
  parcel?: ShipmentRow | null;
}

const isStatusEmail = (status: ShopOrderStatus): status is ShopOrderStatusEmail =>
  (SHOP_ORDER_STATUS_EMAILS as readonly string[]).includes(status);

/** What a parcel holds, as the e-mail lists it: '2 × Artist - Record (M)'. */
function itemLabels(lines: readonly ShopOrderLine[]): string[] {
  return lines.map((line) => {
    const name = line.size ? `${line.name} (${line.size})` : line.name;
    return line.quantity > 1 ? `${line.quantity} × ${name}` : name;
  });
}

/** Where the e-mail goes, in which language, linked to which origin; null when it cannot be sent. */
async function addressOf(
  deps: BuyerEmailDeps,
  orderId: number,
  fallbackOrigin: string | undefined,
): Promise<{ recipient: OrderRecipient; baseUrl: string } | null> {
  const recipient = await orderRecipientOf(deps.db, orderId);
  if (!recipient) return null;
  const origins = { ...deps.linkOrigins, developmentOrigin: deps.linkOrigins.developmentOrigin ?? fallbackOrigin };
  return { recipient, baseUrl: keptLinkOriginOf(recipient.linkOrigin, origins) };
}

/** The carrier's name as the parcel keeps it ('Chronopost' as typed), else its code's brand name. */
function carrierNameOfParcel(parcel: ShipmentRow | null | undefined): string | null {
  if (!parcel) return null;
  if (parcel.transporter) return parcel.transporter;
  return parcel.trackingTransporter ? carrierNameOf(parcel.trackingTransporter) : null;
}

async function tellBuyer(deps: BuyerEmailDeps, notice: BuyerNotice, fallbackOrigin: string | undefined) {
  if (!notifiesBuyerOf(notice.status)) return;
  const to = await addressOf(deps, notice.orderId, fallbackOrigin);
  if (!to) return;
  const { recipient, baseUrl } = to;
  const items = itemLabels(await linesOfShopOrders(deps.db, [notice.shopOrderId]));
  const common = { baseUrl, name: recipient.name, orderNumber: notice.orderId, items };
  const rendered =
    notice.status === 'sent'
      ? orderDispatchedTemplate.render(recipient.locale, {
          ...common,
          carrierName: carrierNameOfParcel(notice.parcel),
          trackingNumber: notice.parcel?.trackingNumber ?? null,
          trackingUrl: notice.parcel ? trackingLinkOf(notice.parcel) : null,
        })
      : isStatusEmail(notice.status)
        ? shopOrderStatusTemplate.render(recipient.locale, { ...common, status: notice.status })
        : null;
  if (!rendered) return;
  await deps.mailer.send({
    to: recipient.email,
    locale: recipient.locale,
    template: notice.status === 'sent' ? orderDispatchedTemplate.key : shopOrderStatusTemplate.key,
    tags: ['order', 'fulfilment'],
    orderId: notice.orderId,
    ...(recipient.userId !== null ? { userId: recipient.userId } : {}),
    ...rendered,
  });
}

/**
 * Tells each buyer of the moves they are told of, one after the other. `fallbackOrigin` is the origin
 * of the staff request that moved them, for orders that kept none when there is no PUBLIC_URL.
 */
export async function tellBuyers(
  deps: BuyerEmailDeps,
  notices: readonly BuyerNotice[],
  fallbackOrigin?: string,
): Promise<void> {
  for (const notice of notices) {
    try {
      await tellBuyer(deps, notice, fallbackOrigin);
    } catch (err) {
      deps.logger.error({ err, shopOrderId: notice.shopOrderId, status: notice.status }, 'buyer e-mail not sent');
    }
  }
}

/** Asks the buyer of a sent or delivered shop order for a review (the review-request job calls it once per shop order). */
export async function sendReviewRequest(
  deps: BuyerEmailDeps,
  shopOrder: { shopOrderId: number; orderId: number },
): Promise<boolean> {
  const to = await addressOf(deps, shopOrder.orderId, undefined);
  if (!to) return false;
  const lines = await linesOfShopOrders(deps.db, [shopOrder.shopOrderId]);
  const rendered = reviewRequestTemplate.render(to.recipient.locale, {
    baseUrl: to.baseUrl,
    name: to.recipient.name,
    orderNumber: shopOrder.orderId,
    items: lines.map((line) => ({ name: line.name })),
  });
  await deps.mailer.send({
    to: to.recipient.email,
    locale: to.recipient.locale,
    template: reviewRequestTemplate.key,
    tags: ['order', 'review-request'],
    orderId: shopOrder.orderId,
    ...(to.recipient.userId !== null ? { userId: to.recipient.userId } : {}),
    ...rendered,
  });
  return true;
}
