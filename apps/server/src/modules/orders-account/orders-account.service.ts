// Use cases of the customer's own orders: list, detail per shop order, tracking, cancellation with
// the refund through the payment provider, and a new delivery address while the parcel is not
// prepared. Another user's order is never found (404), whatever the call.
import type {
  CancelOrderResponse,
  DeliveryBody,
  MyOrderDetail,
  MyOrderList,
  MyOrderTracking,
  OrderAddress,
} from '@spindle/contracts';
import type { AddressSnapshot } from '@spindle/db';
import { isCurrencyCode, projectPath, shipmentTrackingLink, TRACKING_LINK_PLACEHOLDER } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { PaymentProvider } from '../payments/providers/payment-provider.ts';
import { isAddressEditable, isOrderCancellable, trackingTimeline, VISIBLE_ORDER_STATUSES } from './order-rules.ts';
import type { OrderRow, OrdersAccountRepo, ShopOrderRow } from './orders-account.repo.ts';

/** Cover URLs of projects, one query for all (the catalogue's). */
export type CoverUrls = (rows: readonly { id: number; picture: string | null }[]) => Promise<Map<number, string>>;

export interface OrdersAccountDeps {
  repo: OrdersAccountRepo;
  /** The payment provider refunds go through; null while payments are not wired (refunds then refused). */
  provider: PaymentProvider | null;
  covers: CoverUrls;
  clock: () => Date;
}

const DEFAULT_COVER = '/static/default-cover.svg';

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

function currencyOf(code: string) {
  if (!isCurrencyCode(code)) throw new AppError('internal_error', { message: `order in unknown currency ${code}` });
  return code;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createOrdersAccountService({ repo, provider, covers, clock }: OrdersAccountDeps) {
  async function coversOf(items: Awaited<ReturnType<OrdersAccountRepo['itemsOf']>>) {
    const rows = items.flatMap((item) =>
      item.row.projectId === null ? [] : [{ id: item.row.projectId, picture: item.projectPicture }],
    );
    return covers(rows);
  }

  async function requireOrder(userId: number, orderId: number): Promise<OrderRow> {
    const order = await repo.findOrder(userId, orderId);
    if (!order) throw new AppError('not_found');
    return order;
  }

  return {
    /** GET user/orders */
    async listOrders(userId: number, paging: { page: number; size: number }): Promise<MyOrderList> {
      const { rows, total } = await repo.listOrders(userId, {
        limit: paging.size,
        offset: (paging.page - 1) * paging.size,
      });
      const ids = rows.map((row) => row.id);
      const [shopRows, items] = await Promise.all([repo.shopOrdersOf(ids), repo.itemsOf(ids)]);
      const coverUrls = await coversOf(items);
      return {
        page: paging.page,
        size: paging.size,
        total,
        items: rows.map((order) => {
          const own = shopRows.filter((shop) => shop.row.orderId === order.id);
          const lines = items.filter((item) => item.row.orderId === order.id);
          return {
            id: order.id,
            created_at: order.createdAt.toISOString(),
            status: order.status,
            currency: currencyOf(order.currency),
            total_minor: order.totalMinor,
            items_count: lines.reduce((sum, line) => sum + line.row.quantity, 0),
            lines: lines.slice(0, 4).map((line) => ({
              name: line.row.name,
              quantity: line.row.quantity,
              cover: (line.row.projectId !== null && coverUrls.get(line.row.projectId)) || DEFAULT_COVER,
            })),
            shops: own.map((shop) => ({ id: shop.row.id, name: shop.shopName, status: shop.row.status })),
            cancellable: isOrderCancellable(
              order.status,
              own.map((shop) => shop.row.status),
            ),
          };
        }),
      };
    },

    /** GET user/orders/{order_id}/shop */
    async orderDetail(userId: number, orderId: number): Promise<MyOrderDetail> {
      const order = await requireOrder(userId, orderId);
      const [shopRows, items, refunded] = await Promise.all([
        repo.shopOrdersOf([order.id]),
        repo.itemsOf([order.id]),
        repo.refundedOf(order.id),
      ]);
      const coverUrls = await coversOf(items);
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
        refunded_minor: refunded,
        promo_code: order.promoCode,
        cancellable: isOrderCancellable(
          order.status,
          shopRows.map((shop) => shop.row.status),
        ),
        invoice_url: order.paidAt ? `/api/user/orders/${order.id}/invoice` : null,
        shops: shopRows.map(({ row, shopName, shopCode }) => ({
          id: row.id,
          shop:
            row.shopId !== null && shopName !== null && shopCode !== null
              ? { id: row.shopId, name: shopName, code: shopCode }
              : null,
          status: row.status,
          shipping_type: row.shippingType,
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
          items: items
            .filter((item) => item.row.shopOrderId === row.id)
            .map(({ row: item, projectSlug, projectCategory }) => ({
              id: item.id,
              project_id: item.projectId,
              project_path:
                item.projectId !== null && projectSlug !== null
                  ? projectPath({ id: item.projectId, slug: projectSlug, category: projectCategory })
                  : null,
              name: item.name,
              cover: (item.projectId !== null && coverUrls.get(item.projectId)) || DEFAULT_COVER,
              quantity: item.quantity,
              unit_price_minor: item.unitPriceMinor,
              total_minor: item.totalMinor,
              discount_minor: item.discountMinor,
              size: item.size,
              digital: item.digital,
            })),
        })),
      };
    },

    /** GET user/orders/{id}/tracking: a timeline per shop order and each parcel's carrier page. */
    async tracking(userId: number, orderId: number): Promise<MyOrderTracking> {
      const order = await requireOrder(userId, orderId);
      const [shopRows, items] = await Promise.all([repo.shopOrdersOf([order.id]), repo.itemsOf([order.id])]);
      const parcels = await repo.shipmentsOf(shopRows.map((shop) => shop.row.id));
      return {
        order_id: order.id,
        shops: shopRows.map(({ row, shopName }) => {
          const pressed = items.some(
            (item) => item.row.shopOrderId === row.id && item.projectType !== null && item.projectType !== 'stock',
          );
          return {
            id: row.id,
            shop_name: shopName,
            status: row.status,
            steps: trackingTimeline(row.status, pressed),
            shipments: parcels
              .filter((parcel) => parcel.shopOrderId === row.id)
              .map((parcel) => {
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
              }),
          };
        }),
      };
    },

    /**
     * DELETE user/orders/{id}: cancels a paid order whose shop orders are all still cancellable, and
     * refunds what is left of its payment. Three steps, each undone when a later one fails: claim the
     * shop orders (canceled), refund at the provider (idempotency key per order, so a retry after a
     * crash refunds once), then record the refund, the stock given back and the points taken back.
     */
    async cancelOrder(userId: number, orderId: number): Promise<CancelOrderResponse> {
      const now = clock();
      const claim = await repo.db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, userId, orderId);
        if (!order || !VISIBLE_ORDER_STATUSES.includes(order.status)) throw new AppError('not_found');
        const shops = await repo.shopOrdersIn(tx, orderId);
        // A cancellation interrupted after its claim (all canceled, order still confirmed) resumes.
        const resuming =
          order.status === 'confirmed' && shops.length > 0 && shops.every((s) => s.status === 'canceled');
        if (
          !resuming &&
          !isOrderCancellable(
            order.status,
            shops.map((shop) => shop.status),
          )
        ) {
          throw new AppError('order_not_cancellable');
        }
        const claimed: Pick<ShopOrderRow, 'id' | 'status'>[] = [];
        for (const shop of shops) {
          if (shop.status === 'canceled') continue;
          await repo.setShopOrderStatus(tx, shop.id, shop.status, 'canceled', now);
          claimed.push({ id: shop.id, status: shop.status });
        }
        return { order, claimed, payment: (await repo.paidPaymentOf(tx, orderId)) ?? null };
      });

      const compensate = () =>
        repo.db.transaction(async (tx) => {
          for (const shop of claim.claimed)
            await repo.setShopOrderStatus(tx, shop.id, 'canceled', shop.status, clock());
        });

      const { payment, order } = claim;
      const currency = currencyOf(order.currency);
      if (payment && payment.amountMinor > payment.refundedMinor) {
        if (!provider || payment.provider !== provider.kind || !payment.providerRef) {
          await compensate();
          throw new AppError('refund_unavailable');
        }
        const result = await provider
          .refund({
            providerRef: payment.providerRef,
            amount: { amountMinor: payment.amountMinor - payment.refundedMinor, currency },
            idempotencyKey: `refund:order:${order.id}:cancel`,
          })
          .catch(async (error: unknown) => {
            await compensate();
            // The provider does not know the payment (or is down): the order stays as it was.
            if (error instanceof AppError && error.status < 500) throw new AppError('refund_failed');
            throw error;
          });
        if (!result.ok) {
          await compensate();
          throw new AppError(result.code);
        }
      }
      await repo.db.transaction((tx) =>
        repo.recordCancellation(tx, {
          order,
          paymentId: payment?.id ?? null,
          refundedMinor: payment?.amountMinor ?? 0,
          now,
        }),
      );
      return { id: order.id, status: 'refunded', currency, refunded_minor: payment?.amountMinor ?? 0 };
    },

    /**
     * PUT user/orders/{shop_id}/customer: a new delivery address while the parcel is not prepared.
     * The country stays (shipping and VAT were priced for it); an order waiting for the address
     * check (check_address) is confirmed by it.
     */
    async changeAddress(userId: number, shopOrderId: number, body: DeliveryBody) {
      const found = await repo.findShopOrder(userId, shopOrderId);
      if (!found) throw new AppError('not_found');
      const { shop, orderStatus } = found;
      if (!isAddressEditable(orderStatus, shop.status)) throw new AppError('address_not_editable');
      const currentCountry = shop.shippingAddress?.countryId ?? null;
      if (currentCountry !== null && currentCountry !== body.country_id) {
        throw new AppError('input_invalid', { fields: { country_id: 'country_change_not_allowed' } });
      }
      const address: AddressSnapshot = {
        firstname: body.firstname,
        lastname: body.lastname,
        name: body.name,
        company: body.company,
        address: body.address,
        address2: body.address2,
        zipCode: body.zip_code,
        city: body.city,
        state: body.state,
        countryId: body.country_id,
        phone: body.phone,
        vatNumber: shop.shippingAddress?.vatNumber ?? null,
      };
      const status = shop.status === 'check_address' ? 'confirmed' : shop.status;
      const changed = await repo.updateShopOrderAddress(shop.id, shop.status, { address, status, now: clock() });
      if (!changed) throw new AppError('address_not_editable');
      return { id: shop.id, status, address: addressDto(address) };
    },
  };
}

export type OrdersAccountService = ReturnType<typeof createOrdersAccountService>;
