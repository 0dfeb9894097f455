// The built-in payment provider (the default): behaves like a real one without leaving the machine.
// Test card numbers decide the issuer's answer (test-cards.ts), some cards ask for an extra
// authentication step, idempotency keys are honoured, and every outcome is also announced later by
// a signed webhook (webhook-delivery.ts), so the payments service is built webhook-first.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../http/errors.ts';
import {
  assertPayableAmount,
  readHeader,
  type ConfirmPaymentInput,
  type CreatePaymentInput,
  type DeclineCode,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentMethodInput,
  type PaymentProvider,
  type PaymentView,
  type RefundInput,
  type RefundResult,
  type SaveCardResult,
  type SavedCard,
} from './payment-provider.ts';
import { outcomeAfterApproval, readTestCard, type AcceptedCard } from './test-cards.ts';
import { createKeyedLock } from './keyed-lock.ts';
import type {
  TestPaymentRecord,
  TestProviderStore,
  TestRefundRecord,
  TestSavedCardRecord,
} from './test-provider-store.ts';
import {
  createWebhookDispatcher,
  systemScheduler,
  type DeliverWebhook,
  type Scheduler,
  type WebhookDispatcher,
} from './webhook-delivery.ts';
import type { WebhookDeliveryStore } from './webhook-delivery-store.ts';
import { TEST_SIGNATURE_HEADER, parseSignedEvent } from './webhook-signature.ts';

export interface TestPaymentProviderOptions {
  webhookSecret: string;
  deliver: DeliverWebhook;
  store: TestProviderStore;
  /** Where webhook deliveries wait to be made (the database in the server, so they survive a restart). */
  webhookStore?: WebhookDeliveryStore;
  scheduler?: Scheduler;
  retryDelaysMs?: readonly number[];
  toleranceSeconds?: number;
  onWebhookGiveUp?: (event: PaymentEvent, lastError: string) => void;
  /** A webhook attempt on a timer could not reach the delivery store; the redelivery job sends it later. */
  onWebhookStoreError?: (error: unknown) => void;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: 'test';
  /** Delivers a recent event again, same id: lets tests prove the consumer dedupes. */
  resendEvent(eventId: string): Promise<boolean>;
  /** Sends the stored webhook deliveries that are due (a crash left them, or their retry timer died with it). */
  redeliverDueWebhooks(options?: { limit?: number }): Promise<number>;
}

type IssuerAnswer = { kind: 'succeed' } | { kind: 'decline'; declineCode: DeclineCode };

/** What the provider's operations share: its store, its clock and its webhook queue. */
interface TestProviderParts {
  store: TestProviderStore;
  scheduler: Scheduler;
  webhooks: WebhookDispatcher;
}

export function createTestPaymentProvider(options: TestPaymentProviderOptions): TestPaymentProvider {
  const { store } = options;
  const scheduler = options.scheduler ?? systemScheduler;
  const webhooks = createWebhookDispatcher({
    secret: options.webhookSecret,
    deliver: options.deliver,
    scheduler,
    ...(options.webhookStore ? { store: options.webhookStore } : {}),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.onWebhookGiveUp ? { onGiveUp: options.onWebhookGiveUp } : {}),
    ...(options.onWebhookStoreError ? { onStoreError: options.onWebhookStoreError } : {}),
  });
  const parts: TestProviderParts = { store, scheduler, webhooks };
  // Operations on one payment run one after another (two refunds cannot both pass the "amount left" check).
  const withLock = createKeyedLock();

  return {
    kind: 'test',
    createPayment: (input) => createTestPayment(parts, input),

    async getPayment({ providerRef }) {
      return viewOf(await load(parts, providerRef));
    },

    confirmPayment: (input) => withLock(input.providerRef, () => confirmTestPayment(parts, input)),
    completeAuthentication: (input) => withLock(input.providerRef, () => completeTestAuthentication(parts, input)),
    cancelPayment: ({ providerRef }) => withLock(providerRef, () => cancelTestPayment(parts, providerRef)),
    refund: (input) => withLock(input.providerRef, () => refundTestPayment(parts, input)),

    parseWebhook({ rawBody, headers }) {
      return parseSignedEvent({
        rawBody,
        header: readHeader(headers, TEST_SIGNATURE_HEADER),
        secret: options.webhookSecret,
        nowMs: scheduler.now(),
        ...(options.toleranceSeconds === undefined ? {} : { toleranceSeconds: options.toleranceSeconds }),
      });
    },

    async createCustomer({ email, accountId, idempotencyKey }) {
      const key = `customer:${idempotencyKey}`;
      const fingerprint = JSON.stringify([email, accountId]);
      const customerRef =
        (await replayed(parts, key, fingerprint)) ?? (await claim(parts, key, fingerprint, newRef('tp_cus')));
      return { customerRef };
    },

    saveCard: (input) => saveTestCard(parts, input),

    async listSavedCards({ customerRef }) {
      return (await store.listSavedCards(customerRef)).map(savedCardOf);
    },

    resendEvent: (eventId) => webhooks.resend(eventId),
    redeliverDueWebhooks: (redeliverOptions) => webhooks.redeliverDue(redeliverOptions),
  };
}

function nowIso(parts: TestProviderParts): string {
  return new Date(parts.scheduler.now()).toISOString();
}

async function load(parts: TestProviderParts, providerRef: string): Promise<TestPaymentRecord> {
  const record = await parts.store.getPayment(providerRef);
  if (!record) throw new AppError('payment_not_found');
  return record;
}

/** Stores the event's delivery (awaited: once the call answers, the webhook will be sent even after a crash). */
async function announce(parts: TestProviderParts, record: TestPaymentRecord, type: PaymentEventType): Promise<void> {
  await parts.webhooks.send({
    id: newRef('evt_test'),
    type,
    providerRef: record.providerRef,
    orderId: record.orderId,
    amountMinor: record.amount.amountMinor,
    currency: record.amount.currency,
    amountRefundedMinor: refundedMinor(record),
    declineCode: type === 'payment.failed' ? record.declineCode : null,
    occurredAt: nowIso(parts),
  });
}

/** Applies the issuer's answer; stored before the webhook leaves, as a provider would. */
async function settle(parts: TestProviderParts, record: TestPaymentRecord, answer: IssuerAnswer): Promise<PaymentView> {
  record.pendingCardNumber = null;
  record.status = answer.kind === 'succeed' ? 'succeeded' : 'requires_payment_method';
  record.declineCode = answer.kind === 'succeed' ? null : answer.declineCode;
  await parts.store.putPayment(record);
  await announce(parts, record, answer.kind === 'succeed' ? 'payment.succeeded' : 'payment.failed');
  return viewOf(record);
}

async function readCard(
  parts: TestProviderParts,
  record: TestPaymentRecord,
  method: PaymentMethodInput,
): Promise<{ ok: true; card: AcceptedCard } | { ok: false; code: DeclineCode }> {
  const now = new Date(parts.scheduler.now());
  if (method.kind === 'test_card') return readTestCard(method, now);
  if (method.kind === 'stripe') throw new AppError('payment_method_unsupported');
  const saved = await parts.store.getSavedCard(method.cardRef);
  if (!saved || saved.customerRef !== record.customerRef) throw new AppError('payment_method_invalid');
  return readTestCard(
    { number: saved.testCardNumber, expMonth: saved.expMonth, expYear: saved.expYear, cvc: null },
    now,
  );
}

/** Returns the stored result of an idempotency key, or null; throws if the key was used for another request. */
async function replayed(parts: TestProviderParts, key: string, fingerprint: string): Promise<string | null> {
  const existing = await parts.store.findIdempotencyKey(key);
  if (!existing) return null;
  if (existing.fingerprint !== fingerprint) throw new AppError('idempotency_key_reused');
  return existing.resultRef;
}

async function claim(parts: TestProviderParts, key: string, fingerprint: string, resultRef: string): Promise<string> {
  const stored = await parts.store.claimIdempotencyKey({ key, fingerprint, resultRef });
  if (stored.fingerprint !== fingerprint) throw new AppError('idempotency_key_reused');
  return stored.resultRef;
}

async function createTestPayment(parts: TestProviderParts, input: CreatePaymentInput): Promise<PaymentView> {
  assertPayableAmount(input.amount);
  const key = `payment:${input.idempotencyKey}`;
  const fingerprint = JSON.stringify([
    input.orderId,
    input.amount.amountMinor,
    input.amount.currency,
    input.customerRef ?? null,
    input.customerEmail ?? null,
    Object.entries(input.metadata ?? {}).sort(([a], [b]) => a.localeCompare(b)),
    ...(input.setupFutureUsage ? [input.setupFutureUsage] : []),
  ]);
  const earlier = await replayed(parts, key, fingerprint);
  if (earlier) return viewOf(await load(parts, earlier));
  const providerRef = newRef('tp_pi');
  const record: TestPaymentRecord = {
    providerRef,
    orderId: input.orderId,
    amount: { amountMinor: input.amount.amountMinor, currency: input.amount.currency },
    status: 'requires_payment_method',
    clientSecret: `${providerRef}_secret_${randomBytes(12).toString('hex')}`,
    customerRef: input.customerRef ?? null,
    customerEmail: input.customerEmail ?? null,
    setupFutureUsage: input.setupFutureUsage && input.customerRef ? input.setupFutureUsage : null,
    metadata: { ...input.metadata },
    declineCode: null,
    pendingCardNumber: null,
    refunds: [],
    createdAt: nowIso(parts),
  };
  // Written before the key is claimed: a racing twin finds the winner's payment already stored.
  await parts.store.putPayment(record);
  const winner = await claim(parts, key, fingerprint, providerRef);
  return viewOf(winner === providerRef ? record : await load(parts, winner));
}

async function confirmTestPayment(parts: TestProviderParts, input: ConfirmPaymentInput): Promise<PaymentView> {
  const record = await load(parts, input.providerRef);
  if (record.status !== 'requires_payment_method' && record.status !== 'requires_action') {
    throw new AppError('payment_state_conflict');
  }
  const read = await readCard(parts, record, input.paymentMethod);
  if (!read.ok) {
    // A malformed card never reaches the issuer: no webhook, as with Stripe.js validation.
    Object.assign(record, { status: 'requires_payment_method', declineCode: read.code, pendingCardNumber: null });
    await parts.store.putPayment(record);
    return viewOf(record);
  }
  const { outcome } = read.card;
  // Off-session nobody can authenticate: the bank's request is a decline, as Stripe's off_session.
  if (outcome.kind === 'authenticate' && input.offSession) {
    return settle(parts, record, { kind: 'decline', declineCode: 'authentication_required' });
  }
  if (outcome.kind !== 'authenticate') {
    const view = await settle(parts, record, outcome);
    if (view.status === 'succeeded') await keepCardForLater(parts, record, input.paymentMethod, read.card);
    return view;
  }
  Object.assign(record, { status: 'requires_action', declineCode: null, pendingCardNumber: read.card.number });
  await parts.store.putPayment(record);
  return viewOf(record);
}

async function completeTestAuthentication(
  parts: TestProviderParts,
  { providerRef, approve }: { providerRef: string; approve: boolean },
): Promise<PaymentView> {
  const record = await load(parts, providerRef);
  if (record.status !== 'requires_action' || record.pendingCardNumber === null) {
    throw new AppError('payment_state_conflict');
  }
  if (!approve) return settle(parts, record, { kind: 'decline', declineCode: 'authentication_failed' });
  return settle(parts, record, outcomeAfterApproval(record.pendingCardNumber));
}

async function cancelTestPayment(parts: TestProviderParts, providerRef: string): Promise<PaymentView> {
  const record = await load(parts, providerRef);
  if (record.status === 'failed') return viewOf(record);
  if (record.status === 'succeeded' || record.status === 'processing') {
    throw new AppError('payment_state_conflict');
  }
  Object.assign(record, { status: 'failed', pendingCardNumber: null });
  await parts.store.putPayment(record);
  await announce(parts, record, 'payment.canceled');
  return viewOf(record);
}

async function refundTestPayment(parts: TestProviderParts, input: RefundInput): Promise<RefundResult> {
  const record = await load(parts, input.providerRef);
  if (input.amount) {
    assertPayableAmount(input.amount);
    if (input.amount.currency !== record.amount.currency) throw new AppError('refund_currency_mismatch');
  }
  const key = `refund:${input.idempotencyKey}`;
  const fingerprint = JSON.stringify([input.providerRef, input.amount?.amountMinor ?? null]);
  const earlierRef = await replayed(parts, key, fingerprint);
  const earlier = record.refunds.find((refund) => refund.refundRef === earlierRef);
  if (earlier) return refundResult(record, earlier);
  const leftMinor = record.amount.amountMinor - refundedMinor(record);
  if (record.status !== 'succeeded' || leftMinor <= 0) return { ok: false, code: 'payment_not_refundable' };
  const amountMinor = input.amount?.amountMinor ?? leftMinor;
  if (amountMinor > leftMinor) return { ok: false, code: 'refund_exceeds_payment' };
  const refundRef = await claim(parts, key, fingerprint, earlierRef ?? newRef('tp_re'));
  const refund = { refundRef, amountMinor, createdAt: nowIso(parts) };
  record.refunds.push(refund);
  await parts.store.putPayment(record);
  await announce(parts, record, 'payment.refunded');
  return refundResult(record, refund);
}

/**
 * A payment created with `setupFutureUsage` keeps the test card it was paid with on its customer, as
 * Stripe's setup_future_usage does (a card paid after 3-D Secure is not kept: save it in the account).
 */
async function keepCardForLater(
  parts: TestProviderParts,
  record: TestPaymentRecord,
  method: PaymentMethodInput,
  card: AcceptedCard,
): Promise<void> {
  if (!record.setupFutureUsage || !record.customerRef || method.kind !== 'test_card') return;
  await parts.store.putSavedCard({
    cardRef: newRef('tp_card'),
    customerRef: record.customerRef,
    testCardNumber: card.number,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  });
}

async function saveTestCard(
  parts: TestProviderParts,
  { customerRef, paymentMethod }: { customerRef: string; paymentMethod: PaymentMethodInput },
): Promise<SaveCardResult> {
  if (paymentMethod.kind !== 'test_card') throw new AppError('payment_method_unsupported');
  const read = readTestCard(paymentMethod, new Date(parts.scheduler.now()));
  if (!read.ok) return read;
  // Saving runs the issuer's check (a zero-amount authorisation): declining cards are refused.
  if (read.card.outcome.kind === 'decline') return { ok: false, code: read.card.outcome.declineCode };
  const card = {
    cardRef: newRef('tp_card'),
    customerRef,
    testCardNumber: read.card.number,
    brand: read.card.brand,
    last4: read.card.last4,
    expMonth: read.card.expMonth,
    expYear: read.card.expYear,
  };
  await parts.store.putSavedCard(card);
  return { ok: true, card: savedCardOf(card) };
}

function viewOf(record: TestPaymentRecord): PaymentView {
  return {
    providerRef: record.providerRef,
    status: record.status,
    amount: record.amount,
    clientSecret: record.clientSecret,
    nextAction: record.status === 'requires_action' ? { type: 'test_authentication' } : null,
    declineCode: record.declineCode,
  };
}

function refundedMinor(record: TestPaymentRecord): number {
  return record.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
}

function refundResult(record: TestPaymentRecord, refund: TestRefundRecord): RefundResult {
  const amount = { amountMinor: refund.amountMinor, currency: record.amount.currency };
  return { ok: true, refund: { refundRef: refund.refundRef, amount, status: 'succeeded' } };
}

function savedCardOf(card: TestSavedCardRecord): SavedCard {
  const { cardRef, brand, last4, expMonth, expYear } = card;
  return { cardRef, brand, last4, expMonth, expYear };
}

function newRef(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
