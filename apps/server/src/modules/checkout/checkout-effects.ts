// What happens after a confirmation commits (never inside the transaction: no network there): the
// confirmation e-mail, or, for a payment that arrived after its hold expired and its copies were sold,
// a refund (idempotency key per order, so repeated webhooks refund once) and an e-mail saying so.
import type { KeptLinkOrigins } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { ConfirmOutcome } from './order-confirmation.ts';
import { sendLatePaymentRefund, sendOrderConfirmation } from './order-email.ts';
import type { OrdersRepo } from './orders.repo.ts';

export interface CheckoutEffectsDeps {
  orders: OrdersRepo;
  mailer: Pick<Mailer, 'send'>;
  provider: PaymentProvider;
  /** PUBLIC_URL, else the origin kept with each order when it was placed (http/link-origin.ts). */
  linkOrigins: KeptLinkOrigins;
  clock: () => Date;
  logger: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export function createAfterConfirm(deps: CheckoutEffectsDeps) {
  return async (outcome: ConfirmOutcome): Promise<void> => {
    if (outcome.kind === 'confirmed') {
      await sendOrderConfirmation(
        { repo: deps.orders, mailer: deps.mailer, linkOrigins: deps.linkOrigins },
        outcome.orderId,
      ).catch((err: unknown) =>
        deps.logger.warn({ err, orderId: outcome.orderId }, 'order confirmation e-mail failed'),
      );
      return;
    }
    if (outcome.kind === 'sold_out_after_expiry') await refundLatePayment(deps, outcome.orderId);
  };
}

/** Refunds a payment that came after its copies were sold (once per order), then tells the buyer once. */
async function refundLatePayment(deps: CheckoutEffectsDeps, orderId: number): Promise<void> {
  const payment = await deps.orders.paymentOf(orderId);
  if (!payment?.providerRef) return;
  const result = await deps.provider.refund({
    providerRef: payment.providerRef,
    idempotencyKey: `order:${orderId}:late-payment-refund`,
  });
  deps.logger.info({ orderId, refunded: result.ok }, 'late payment refunded: copies were sold meanwhile');
  // Webhooks and reconciliation may both bring the same late success: the first to mark it tells the buyer.
  if (!result.ok || !(await deps.orders.markLatePaymentRefunded(payment.id))) return;
  await sendLatePaymentRefund(
    { repo: deps.orders, mailer: deps.mailer, linkOrigins: deps.linkOrigins },
    orderId,
    result.refund.amount,
  ).catch((err: unknown) => deps.logger.warn({ err, orderId }, 'late payment refund e-mail failed'));
}
