import { describe, expect, it } from 'vitest';
import { formatTimeLeft, timeLeftUntil } from './time-left.ts';

const now = new Date('2026-11-22T12:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeLeftUntil', () => {
  it.each([
    ['5 days', 5 * DAY, { value: 5, unit: 'day' }],
    ['4 days and 23 hours (whole days, not rounded up)', 4 * DAY + 23 * HOUR, { value: 4, unit: 'day' }],
    ['exactly one day', DAY, { value: 1, unit: 'day' }],
    ['23 hours and 59 minutes', DAY - MINUTE, { value: 23, unit: 'hour' }],
    ['one hour', HOUR, { value: 1, unit: 'hour' }],
    ['59 minutes', 59 * MINUTE, { value: 59, unit: 'minute' }],
    ['ten seconds (at least a minute)', 10_000, { value: 1, unit: 'minute' }],
  ])('counts %s', (_case, leftMs, expected) => {
    expect(timeLeftUntil(after(leftMs), now)).toEqual(expected);
  });

  it('is null at the end and after it', () => {
    expect(timeLeftUntil(now, now)).toBeNull();
    expect(timeLeftUntil(after(-DAY), now)).toBeNull();
  });

  it('is null for an invalid date rather than NaN days', () => {
    expect(timeLeftUntil(new Date('not a date'), now)).toBeNull();
  });
});

describe('formatTimeLeft', () => {
  it.each([
    ['en', { value: 5, unit: 'day' } as const, 'in 5 days'],
    ['en', { value: 1, unit: 'hour' } as const, 'in 1 hour'],
    ['fr', { value: 5, unit: 'day' } as const, 'dans 5 jours'],
    ['es', { value: 3, unit: 'minute' } as const, 'dentro de 3 minutos'],
    ['ko', { value: 5, unit: 'day' } as const, '5일 후'],
    ['zh-CN', { value: 5, unit: 'day' } as const, '5天后'],
  ])('speaks %s: %j', (tag, timeLeft, text) => {
    expect(formatTimeLeft(timeLeft, tag)).toBe(text);
  });
});
