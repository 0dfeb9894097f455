// Cancelling a paid order and refunding what is left of its payment: the buyer's own cancellation
// (DELETE user/orders/{id}, while nothing is launched) and the staff's (any order not dispatched yet,
// docs/admin.md "Orders, refunds and manual orders"). Three steps, each undone when a later one fails:
// claim the shop orders (canceled), refund at the provider (idempotency key per order, so a retry after
// a crash refunds once), then record the refund, its credit note, the stock given back and the points
// taken back; the staff's audit row joins that last transaction.
import type { CancelOrderResponse } from '@spindle/contracts';
import type { Tx } from '@spindle/db';
import { canTransitionShopOrder, type CurrencyCode, type ShopOrderStatus } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import { orderLinesOf, pendingRefundOf, unitCapsOf } from '../checkout/index.ts';
import { issueRemainingCreditNote, type BillingDocumentRow } from '../invoicing/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { MyOrdersRepo, OrderRow, ShopOrderRow } from './my-orders.repo.ts';
import { currencyOf } from './order-dto.ts';
import { isOrderCancellable, isOrderCancellableByStaff, VISIBLE_ORDER_STATUSES } from './order-rules.ts';

export interface CancelOrderDeps {
  repo: MyOrdersRepo;
  /** The payment provider refunds go through; null while payments are not wired (refunds then refused). */
  provider: PaymentProvider | null;
  clock: () => Date;
}

/** Who cancels: the buyer, their own order only; or staff, any order. */
export type Canceller = { kind: 'buyer'; userId: number } | { kind: 'staff' };

type PaidPayment = NonNullable<Awaited<ReturnType<MyOrdersRepo['paidPaymentOf']>>>;

/** What the first step took: the order, the shop orders it moved (with the status to give back), the payment. */
interface Claim {
  order: OrderRow;
  claimed: { id: number; from: ShopOrderStatus; to: ShopOrderStatus }[];
  payment: PaidPayment | null;
}

/** A cancellation done: the order as it was, its shop orders' moves, what this refund gave back, its credit note. */
export interface CancelledOrder extends Claim {
  currency: CurrencyCode;
  refundedNowMinor: number;
  creditNote: BillingDocumentRow | null;
}

export interface CancelOptions {
  /** Runs in the transaction that records the cancellation (the staff's audit row). */
  onRecorded?: (tx: Tx, cancelled: CancelledOrder) => Promise<void>;
}

/** Cancels the order and refunds what is left of its payment (see the file's comment). */
export async function cancelOrder(
  deps: CancelOrderDeps,
  canceller: Canceller,
  orderId: number,
  options: CancelOptions = {},
): Promise<CancelledOrder> {
  const now = deps.clock();
  const claim = await claimShopOrders(deps.repo, { canceller, orderId, now });
  const { payment, order } = claim;
  const currency = currencyOf(order.currency);
  const refundedNowMinor = payment ? payment.amountMinor - payment.refundedMinor : 0;
  if (payment && refundedNowMinor > 0) {
    await refundPayment(deps.provider, payment, { orderId: order.id, currency }).catch(async (error: unknown) => {
      await releaseClaim(deps, claim);
      throw error;
    });
  }
  return deps.repo.db.transaction(async (tx) => {
    const caps = unitCapsOf(await orderLinesOf(tx, order.id));
    const creditNote = await issueRemainingCreditNote(tx, {
      orderId: order.id,
      refundKey: `cancel:order:${order.id}`,
      issuedAt: now,
      unitCaps: caps,
    });
    await deps.repo.recordCancellation(tx, {
      order,
      paymentId: payment?.id ?? null,
      refundedMinor: payment?.amountMinor ?? 0,
      now,
    });
    const cancelled: CancelledOrder = { ...claim, currency, refundedNowMinor, creditNote };
    await options.onRecorded?.(tx, cancelled);
    return cancelled;
  });
}

/** The buyer's answer: the order refunded, and all it paid given back. */
export function cancelAnswerOf(cancelled: CancelledOrder): CancelOrderResponse {
  return {
    id: cancelled.order.id,
    status: 'refunded',
    currency: cancelled.currency,
    refunded_minor: cancelled.payment?.amountMinor ?? 0,
  };
}

/** Whether the canceller may cancel an order whose shop orders are in these statuses. */
function mayCancel(canceller: Canceller, order: OrderRow, shops: readonly ShopOrderRow[]): boolean {
  const statuses = shops.map((shop) => shop.status);
  if (isInterruptedCancellation(order, shops)) return true;
  return canceller.kind === 'buyer'
    ? isOrderCancellable(order.status, statuses)
    : isOrderCancellableByStaff(order.status, statuses);
}

/**
 * Step 1: locks the order and moves each of its shop orders to canceled (refunded where the pressing is
 * under way, which cannot be cancelled). 404 for an order that is not the buyer's (or not visible),
 * 409 when one of its shop orders is past cancelling or a staff refund of it is under way.
 */
async function claimShopOrders(
  repo: MyOrdersRepo,
  { canceller, orderId, now }: { canceller: Canceller; orderId: number; now: Date },
): Promise<Claim> {
  return repo.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, canceller.kind === 'buyer' ? canceller.userId : null, orderId);
    if (!order || !VISIBLE_ORDER_STATUSES.includes(order.status)) throw new AppError('not_found');
    const shops = await repo.shopOrdersIn(tx, orderId);
    if (!mayCancel(canceller, order, shops)) throw new AppError('order_not_cancellable');
    if (await pendingRefundOf(tx, orderId)) throw new AppError('refund_in_progress');
    const claimed: Claim['claimed'] = [];
    for (const shop of shops) {
      if (shop.status === 'canceled' || shop.status === 'refunded') continue;
      const to = canTransitionShopOrder(shop.status, 'canceled') ? 'canceled' : 'refunded';
      await repo.setShopOrderStatus(tx, shop.id, shop.status, to, now);
      claimed.push({ id: shop.id, from: shop.status, to });
    }
    return { order, claimed, payment: (await repo.paidPaymentOf(tx, orderId)) ?? null };
  });
}

/** A cancellation interrupted after its claim (all canceled, order still confirmed) resumes. */
function isInterruptedCancellation(order: OrderRow, shops: readonly ShopOrderRow[]): boolean {
  return (
    order.status === 'confirmed' &&
    shops.length > 0 &&
    shops.every((shop) => shop.status === 'canceled' || shop.status === 'refunded') &&
    shops.some((shop) => shop.status === 'canceled')
  );
}

/** Undoes step 1: each claimed shop order goes back to the status it had. */
async function releaseClaim({ repo, clock }: CancelOrderDeps, claim: Claim): Promise<void> {
  await repo.db.transaction(async (tx) => {
    for (const shop of claim.claimed) await repo.setShopOrderStatus(tx, shop.id, shop.to, shop.from, clock());
  });
}

/**
 * Step 2: refunds what is left of the payment at the provider that took it. 503 when that provider
 * is not the one wired, 502 when it does not know the payment, 409 with its code when it refuses.
 */
async function refundPayment(
  provider: PaymentProvider | null,
  payment: PaidPayment,
  order: { orderId: number; currency: CurrencyCode },
): Promise<void> {
  if (!provider || payment.provider !== provider.kind || !payment.providerRef) {
    throw new AppError('refund_unavailable');
  }
  const result = await provider
    .refund({
      providerRef: payment.providerRef,
      amount: { amountMinor: payment.amountMinor - payment.refundedMinor, currency: order.currency },
      idempotencyKey: `refund:order:${order.orderId}:cancel`,
    })
    .catch((error: unknown) => {
      // The provider does not know the payment (or is down): the order stays as it was.
      if (error instanceof AppError && error.status < 500) throw new AppError('refund_failed');
      throw error;
    });
  if (!result.ok) throw new AppError(result.code);
}
