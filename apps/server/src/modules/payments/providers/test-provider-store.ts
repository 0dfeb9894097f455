// Where the test provider keeps its state: the provider's side of the world, as Stripe keeps its
// PaymentIntents. The in-memory store serves tests; the server supplies a database-backed one so
// payments survive a restart. Records are plain JSON-compatible data.
import type { Money } from '@spindle/domain';
import type { DeclineCode, PaymentStatus } from './payment-provider.ts';

export interface TestRefundRecord {
  refundRef: string;
  amountMinor: number;
  createdAt: string;
}

export interface TestPaymentRecord {
  providerRef: string;
  orderId: string;
  amount: Money;
  status: PaymentStatus;
  clientSecret: string;
  customerRef: string | null;
  customerEmail: string | null;
  /** Keep the card on the customer once paid (records stored before this field read as null). */
  setupFutureUsage?: 'off_session' | null;
  metadata: Record<string, string>;
  declineCode: DeclineCode | null;
  /** The test card waiting for its 3-D Secure answer (a test number, never a real card). */
  pendingCardNumber: string | null;
  refunds: TestRefundRecord[];
  createdAt: string;
}

export interface TestSavedCardRecord {
  cardRef: string;
  customerRef: string;
  /** A test number: real numbers are declined before they could be saved. No CVC is kept. */
  testCardNumber: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Which result an idempotency key produced first, and a fingerprint of the request that produced it. */
export interface IdempotencyRecord {
  key: string;
  fingerprint: string;
  resultRef: string;
}

export interface TestProviderStore {
  getPayment(providerRef: string): Promise<TestPaymentRecord | null>;
  putPayment(record: TestPaymentRecord): Promise<void>;
  findIdempotencyKey(key: string): Promise<IdempotencyRecord | null>;
  /** Stores the record unless the key exists; returns whichever is stored (insert ... on conflict do nothing). */
  claimIdempotencyKey(record: IdempotencyRecord): Promise<IdempotencyRecord>;
  getSavedCard(cardRef: string): Promise<TestSavedCardRecord | null>;
  putSavedCard(record: TestSavedCardRecord): Promise<void>;
  listSavedCards(customerRef: string): Promise<TestSavedCardRecord[]>;
}

/** A store in a Map, for tests and throwaway dev servers. Copies on the way in and out, like a database. */
export function createInMemoryTestProviderStore(): TestProviderStore {
  const payments = new Map<string, TestPaymentRecord>();
  const keys = new Map<string, IdempotencyRecord>();
  const cards = new Map<string, TestSavedCardRecord>();
  return {
    getPayment: (providerRef) => Promise.resolve(copy(payments.get(providerRef) ?? null)),
    putPayment(record) {
      payments.set(record.providerRef, copy(record));
      return Promise.resolve();
    },
    findIdempotencyKey: (key) => Promise.resolve(copy(keys.get(key) ?? null)),
    claimIdempotencyKey(record) {
      const existing = keys.get(record.key);
      if (existing) return Promise.resolve(copy(existing));
      keys.set(record.key, copy(record));
      return Promise.resolve(copy(record));
    },
    getSavedCard: (cardRef) => Promise.resolve(copy(cards.get(cardRef) ?? null)),
    putSavedCard(record) {
      cards.set(record.cardRef, copy(record));
      return Promise.resolve();
    },
    listSavedCards: (customerRef) =>
      Promise.resolve([...cards.values()].filter((card) => card.customerRef === customerRef).map(copy)),
  };
}

function copy<T>(value: T): T {
  return structuredClone(value);
}
