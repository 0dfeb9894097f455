// Use cases of the customer's own orders: list, detail per shop order, tracking, cancellation with
// the refund through the payment provider (cancel-order.ts), and a new delivery address while the
// parcel is not prepared. Another user's order is never found (404), whatever the call.
import type { BuyerProduction, DeliveryBody, MyOrderDetail, MyOrderList, MyOrderTracking } from '@spindle/contracts';
import { AppError } from '../../http/errors.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { creditNotesOfOrders } from '../invoicing/index.ts';
import { changeShopOrderAddress } from './address-change.ts';
import { cancelAnswerOf, cancelOrder, type CancelOrderDeps } from './cancel-order.ts';
import type { OrderRow } from './my-orders.repo.ts';
import { type OrderItemLine, orderDetailDto, orderSummaryDto, shopOrderTrackingDto } from './order-dto.ts';

export interface MyOrdersDeps extends CancelOrderDeps {
  /** Cover URLs of projects, one query for all (the catalogue's). */
  covers: CatalogueService['coverUrlsOf'];
  /** Each pre-order's pressing stage and ship date, by project (production's, given at composition). */
  productions?: (projectIds: readonly number[]) => Promise<ReadonlyMap<number, BuyerProduction>>;
}

export function createMyOrdersService(deps: MyOrdersDeps) {
  return {
    listOrders: (userId: number, paging: { page: number; size: number }) => listOrders(deps, userId, paging),
    orderDetail: (userId: number, orderId: number) => orderDetail(deps, userId, orderId),
    tracking: (userId: number, orderId: number) => tracking(deps, userId, orderId),
    cancelOrder: async (userId: number, orderId: number) =>
      cancelAnswerOf(await cancelOrder(deps, { kind: 'buyer', userId }, orderId)),
    changeAddress: async (userId: number, shopOrderId: number, body: DeliveryBody) => {
      const { after } = await changeShopOrderAddress(deps.repo, { userId, shopOrderId, body, now: deps.clock() });
      return after;
    },
  };
}

export type MyOrdersService = ReturnType<typeof createMyOrdersService>;

/** GET user/orders */
async function listOrders(
  deps: MyOrdersDeps,
  userId: number,
  paging: { page: number; size: number },
): Promise<MyOrderList> {
  const { repo } = deps;
  const { rows, total } = await repo.listOrders(userId, {
    limit: paging.size,
    offset: (paging.page - 1) * paging.size,
  });
  const ids = rows.map((row) => row.id);
  const [shopRows, items, creditNotes] = await Promise.all([
    repo.shopOrdersOf(ids),
    repo.itemsOf(ids),
    creditNotesOfOrders(repo.db, ids),
  ]);
  const coverUrls = await coversOf(deps, items);
  return {
    page: paging.page,
    size: paging.size,
    total,
    items: rows.map((order) => {
      const shops = shopRows.filter((shop) => shop.row.orderId === order.id);
      const lines = items.filter((item) => item.row.orderId === order.id);
      return orderSummaryDto(order, { shops, lines, creditNotes }, coverUrls);
    }),
  };
}

/** GET user/orders/{order_id}/shop */
async function orderDetail(deps: MyOrdersDeps, userId: number, orderId: number): Promise<MyOrderDetail> {
  const { repo } = deps;
  const order = await requireOrder(deps, userId, orderId);
  const [shops, items, refundedMinor, creditNotes] = await Promise.all([
    repo.shopOrdersOf([order.id]),
    repo.itemsOf([order.id]),
    repo.refundedOf(order.id),
    creditNotesOfOrders(repo.db, [order.id]),
  ]);
  const [coverUrls, productions] = await Promise.all([coversOf(deps, items), productionsOf(deps, items)]);
  return orderDetailDto(order, { shops, items, refundedMinor, creditNotes, productions }, coverUrls);
}

/** GET user/orders/{id}/tracking: a timeline per shop order and each parcel's carrier page. */
async function tracking(deps: MyOrdersDeps, userId: number, orderId: number): Promise<MyOrderTracking> {
  const { repo } = deps;
  const order = await requireOrder(deps, userId, orderId);
  const [shopRows, items] = await Promise.all([repo.shopOrdersOf([order.id]), repo.itemsOf([order.id])]);
  const parcels = await repo.shipmentsOf(shopRows.map((shop) => shop.row.id));
  return { order_id: order.id, shops: shopRows.map((shop) => shopOrderTrackingDto(shop, items, parcels)) };
}

async function requireOrder({ repo }: MyOrdersDeps, userId: number, orderId: number): Promise<OrderRow> {
  const order = await repo.findOrder(userId, orderId);
  if (!order) throw new AppError('not_found');
  return order;
}

/** The pressing stage of the projects of some order lines (none without production wired in). */
async function productionsOf({ productions }: MyOrdersDeps, items: readonly OrderItemLine[]) {
  const ids = items.flatMap((item) => (item.row.projectId === null ? [] : [item.row.projectId]));
  return productions && ids.length > 0 ? productions(ids) : new Map<number, BuyerProduction>();
}

/** Cover URLs of the projects of some order lines, one query for all. */
async function coversOf({ covers }: MyOrdersDeps, items: readonly OrderItemLine[]) {
  const rows = items.flatMap((item) =>
    item.row.projectId === null ? [] : [{ id: item.row.projectId, picture: item.projectPicture }],
  );
  return covers(rows);
}
