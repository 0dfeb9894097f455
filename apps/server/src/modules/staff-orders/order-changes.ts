// The staff's changes to an order besides refunds (docs/admin.md "Orders, refunds and manual orders"): a new
// delivery address until the parcel is sent, and the cancellation of a whole order not sent yet. Both go
// through my-orders, where the buyer's own change and cancellation live, so the rules and steps are one;
// staff add their audit row in the same transaction, and the buyer hears of a cancellation by e-mail.
import type { DeliveryBody } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { cancelOrder, changeShopOrderAddress, createMyOrdersRepo, type CancelledOrder } from '../my-orders/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { documentDto } from './order-dto.ts';
import type { RefundNotice } from './refund-email.ts';

export interface OrderChangeDeps {
  db: Db;
  provider: PaymentProvider | null;
  audit: Pick<AuditLog, 'record'>;
  clock: () => Date;
  tellBuyer: (notice: RefundNotice) => Promise<void>;
  logger: { warn(details: object, message: string): void };
}

/** PUT admin/shop-orders/{shop_id}/address: the new address and the audit row, in one transaction. */
export async function changeAddressByStaff(
  deps: OrderChangeDeps,
  input: { shopOrderId: number; body: DeliveryBody; actor: AuditActor },
) {
  const repo = createMyOrdersRepo(deps.db);
  return deps.db.transaction(async (tx) => {
    const change = await changeShopOrderAddress(
      repo,
      { userId: null, shopOrderId: input.shopOrderId, body: input.body, now: deps.clock() },
      tx,
    );
    await deps.audit.record(
      input.actor,
      {
        action: 'order.address',
        entityType: 'order',
        entityId: change.orderId,
        before: { shop_order: change.before },
        after: { shop_order: change.after },
      },
      tx,
    );
    return { ...change.after, order_id: change.orderId };
  });
}

function auditOfCancellation(cancelled: CancelledOrder, reason: string | undefined) {
  return {
    action: 'order.cancel',
    entityType: 'order',
    entityId: cancelled.order.id,
    before: {
      status: cancelled.order.status,
      shop_orders: cancelled.claimed.map((shop) => ({ id: shop.id, status: shop.from })),
    },
    after: {
      status: 'refunded',
      shop_orders: cancelled.claimed.map((shop) => ({ id: shop.id, status: shop.to })),
      refunded_minor: cancelled.refundedNowMinor,
      credit_note: cancelled.creditNote?.number ?? null,
      reason: reason ?? null,
    },
  };
}

/** POST admin/orders/{id}/cancel: the order cancelled and refunded (the buyer's path), audited, the buyer told. */
export async function cancelOrderByStaff(
  deps: OrderChangeDeps,
  input: { orderId: number; reason: string | undefined; actor: AuditActor; requestOrigin: string },
) {
  const cancelled = await cancelOrder(
    { repo: createMyOrdersRepo(deps.db), provider: deps.provider, clock: deps.clock },
    { kind: 'staff' },
    input.orderId,
    { onRecorded: (tx, done) => deps.audit.record(input.actor, auditOfCancellation(done, input.reason), tx) },
  );
  const { creditNote } = cancelled;
  if (creditNote) {
    const notice = {
      order: cancelled.order,
      creditNote,
      refundedMinor: cancelled.refundedNowMinor,
      cancelled: true,
      requestOrigin: input.requestOrigin,
    };
    await deps
      .tellBuyer(notice)
      .catch((error: unknown) =>
        deps.logger.warn({ err: error, orderId: input.orderId }, 'cancellation e-mail not sent'),
      );
  }
  return {
    order_id: cancelled.order.id,
    status: 'refunded' as const,
    refunded_minor: cancelled.refundedNowMinor,
    credit_note: creditNote ? documentDto(cancelled.order.id, creditNote) : null,
  };
}
