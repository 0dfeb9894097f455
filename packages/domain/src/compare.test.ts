import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './compare.ts';
import { VAT_RATE_ROWS } from './vat-rates.ts';

describe('compareCodeUnits', () => {
  it('orders codes and ISO dates as localeCompare does, and equal strings as equal', () => {
    const codes = ['SE', 'AT', 'FR', 'BE', 'DE'];
    expect([...codes].sort(compareCodeUnits)).toEqual([...codes].sort((a, b) => a.localeCompare(b)));
    expect(compareCodeUnits('2025-07-01', '2024-01-01')).toBe(1);
    expect(compareCodeUnits('2024-01-01', '2025-07-01')).toBe(-1);
    expect(compareCodeUnits('FR', 'FR')).toBe(0);
  });

  it('keeps the VAT table sorted by country, then by date', () => {
    const key = (row: (typeof VAT_RATE_ROWS)[number]) => `${row.countryCode} ${row.effectiveFrom}`;
    const keys = VAT_RATE_ROWS.map(key);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
    expect(keys.filter((k) => k.startsWith('EE'))).toEqual(['EE 2023-01-01', 'EE 2024-01-01', 'EE 2025-07-01']);
  });
});
