import { describe, expect, it } from 'vitest';
import {
  artistNameAfterMerge,
  followsAfterMerge,
  pointsAdjustmentProblemOf,
  POINTS_ADJUSTMENT_MAX,
  sellerLinkOf,
  sellerMergeProblemOf,
  showsPoweredByLink,
} from './seller-admin.ts';

describe('merging sellers', () => {
  it('refuses a seller merged into itself, allows two different ones', () => {
    expect(sellerMergeProblemOf(4, 4)).toBe('merge_same_seller');
    expect(sellerMergeProblemOf(4, 5)).toBeNull();
  });

  it('moves the followers of the duplicate only, once, and drops the follows the kept one has', () => {
    expect(followsAfterMerge([1, 2, 3, 2], [3, 9])).toEqual({ move: [1, 2], drop: [3] });
    expect(followsAfterMerge([], [1])).toEqual({ move: [], drop: [] });
  });

  it("renames a project's artist only where it showed the duplicate's name", () => {
    expect(artistNameAfterMerge('Nova Statik ', 'Nova Statik', 'Nova Static')).toBe('Nova Static');
    expect(artistNameAfterMerge('Nova Statik feat. Orchid', 'Nova Statik', 'Nova Static')).toBe(
      'Nova Statik feat. Orchid',
    );
  });
});

describe('seller links', () => {
  it('keeps http and https URLs, refuses the rest', () => {
    expect(sellerLinkOf(' https://nova.example/music ')).toBe('https://nova.example/music');
    expect(sellerLinkOf('http://nova.example')).toBe('http://nova.example/');
    expect(sellerLinkOf('javascript:alert(1)')).toBeNull();
    expect(sellerLinkOf('nova.example')).toBeNull();
    expect(sellerLinkOf('')).toBeNull();
  });
});

describe("the 'Powered by' link", () => {
  it('shows only on a white-label shop that keeps it on', () => {
    expect(showsPoweredByLink({ whiteLabel: true, poweredByLink: true })).toBe(true);
    expect(showsPoweredByLink({ whiteLabel: true, poweredByLink: false })).toBe(false);
    expect(showsPoweredByLink({ whiteLabel: false, poweredByLink: true })).toBe(false);
  });
});

describe('points adjustments', () => {
  it('takes whole non-zero numbers within the bound', () => {
    expect(pointsAdjustmentProblemOf(0, 50)).toBeNull();
    expect(pointsAdjustmentProblemOf(0, 0)).toBe('points_invalid');
    expect(pointsAdjustmentProblemOf(0, 1.5)).toBe('points_invalid');
    expect(pointsAdjustmentProblemOf(0, POINTS_ADJUSTMENT_MAX + 1)).toBe('points_invalid');
  });

  it('never leaves a balance below zero', () => {
    expect(pointsAdjustmentProblemOf(30, -30)).toBeNull();
    expect(pointsAdjustmentProblemOf(30, -31)).toBe('points_balance_negative');
  });
});
