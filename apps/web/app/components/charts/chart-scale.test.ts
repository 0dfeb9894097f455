import { describe, expect, it } from 'vitest';
import { labelIndexes, niceScale } from './chart-scale.ts';

describe('chart scales', () => {
  it('rounds the top of the axis up to a nice number with four steps', () => {
    expect(niceScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(9)).toEqual({ top: 10, ticks: [0, 2.5, 5, 7.5, 10] });
    expect(niceScale(120)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(0).top).toBe(4);
  });

  it('keeps whole-number ticks for counts', () => {
    expect(niceScale(1, { whole: true })).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(9, { whole: true })).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceScale(10, { whole: true })).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceScale(37, { whole: true })).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
  });

  it('keeps the first and last labels and thins the rest', () => {
    expect(labelIndexes(5, 8)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndexes(30, 6)).toEqual([0, 6, 12, 18, 24, 29]);
  });
});
