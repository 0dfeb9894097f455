import { describe, expect, it } from 'vitest';
import { basisPointsOf, centsOf, ratePpmOf } from './reference-forms.server.ts';

describe('numbers of the pricing forms', () => {
  it('reads percentages with two decimals at most, up to 100', () => {
    expect(basisPointsOf('24')).toBe(2400);
    expect(basisPointsOf('25,5')).toBe(2550);
    expect(basisPointsOf('5.55')).toBe(555);
    expect(basisPointsOf('100')).toBe(10_000);
    expect(basisPointsOf('100.01')).toBeUndefined();
    expect(basisPointsOf('1.234')).toBeUndefined();
    expect(basisPointsOf('-2')).toBeUndefined();
  });

  it('reads euros and rates', () => {
    expect(centsOf('')).toBeNull();
    expect(centsOf('12.50')).toBe(1250);
    expect(centsOf('abc')).toBeUndefined();
    expect(ratePpmOf('1,0845')).toBe(1_084_500);
    expect(ratePpmOf('0')).toBeUndefined();
  });
});
