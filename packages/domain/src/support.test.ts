import { describe, expect, it } from 'vitest';
import { isChatHiddenOnPath, isSupportOpen } from './support.ts';

describe('isSupportOpen (Paris time, Monday to Friday 10:00 to 17:00)', () => {
  it.each([
    // Winter (UTC+1)
    ['2025-01-06T08:59:59Z', false, 'Monday 09:59 in winter'],
    ['2025-01-06T09:00:00Z', true, 'Monday 10:00 in winter'],
    ['2025-01-10T15:59:59Z', true, 'Friday 16:59 in winter'],
    ['2025-01-10T16:00:00Z', false, 'Friday 17:00 in winter'],
    ['2025-01-11T12:00:00Z', false, 'Saturday 13:00'],
    ['2025-01-12T12:00:00Z', false, 'Sunday 13:00'],
    // Summer (UTC+2)
    ['2025-07-07T08:00:00Z', true, 'Monday 10:00 in summer'],
    ['2025-07-07T07:59:00Z', false, 'Monday 09:59 in summer'],
    ['2025-07-07T14:59:00Z', true, 'Monday 16:59 in summer'],
    ['2025-07-07T15:00:00Z', false, 'Monday 17:00 in summer'],
    // Day boundary: Friday 23:30 UTC is Saturday in Paris.
    ['2025-01-10T23:30:00Z', false, 'Saturday 00:30'],
    // Clocks go forward on 2025-03-30 (Sunday); Monday 31st 10:00 Paris is 08:00 UTC.
    ['2025-03-31T08:00:00Z', true, 'Monday after the change to summer time, 10:00'],
    ['2025-03-31T15:30:00Z', false, 'Monday after the change to summer time, 17:30'],
  ])('%s is open: %s (%s)', (iso, open) => {
    expect(isSupportOpen(new Date(iso))).toBe(open);
  });
});

describe('isChatHiddenOnPath', () => {
  it.each([
    ['/vinyl-shop', true],
    ['/vinyl-shop/9/staff-picks', true],
    ['/fr/vinyl-shop?genre=8', true],
    ['/player', true],
    ['/widget/12', true],
    ['/admin/orders', true],
    ['/bids', true],
    ['/vinyl/123/artist-title', true],
    ['/vinyl/123', true],
    ['/fr/t-shirt/42/shirt', true],
    ['/project/manage2', true],
    ['/', false],
    ['/vinyl', false],
    ['/vinyl-box', false],
    ['/fr/box-de-vinyle', false],
    ['/artist/12/name', false],
    ['/shop/abc', false],
    ['/my-account/orders', false],
    ['/contact', false],
    ['/administrator', false],
    ['/vinyl-shopping', false],
  ])('%s hides the chat: %s', (path, hidden) => {
    expect(isChatHiddenOnPath(path)).toBe(hidden);
  });
});
