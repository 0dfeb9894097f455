import { describe, expect, it } from 'vitest';
import { nextHeaderScrollState } from './header-scroll.ts';

describe('nextHeaderScrollState', () => {
  it('stays static while the page is scrolled less than 50 px, whatever the direction', () => {
    expect(nextHeaderScrollState('static', 0, 49)).toBe('static');
    expect(nextHeaderScrollState('fixed', 200, 10)).toBe('static');
  });

  it('hides when scrolling down past 50 px', () => {
    expect(nextHeaderScrollState('static', 40, 50)).toBe('hidden');
    expect(nextHeaderScrollState('fixed', 300, 320)).toBe('hidden');
  });

  it('pins the header when scrolling up past 50 px', () => {
    expect(nextHeaderScrollState('hidden', 800, 790)).toBe('fixed');
  });

  it('keeps its state when the position did not change', () => {
    expect(nextHeaderScrollState('hidden', 500, 500)).toBe('hidden');
    expect(nextHeaderScrollState('fixed', 500, 500)).toBe('fixed');
  });
});
