// DELETE user/orders/{id}: cancels a paid order whose shop orders are all still cancellable, and
// refunds what is left of its payment. Three steps, each undone when a later one fails: claim the
// shop orders (canceled), refund at the provider (idempotency key per order, so a retry after a
// crash refunds once), then record the refund, the stock given back and the points taken back.
import type { CancelOrderResponse } from '@spindle/contracts';
import type { CurrencyCode } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { MyOrdersRepo, OrderRow, ShopOrderRow } from './my-orders.repo.ts';
import { currencyOf } from './order-dto.ts';
import { isOrderCancellable, VISIBLE_ORDER_STATUSES } from './order-rules.ts';

export interface CancelOrderDeps {
  repo: MyOrdersRepo;
  /** The payment provider refunds go through; null while payments are not wired (refunds then refused). */
  provider: PaymentProvider | null;
  clock: () => Date;
}

type PaidPayment = NonNullable<Awaited<ReturnType<MyOrdersRepo['paidPaymentOf']>>>;

/** What the first step took: the order, the shop orders it canceled (with the status to give back), the payment. */
interface Claim {
  order: OrderRow;
  claimed: Pick<ShopOrderRow, 'id' | 'status'>[];
  payment: PaidPayment | null;
}

export async function cancelOrder(
  deps: CancelOrderDeps,
  userId: number,
  orderId: number,
): Promise<CancelOrderResponse> {
  const now = deps.clock();
  const claim = await claimShopOrders(deps.repo, { userId, orderId, now });
  const { payment, order } = claim;
  const currency = currencyOf(order.currency);
  if (payment && payment.amountMinor > payment.refundedMinor) {
    await refundPayment(deps.provider, payment, { orderId: order.id, currency }).catch(async (error: unknown) => {
      await releaseClaim(deps, claim);
      throw error;
    });
  }
  await deps.repo.db.transaction((tx) =>
    deps.repo.recordCancellation(tx, {
      order,
      paymentId: payment?.id ?? null,
      refundedMinor: payment?.amountMinor ?? 0,
      now,
    }),
  );
  return { id: order.id, status: 'refunded', currency, refunded_minor: payment?.amountMinor ?? 0 };
}

/**
 * Step 1: locks the order and moves each of its shop orders to canceled. 404 for an order that is
 * not the user's (or not visible), 409 when one of its shop orders is past cancelling.
 */
async function claimShopOrders(
  repo: MyOrdersRepo,
  { userId, orderId, now }: { userId: number; orderId: number; now: Date },
): Promise<Claim> {
  return repo.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, userId, orderId);
    if (!order || !VISIBLE_ORDER_STATUSES.includes(order.status)) throw new AppError('not_found');
    const shops = await repo.shopOrdersIn(tx, orderId);
    if (
      !isInterruptedCancellation(order, shops) &&
      !isOrderCancellable(
        order.status,
        shops.map((shop) => shop.status),
      )
    ) {
      throw new AppError('order_not_cancellable', 409);
    }
    const claimed: Claim['claimed'] = [];
    for (const shop of shops) {
      if (shop.status === 'canceled') continue;
      await repo.setShopOrderStatus(tx, shop.id, shop.status, 'canceled', now);
      claimed.push({ id: shop.id, status: shop.status });
    }
    return { order, claimed, payment: (await repo.paidPaymentOf(tx, orderId)) ?? null };
  });
}

/** A cancellation interrupted after its claim (all canceled, order still confirmed) resumes. */
function isInterruptedCancellation(order: OrderRow, shops: readonly ShopOrderRow[]): boolean {
  return order.status === 'confirmed' && shops.length > 0 && shops.every((shop) => shop.status === 'canceled');
}

/** Undoes step 1: each claimed shop order goes back to the status it had. */
async function releaseClaim({ repo, clock }: CancelOrderDeps, claim: Claim): Promise<void> {
  await repo.db.transaction(async (tx) => {
    for (const shop of claim.claimed) await repo.setShopOrderStatus(tx, shop.id, 'canceled', shop.status, clock());
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
    throw new AppError('refund_unavailable', 503);
  }
  const result = await provider
    .refund({
      providerRef: payment.providerRef,
      amount: { amountMinor: payment.amountMinor - payment.refundedMinor, currency: order.currency },
      idempotencyKey: `refund:order:${order.orderId}:cancel`,
    })
    .catch((error: unknown) => {
      // The provider does not know the payment (or is down): the order stays as it was.
      if (error instanceof AppError && error.status < 500) throw new AppError('refund_failed', 502);
      throw error;
    });
  if (!result.ok) throw new AppError(result.code, 409);
}
