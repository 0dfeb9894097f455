import { describe, expect, it } from 'vitest';
import { signedPoints } from './digs.ts';
import { brandName, cardExpiryText, cardRefusalCode, isCardExpired } from './saved-cards.ts';
import { sponsorLink } from './sponsor-link.ts';
import { followedPath, readWishlistForm } from './wishlist-forms.ts';

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('the referral link', () => {
  it('is the home page with the code, in the sharer’s language', () => {
    expect(sponsorLink('https://spindle.example', 'DEMOUSER', 'en')).toBe('https://spindle.example/?sponsor=DEMOUSER');
    expect(sponsorLink('https://spindle.example', 'DEMOUSER', 'fr')).toBe(
      'https://spindle.example/fr?sponsor=DEMOUSER',
    );
    expect(sponsorLink('http://127.0.0.1:3410/', 'AB 2', 'kr')).toBe('http://127.0.0.1:3410/kr?sponsor=AB%202');
  });
});

describe('a line of the digs history', () => {
  it('shows its points with their sign, in the locale', () => {
    expect(signedPoints(30, 'en')).toBe('+30');
    expect(signedPoints(-10, 'en')).toBe('\u221210');
    expect(signedPoints(0, 'en')).toBe('0');
    expect(signedPoints(1200, 'en')).toBe('+1,200');
    expect(signedPoints(1200, 'fr')).toBe('+1\u202f200');
  });
});

describe('a saved card', () => {
  it('shows its brand as printed, and none for an unknown brand', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('Mastercard')).toBe('Mastercard');
    expect(brandName('unknown')).toBeNull();
  });

  it('shows its expiry as MM/YY', () => {
    expect(cardExpiryText({ exp_month: 4, exp_year: 2031 })).toBe('04/31');
    expect(cardExpiryText({ exp_month: 12, exp_year: 2040 })).toBe('12/40');
  });

  it('is valid until the end of its expiry month, in UTC', () => {
    const card = { exp_month: 4, exp_year: 2031 };
    expect(isCardExpired(card, new Date('2031-04-30T23:59:59Z'))).toBe(false);
    expect(isCardExpired(card, new Date('2031-05-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired({ exp_month: 12, exp_year: 2030 }, new Date('2030-12-31T12:00:00Z'))).toBe(false);
    expect(isCardExpired({ exp_month: 12, exp_year: 2030 }, new Date('2031-01-01T00:00:00Z'))).toBe(true);
  });

  it('that is refused shows the decline’s own message, or the generic one', () => {
    expect(cardRefusalCode('card_declined')).toBe('card_declined');
    expect(cardRefusalCode('insufficient_funds')).toBe('insufficient_funds');
    expect(cardRefusalCode('payment_method_unsupported')).toBe('payment_method_unsupported');
    expect(cardRefusalCode('input_invalid')).toBe('generic');
    expect(cardRefusalCode('toString')).toBe('generic');
    expect(cardRefusalCode(null)).toBe('generic');
  });
});

describe('the wishlist page’s forms', () => {
  it('remove a record from the wishlist', () => {
    expect(readWishlistForm(formOf({ intent: 'unwish', project_id: '259163' }))).toEqual({
      intent: 'unwish',
      projectId: 259163,
    });
  });

  it('unfollow an artist or a label', () => {
    expect(readWishlistForm(formOf({ intent: 'unfollow', type: 'label', id: '1' }))).toEqual({
      intent: 'unfollow',
      type: 'label',
      id: 1,
    });
    expect(readWishlistForm(formOf({ intent: 'unfollow', type: 'artist', id: '3' }))).toEqual({
      intent: 'unfollow',
      type: 'artist',
      id: 3,
    });
  });

  it('ask for nothing when their fields make no sense', () => {
    expect(readWishlistForm(formOf({ intent: 'unwish', project_id: 'abc' }))).toBeNull();
    expect(readWishlistForm(formOf({ intent: 'unwish', project_id: '0' }))).toBeNull();
    expect(readWishlistForm(formOf({ intent: 'unwish', project_id: '99999999999' }))).toBeNull();
    expect(readWishlistForm(formOf({ intent: 'unfollow', type: 'shop', id: '3' }))).toBeNull();
    expect(readWishlistForm(formOf({ intent: 'unfollow', type: 'artist' }))).toBeNull();
    expect(readWishlistForm(formOf({ intent: 'delete', id: '3' }))).toBeNull();
  });

  it('link a followed artist or label to its page', () => {
    expect(followedPath({ type: 'artist', id: 3, name: 'Delta Hammond' })).toBe('/artist/3/delta-hammond');
    expect(followedPath({ type: 'label', id: 1, name: 'Blue Hour Records' })).toBe('/label/1/blue-hour-records');
  });
});
