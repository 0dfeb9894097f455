// A test provider wired to a virtual clock and a recording webhook consumer, for tests.
import type { ParseWebhookResult, PaymentEvent, PaymentMethodInput } from '../payment-provider.ts';
import { createTestPaymentProvider, type TestPaymentProvider } from '../test-provider.ts';
import { createInMemoryTestProviderStore, type TestProviderStore } from '../test-provider-store.ts';
import type { DeliverWebhook } from '../webhook-delivery.ts';
import type { WebhookDeliveryStore } from '../webhook-delivery-store.ts';
import { createManualScheduler, type ManualScheduler } from './manual-scheduler.ts';

export const TEST_WEBHOOK_SECRET = 'whsec_test_spindle_0123456789';

export interface Delivery {
  rawBody: Buffer;
  headers: Record<string, string>;
  atMs: number;
  /** What the consumer's parseWebhook said on receipt. */
  parsed: ParseWebhookResult;
}

export interface TestProviderHarness {
  provider: TestPaymentProvider;
  scheduler: ManualScheduler;
  deliveries: Delivery[];
  /** What the consumer answers, in turn: a status code, or an Error for an unreachable consumer; 200 once they run out. */
  answers: (number | Error)[];
  givenUp: { event: PaymentEvent; lastError: string }[];
  /** Runs what is due and returns the events delivered so far, as verified on receipt. */
  deliveredEvents(): Promise<PaymentEvent[]>;
}

export function createTestProviderHarness(): TestProviderHarness {
  const scheduler = createManualScheduler();
  const deliveries: Delivery[] = [];
  const answers: (number | Error)[] = [];
  const givenUp: TestProviderHarness['givenUp'] = [];
  const deliver: DeliverWebhook = (rawBody, headers) => {
    const answer = answers.shift() ?? 200;
    if (answer instanceof Error) return Promise.reject(answer);
    deliveries.push({ rawBody, headers, atMs: scheduler.now(), parsed: provider.parseWebhook({ rawBody, headers }) });
    return Promise.resolve({ statusCode: answer });
  };
  const provider: TestPaymentProvider = createTestPaymentProvider({
    webhookSecret: TEST_WEBHOOK_SECRET,
    deliver,
    store: createInMemoryTestProviderStore(),
    scheduler,
    onWebhookGiveUp: (event, lastError) => givenUp.push({ event, lastError }),
  });
  return {
    provider,
    scheduler,
    deliveries,
    answers,
    givenUp,
    async deliveredEvents() {
      await scheduler.runDue();
      return deliveries.map(({ parsed }) => {
        if (!parsed.ok || !parsed.event) throw new Error(`undeliverable webhook: ${JSON.stringify(parsed)}`);
        return parsed.event;
      });
    },
  };
}

/** A card form filled in with `number`, a future expiry and a CVC. */
export function testCard(number: string, overrides: { expMonth?: number; expYear?: number; cvc?: string } = {}) {
  return {
    kind: 'test_card',
    number,
    expMonth: overrides.expMonth ?? 12,
    expYear: overrides.expYear ?? 2030,
    cvc: overrides.cvc ?? (number.startsWith('3') ? '1234' : '123'),
  } satisfies PaymentMethodInput;
}

/**
 * Another instance of the test provider on `store` whose webhooks go nowhere: what the server's own
 * provider sees when a payment moved in a process that died before announcing it.
 */
export function createSilentTestProvider(store: TestProviderStore): TestPaymentProvider {
  return createTestPaymentProvider({
    webhookSecret: 'whsec_test_silent_instance',
    deliver: () => Promise.resolve({ statusCode: 200 }),
    store,
  });
}

/**
 * The test provider of a process that dies right after answering: its payments and its webhook
 * deliveries are stored (in `store` and `webhookStore`), but its timers never fire, so nothing is sent.
 * What the next process finds after a crash.
 */
export function createDyingTestProvider(
  store: TestProviderStore,
  webhookStore: WebhookDeliveryStore,
): TestPaymentProvider {
  return createTestPaymentProvider({
    webhookSecret: 'whsec_test_dying_instance',
    deliver: () => Promise.reject(new Error('this process is dead')),
    store,
    webhookStore,
    scheduler: createManualScheduler(Date.now()),
  });
}
