import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLiveAt,
  isReorderOf,
  isScheduleValid,
  moveInOrder,
  parisFieldOf,
  parisInstantOfField,
  productSizesProblemOf,
  productStockOf,
  scheduleStateAt,
} from './curation.ts';

describe('moveInOrder', () => {
  it('moves one place up or down, or to either end', () => {
    expect(moveInOrder([1, 2, 3, 4], 3, 'up')).toEqual([1, 3, 2, 4]);
    expect(moveInOrder([1, 2, 3, 4], 2, 'down')).toEqual([1, 3, 2, 4]);
    expect(moveInOrder([1, 2, 3, 4], 4, 'top')).toEqual([4, 1, 2, 3]);
    expect(moveInOrder([1, 2, 3, 4], 1, 'bottom')).toEqual([2, 3, 4, 1]);
  });

  it('changes nothing past either end, and knows no foreign id', () => {
    expect(moveInOrder([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 9, 'up')).toBeNull();
  });

  it('always gives a reorder of the same projects', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.constantFrom('up', 'down', 'top', 'bottom' as const),
        (order, pick, move) => {
          const id = order[pick % order.length] ?? 0;
          const next = moveInOrder(order, id, move);
          expect(next).not.toBeNull();
          expect(isReorderOf(order, next ?? [])).toBe(true);
        },
      ),
    );
  });

  it('up then down puts a project back where it was (unless it was first)', () => {
    expect(moveInOrder(moveInOrder([5, 6, 7], 6, 'up') ?? [], 6, 'down')).toEqual([5, 6, 7]);
  });
});

describe('isReorderOf', () => {
  it('accepts the same ids in any order, once each', () => {
    expect(isReorderOf([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isReorderOf([], [])).toBe(true);
  });

  it('refuses a list from a stale page: one missing, one extra, one twice', () => {
    expect(isReorderOf([1, 2, 3], [1, 2])).toBe(false);
    expect(isReorderOf([1, 2, 3], [1, 2, 3, 4])).toBe(false);
    expect(isReorderOf([1, 2, 3], [1, 2, 2])).toBe(false);
    expect(isReorderOf([1, 2, 3], [1, 2, 4])).toBe(false);
  });
});

describe('banner schedule', () => {
  const at = (iso: string) => new Date(iso);
  const now = at('2026-11-26T12:00:00Z');

  it('is valid with open dates, and only with an end after the start', () => {
    expect(isScheduleValid({ startsAt: null, endsAt: null })).toBe(true);
    expect(isScheduleValid({ startsAt: at('2026-12-01T00:00:00Z'), endsAt: null })).toBe(true);
    expect(isScheduleValid({ startsAt: at('2026-12-01T00:00:00Z'), endsAt: at('2026-12-02T00:00:00Z') })).toBe(true);
    expect(isScheduleValid({ startsAt: at('2026-12-01T00:00:00Z'), endsAt: at('2026-12-01T00:00:00Z') })).toBe(false);
    expect(isScheduleValid({ startsAt: at('2026-12-02T00:00:00Z'), endsAt: at('2026-12-01T00:00:00Z') })).toBe(false);
  });

  it('is live from its start (included) until its end (excluded), only when switched on', () => {
    const banner = { active: true, startsAt: now, endsAt: at('2026-11-27T12:00:00Z') };
    expect(isLiveAt(banner, now)).toBe(true);
    expect(isLiveAt(banner, at('2026-11-26T11:59:59Z'))).toBe(false);
    expect(isLiveAt(banner, at('2026-11-27T12:00:00Z'))).toBe(false);
    expect(isLiveAt({ ...banner, active: false }, now)).toBe(false);
    expect(isLiveAt({ active: true, startsAt: null, endsAt: null }, now)).toBe(true);
  });

  it('names its state: off, scheduled, live, ended', () => {
    expect(scheduleStateAt({ active: false, startsAt: null, endsAt: null }, now)).toBe('off');
    expect(scheduleStateAt({ active: true, startsAt: at('2026-11-30T00:00:00Z'), endsAt: null }, now)).toBe(
      'scheduled',
    );
    expect(scheduleStateAt({ active: true, startsAt: null, endsAt: null }, now)).toBe('live');
    expect(scheduleStateAt({ active: true, startsAt: null, endsAt: at('2026-11-01T00:00:00Z') }, now)).toBe('ended');
  });
});

describe('Paris date-time fields', () => {
  it('reads a datetime-local value as Paris time, winter and summer', () => {
    expect(parisInstantOfField('2026-12-01T10:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(parisInstantOfField('2026-07-01T10:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(parisInstantOfField('')).toBeNull();
    expect(parisInstantOfField('2026-02-30T10:00')).toBeUndefined();
    expect(parisInstantOfField('tomorrow')).toBeUndefined();
  });

  it('writes an instant back as the field shows it', () => {
    expect(parisFieldOf(new Date('2026-12-01T09:00:00Z'))).toBe('2026-12-01T10:00');
    const field = '2026-03-29T04:30';
    expect(parisFieldOf(parisInstantOfField(field) ?? new Date(0))).toBe(field);
  });
});

describe('products', () => {
  it('asks garments for sizes, refuses sizes elsewhere and a size twice', () => {
    expect(productSizesProblemOf('t-shirt', [])).toBe('sizes_required');
    expect(productSizesProblemOf('accessory', [{ size: 'M', stock: 1 }])).toBe('sizes_not_allowed');
    expect(
      productSizesProblemOf('hoodie', [
        { size: 'M', stock: 1 },
        { size: 'm ', stock: 2 },
      ]),
    ).toBe('size_repeated');
    expect(
      productSizesProblemOf('hoodie', [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 2 },
      ]),
    ).toBeNull();
    expect(productSizesProblemOf('merch', [])).toBeNull();
  });

  it('counts a garment’s copies over its sizes', () => {
    expect(
      productStockOf(null, [
        { size: 'S', stock: 3 },
        { size: 'M', stock: 4 },
      ]),
    ).toBe(7);
    expect(productStockOf(12, [])).toBe(12);
    expect(productStockOf(null, [])).toBeNull();
  });
});
