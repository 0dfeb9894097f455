import { describe, expect, it } from 'vitest';
import { parseMajorAmount } from './money-input.ts';

describe('parseMajorAmount', () => {
  it('reads typed amounts exactly', () => {
    expect(parseMajorAmount('60')).toBe(6000);
    expect(parseMajorAmount('60.5')).toBe(6050);
    expect(parseMajorAmount('1 234,56')).toBe(123_456);
    expect(parseMajorAmount('-12.05')).toBe(-1205);
    expect(parseMajorAmount('0.10')).toBe(10);
    expect(parseMajorAmount('-0')).toBe(0);
    expect(parseMajorAmount('500', 0)).toBe(500);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '1e3', '12.3.4', '--1', '1,2,3']) expect(parseMajorAmount(text)).toBeNull();
    expect(parseMajorAmount('5.5', 0)).toBeNull();
  });
});
