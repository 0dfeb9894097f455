import { describe, expect, it } from 'vitest';
import { flattenRanges, IPV4_STEPS, IPV6_STEPS, type BoundSteps } from './country-ranges.ts';

interface Range<T> {
  start: T;
  end: T;
  country: string;
}

/** flattenRanges over plain arrays, to read the cases easily. */
function flatten<T extends number | bigint>(rows: Range<T>[], steps: BoundSteps<T>): Range<T>[] {
  const flat: Range<T>[] = [];
  const row = (index: number): Range<T> => {
    const found = rows[index];
    if (!found) throw new RangeError(`No row ${index}`);
    return found;
  };
  flattenRanges(
    { count: rows.length, start: (i) => row(i).start, end: (i) => row(i).end, country: (i) => row(i).country },
    steps,
    {
      push: (start, end, country) => flat.push({ start, end, country }),
      extendLast: (end) => {
        const last = flat.at(-1);
        if (last) last.end = end;
      },
    },
  );
  return flat;
}

const range = (start: number, end: number, country: string): Range<number> => ({ start, end, country });

describe('flattenRanges', () => {
  it('keeps sorted disjoint ranges and the gaps between them', () => {
    expect(flatten([range(0, 9, 'FR'), range(20, 29, 'DE')], IPV4_STEPS)).toEqual([
      range(0, 9, 'FR'),
      range(20, 29, 'DE'),
    ]);
  });

  it('sorts ranges given out of order', () => {
    expect(flatten([range(20, 29, 'DE'), range(0, 9, 'FR')], IPV4_STEPS)).toEqual([
      range(0, 9, 'FR'),
      range(20, 29, 'DE'),
    ]);
  });

  it('lets a range nested inside another win over its container', () => {
    expect(flatten([range(0, 99, 'DE'), range(10, 19, 'BE'), range(50, 59, 'NL')], IPV4_STEPS)).toEqual([
      range(0, 9, 'DE'),
      range(10, 19, 'BE'),
      range(20, 49, 'DE'),
      range(50, 59, 'NL'),
      range(60, 99, 'DE'),
    ]);
  });

  it('lets the shorter of two ranges with the same start win, whatever the input order', () => {
    const expected = [range(0, 9, 'SK'), range(10, 99, 'FR')];
    expect(flatten([range(0, 99, 'FR'), range(0, 9, 'SK')], IPV4_STEPS)).toEqual(expected);
    expect(flatten([range(0, 9, 'SK'), range(0, 99, 'FR')], IPV4_STEPS)).toEqual(expected);
  });

  it('handles nesting several levels deep', () => {
    expect(flatten([range(0, 99, 'US'), range(10, 49, 'MX'), range(20, 29, 'CA')], IPV4_STEPS)).toEqual([
      range(0, 9, 'US'),
      range(10, 19, 'MX'),
      range(20, 29, 'CA'),
      range(30, 49, 'MX'),
      range(50, 99, 'US'),
    ]);
  });

  it('gives the overlap of two crossing ranges to the later one', () => {
    expect(flatten([range(0, 19, 'IT'), range(10, 29, 'FR')], IPV4_STEPS)).toEqual([
      range(0, 9, 'IT'),
      range(10, 29, 'FR'),
    ]);
  });

  it('merges adjacent ranges of one country', () => {
    expect(flatten([range(0, 9, 'FR'), range(10, 19, 'FR'), range(15, 16, 'FR')], IPV4_STEPS)).toEqual([
      range(0, 19, 'FR'),
    ]);
  });

  it('works on bigint bounds', () => {
    expect(
      flatten(
        [
          { start: 0n, end: 2n ** 128n - 1n, country: 'US' },
          { start: 2n ** 64n, end: 2n ** 65n, country: 'FR' },
        ],
        IPV6_STEPS,
      ),
    ).toEqual([
      { start: 0n, end: 2n ** 64n - 1n, country: 'US' },
      { start: 2n ** 64n, end: 2n ** 65n, country: 'FR' },
      { start: 2n ** 65n + 1n, end: 2n ** 128n - 1n, country: 'US' },
    ]);
  });
});
