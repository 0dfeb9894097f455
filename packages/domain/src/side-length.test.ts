import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECOMMENDED_SIDE_SECONDS,
  checkSides,
  maxSideSeconds,
  sideLettersOf,
  sideVerdictOf,
  suggestSides,
  vinylFormatOf,
} from './side-length.ts';

const min = (minutes: number, seconds = 0) => minutes * 60 + seconds;
const lp = { size: '12', rpm: 33, discs: 1 } as const;

describe('the playing time per side', () => {
  it('recommends 19:30 on a 12" at 33 rpm and 5:00 on a 7" at 45, and accepts up to the more lenient published limit', () => {
    expect(RECOMMENDED_SIDE_SECONDS['12'][33]).toBe(min(19, 30));
    expect(RECOMMENDED_SIDE_SECONDS['7'][45]).toBe(min(5));
    // 25:00 published for a 12" at 33 beats 19:30 + 10 %; 5:00 + 10 % beats 5:00 on a 7" at 45.
    expect(maxSideSeconds(lp)).toBe(min(25));
    expect(maxSideSeconds({ size: '7', rpm: 45 })).toBe(min(5, 30));
  });

  it.each([
    [min(18), 'ok'],
    [min(19, 30), 'ok'],
    [min(21), 'long'],
    [min(22), 'long'],
    [min(25), 'long'],
    [min(25, 1), 'too_long'],
  ] as const)('a 12" 33 rpm side of %i s is %s', (seconds, verdict) => {
    expect(sideVerdictOf(seconds, lp)).toBe(verdict);
  });

  it.each([
    ['7', 45, min(5, 30), 'long'],
    ['7', 33, min(6, 50), 'ok'],
    ['10', 45, min(11, 5), 'too_long'],
    ['12', 45, min(14), 'ok'],
  ] as const)('a %s" side at %i rpm of %i s is %s', (size, rpm, seconds, verdict) => {
    expect(sideVerdictOf(seconds, { size, rpm })).toBe(verdict);
  });
});

describe('checking a tracklisting', () => {
  it('adds each side up and says it fits and is balanced', () => {
    const check = checkSides(
      [
        { side: 'A', durationSeconds: min(9) },
        { side: 'A', durationSeconds: min(9) },
        { side: 'B', durationSeconds: min(16) },
      ],
      lp,
    );
    expect(check.sides).toEqual([
      { side: 'A', seconds: min(18), verdict: 'ok' },
      { side: 'B', seconds: min(16), verdict: 'ok' },
    ]);
    expect(check).toMatchObject({ ok: true, balanced: true, unknownSides: [] });
  });

  it('refuses a side that is too long, and calls lopsided sides unbalanced', () => {
    const check = checkSides(
      [
        { side: 'A', durationSeconds: min(26) },
        { side: 'B', durationSeconds: min(4) },
      ],
      lp,
    );
    expect(check.ok).toBe(false);
    expect(check.balanced).toBe(false);
    expect(check.sides[0]?.verdict).toBe('too_long');
  });

  it('refuses a track on a side the format does not have', () => {
    const check = checkSides([{ side: 'C', durationSeconds: 60 }], lp);
    expect(check).toMatchObject({ ok: false, unknownSides: ['C'] });
  });

  it('names two sides per disc', () => {
    expect(sideLettersOf(1)).toEqual(['A', 'B']);
    expect(sideLettersOf(2)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('the suggested split', () => {
  it('keeps the order and makes the longest side as short as it can be', () => {
    expect(suggestSides([min(5), min(5), min(5), min(5)], 1)).toEqual(['A', 'A', 'B', 'B']);
    expect(suggestSides([min(10), min(3), min(3), min(3)], 1)).toEqual(['A', 'B', 'B', 'B']);
    expect(suggestSides([min(4), min(4), min(4), min(4), min(4), min(4), min(4), min(4)], 2)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
    ]);
  });

  it('never puts a track on an earlier side than the one before it, and is never worse than any other cut in two', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 30, max: 900 }), { minLength: 1, maxLength: 14 }), (durations) => {
        const sides = suggestSides(durations, 1);
        const ordered = sides.every((side, index) => index === 0 || side >= (sides[index - 1] ?? 'A'));
        const longest = (split: readonly string[]) =>
          Math.max(
            ...['A', 'B'].map((letter) =>
              durations.reduce((sum, duration, index) => sum + (split[index] === letter ? duration : 0), 0),
            ),
          );
        const cuts = Array.from({ length: durations.length + 1 }, (_, cut) =>
          durations.map((_duration, index) => (index < cut ? 'A' : 'B')),
        );
        return ordered && cuts.every((split) => longest(sides) <= longest(split));
      }),
    );
  });
});

describe('the vinyl format of a project', () => {
  it.each([
    ['LP', 1, { size: '12', rpm: 33, discs: 1 }],
    ['2LP', 2, { size: '12', rpm: 33, discs: 2 }],
    ['7"', 1, { size: '7', rpm: 45, discs: 1 }],
    ['10"', 1, { size: '10', rpm: 33, discs: 1 }],
    ['12"', 1, { size: '12', rpm: 33, discs: 1 }],
    ['CD', 1, null],
    ['Cassette', 1, null],
    [null, 1, null],
  ] as const)('%s on %i disc(s) is %j', (label, discs, format) => {
    expect(vinylFormatOf(label, discs)).toEqual(format);
  });

  it('takes the speed the artist chose', () => {
    expect(vinylFormatOf('LP', 1, 45)).toEqual({ size: '12', rpm: 45, discs: 1 });
  });
});
