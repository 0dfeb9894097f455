import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUYER_NOTIFIED_STATUSES,
  REVIEW_REQUEST_DELAY_DAYS,
  SHOP_ORDER_STATUSES_TO_SHIP,
  businessWeekOf,
  checkFulfilmentMove,
  fulfilmentMovesFrom,
  instantsOfBusinessDays,
  isReviewRequestDue,
  notifiesBuyerOf,
  parcelEffectOn,
  parseBusinessDay,
  reviewRequestBounds,
  reviewRequestDueAt,
} from './fulfilment.ts';
import { SHOP_ORDER_STATUSES, canTransitionShopOrder, type ShopOrderStatus } from './steps.ts';

const DAY_MS = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('the moves staff make on a shop order', () => {
  it.each([
    ['confirmed', ['check_address', 'launched', 'in_preparation']],
    ['launched', ['in_production']],
    ['in_production', ['test_pressing_ok', 'in_preparation']],
    ['test_pressing_ok', ['check_address', 'in_preparation']],
    ['in_preparation', ['check_address', 'sent']],
    ['sent', ['delivered', 'returned']],
    ['delivered', ['returned']],
    ['returned', ['sent']],
    ['creating', ['check_address', 'confirmed']],
    ['canceled', []],
    ['refunded', []],
  ] as const)('from %s: %j', (from, moves) => {
    expect(fulfilmentMovesFrom(from)).toEqual(moves);
  });

  it('never cancels, refunds or goes back to creating: those are the orders side’s, with their money', () => {
    for (const from of SHOP_ORDER_STATUSES) {
      expect(fulfilmentMovesFrom(from)).not.toContain('canceled');
      expect(fulfilmentMovesFrom(from)).not.toContain('refunded');
      expect(fulfilmentMovesFrom(from)).not.toContain('creating');
    }
  });

  it('only ever allows what the shop-order flow allows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHOP_ORDER_STATUSES), fc.constantFrom(...SHOP_ORDER_STATUSES), (from, to) => {
        const move = checkFulfilmentMove(from, to);
        if (move.ok) expect(canTransitionShopOrder(from, to)).toBe(true);
        expect(move.ok).toBe(fulfilmentMovesFrom(from).includes(to));
      }),
    );
  });

  it('says why a move is refused', () => {
    expect(checkFulfilmentMove('sent', 'launched')).toEqual({
      ok: false,
      code: 'shop_order_transition_not_allowed',
      from: 'sent',
      to: 'launched',
    });
    expect(checkFulfilmentMove('in_preparation', 'sent')).toEqual({ ok: true, from: 'in_preparation', to: 'sent' });
  });

  it('counts as waiting to ship every paid status before sent', () => {
    expect(SHOP_ORDER_STATUSES_TO_SHIP).not.toContain('sent');
    expect(SHOP_ORDER_STATUSES_TO_SHIP).not.toContain('canceled');
    expect(SHOP_ORDER_STATUSES_TO_SHIP).not.toContain('creating');
    for (const status of SHOP_ORDER_STATUSES_TO_SHIP) {
      // From each of them, the parcel can still get on its way.
      const reachesSent = (from: ShopOrderStatus, seen: Set<ShopOrderStatus>): boolean =>
        from === 'sent' ||
        fulfilmentMovesFrom(from).some((to) => !seen.has(to) && reachesSent(to, new Set([...seen, to])));
      expect(reachesSent(status, new Set([status]))).toBe(true);
    }
  });
});

describe('what recording a parcel does to a shop order', () => {
  it.each([
    ['confirmed', { kind: 'move', path: ['in_preparation', 'sent'] }],
    ['in_preparation', { kind: 'move', path: ['sent'] }],
    ['launched', { kind: 'move', path: ['in_production', 'in_preparation', 'sent'] }],
    ['test_pressing_ok', { kind: 'move', path: ['in_preparation', 'sent'] }],
    ['check_address', { kind: 'move', path: ['in_preparation', 'sent'] }],
    ['returned', { kind: 'move', path: ['sent'] }],
    ['sent', { kind: 'keep' }],
    ['delivered', { kind: 'keep' }],
    ['canceled', { kind: 'refuse', code: 'shop_order_transition_not_allowed' }],
    ['refunded', { kind: 'refuse', code: 'shop_order_transition_not_allowed' }],
    ['creating', { kind: 'refuse', code: 'shop_order_transition_not_allowed' }],
  ] as const)('from %s: %j', (status, effect) => {
    expect(parcelEffectOn(status)).toEqual(effect);
  });

  it('walks only moves staff may make, and ends sent, from every status waiting to ship', () => {
    for (const status of SHOP_ORDER_STATUSES_TO_SHIP) {
      const effect = parcelEffectOn(status);
      if (effect.kind !== 'move') throw new Error(`${status} does not move`);
      expect(effect.path.at(-1)).toBe('sent');
      effect.path.reduce<ShopOrderStatus>((from, to) => {
        expect(checkFulfilmentMove(from, to).ok).toBe(true);
        return to;
      }, status);
    }
  });
});

describe('the e-mails a buyer gets about a shop order', () => {
  it.each([
    ['launched', true],
    ['in_production', true],
    ['test_pressing_ok', true],
    ['in_preparation', true],
    ['sent', true],
    ['delivered', true],
    ['returned', true],
    ['check_address', true],
    ['confirmed', false],
    ['canceled', false],
    ['refunded', false],
    ['creating', false],
  ] as const)('moving to %s e-mails the buyer: %s', (status, notified) => {
    expect(notifiesBuyerOf(status)).toBe(notified);
  });

  it('tells of every status staff can move to but confirmed (which has its own e-mail)', () => {
    const targets = new Set(SHOP_ORDER_STATUSES.flatMap((from) => fulfilmentMovesFrom(from)));
    targets.delete('confirmed');
    expect([...targets].sort()).toEqual([...BUYER_NOTIFIED_STATUSES].sort());
  });
});

describe('the review request', () => {
  const sentAt = at('2026-03-01T10:00:00Z');

  it('is due 21 days after dispatch, or at delivery when that comes first', () => {
    expect(reviewRequestDueAt({ sentAt, deliveredAt: null })).toEqual(at('2026-03-22T10:00:00Z'));
    expect(reviewRequestDueAt({ sentAt, deliveredAt: at('2026-03-04T08:00:00Z') })).toEqual(at('2026-03-04T08:00:00Z'));
    expect(reviewRequestDueAt({ sentAt, deliveredAt: at('2026-04-30T08:00:00Z') })).toEqual(at('2026-03-22T10:00:00Z'));
    expect(reviewRequestDueAt({ sentAt: null, deliveredAt: null })).toBeNull();
  });

  const sent = { status: 'sent' as const, sentAt, deliveredAt: null, reviewRequestedAt: null };

  it.each([
    ['a day before the 21st day', sent, 20, false],
    ['on the 21st day', sent, 21, true],
    ['once already sent', { ...sent, reviewRequestedAt: at('2026-03-22T10:00:00Z') }, 22, false],
    ['on delivery', { ...sent, status: 'delivered' as const, deliveredAt: at('2026-03-03T10:00:00Z') }, 2, true],
    ['for a parcel that came back', { ...sent, status: 'returned' as const }, 22, false],
    ['30 days past due', sent, 21 + 30, true],
    ['more than 30 days past due', sent, 21 + 31, false],
  ] as const)('%s: %s', (_name, shopOrder, daysAfterDispatch, due) => {
    expect(isReviewRequestDue(shopOrder, new Date(sentAt.getTime() + daysAfterDispatch * DAY_MS))).toBe(due);
  });

  it('finds with its bounds every shop order it would send to', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.option(fc.integer({ min: 0, max: 120 })),
        fc.integer({ min: 0, max: 150 }),
        (sentDay, deliveredDelay, nowDay) => {
          const shopOrder = {
            status: deliveredDelay === null ? ('sent' as const) : ('delivered' as const),
            sentAt: new Date(sentAt.getTime() + sentDay * DAY_MS),
            deliveredAt:
              deliveredDelay === null ? null : new Date(sentAt.getTime() + (sentDay + deliveredDelay) * DAY_MS),
            reviewRequestedAt: null,
          };
          const now = new Date(sentAt.getTime() + nowDay * DAY_MS);
          const bounds = reviewRequestBounds(now);
          const found =
            (shopOrder.sentAt <= bounds.sentBy || (shopOrder.deliveredAt !== null && shopOrder.deliveredAt <= now)) &&
            shopOrder.sentAt >= bounds.sentAfter &&
            (shopOrder.deliveredAt === null || shopOrder.deliveredAt >= bounds.deliveredAfter);
          expect(found).toBe(isReviewRequestDue(shopOrder, now));
        },
      ),
    );
    expect(REVIEW_REQUEST_DELAY_DAYS).toBe(21);
  });
});

describe('the business week and days', () => {
  it.each([
    // A Wednesday; the last minutes of a Sunday in Paris (winter time, UTC+1); the first of the Monday.
    ['2026-10-28T12:00:00Z', { from: '2026-10-26', to: '2026-11-01' }],
    ['2026-11-01T22:30:00Z', { from: '2026-10-26', to: '2026-11-01' }],
    ['2026-11-01T23:30:00Z', { from: '2026-11-02', to: '2026-11-08' }],
    ['2026-12-31T23:30:00Z', { from: '2026-12-28', to: '2027-01-03' }],
  ])('%s is in the week %j', (instant, week) => {
    expect(businessWeekOf(at(instant))).toEqual(week);
  });

  it('reads calendar days and refuses the others', () => {
    expect(parseBusinessDay('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseBusinessDay('2026-02-29')).toBeNull();
    expect(parseBusinessDay('2026-2-1')).toBeNull();
    expect(parseBusinessDay('yesterday')).toBeNull();
  });

  it('covers whole Paris days, across the change of hour', () => {
    expect(
      instantsOfBusinessDays({ from: parseBusinessDay('2026-10-24'), to: parseBusinessDay('2026-10-25') }),
    ).toEqual({ fromInclusive: at('2026-10-23T22:00:00Z'), toExclusive: at('2026-10-25T23:00:00Z') });
    expect(instantsOfBusinessDays({})).toEqual({ fromInclusive: null, toExclusive: null });
  });
});
