import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPaymentEvent, INITIAL_PAYMENT_EVENT_STATE, type PaymentEventState } from './payment-event-state.ts';
import { DECLINE_CODES, PAYMENT_EVENT_TYPES, type PaymentEvent } from './payment-provider.ts';

function event(overrides: Partial<PaymentEvent> & Pick<PaymentEvent, 'id' | 'type'>): PaymentEvent {
  return {
    providerRef: 'pi_1',
    orderId: 'order-1',
    amountMinor: 5000,
    currency: 'EUR',
    amountRefundedMinor: 0,
    declineCode: null,
    occurredAt: '2026-06-01T12:00:00.000Z',
    ...overrides,
  };
}

const fold = (events: readonly PaymentEvent[]): PaymentEventState =>
  events.reduce(applyPaymentEvent, INITIAL_PAYMENT_EVENT_STATE);

const eventArbitrary = fc
  .record({
    id: fc.stringMatching(/^evt_[a-z0-9]{1,6}$/),
    type: fc.constantFrom(...PAYMENT_EVENT_TYPES),
    amountRefundedMinor: fc.integer({ min: 0, max: 5000 }),
    declineCode: fc.option(fc.constantFrom(...DECLINE_CODES), { nil: null }),
    occurredAt: fc
      .integer({ min: Date.parse('2026-01-01'), max: Date.parse('2026-12-31') })
      .map((ms) => new Date(ms).toISOString()),
  })
  .map((fields) => event(fields));

describe('folding payment events', () => {
  it.each([
    ['a decline then a success', 'succeeded', ['payment.failed', 'payment.succeeded']],
    ['a success then a late decline', 'succeeded', ['payment.succeeded', 'payment.failed']],
    ['a refund before its success', 'succeeded', ['payment.refunded']],
    ['declines then a cancellation', 'canceled', ['payment.failed', 'payment.canceled', 'payment.failed']],
    ['only declines', 'declined', ['payment.failed', 'payment.failed']],
  ] as const)('%s ends %s', (_label, outcome, types) => {
    const events = types.map((type, index) => event({ id: `evt_${index}`, type }));
    expect(fold(events).outcome).toBe(outcome);
  });

  it('keeps the largest refunded total, so a late partial refund event does not lower it', () => {
    const events = [
      event({ id: 'evt_b', type: 'payment.refunded', amountRefundedMinor: 3000 }),
      event({ id: 'evt_a', type: 'payment.refunded', amountRefundedMinor: 1000 }),
    ];
    expect(fold(events).amountRefundedMinor).toBe(3000);
  });

  it('keeps the most recent decline for the customer message', () => {
    const older = event({
      id: 'evt_1',
      type: 'payment.failed',
      declineCode: 'card_declined',
      occurredAt: '2026-06-01T12:00:00.000Z',
    });
    const newer = event({
      id: 'evt_2',
      type: 'payment.failed',
      declineCode: 'insufficient_funds',
      occurredAt: '2026-06-01T12:05:00.000Z',
    });
    expect(fold([newer, older]).lastDecline?.declineCode).toBe('insufficient_funds');
  });

  it('reaches the same state whatever the order and number of deliveries (property)', () => {
    fc.assert(
      fc.property(
        fc.array(eventArbitrary, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.infiniteStream(fc.nat()),
        (events, duplicates, shuffleSeeds) => {
          const redelivered = [...events, ...duplicates.map((index) => events[index % events.length] as PaymentEvent)];
          const seeds = shuffleSeeds[Symbol.iterator]();
          const shuffled = [...redelivered];
          for (let index = shuffled.length - 1; index > 0; index -= 1) {
            const other = (seeds.next().value as number) % (index + 1);
            [shuffled[index], shuffled[other]] = [shuffled[other] as PaymentEvent, shuffled[index] as PaymentEvent];
          }
          expect(fold(shuffled)).toEqual(fold(events));
        },
      ),
    );
  });
});
