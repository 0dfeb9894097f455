import { describe, expect, it } from 'vitest';
import { formatClock } from './track-clock.ts';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.7, '0:09'],
    [61, '1:01'],
    [75, '1:15'],
    [201, '3:21'],
    [600, '10:00'],
    [3725, '62:05'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('shows %s s as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
