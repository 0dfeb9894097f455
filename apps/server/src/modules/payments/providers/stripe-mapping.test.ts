import { describe, expect, it } from 'vitest';
import { declineCodeFromStripe, moneyFromStripe, statusFromStripe, toStripeAmount } from './stripe-mapping.ts';

describe('mapping Stripe to our payment vocabulary', () => {
  it.each([
    [
      { amountMinor: 1999, currency: 'EUR' },
      { amount: 1999, currency: 'eur' },
    ],
    [
      { amountMinor: 1500, currency: 'JPY' },
      { amount: 1500, currency: 'jpy' },
    ],
    [
      { amountMinor: 39900, currency: 'KRW' },
      { amount: 39900, currency: 'krw' },
    ],
  ] as const)('sends %o to Stripe as %o (minor units are Stripe units, zero-decimal included)', (money, stripe) => {
    expect(toStripeAmount(money)).toEqual(stripe);
    expect(moneyFromStripe(stripe.amount, stripe.currency)).toEqual(money);
  });

  it('refuses a currency we do not sell in', () => {
    expect(() => moneyFromStripe(100, 'huf')).toThrow(
      expect.objectContaining({ code: 'payment_provider_response_invalid' }),
    );
  });

  it.each([
    ['requires_payment_method', 'requires_payment_method'],
    ['requires_confirmation', 'requires_payment_method'],
    ['requires_action', 'requires_action'],
    ['processing', 'processing'],
    ['requires_capture', 'processing'],
    ['succeeded', 'succeeded'],
    ['canceled', 'failed'],
    ['some_future_status', 'processing'],
  ])('reads PaymentIntent status %s as %s', (stripe, ours) => {
    expect(statusFromStripe(stripe)).toBe(ours);
  });

  it.each([
    [{ code: 'card_declined', decline_code: 'generic_decline' }, 'card_declined'],
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
    [{ code: 'card_declined', decline_code: 'lost_card' }, 'card_declined'],
    [{ code: 'expired_card', decline_code: 'expired_card' }, 'expired_card'],
    [{ code: 'incorrect_cvc' }, 'incorrect_cvc'],
    [{ code: 'incorrect_number' }, 'incorrect_number'],
    [{ code: 'invalid_expiry_year' }, 'invalid_expiry'],
    [{ code: 'processing_error' }, 'processing_error'],
    [{ code: 'payment_intent_authentication_failure' }, 'authentication_failed'],
    [{}, 'card_declined'],
  ])('reads the card error %o as %s', (error, ours) => {
    expect(declineCodeFromStripe(error)).toBe(ours);
  });
});
