import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS, accountSectionPath } from './account-nav.ts';

describe('the account sections', () => {
  it('are listed in the menu order of the spec', () => {
    expect(ACCOUNT_SECTIONS).toEqual(['settings', 'orders', 'box', 'gifts', 'projects', 'shop', 'digital']);
  });

  it('have their address in each locale', () => {
    expect(accountSectionPath('settings', 'en')).toBe('/my-account');
    expect(accountSectionPath('orders', 'fr')).toBe('/fr/my-account/orders');
    expect(accountSectionPath('digital', 'zh')).toBe('/zh/my-account/digital');
  });
});
