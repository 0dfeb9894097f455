// What the account's order pages receive: rows of my-orders.repo.ts in the contracts' shapes (an
// order of MyOrderList, MyOrderDetail, MyOrderTracking). The service loads the rows; these map them.
import type {
  BuyerProduction,
  MyOrderDetail,
  MyOrderList,
  MyOrderRefund,
  MyOrderTracking,
  OrderAddress,
} from '@spindle/contracts';
import type { AddressSnapshot } from '@spindle/db';
import { isCurrencyCode, projectPath, shipmentTrackingLink, TRACKING_LINK_PLACEHOLDER } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { BillingDocumentRow } from '../invoicing/index.ts';
import { DEFAULT_COVER_URL } from '../project-cards/index.ts';
import type { MyOrdersRepo, OrderRow } from './my-orders.repo.ts';
import { isAddressEditable, isOrderCancellable, trackingTimeline } from './order-rules.ts';

/** A shop order of an order, with its shop's name and code. */
export type ShopOrderLine = Awaited<ReturnType<MyOrdersRepo['shopOrdersOf']>>[number];
/** A line of an order, with what the pages need of its project. */
export type OrderItemLine = Awaited<ReturnType<MyOrdersRepo['itemsOf']>>[number];
type Parcel = Awaited<ReturnType<MyOrdersRepo['shipmentsOf']>>[number];

/** How many lines of an order the list shows. */
const LIST_LINES_SHOWN = 4;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The order's currency; a stored order in another currency is a broken invariant. */
export function currencyOf(code: string) {
  if (!isCurrencyCode(code)) throw new AppError('internal_error', { message: `order in unknown currency ${code}` });
  return code;
}

export function addressDto(address: AddressSnapshot): OrderAddress;
export function addressDto(address: AddressSnapshot | null): OrderAddress | null;
export function addressDto(address: AddressSnapshot | null): OrderAddress | null {
  if (!address) return null;
  return {
    name: address.name ?? null,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    address: address.address,
    address2: address.address2 ?? null,
    zip_code: address.zipCode,
    city: address.city,
    state: address.state ?? null,
    country_id: address.countryId,
    phone: address.phone ?? null,
  };
}

function coverOf(coverUrls: ReadonlyMap<number, string>, projectId: number | null): string {
  return (projectId !== null && coverUrls.get(projectId)) || DEFAULT_COVER_URL;
}

/** The refunds of an order, from its credit notes (oldest first), each linking to its PDF. */
export function refundDtos(orderId: number, creditNotes: readonly BillingDocumentRow[]): MyOrderRefund[] {
  return creditNotes
    .filter((note) => note.orderId === orderId && note.kind === 'credit_note')
    .map((note) => ({
      number: note.number,
      amount_minor: note.grossMinor,
      issued_at: note.issuedAt.toISOString(),
      credit_note_url: `/api/user/orders/${orderId}/credit-notes/${note.id}`,
    }));
}

/** An order of the list, from its own shop orders, lines and credit notes. */
export function orderSummaryDto(
  order: OrderRow,
  own: {
    shops: readonly ShopOrderLine[];
    lines: readonly OrderItemLine[];
    creditNotes: readonly BillingDocumentRow[];
  },
  coverUrls: ReadonlyMap<number, string>,
): MyOrderList['items'][number] {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    currency: currencyOf(order.currency),
    total_minor: order.totalMinor,
    items_count: own.lines.reduce((sum, line) => sum + line.row.quantity, 0),
    lines: own.lines.slice(0, LIST_LINES_SHOWN).map((line) => ({
      name: line.row.name,
      quantity: line.row.quantity,
      cover: coverOf(coverUrls, line.row.projectId),
    })),
    shops: own.shops.map((shop) => ({ id: shop.row.id, name: shop.shopName, status: shop.row.status })),
    cancellable: isOrderCancellable(
      order.status,
      own.shops.map((shop) => shop.row.status),
    ),
    refunds: refundDtos(order.id, own.creditNotes),
  };
}

/** The detail of an order: its totals, then each shop order with its lines. */
export function orderDetailDto(
  order: OrderRow,
  facts: {
    shops: readonly ShopOrderLine[];
    items: readonly OrderItemLine[];
    refundedMinor: number;
    creditNotes: readonly BillingDocumentRow[];
    productions?: ReadonlyMap<number, BuyerProduction>;
  },
  coverUrls: ReadonlyMap<number, string>,
): MyOrderDetail {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    status: order.status,
    currency: currencyOf(order.currency),
    subtotal_minor: order.subtotalMinor,
    shipping_minor: order.shippingMinor,
    discount_minor: order.discountMinor,
    service_charge_minor: order.serviceChargeMinor,
    tax_minor: order.taxMinor,
    total_minor: order.totalMinor,
    refunded_minor: facts.refundedMinor,
    promo_code: order.promoCode,
    cancellable: isOrderCancellable(
      order.status,
      facts.shops.map((shop) => shop.row.status),
    ),
    invoice_url: order.paidAt ? `/api/user/orders/${order.id}/invoice` : null,
    refunds: refundDtos(order.id, facts.creditNotes),
    shops: facts.shops.map((shop) =>
      shopOrderDetailDto(
        order,
        shop,
        facts.items.filter((item) => item.row.shopOrderId === shop.row.id),
        { coverUrls, productions: facts.productions ?? new Map() },
      ),
    ),
  };
}

function shopOrderDetailDto(
  order: OrderRow,
  { row, shopName, shopCode }: ShopOrderLine,
  items: readonly OrderItemLine[],
  looks: { coverUrls: ReadonlyMap<number, string>; productions: ReadonlyMap<number, BuyerProduction> },
): MyOrderDetail['shops'][number] {
  return {
    id: row.id,
    shop:
      row.shopId !== null && shopName !== null && shopCode !== null
        ? { id: row.shopId, name: shopName, code: shopCode }
        : null,
    status: row.status,
    shipping_type: row.shippingType,
    shipment: row.shipment,
    expected_ship_on: row.expectedShipOn,
    subtotal_minor: row.subtotalMinor,
    shipping_minor: row.shippingMinor,
    discount_minor: row.discountMinor,
    tax_minor: row.taxMinor,
    tax_rate_basis_points: row.taxRateBasisPoints,
    total_minor: row.totalMinor,
    address: addressDto(row.shippingAddress),
    address_editable: isAddressEditable(order.status, row.status),
    sent_at: iso(row.sentAt),
    delivered_at: iso(row.deliveredAt),
    items: items.map((item) => orderItemDto(item, looks)),
  };
}

function orderItemDto(
  { row: item, projectSlug, projectCategory }: OrderItemLine,
  {
    coverUrls,
    productions,
  }: { coverUrls: ReadonlyMap<number, string>; productions: ReadonlyMap<number, BuyerProduction> },
): MyOrderDetail['shops'][number]['items'][number] {
  return {
    id: item.id,
    project_id: item.projectId,
    project_path:
      item.projectId !== null && projectSlug !== null
        ? projectPath({ id: item.projectId, slug: projectSlug, category: projectCategory })
        : null,
    name: item.name,
    cover: coverOf(coverUrls, item.projectId),
    quantity: item.quantity,
    unit_price_minor: item.unitPriceMinor,
    total_minor: item.totalMinor,
    discount_minor: item.discountMinor,
    size: item.size,
    digital: item.digital,
    production: item.projectId === null ? null : (productions.get(item.projectId) ?? null),
  };
}

/**
 * The tracking of a shop order: its timeline (through the pressing when one of its lines waits for
 * one, i.e. is not from stock) and its parcels.
 */
export function shopOrderTrackingDto(
  { row, shopName }: ShopOrderLine,
  items: readonly OrderItemLine[],
  parcels: readonly Parcel[],
): MyOrderTracking['shops'][number] {
  const pressed = items.some(
    (item) => item.row.shopOrderId === row.id && item.projectType !== null && item.projectType !== 'stock',
  );
  return {
    id: row.id,
    shop_name: shopName,
    status: row.status,
    steps: trackingTimeline(row.status, pressed),
    shipments: parcels.filter((parcel) => parcel.shopOrderId === row.id).map(parcelDto),
  };
}

function parcelDto(parcel: Parcel): MyOrderTracking['shops'][number]['shipments'][number] {
  const link = shipmentTrackingLink({
    tracking_link: parcel.trackingLink,
    tracking_transporter: parcel.trackingTransporter,
    tracking_number: parcel.trackingNumber,
  });
  return {
    tracking_number: parcel.trackingNumber,
    transporter: parcel.transporter ?? parcel.trackingTransporter,
    // Spec section 8: an unknown carrier gets a placeholder; the page shows no link then.
    tracking_link: link === TRACKING_LINK_PLACEHOLDER ? null : link,
    status: parcel.status,
    sent_at: iso(parcel.sentAt),
    delivered_at: iso(parcel.deliveredAt),
  };
}
