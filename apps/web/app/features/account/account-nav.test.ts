import { describe, expect, it } from 'vitest';
import { ACCOUNT_FRAME_SECTIONS, ACCOUNT_SECTIONS, accountSectionPath } from './account-nav.ts';

describe('the account sections', () => {
  it('are listed in the menu order of the spec', () => {
    expect(ACCOUNT_SECTIONS).toEqual(['settings', 'orders', 'box', 'gifts', 'projects', 'shop', 'digital']);
  });

  it('are all in the account frame, followed by the wishlist, saved cards and digs', () => {
    expect(ACCOUNT_FRAME_SECTIONS).toEqual([...ACCOUNT_SECTIONS, 'wishlist', 'cards', 'digs', 'messages']);
  });

  it('have their address in each locale', () => {
    expect(accountSectionPath('settings', 'en')).toBe('/my-account');
    expect(accountSectionPath('orders', 'fr')).toBe('/fr/my-account/orders');
    expect(accountSectionPath('digital', 'zh')).toBe('/zh/my-account/digital');
    expect(accountSectionPath('wishlist', 'fr')).toBe('/fr/my-account/wishlist');
    expect(accountSectionPath('cards', 'kr')).toBe('/kr/my-account/cards');
    expect(accountSectionPath('digs', 'en')).toBe('/my-account/digs');
  });
});
