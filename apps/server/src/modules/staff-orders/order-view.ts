// What the staff's order pages show (docs/admin.md "Orders, refunds and manual orders"): the list of every
// order, and one order with everything known of it, each part read from the module that holds it (checkout's
// orders and refunds, my-orders' shop orders, lines and parcels, payments, invoicing, the outbox, the audit
// log, auth's accounts) in parallel.
import type { AdminOrder, AdminOrderPage, AdminOrdersQuery } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import {
  BUSINESS_TIME_ZONE,
  instantOfLocalDateTime,
  isCurrencyCode,
  refundableOf,
  type CurrencyCode,
} from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import { listOutbox } from '../../mail/mailer.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import {
  listOrdersForStaff,
  manualOrderOf,
  manualOrdersOf,
  orderForStaff,
  orderLinesOf,
  refundsOfOrder,
  unitCapsOf,
  type StaffOrderRow,
} from '../checkout/index.ts';
import { billingFactsOf, creditedDocumentsOf, type OrderBillingFacts } from '../invoicing/index.ts';
import { createMyOrdersRepo, isOrderCancellableByStaff } from '../my-orders/index.ts';
import { paymentsOfOrder, refundedByOrder } from '../payments/index.ts';
import { addressOf, documentDto, itemDto, manualDto, refundDto, shopOrderDto } from './order-dto.ts';

/** Payments that took the money (some of it may be given back since). */
const PAID_STATUSES: readonly string[] = ['succeeded', 'partially_refunded', 'refunded'];

export interface OrderViewDeps {
  db: Db;
  audit: Pick<AuditLog, 'historyOf'>;
  users: Pick<UserDirectory, 'contactsOf'>;
}

/** The instant a Paris calendar day starts ('2026-03-02'), `plusDays` later. */
function dayStart(day: string, plusDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return instantOfLocalDateTime({ year, month, day: date + plusDays, hour: 0, minute: 0 }, BUSINESS_TIME_ZONE);
}

/** The order's currency; a stored order in another currency is a broken invariant. */
export function currencyOf(order: Pick<StaffOrderRow, 'id' | 'currency'>): CurrencyCode {
  if (!isCurrencyCode(order.currency)) {
    throw new AppError('internal_error', { message: `order ${order.id} in unknown currency ${order.currency}` });
  }
  return order.currency;
}

/** GET admin/orders */
export async function listOrders(deps: OrderViewDeps, query: AdminOrdersQuery): Promise<AdminOrderPage> {
  const { rows, total } = await listOrdersForStaff(deps.db, {
    status: query.status,
    shopStatus: query.shop_status,
    since: query.from ? dayStart(query.from) : undefined,
    until: query.to ? dayStart(query.to, 1) : undefined,
    country: query.country,
    text: query.q,
    manualOnly: query.origin === 'manual',
    sort: query.sort,
    dir: query.dir,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const ids = rows.map((row) => row.order.id);
  const [refunded, manual] = await Promise.all([refundedByOrder(deps.db, ids), manualOrdersOf(deps.db, ids)]);
  return {
    page: query.page,
    per_page: query.per_page,
    total,
    rows: rows.map(({ order, shopStatuses, units }) => {
      const address = order.billingAddress;
      const made = manual.get(order.id);
      return {
        id: order.id,
        created_at: order.createdAt.toISOString(),
        status: order.status,
        email: order.email,
        customer_name: address ? `${address.firstname} ${address.lastname}`.trim() : '',
        country_id: order.countryId,
        currency: currencyOf(order),
        total_minor: order.totalMinor,
        refunded_minor: refunded.get(order.id) ?? 0,
        units,
        shop_statuses: shopStatuses,
        manual: made ? manualDto(made) : null,
      };
    }),
  };
}

/** What is left to refund of the order, or null when nothing can go back through the provider. */
function refundableDto(
  billing: OrderBillingFacts,
  lines: Awaited<ReturnType<typeof orderLinesOf>>,
  paidLeftMinor: number | null,
): AdminOrder['refundable'] {
  if (!billing.invoice || paidLeftMinor === null || paidLeftMinor <= 0) return null;
  const left = refundableOf({
    invoice: billing.invoice.document,
    previous: creditedDocumentsOf(billing),
    unitCaps: unitCapsOf(lines),
  });
  return {
    lines: left.lines.flatMap((line) => {
      const item = lines[line.index];
      return item
        ? [{ order_item_id: item.id, units_left: line.unitsLeft, amount_left_minor: line.amountLeftMinor }]
        : [];
    }),
    shipping_minor: left.shipping?.amountMinor ?? null,
    service_charge_minor: left.serviceCharge?.amountMinor ?? null,
    total_left_minor: Math.min(left.totalLeftMinor, paidLeftMinor),
    paid_left_minor: paidLeftMinor,
  };
}

/** Reads everything of one order, in parallel where nothing depends on anything else. */
async function factsOf(deps: OrderViewDeps, order: StaffOrderRow) {
  const repo = createMyOrdersRepo(deps.db);
  const [shops, items, lines, payments, billing, refunds, manual, emails, history, contacts] = await Promise.all([
    repo.shopOrdersOf([order.id]),
    repo.itemsOf([order.id]),
    orderLinesOf(deps.db, order.id),
    paymentsOfOrder(deps.db, order.id),
    billingFactsOf(deps.db, order.id),
    refundsOfOrder(deps.db, order.id),
    manualOrderOf(deps.db, order.id),
    listOutbox(deps.db, { orderId: order.id, limit: 100 }),
    deps.audit.historyOf('order', order.id),
    deps.users.contactsOf(order.userId === null ? [] : [order.userId]),
  ]);
  const [parcels, shopHistories] = await Promise.all([
    repo.shipmentsOf(shops.map((shop) => shop.row.id)),
    Promise.all(shops.map((shop) => deps.audit.historyOf('shop_order', shop.row.id))),
  ]);
  const shopHistory = new Map(shops.map((shop, index) => [shop.row.id, shopHistories[index] ?? []]));
  return { shops, items, lines, payments, billing, refunds, manual, emails, history, contacts, parcels, shopHistory };
}

/** GET admin/orders/{id} */
export async function viewOrder(deps: OrderViewDeps, orderId: number): Promise<AdminOrder> {
  const order = await orderForStaff(deps.db, orderId);
  if (!order) throw new AppError('not_found');
  const facts = await factsOf(deps, order);
  const paid = [...facts.payments].reverse().find((payment) => PAID_STATUSES.includes(payment.status));
  const documents = [facts.billing.invoice, ...facts.billing.creditNotes].flatMap((row) =>
    row ? [documentDto(order.id, row)] : [],
  );
  return {
    order: {
      id: order.id,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
      status: order.status,
      currency: currencyOf(order),
      subtotal_minor: order.subtotalMinor,
      shipping_minor: order.shippingMinor,
      discount_minor: order.discountMinor,
      service_charge_minor: order.serviceChargeMinor,
      tax_minor: order.taxMinor,
      total_minor: order.totalMinor,
      refunded_minor: facts.payments.reduce((sum, payment) => sum + payment.refundedMinor, 0),
      promo_code: order.promoCode,
      email: order.email,
      origin: order.origin,
      country_id: order.countryId,
      billing_address: addressOf(order.billingAddress),
    },
    customer: order.userId === null ? null : (facts.contacts.get(order.userId) ?? null),
    manual: facts.manual ? manualDto(facts.manual) : null,
    shops: facts.shops.map((shop) =>
      shopOrderDto(order, shop, facts.items, facts.parcels, facts.shopHistory.get(shop.row.id) ?? []),
    ),
    other_items: facts.items.filter((item) => item.row.shopOrderId === null).map(itemDto),
    payments: facts.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount_minor: payment.amountMinor,
      refunded_minor: payment.refundedMinor,
      currency: payment.currency,
      created_at: payment.createdAt.toISOString(),
    })),
    documents,
    refunds: facts.refunds.map((refund) => refundDto(refund, documents)),
    refundable: refundableDto(facts.billing, facts.lines, paid ? paid.amountMinor - paid.refundedMinor : null),
    cancellable: isOrderCancellableByStaff(
      order.status,
      facts.shops.map((shop) => shop.row.status),
    ),
    emails: facts.emails.map((email) => ({
      id: email.id,
      to: email.to,
      subject: email.subject,
      template: email.template,
      status: email.status,
      created_at: email.createdAt.toISOString(),
    })),
    history: facts.history,
  };
}
