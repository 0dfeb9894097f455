import { describe, expect, it } from 'vitest';
import { wrappedFocusIndex } from './focus-trap.ts';

describe('wrappedFocusIndex', () => {
  it('moves from the last control back to the first on Tab', () => {
    expect(wrappedFocusIndex(4, 5, false)).toBe(0);
  });

  it('moves from the first control to the last on Shift+Tab', () => {
    expect(wrappedFocusIndex(0, 5, true)).toBe(4);
  });

  it('lets the browser move between controls in the middle', () => {
    expect(wrappedFocusIndex(2, 5, false)).toBeNull();
    expect(wrappedFocusIndex(2, 5, true)).toBeNull();
    expect(wrappedFocusIndex(0, 5, false)).toBeNull();
    expect(wrappedFocusIndex(4, 5, true)).toBeNull();
  });

  it('brings a focus that is outside the panel back to its first or last control', () => {
    expect(wrappedFocusIndex(-1, 5, false)).toBe(0);
    expect(wrappedFocusIndex(-1, 5, true)).toBe(4);
  });

  it('does nothing in a panel without controls', () => {
    expect(wrappedFocusIndex(-1, 0, false)).toBeNull();
  });
});
