import { describe, expect, it } from 'vitest';
import { canMoveReturn, returnableQuantities, returnDeadline, returnRefusal } from './returns.ts';

const delivered = new Date('2026-11-01T10:00:00Z');
const parcel = { status: 'delivered' as const, deliveredAt: delivered, sentAt: new Date('2026-10-28T10:00:00Z') };
const days = (n: number) => new Date(delivered.getTime() + n * 86_400_000);

describe('when a return may be asked', () => {
  it('gives 14 days after delivery to change one’s mind, two years for a fault', () => {
    expect(returnDeadline('changed_mind', parcel)).toEqual(days(14));
    expect(returnDeadline('damaged', parcel)).toEqual(days(730));
    expect(returnRefusal('changed_mind', parcel, days(14))).toBeNull();
    expect(returnRefusal('changed_mind', parcel, days(15))).toBe('return_window_closed');
    expect(returnRefusal('faulty', parcel, days(400))).toBeNull();
  });

  it('counts from the day the parcel left when no delivery was recorded, and refuses one that has not left', () => {
    const sent = { status: 'sent' as const, deliveredAt: null, sentAt: new Date('2026-10-28T10:00:00Z') };
    expect(returnDeadline('missing_item', sent)).toEqual(new Date('2028-10-27T10:00:00Z'));
    expect(returnRefusal('changed_mind', { status: 'in_preparation', deliveredAt: null, sentAt: null }, days(1))).toBe(
      'return_not_shipped',
    );
    expect(returnRefusal('damaged', { status: 'returned', deliveredAt: delivered, sentAt: null }, days(1))).toBe(
      'return_not_shipped',
    );
  });
});

describe('a return’s steps', () => {
  it('moves requested to approved or refused, approved to refunded, and never back', () => {
    expect(canMoveReturn('requested', 'approved')).toBe(true);
    expect(canMoveReturn('requested', 'refunded')).toBe(false);
    expect(canMoveReturn('approved', 'refunded')).toBe(true);
    expect(canMoveReturn('refunded', 'requested')).toBe(false);
    expect(canMoveReturn('refused', 'approved')).toBe(false);
  });

  it('leaves free only the copies no open or settled request holds', () => {
    const lines = [
      { orderItemId: 1, quantity: 2 },
      { orderItemId: 2, quantity: 1 },
    ];
    expect(returnableQuantities(lines, new Map([[1, 1]]))).toEqual(
      new Map([
        [1, 1],
        [2, 1],
      ]),
    );
    expect(returnableQuantities(lines, new Map([[2, 3]])).get(2)).toBe(0);
  });
});
