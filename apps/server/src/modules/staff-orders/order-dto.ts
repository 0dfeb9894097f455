// Rows of checkout, my-orders and invoicing in the staff pages' shapes (packages/contracts admin-orders.ts).
import {
  shopOrderStatusSchema,
  type AdminOrder,
  type AdminRefund,
  type AdminShopOrderStatusChange,
  type AuditEntry,
  type OrderAddress,
} from '@spindle/contracts';
import type { AddressSnapshot } from '@spindle/db';
import type { ManualOrderRow, OrderRefundRow, StaffOrderRow } from '../checkout/index.ts';
import type { BillingDocumentRow } from '../invoicing/index.ts';
import { addressDto, isAddressEditable, type MyOrdersRepo } from '../my-orders/index.ts';

type ShopOrderLine = Awaited<ReturnType<MyOrdersRepo['shopOrdersOf']>>[number];
type ItemLine = Awaited<ReturnType<MyOrdersRepo['itemsOf']>>[number];
type Parcel = Awaited<ReturnType<MyOrdersRepo['shipmentsOf']>>[number];
type AdminDocument = AdminOrder['documents'][number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An address as the pages show it. */
export function addressOf(address: AddressSnapshot | null): OrderAddress | null {
  return addressDto(address);
}

/** Who made a manual order and why. */
export function manualDto(row: ManualOrderRow): NonNullable<AdminOrder['manual']> {
  return {
    reason: row.reason,
    payment: row.payment,
    staff_name: row.staffName,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** An invoice or credit note of the order, with the staff's link to its PDF. */
export function documentDto(orderId: number, row: BillingDocumentRow): AdminDocument {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    gross_minor: row.grossMinor,
    issued_at: row.issuedAt.toISOString(),
    url: `/api/admin/orders/${orderId}/documents/${row.id}`,
  };
}

/** A refund with its credit note (looked up among the order's documents). */
export function refundDto(row: OrderRefundRow, documents: readonly AdminDocument[]): AdminRefund {
  return {
    id: row.id,
    order_id: row.orderId,
    status: row.status,
    amount_minor: row.amountMinor,
    currency: row.currency,
    lines: row.lines.map((line) => ({
      order_item_id: line.orderItemId,
      quantity: line.quantity,
      amount_minor: line.amountMinor,
    })),
    shipping: row.shipping,
    service_charge: row.serviceCharge,
    reason: row.reason,
    staff_name: row.staffName,
    created_at: row.createdAt.toISOString(),
    completed_at: iso(row.completedAt),
    error_code: row.errorCode,
    credit_note: documents.find((document) => document.id === row.creditNoteId) ?? null,
  };
}

/** A line of the order, with its refunded units. */
export function itemDto({ row: item }: ItemLine): AdminOrder['other_items'][number] {
  return {
    id: item.id,
    project_id: item.projectId,
    name: item.name,
    size: item.size,
    quantity: item.quantity,
    refunded_quantity: item.refundedQuantity,
    unit_price_minor: item.unitPriceMinor,
    total_minor: item.totalMinor,
    discount_minor: item.discountMinor,
  };
}

const statusIn = (value: unknown) => {
  const parsed = shopOrderStatusSchema.safeParse((value as { status?: unknown } | null)?.status);
  return parsed.success ? parsed.data : null;
};

/** The production a status change followed, as its audit row names it (production-orders.ts). */
function productionOf(after: unknown): AdminShopOrderStatusChange['production'] {
  const production = (after as { production?: { project_id?: unknown; project_name?: unknown } } | null)?.production;
  if (!production || typeof production.project_id !== 'number') return null;
  return {
    project_id: production.project_id,
    project_name: typeof production.project_name === 'string' ? production.project_name : null,
  };
}

/**
 * A shop order's status changes from its audit rows (newest first, as the log gives them), oldest
 * first: every row of the entity whose status differs before and after (the fulfilment's moves and
 * parcels, the production's moves).
 */
export function statusChangesOf(entries: readonly AuditEntry[]): AdminShopOrderStatusChange[] {
  return [...entries].reverse().flatMap((entry) => {
    const [from, to] = [statusIn(entry.before), statusIn(entry.after)];
    if (to === null || from === to) return [];
    return [{ at: entry.at, by: entry.staff_name, from, to, production: productionOf(entry.after) }];
  });
}

/** A shop order with its lines (and their refunded units), its parcels and its status changes. */
export function shopOrderDto(
  order: StaffOrderRow,
  { row, shopName }: ShopOrderLine,
  items: readonly ItemLine[],
  parcels: readonly Parcel[],
  history: readonly AuditEntry[],
): AdminOrder['shops'][number] {
  return {
    id: row.id,
    shop_name: shopName,
    status: row.status,
    shipping_type: row.shippingType,
    subtotal_minor: row.subtotalMinor,
    shipping_minor: row.shippingMinor,
    tax_minor: row.taxMinor,
    tax_rate_basis_points: row.taxRateBasisPoints,
    total_minor: row.totalMinor,
    address: addressDto(row.shippingAddress),
    address_editable: isAddressEditable(order.status, row.status, 'staff'),
    sent_at: iso(row.sentAt),
    delivered_at: iso(row.deliveredAt),
    items: items.filter((item) => item.row.shopOrderId === row.id).map(itemDto),
    shipments: parcels
      .filter((parcel) => parcel.shopOrderId === row.id)
      .map((parcel) => ({
        id: parcel.id,
        tracking_number: parcel.trackingNumber,
        transporter: parcel.transporter ?? parcel.trackingTransporter,
        tracking_link: parcel.trackingLink,
        status: parcel.status,
        sent_at: iso(parcel.sentAt),
        delivered_at: iso(parcel.deliveredAt),
      })),
    status_history: statusChangesOf(history),
  };
}
