// Folding webhook events into what they say about a payment, so that events are handled once
// whatever their order or number. Providers deliver at least once and in no guaranteed order
// (a refund may overtake the success it refunds; a retried failure may arrive after a success).
// The consumer dedupes by event id under a unique key; this fold makes the outcome independent of
// order and repetition anyway: outcomes only move up, refunded totals only grow.
import type { DeclineCode, PaymentEvent } from './payment-provider.ts';

/** What the events seen so far say about one payment. */
export interface PaymentEventState {
  outcome: 'pending' | 'declined' | 'canceled' | 'succeeded';
  amountRefundedMinor: number;
  /** The most recent decline (by time, then event id), kept for the customer's message. */
  lastDecline: { declineCode: DeclineCode | null; occurredAt: string; eventId: string } | null;
}

/** A payment nothing has been heard about yet. */
export const INITIAL_PAYMENT_EVENT_STATE: PaymentEventState = {
  outcome: 'pending',
  amountRefundedMinor: 0,
  lastDecline: null,
};

// A decline can be followed by a success (another card); a success is never undone by a late decline.
const OUTCOME_RANK: Readonly<Record<PaymentEventState['outcome'], number>> = {
  pending: 0,
  declined: 1,
  canceled: 2,
  succeeded: 3,
};

const OUTCOME_OF_EVENT: Readonly<Record<PaymentEvent['type'], PaymentEventState['outcome']>> = {
  'payment.failed': 'declined',
  'payment.canceled': 'canceled',
  'payment.succeeded': 'succeeded',
  // A refund implies the payment had succeeded, even if that event has not arrived yet.
  'payment.refunded': 'succeeded',
};

/** The state after `event`; commutative and idempotent, so any order or repetition gives the same result. */
export function applyPaymentEvent(state: PaymentEventState, event: PaymentEvent): PaymentEventState {
  const candidate = OUTCOME_OF_EVENT[event.type];
  const outcome = OUTCOME_RANK[candidate] > OUTCOME_RANK[state.outcome] ? candidate : state.outcome;
  let { lastDecline } = state;
  if (event.type === 'payment.failed') {
    const decline = { declineCode: event.declineCode, occurredAt: event.occurredAt, eventId: event.id };
    if (!lastDecline || isLater(decline, lastDecline)) lastDecline = decline;
  }
  return {
    outcome,
    amountRefundedMinor: Math.max(state.amountRefundedMinor, event.amountRefundedMinor),
    lastDecline,
  };
}

function isLater(a: { occurredAt: string; eventId: string }, b: { occurredAt: string; eventId: string }): boolean {
  const byTime = Date.parse(a.occurredAt) - Date.parse(b.occurredAt);
  return byTime !== 0 ? byTime > 0 : a.eventId > b.eventId;
}
