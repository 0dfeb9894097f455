// What happens after a confirmation commits (never inside the transaction: no network there): the
// confirmation e-mail, or, for a payment that arrived after its hold expired and its copies were sold,
// a refund (idempotency key per order, so repeated webhooks refund once).
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { ConfirmOutcome } from './order-confirmation.ts';
import { sendOrderConfirmation } from './order-email.ts';
import type { OrdersRepo } from './orders.repo.ts';

export interface CheckoutEffectsDeps {
  orders: OrdersRepo;
  mailer: Pick<Mailer, 'send'>;
  provider: PaymentProvider;
  baseUrl: string;
  clock: () => Date;
  logger: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export function createAfterConfirm(deps: CheckoutEffectsDeps) {
  return async (outcome: ConfirmOutcome): Promise<void> => {
    if (outcome.kind === 'confirmed') {
      await sendOrderConfirmation(
        { repo: deps.orders, mailer: deps.mailer, baseUrl: deps.baseUrl, clock: deps.clock },
        outcome.orderId,
      ).catch((err: unknown) =>
        deps.logger.warn({ err, orderId: outcome.orderId }, 'order confirmation e-mail failed'),
      );
      return;
    }
    if (outcome.kind === 'sold_out_after_expiry') {
      const payment = await deps.orders.paymentOf(outcome.orderId);
      if (!payment?.providerRef) return;
      const result = await deps.provider.refund({
        providerRef: payment.providerRef,
        idempotencyKey: `order:${outcome.orderId}:late-payment-refund`,
      });
      deps.logger.info(
        { orderId: outcome.orderId, refunded: result.ok },
        'late payment refunded: copies were sold meanwhile',
      );
    }
  };
}
