import { describe, expect, it } from 'vitest';
import { TEST_CARDS, checkExpiry, passesLuhn, readTestCard } from './test-cards.ts';

const june2026 = new Date('2026-06-15T10:00:00Z');
const details = (
  number: string,
  overrides: Partial<{ expMonth: number; expYear: number; cvc: string | null }> = {},
) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('test cards', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card.description]))('%s (%s) passes the Luhn check', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it('reads a card number written with spaces or dashes', () => {
    const read = readTestCard(details('4242 4242-4242 4242'), june2026);
    expect(read).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242', outcome: { kind: 'succeed' } } });
  });

  it.each([
    ['a number failing the Luhn check', details('4242424242424241'), 'incorrect_number'],
    ['a number too short', details('42424242'), 'incorrect_number'],
    ['letters', details('4242abcd42424242'), 'incorrect_number'],
    ['month 13', details('4242424242424242', { expMonth: 13 }), 'invalid_expiry'],
    ['month 0', details('4242424242424242', { expMonth: 0 }), 'invalid_expiry'],
    ['an expiry last month', details('4242424242424242', { expMonth: 5, expYear: 2026 }), 'expired_card'],
    ['a two-digit CVC', details('4242424242424242', { cvc: '12' }), 'incorrect_cvc'],
    ['a three-digit CVC on an American Express card', details('378282246310005', { cvc: '123' }), 'incorrect_cvc'],
  ])('refuses %s', (_label, card, code) => {
    expect(readTestCard(card, june2026)).toEqual({ ok: false, code });
  });

  it('accepts a card until the end of its expiry month, and two-digit years', () => {
    expect(checkExpiry(6, 2026, june2026)).toEqual({ ok: true, year: 2026 });
    expect(checkExpiry(6, 26, june2026)).toEqual({ ok: true, year: 2026 });
    expect(checkExpiry(5, 26, june2026)).toEqual({ ok: false, code: 'expired_card' });
  });

  it('accepts a four-digit CVC on American Express and skips the CVC of a saved card', () => {
    expect(readTestCard(details('378282246310005', { cvc: '1234' }), june2026)).toMatchObject({ ok: true });
    expect(readTestCard(details('4242424242424242', { cvc: null }), june2026)).toMatchObject({ ok: true });
  });

  it('declines a well-formed number that is not a test card, as Stripe test mode declines real cards', () => {
    const read = readTestCard(details('4111111111111111'), june2026);
    expect(read).toMatchObject({ ok: true, card: { outcome: { kind: 'decline', declineCode: 'card_declined' } } });
  });
});
