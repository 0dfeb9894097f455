// Where the test provider keeps its webhook deliveries until they are made: a Stripe-like provider
// does not forget an event because a process died. The server supplies a database store
// (payments.webhook-delivery-store.ts); this in-memory one serves tests. A delivery is `pending`
// (due at `nextAttemptAtMs`), `delivering` (claimed until `claimedUntilMs`), `delivered` or `given_up`.

/** A delivery claimed for one attempt: `attempts` counts this one, and fences its outcome. */
export interface ClaimedDelivery {
  id: string;
  eventId: string;
  /** The body's exact JSON. */
  body: string;
  attempts: number;
}

/** How an attempt ended: delivered, to be retried at `retryAtMs`, or given up. */
export type DeliveryOutcome =
  | { state: 'delivered'; atMs: number }
  | { state: 'pending'; atMs: number; retryAtMs: number; error: string }
  | { state: 'given_up'; atMs: number; error: string };

export interface WebhookDeliveryStore {
  /** Records a delivery due at `dueAtMs`; returns its id. */
  add(input: { eventId: string; body: string; dueAtMs: number }): Promise<string>;
  /**
   * Claims one delivery for an attempt if it is due (pending and due, or delivering with a lapsed
   * claim): one conditional update, so only one caller gets it. Null when it is not due or taken.
   */
  claim(id: string, window: { nowMs: number; claimUntilMs: number }): Promise<ClaimedDelivery | null>;
  /** Claims up to `limit` due deliveries, oldest due first, skipping those another caller is claiming. */
  claimDue(window: { nowMs: number; claimUntilMs: number; limit: number }): Promise<ClaimedDelivery[]>;
  /** Records the outcome if the claim is still this one (same attempt, still delivering); false otherwise. */
  finish(claim: ClaimedDelivery, outcome: DeliveryOutcome): Promise<boolean>;
  /** The body of the latest delivery of `eventId`, or null. */
  findBody(eventId: string): Promise<string | null>;
}

interface MemoryDelivery {
  id: string;
  eventId: string;
  body: string;
  state: 'pending' | 'delivering' | 'delivered' | 'given_up';
  attempts: number;
  nextAttemptAtMs: number;
  claimedUntilMs: number | null;
}

/** How many deliveries the in-memory store keeps (the oldest go first). */
const MEMORY_DELIVERIES = 1_000;

/** A store in a Map: deliveries die with the process. For unit tests and throwaway providers. */
export function createInMemoryWebhookDeliveryStore(): WebhookDeliveryStore {
  const deliveries = new Map<string, MemoryDelivery>();
  let sequence = 0;

  function isDue(delivery: MemoryDelivery, nowMs: number): boolean {
    if (delivery.state === 'pending') return delivery.nextAttemptAtMs <= nowMs;
    return delivery.state === 'delivering' && (delivery.claimedUntilMs ?? 0) <= nowMs;
  }

  function take(delivery: MemoryDelivery, claimUntilMs: number): ClaimedDelivery {
    Object.assign(delivery, { state: 'delivering', attempts: delivery.attempts + 1, claimedUntilMs: claimUntilMs });
    const { id, eventId, body, attempts } = delivery;
    return { id, eventId, body, attempts };
  }

  return {
    add({ eventId, body, dueAtMs }) {
      sequence += 1;
      const id = String(sequence);
      deliveries.set(id, {
        id,
        eventId,
        body,
        state: 'pending',
        attempts: 0,
        nextAttemptAtMs: dueAtMs,
        claimedUntilMs: null,
      });
      if (deliveries.size > MEMORY_DELIVERIES) deliveries.delete(deliveries.keys().next().value ?? id);
      return Promise.resolve(id);
    },
    claim(id, { nowMs, claimUntilMs }) {
      const delivery = deliveries.get(id);
      return Promise.resolve(delivery && isDue(delivery, nowMs) ? take(delivery, claimUntilMs) : null);
    },
    claimDue({ nowMs, claimUntilMs, limit }) {
      const due = [...deliveries.values()]
        .filter((delivery) => isDue(delivery, nowMs))
        .sort((a, b) => a.nextAttemptAtMs - b.nextAttemptAtMs)
        .slice(0, limit);
      return Promise.resolve(due.map((delivery) => take(delivery, claimUntilMs)));
    },
    finish(claim, outcome) {
      const delivery = deliveries.get(claim.id);
      if (!delivery || delivery.state !== 'delivering' || delivery.attempts !== claim.attempts) {
        return Promise.resolve(false);
      }
      delivery.state = outcome.state;
      delivery.claimedUntilMs = null;
      if (outcome.state === 'pending') delivery.nextAttemptAtMs = outcome.retryAtMs;
      return Promise.resolve(true);
    },
    findBody(eventId) {
      const matching = [...deliveries.values()].filter((delivery) => delivery.eventId === eventId);
      return Promise.resolve(matching.at(-1)?.body ?? null);
    },
  };
}
