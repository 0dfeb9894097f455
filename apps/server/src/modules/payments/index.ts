// Public face of payments: the payment provider (built-in test provider or Stripe), its webhooks, and
// the settlement callback through which it tells checkout that a payment moved.
export { paymentsRoutes } from './payments.routes.ts';
export { type PaymentsConfig, createConfiguredProvider, createPaymentsService } from './payments.service.ts';
export { type OrderSettlement, type PaymentReconciliation, type ReconcileOptions } from './payment-settlement.ts';
export { createDatabaseTestProviderStore } from './payments.test-provider-store.ts';
export { createDatabaseWebhookDeliveryStore } from './payments.webhook-delivery-store.ts';
export type { WebhookDeliveryStore } from './providers/webhook-delivery-store.ts';
export {
  createRedeliverWebhooksHandler,
  REDELIVER_WEBHOOKS_JOB,
  REDELIVER_WEBHOOKS_SCHEDULE,
} from './redeliver-webhooks-job.ts';
export {
  type PaymentMethodInput,
  type PaymentProvider,
  type PaymentView,
  type SavedCard,
} from './providers/payment-provider.ts';
export { keepCard } from './keep-card.ts';
export { countFailedPaymentsSince } from './staff-queries.ts';
export { listPayments } from './payments-register.ts';
export {
  type OrderPaymentRow,
  lockPaidPaymentOf,
  paymentsOfOrder,
  recordRefundedTotal,
  refundedByOrder,
} from './order-payments.ts';
export { settledPayments } from './settled-payments.ts';
export {
  cancelUnopenedPayments,
  latestPaymentOf,
  markPaymentCanceled,
  markPaymentErrorOnce,
  openOrderPayment,
  orderPaymentRefs,
  paymentByRef,
  recordPaymentAttempt,
  setPaymentRef,
  settleOrderPayments,
} from './order-payment-records.ts';
