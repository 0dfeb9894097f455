import { describe, expect, it } from 'vitest';
import { supportLauncherFor, type SupportLauncherInput } from './launcher-rule.ts';

// Friday 27 November 2026 (winter time, Paris = UTC+1) and Friday 26 June 2026 (summer time, UTC+2).
const WINTER_FRIDAY_1659 = new Date('2026-11-27T15:59:00Z');
const WINTER_FRIDAY_1700 = new Date('2026-11-27T16:00:00Z');
const SUMMER_FRIDAY_1659 = new Date('2026-06-26T14:59:00Z');
const SUMMER_FRIDAY_1700 = new Date('2026-06-26T15:00:00Z');
const SATURDAY_NOON = new Date('2026-11-28T11:00:00Z');

const base: SupportLauncherInput = {
  pathname: '/',
  now: WINTER_FRIDAY_1659,
  whiteLabel: false,
  cartOpen: false,
  chatConfigured: true,
  chatConsent: true,
};

describe('the support launcher', () => {
  it('opens the chat in Paris hours, up to 16:59, and the contact form from 17:00, winter and summer time', () => {
    expect(supportLauncherFor(base)).toBe('chat');
    expect(supportLauncherFor({ ...base, now: WINTER_FRIDAY_1700 })).toBe('form');
    expect(supportLauncherFor({ ...base, now: SUMMER_FRIDAY_1659 })).toBe('chat');
    expect(supportLauncherFor({ ...base, now: SUMMER_FRIDAY_1700 })).toBe('form');
    // 16:30 UTC in summer is 18:30 in Paris; 09:30 UTC in winter is 10:30.
    expect(supportLauncherFor({ ...base, now: new Date('2026-06-26T16:30:00Z') })).toBe('form');
    expect(supportLauncherFor({ ...base, now: new Date('2026-11-27T09:30:00Z') })).toBe('chat');
    expect(supportLauncherFor({ ...base, now: new Date('2026-11-27T08:59:00Z') })).toBe('form');
  });

  it('offers the contact form on a Saturday', () => {
    expect(supportLauncherFor({ ...base, now: SATURDAY_NOON })).toBe('form');
  });

  it('reads the time only when the chat could open: a provider configured and the visitor consenting', () => {
    let reads = 0;
    const counted = (input: SupportLauncherInput): SupportLauncherInput =>
      Object.defineProperty({ ...input }, 'now', {
        get: () => {
          reads += 1;
          return input.now;
        },
      });
    expect(supportLauncherFor(counted({ ...base, chatConfigured: false }))).toBe('form');
    expect(supportLauncherFor(counted({ ...base, chatConsent: false }))).toBe('form');
    expect(reads).toBe(0);
    expect(supportLauncherFor(counted(base))).toBe('chat');
    expect(reads).toBe(1);
  });

  it('offers the contact form in hours without a provider or without consent', () => {
    expect(supportLauncherFor({ ...base, chatConfigured: false })).toBe('form');
    expect(supportLauncherFor({ ...base, chatConsent: false })).toBe('form');
    expect(supportLauncherFor({ ...base, chatConfigured: false, now: SATURDAY_NOON })).toBe('form');
  });

  it('never shows on white-label shops, embeds, the back office, the store or project pages', () => {
    expect(supportLauncherFor({ ...base, pathname: '/shop/NOVA', whiteLabel: true })).toBe('none');
    expect(supportLauncherFor({ ...base, pathname: '/shop/NOVA' })).toBe('chat');
    for (const pathname of [
      '/player',
      '/widget',
      '/fr/player',
      '/admin',
      '/admin/orders',
      '/bids',
      '/vinyl/259101/songs-from-the-coast',
      '/fr/vinyl/259101',
      '/project/manage',
      '/vinyl-shop',
    ]) {
      expect(supportLauncherFor({ ...base, pathname }), pathname).toBe('none');
    }
    for (const pathname of ['/', '/fr', '/contact', '/about', '/my-account', '/artist/12/nova']) {
      expect(supportLauncherFor({ ...base, pathname }), pathname).toBe('chat');
    }
  });

  it('hides while the cart drawer is open', () => {
    expect(supportLauncherFor({ ...base, cartOpen: true })).toBe('none');
    expect(supportLauncherFor({ ...base, cartOpen: true, chatConfigured: false })).toBe('none');
    expect(supportLauncherFor({ ...base, cartOpen: true, now: SATURDAY_NOON })).toBe('none');
  });

  it('shows nothing on the pages it never shows on, outside hours too', () => {
    for (const pathname of ['/admin/messages', '/player', '/vinyl-shop']) {
      expect(supportLauncherFor({ ...base, pathname, now: SATURDAY_NOON }), pathname).toBe('none');
    }
    expect(supportLauncherFor({ ...base, whiteLabel: true, now: SATURDAY_NOON })).toBe('none');
  });
});
