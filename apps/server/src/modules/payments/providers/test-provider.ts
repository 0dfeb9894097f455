// The built-in payment provider (the default): behaves like a real one without leaving the machine.
// Test card numbers decide the issuer's answer (test-cards.ts), some cards ask for an extra
// authentication step, idempotency keys are honoured, and every outcome is also announced later by
// a signed webhook (webhook-delivery.ts), so the payments service is built webhook-first.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../http/errors.ts';
import {
  assertPayableAmount,
  readHeader,
  type CreatePaymentInput,
  type DeclineCode,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentMethodInput,
  type PaymentProvider,
  type PaymentView,
  type RefundResult,
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
import { createWebhookDispatcher, systemScheduler, type DeliverWebhook, type Scheduler } from './webhook-delivery.ts';
import { TEST_SIGNATURE_HEADER, parseSignedEvent } from './webhook-signature.ts';

export interface TestPaymentProviderOptions {
  webhookSecret: string;
  deliver: DeliverWebhook;
  store: TestProviderStore;
  scheduler?: Scheduler;
  retryDelaysMs?: readonly number[];
  toleranceSeconds?: number;
  onWebhookGiveUp?: (event: PaymentEvent, lastError: string) => void;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: 'test';
  /** Delivers a recent event again, same id: lets tests prove the consumer dedupes. */
  resendEvent(eventId: string): boolean;
}

type IssuerAnswer = { kind: 'succeed' } | { kind: 'decline'; declineCode: DeclineCode };

export function createTestPaymentProvider(options: TestPaymentProviderOptions): TestPaymentProvider {
  const { store } = options;
  const scheduler = options.scheduler ?? systemScheduler;
  const webhooks = createWebhookDispatcher({
    secret: options.webhookSecret,
    deliver: options.deliver,
    scheduler,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.onWebhookGiveUp ? { onGiveUp: options.onWebhookGiveUp } : {}),
  });
  const withLock = createKeyedLock();
  const nowIso = () => new Date(scheduler.now()).toISOString();

  async function load(providerRef: string): Promise<TestPaymentRecord> {
    const record = await store.getPayment(providerRef);
    if (!record) throw new AppError('payment_not_found');
    return record;
  }

  function announce(record: TestPaymentRecord, type: PaymentEventType): void {
    webhooks.send({
      id: newRef('evt_test'),
      type,
      providerRef: record.providerRef,
      orderId: record.orderId,
      amountMinor: record.amount.amountMinor,
      currency: record.amount.currency,
      amountRefundedMinor: refundedMinor(record),
      declineCode: type === 'payment.failed' ? record.declineCode : null,
      occurredAt: nowIso(),
    });
  }

  /** Applies the issuer's answer; stored before the webhook leaves, as a provider would. */
  async function settle(record: TestPaymentRecord, answer: IssuerAnswer): Promise<PaymentView> {
    record.pendingCardNumber = null;
    record.status = answer.kind === 'succeed' ? 'succeeded' : 'requires_payment_method';
    record.declineCode = answer.kind === 'succeed' ? null : answer.declineCode;
    await store.putPayment(record);
    announce(record, answer.kind === 'succeed' ? 'payment.succeeded' : 'payment.failed');
    return viewOf(record);
  }

  async function readCard(
    record: TestPaymentRecord,
    method: PaymentMethodInput,
  ): Promise<{ ok: true; card: AcceptedCard } | { ok: false; code: DeclineCode }> {
    const now = new Date(scheduler.now());
    if (method.kind === 'test_card') return readTestCard(method, now);
    if (method.kind === 'stripe') throw new AppError('payment_method_unsupported');
    const saved = await store.getSavedCard(method.cardRef);
    if (!saved || saved.customerRef !== record.customerRef) throw new AppError('payment_method_invalid');
    return readTestCard(
      { number: saved.testCardNumber, expMonth: saved.expMonth, expYear: saved.expYear, cvc: null },
      now,
    );
  }

  /** Returns the stored result of an idempotency key, or null; throws if the key was used for another request. */
  async function replayed(key: string, fingerprint: string): Promise<string | null> {
    const existing = await store.findIdempotencyKey(key);
    if (!existing) return null;
    if (existing.fingerprint !== fingerprint) throw new AppError('idempotency_key_reused');
    return existing.resultRef;
  }

  async function claim(key: string, fingerprint: string, resultRef: string): Promise<string> {
    const stored = await store.claimIdempotencyKey({ key, fingerprint, resultRef });
    if (stored.fingerprint !== fingerprint) throw new AppError('idempotency_key_reused');
    return stored.resultRef;
  }

  return {
    kind: 'test',

    async createPayment(input: CreatePaymentInput) {
      assertPayableAmount(input.amount);
      const key = `payment:${input.idempotencyKey}`;
      const fingerprint = JSON.stringify([
        input.orderId,
        input.amount.amountMinor,
        input.amount.currency,
        input.customerRef ?? null,
        input.customerEmail ?? null,
        Object.entries(input.metadata ?? {}).sort(([a], [b]) => a.localeCompare(b)),
      ]);
      const earlier = await replayed(key, fingerprint);
      if (earlier) return viewOf(await load(earlier));
      const providerRef = newRef('tp_pi');
      const record: TestPaymentRecord = {
        providerRef,
        orderId: input.orderId,
        amount: { amountMinor: input.amount.amountMinor, currency: input.amount.currency },
        status: 'requires_payment_method',
        clientSecret: `${providerRef}_secret_${randomBytes(12).toString('hex')}`,
        customerRef: input.customerRef ?? null,
        customerEmail: input.customerEmail ?? null,
        metadata: { ...input.metadata },
        declineCode: null,
        pendingCardNumber: null,
        refunds: [],
        createdAt: nowIso(),
      };
      // Written before the key is claimed: a racing twin finds the winner's payment already stored.
      await store.putPayment(record);
      const winner = await claim(key, fingerprint, providerRef);
      return viewOf(winner === providerRef ? record : await load(winner));
    },

    async getPayment({ providerRef }) {
      return viewOf(await load(providerRef));
    },

    confirmPayment: (input) =>
      withLock(input.providerRef, async () => {
        const record = await load(input.providerRef);
        if (record.status !== 'requires_payment_method' && record.status !== 'requires_action') {
          throw new AppError('payment_state_conflict');
        }
        const read = await readCard(record, input.paymentMethod);
        if (!read.ok) {
          // A malformed card never reaches the issuer: no webhook, as with Stripe.js validation.
          Object.assign(record, { status: 'requires_payment_method', declineCode: read.code, pendingCardNumber: null });
          await store.putPayment(record);
          return viewOf(record);
        }
        const { outcome } = read.card;
        if (outcome.kind !== 'authenticate') return settle(record, outcome);
        Object.assign(record, { status: 'requires_action', declineCode: null, pendingCardNumber: read.card.number });
        await store.putPayment(record);
        return viewOf(record);
      }),

    completeAuthentication: ({ providerRef, approve }) =>
      withLock(providerRef, async () => {
        const record = await load(providerRef);
        if (record.status !== 'requires_action' || record.pendingCardNumber === null) {
          throw new AppError('payment_state_conflict');
        }
        if (!approve) return settle(record, { kind: 'decline', declineCode: 'authentication_failed' });
        return settle(record, outcomeAfterApproval(record.pendingCardNumber));
      }),

    cancelPayment: ({ providerRef }) =>
      withLock(providerRef, async () => {
        const record = await load(providerRef);
        if (record.status === 'failed') return viewOf(record);
        if (record.status === 'succeeded' || record.status === 'processing') {
          throw new AppError('payment_state_conflict');
        }
        Object.assign(record, { status: 'failed', pendingCardNumber: null });
        await store.putPayment(record);
        announce(record, 'payment.canceled');
        return viewOf(record);
      }),

    refund: (input) =>
      withLock(input.providerRef, async (): Promise<RefundResult> => {
        const record = await load(input.providerRef);
        if (input.amount) {
          assertPayableAmount(input.amount);
          if (input.amount.currency !== record.amount.currency) throw new AppError('refund_currency_mismatch');
        }
        const key = `refund:${input.idempotencyKey}`;
        const fingerprint = JSON.stringify([input.providerRef, input.amount?.amountMinor ?? null]);
        const earlierRef = await replayed(key, fingerprint);
        const earlier = record.refunds.find((refund) => refund.refundRef === earlierRef);
        if (earlier) return refundResult(record, earlier);
        const leftMinor = record.amount.amountMinor - refundedMinor(record);
        if (record.status !== 'succeeded' || leftMinor <= 0) return { ok: false, code: 'payment_not_refundable' };
        const amountMinor = input.amount?.amountMinor ?? leftMinor;
        if (amountMinor > leftMinor) return { ok: false, code: 'refund_exceeds_payment' };
        const refundRef = await claim(key, fingerprint, earlierRef ?? newRef('tp_re'));
        const refund = { refundRef, amountMinor, createdAt: nowIso() };
        record.refunds.push(refund);
        await store.putPayment(record);
        announce(record, 'payment.refunded');
        return refundResult(record, refund);
      }),

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
      const customerRef = (await replayed(key, fingerprint)) ?? (await claim(key, fingerprint, newRef('tp_cus')));
      return { customerRef };
    },

    async saveCard({ customerRef, paymentMethod }) {
      if (paymentMethod.kind !== 'test_card') throw new AppError('payment_method_unsupported');
      const read = readTestCard(paymentMethod, new Date(scheduler.now()));
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
      await store.putSavedCard(card);
      return { ok: true, card: savedCardOf(card) };
    },

    async listSavedCards({ customerRef }) {
      return (await store.listSavedCards(customerRef)).map(savedCardOf);
    },

    resendEvent: (eventId) => webhooks.resend(eventId),
  };
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
