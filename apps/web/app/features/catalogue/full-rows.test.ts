import { describe, expect, it } from 'vitest';
import { fullRowCount, fullRowsClass, GRID_COLUMNS } from './full-rows.ts';

describe('full rows of covers', () => {
  it('shows twelve covers in full rows at every width (ten in five columns)', () => {
    expect(GRID_COLUMNS.map(({ columns }) => fullRowCount(12, columns))).toEqual([12, 12, 12, 10, 12]);
    expect(fullRowsClass(9, 12)).toBe('');
    expect(fullRowsClass(10, 12)).toBe('xl:hidden 3xl:block');
    expect(fullRowsClass(11, 12)).toBe('xl:hidden 3xl:block');
  });

  it('hides a cover from the first width where it would start an unfinished row', () => {
    // Seven covers: 6 in two columns, 6 in three, 4 in four, 5 in five, 6 in six.
    expect(fullRowsClass(6, 7)).toBe('hidden');
    expect(fullRowsClass(4, 7)).toBe('md:hidden xl:block');
    expect(fullRowsClass(5, 7)).toBe('md:hidden 3xl:block');
  });

  it('keeps a list shorter than a row whole rather than showing nothing', () => {
    expect(fullRowCount(3, 5)).toBe(3);
    expect(fullRowCount(1, 2)).toBe(1);
    expect(fullRowsClass(0, 1)).toBe('');
    // Three covers: one full row of two on a phone, all three from three columns up.
    expect(fullRowsClass(2, 3)).toBe('hidden sm:block');
  });
});
