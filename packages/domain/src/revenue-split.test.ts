// Revenue splits: validation keys, the largest remainder method worked by hand, recoupment first, and
// property tests (fast-check) that no cent is lost or created.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByWeights, revenueSplitError, splitMonthEarnings } from './revenue-split.ts';

describe('revenueSplitError', () => {
  it('accepts shares summing to 100 %', () => {
    expect(revenueSplitError([{ payeeId: 1, basisPoints: 10_000 }])).toBeNull();
    expect(
      revenueSplitError([
        { payeeId: 1, basisPoints: 3334 },
        { payeeId: 2, basisPoints: 3333 },
        { payeeId: 3, basisPoints: 3333 },
      ]),
    ).toBeNull();
  });
  it('refuses with a clear key', () => {
    expect(revenueSplitError([])).toBe('revenue_split_empty');
    expect(revenueSplitError([{ payeeId: 1, basisPoints: 9999 }])).toBe('revenue_split_total_invalid');
    expect(
      revenueSplitError([
        { payeeId: 1, basisPoints: 6000 },
        { payeeId: 2, basisPoints: 5000 },
      ]),
    ).toBe('revenue_split_total_invalid');
    expect(
      revenueSplitError([
        { payeeId: 1, basisPoints: 5000 },
        { payeeId: 1, basisPoints: 5000 },
      ]),
    ).toBe('revenue_split_payee_duplicate');
    expect(
      revenueSplitError([
        { payeeId: 1, basisPoints: 0 },
        { payeeId: 2, basisPoints: 10_000 },
      ]),
    ).toBe('revenue_split_share_invalid');
    expect(revenueSplitError([{ payeeId: 1, basisPoints: 10_000.5 }])).toBe('revenue_split_share_invalid');
    const many = Array.from({ length: 21 }, (_, index) => ({ payeeId: index, basisPoints: 1 }));
    expect(revenueSplitError(many)).toBe('revenue_split_too_many_payees');
  });
});

describe('allocateByWeights', () => {
  it('gives the left-over cents to the largest remainders, a tie to the larger weight, then the earlier part', () => {
    // 100 cents in thirds: 33.33 each, one cent left; all remainders equal and weights equal: the first.
    expect(allocateByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 1001 x 50/30/20 = 500.5, 300.3, 200.2: one cent left, to the largest remainder (0.5).
    expect(allocateByWeights(1001, [5000, 3000, 2000])).toEqual([501, 300, 200]);
    // 10 x 3333/3333/3334 = 3.333, 3.333, 3.334: the last has the largest remainder.
    expect(allocateByWeights(10, [3333, 3333, 3334])).toEqual([3, 3, 4]);
    // A loss is shared as the gain of the same size, negated.
    expect(allocateByWeights(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateByWeights(0, [1, 2])).toEqual([0, 0]);
  });
  it('refuses weights that cannot share', () => {
    expect(() => allocateByWeights(10, [0, 0])).toThrow(RangeError);
    expect(() => allocateByWeights(10, [-1, 2])).toThrow(RangeError);
  });

  it('sums exactly, each part within one cent of its exact share (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 }).filter((w) => w.some(Boolean)),
        (amount, weights) => {
          const parts = allocateByWeights(amount, weights);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
          parts.forEach((part, index) => {
            const exact = (amount * (weights[index] ?? 0)) / total;
            expect(Math.abs(part - exact)).toBeLessThan(1);
            if (weights[index] === 0) expect(part).toBe(0);
          });
        },
      ),
    );
  });
});

describe('splitMonthEarnings', () => {
  const shares = [
    { payeeId: 7, basisPoints: 5000 },
    { payeeId: 3, basisPoints: 3000 },
    { payeeId: 9, basisPoints: 2000 },
  ];

  it('pays back advances first, then splits the rest (worked by hand)', () => {
    // Earnings 1 000.01; the label (9) advanced 200.00 of mastering: paid back first, then
    // 800.01 split 50/30/20 = 400.005, 240.003, 160.002 -> 400.00, 240.00, 160.00 and one cent to the
    // largest remainder (payee 7's 0.005).
    expect(
      splitMonthEarnings({ earningsMinor: 100_001, shares, outstanding: [{ payeeId: 9, outstandingMinor: 20_000 }] }),
    ).toEqual([
      { payeeId: 3, recoupedMinor: 0, shareMinor: 24_000, totalMinor: 24_000, outstandingAfterMinor: 0 },
      { payeeId: 7, recoupedMinor: 0, shareMinor: 40_001, totalMinor: 40_001, outstandingAfterMinor: 0 },
      { payeeId: 9, recoupedMinor: 20_000, shareMinor: 16_000, totalMinor: 36_000, outstandingAfterMinor: 0 },
    ]);
  });

  it('recoups only what the month earned, in proportion to what is owed, and carries the rest', () => {
    // 90.00 earned; payee 3 is owed 100.00 and a producer outside the split (12) 50.00: 60.00 and 30.00.
    const allocations = splitMonthEarnings({
      earningsMinor: 9000,
      shares,
      outstanding: [
        { payeeId: 3, outstandingMinor: 10_000 },
        { payeeId: 12, outstandingMinor: 5000 },
      ],
    });
    expect(allocations.map((a) => [a.payeeId, a.recoupedMinor, a.shareMinor, a.outstandingAfterMinor])).toEqual([
      [3, 6000, 0, 4000],
      [7, 0, 0, 0],
      [9, 0, 0, 0],
      [12, 3000, 0, 2000],
    ]);
  });

  it('shares a loss by the split and recoups nothing', () => {
    const allocations = splitMonthEarnings({
      earningsMinor: -1000,
      shares,
      outstanding: [{ payeeId: 9, outstandingMinor: 500 }],
    });
    expect(allocations.map((a) => [a.payeeId, a.recoupedMinor, a.shareMinor])).toEqual([
      [3, 0, -300],
      [7, 0, -500],
      [9, 0, -200],
    ]);
    expect(allocations[2]?.outstandingAfterMinor).toBe(500);
  });

  it('refuses an invalid split', () => {
    expect(() => splitMonthEarnings({ earningsMinor: 1, shares: [{ payeeId: 1, basisPoints: 5000 }] })).toThrow(
      'revenue_split_total_invalid',
    );
  });

  it('no cent lost or created, recoupment first and never beyond what is owed (property)', () => {
    const split = fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }).map((weights) => {
      const bp = allocateByWeights(10_000, weights);
      return bp.map((basisPoints, index) => ({ payeeId: index + 1, basisPoints })).filter((s) => s.basisPoints > 0);
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        split,
        fc.array(
          fc.record({
            payeeId: fc.integer({ min: 1, max: 12 }),
            outstandingMinor: fc.integer({ min: 0, max: 10_000_000 }),
          }),
          {
            maxLength: 5,
          },
        ),
        (earningsMinor, shares, outstanding) => {
          const allocations = splitMonthEarnings({ earningsMinor, shares, outstanding });
          expect(allocations.reduce((sum, a) => sum + a.totalMinor, 0)).toBe(earningsMinor);
          const owed = new Map<number, number>();
          for (const o of outstanding) owed.set(o.payeeId, (owed.get(o.payeeId) ?? 0) + o.outstandingMinor);
          const totalOwed = [...owed.values()].reduce((sum, v) => sum + v, 0);
          const recouped = allocations.reduce((sum, a) => sum + a.recoupedMinor, 0);
          expect(recouped).toBe(Math.max(0, Math.min(earningsMinor, totalOwed)));
          for (const a of allocations) {
            expect(a.recoupedMinor).toBeGreaterThanOrEqual(0);
            expect(a.recoupedMinor + a.outstandingAfterMinor).toBe(owed.get(a.payeeId) ?? 0);
            expect(a.outstandingAfterMinor).toBeGreaterThanOrEqual(0);
          }
          // Nothing is split while advances are still owed and the month earned less than them.
          if (earningsMinor > 0 && earningsMinor <= totalOwed)
            expect(allocations.every((a) => a.shareMinor === 0)).toBe(true);
        },
      ),
    );
  });
});
