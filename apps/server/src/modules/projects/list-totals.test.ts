import { describe, expect, it } from 'vitest';
import { createChangeSignal } from '../../cluster/change-signal.ts';
import { createListTotals, totalKeyOf } from './list-totals.ts';

function setup(maxAgeMs = 5_000) {
  let at = 1_000;
  const changes = createChangeSignal();
  const totals = createListTotals({ changes, maxAgeMs, maxEntries: 2, now: () => at });
  return { changes, totals, wait: (ms: number) => (at += ms) };
}

describe("the shop's kept totals", () => {
  it('keeps a total until the catalogue changes, here or elsewhere', () => {
    const { changes, totals } = setup();
    totals.set('a', 12, totals.version());
    expect(totals.get('a')).toBe(12);
    changes.changed();
    expect(totals.get('a')).toBeUndefined();
    totals.set('a', 13, totals.version());
    expect(totals.get('a')).toBe(13);
    changes.changedElsewhere();
    expect(totals.get('a')).toBeUndefined();
  });

  it('does not keep a count that a write overtook while it ran', () => {
    const { changes, totals } = setup();
    const began = totals.version();
    changes.changed();
    totals.set('a', 12, began);
    expect(totals.get('a')).toBeUndefined();
  });

  it('lets a total serve for its maximum age only, and keeps the newest filters', () => {
    const { totals, wait } = setup();
    totals.set('a', 1, totals.version());
    wait(4_999);
    expect(totals.get('a')).toBe(1);
    wait(1);
    expect(totals.get('a')).toBeUndefined();
    totals.set('a', 1, totals.version());
    totals.set('b', 2, totals.version());
    totals.set('c', 3, totals.version());
    expect([totals.get('a'), totals.get('b'), totals.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('keeps nothing with a maximum age of 0', () => {
    const { totals } = setup(0);
    totals.set('a', 1, totals.version());
    expect(totals.get('a')).toBeUndefined();
  });

  it('gives the same key to the same filter, whatever the order of its fields', () => {
    const one = totalKeyOf({ steps: ['in_progress'], genreIds: [3], search: undefined, artistId: 2 });
    const other = totalKeyOf({ artistId: 2, genreIds: [3], steps: ['in_progress'] });
    expect(one).toBe(other);
    expect(totalKeyOf({ steps: ['in_progress'], artistId: 3 })).not.toBe(one);
    expect(totalKeyOf({ steps: ['in_progress'], price: { eur: { minEurMinor: 1, maxEurMinor: null } } })).not.toBe(
      totalKeyOf({ steps: ['in_progress'], price: { eur: { minEurMinor: 2, maxEurMinor: null } } }),
    );
  });
});
