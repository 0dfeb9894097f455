// What the customer's order pages read and change, through the owners' faces: the orders, shop orders
// and lines are checkout's, the payments payments', the parcels logistics', the lines' projects
// projects'. Every read of the buyer's own is scoped by the owner (user_id) in SQL, so an order of
// someone else is simply not found.
import type { Db, Tx } from '@spindle/db';
import { takeBackPurchasePoints } from '../account/index.ts';
import {
  type BuyerOrderRow,
  type BuyerShopOrderRow,
  type RowPage,
  type ShopOrderAddressChange,
  buyerOrderItemsOf,
  buyerShopOrdersOf,
  changeShopOrderAddressRow,
  createBuyerOrders,
  lockOrderOf,
  refundCancelledOrder,
  setShopOrderStatus,
  shopOrdersOfOrder,
} from '../checkout/index.ts';
import { shipmentsOfShopOrders } from '../logistics/index.ts';
import { lockPaidPaymentOf, recordRefundedTotal, refundedByOrder } from '../payments/index.ts';
import { projectSummariesOf } from '../projects/index.ts';
import { VISIBLE_ORDER_STATUSES } from './order-rules.ts';

export type { RowPage, Tx };
export type OrderRow = BuyerOrderRow;
export type ShopOrderRow = BuyerShopOrderRow;
export type AddressChange = ShopOrderAddressChange;

/** What a cancellation records once the refund went through. */
export interface RecordedCancellation {
  order: OrderRow;
  paymentId: number | null;
  refundedMinor: number;
  now: Date;
}

/** The reads and steps bound to the database; the steps of a cancellation run in the transaction given. */
export function createMyOrdersRepo(db: Db) {
  const buyerOrders = createBuyerOrders(db, VISIBLE_ORDER_STATUSES);
  return {
    db,
    listOrders: buyerOrders.list,
    findOrder: buyerOrders.find,
    shopOrdersOf: (orderIds: readonly number[]) => buyerShopOrdersOf(db, orderIds),
    itemsOf: (orderIds: readonly number[]) => itemsOf(db, orderIds),
    /** The parcels of some shop orders (logistics' face). */
    shipmentsOf: (shopOrderIds: readonly number[]) => shipmentsOfShopOrders(db, shopOrderIds),
    refundedOf: async (orderId: number) => (await refundedByOrder(db, [orderId])).get(orderId) ?? 0,
    findShopOrder: buyerOrders.lockShopOrder,
    updateShopOrderAddress: (shopOrderId: number, from: ShopOrderRow['status'], change: AddressChange, tx?: Tx) =>
      changeShopOrderAddressRow(tx ?? db, shopOrderId, from, change),
    lockOrder: lockOrderOf,
    shopOrdersIn: shopOrdersOfOrder,
    setShopOrderStatus,
    paidPaymentOf: lockPaidPaymentOf,
    recordCancellation,
  };
}

export type MyOrdersRepo = ReturnType<typeof createMyOrdersRepo>;

/** The lines of some orders, with what the pages need of their project (its slug, category, picture, type). */
async function itemsOf(db: Db, orderIds: readonly number[]) {
  const rows = await buyerOrderItemsOf(db, orderIds);
  const summaries = await projectSummariesOf(
    db,
    rows.flatMap((row) => (row.projectId === null ? [] : [row.projectId])),
  );
  return rows.map((row) => {
    const project = row.projectId === null ? undefined : summaries.get(row.projectId);
    return {
      row,
      projectSlug: project?.slug ?? null,
      projectCategory: project?.category ?? null,
      projectPicture: project?.picture ?? null,
      projectType: project?.type ?? null,
    };
  });
}

/**
 * Records a finished cancellation: the payment refunded, the order refunded with its copies back in
 * stock and off the sold counters (checkout's), and the loyalty points of the order taken back.
 */
async function recordCancellation(tx: Tx, input: RecordedCancellation): Promise<void> {
  const { order, now } = input;
  if (input.paymentId !== null) await recordRefundedTotal(tx, input.paymentId, input.refundedMinor, now);
  await refundCancelledOrder(tx, order.id, now);
  // Taking back sums to nothing once done, so a refund that took them back already leaves them so.
  if (order.userId !== null) await takeBackPurchasePoints(tx, { userId: order.userId, orderId: order.id });
}
