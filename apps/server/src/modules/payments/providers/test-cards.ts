// The test provider's cards: Stripe's well-known test numbers behave here as they do in Stripe's
// test mode, so a checkout tested against one behaves the same against the other (docs/payments.md).
import type { DeclineCode } from './payment-provider.ts';

/** What the issuer does with a card. `authenticate` asks for 3-D Secure, then applies `afterApproval`. */
export type TestCardOutcome =
  | { kind: 'succeed' }
  | { kind: 'decline'; declineCode: DeclineCode }
  | { kind: 'authenticate'; afterApproval: { kind: 'succeed' } | { kind: 'decline'; declineCode: DeclineCode } };

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export interface TestCard {
  number: string;
  brand: CardBrand;
  outcome: TestCardOutcome;
  description: string;
}

const succeed = { kind: 'succeed' } as const;
const decline = (declineCode: DeclineCode) => ({ kind: 'decline', declineCode }) as const;

/** Numbers from Stripe's testing docs (docs.stripe.com/testing); any expiry in the future, any CVC. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: succeed, description: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: succeed, description: 'succeeds' },
  { number: '378282246310005', brand: 'amex', outcome: succeed, description: 'succeeds (4-digit CVC)' },
  { number: '4000000000000002', brand: 'visa', outcome: decline('card_declined'), description: 'declined' },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: decline('insufficient_funds'),
    description: 'declined, insufficient funds',
  },
  { number: '4000000000000069', brand: 'visa', outcome: decline('expired_card'), description: 'declined, expired' },
  { number: '4000000000000127', brand: 'visa', outcome: decline('incorrect_cvc'), description: 'declined, bad CVC' },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: decline('processing_error'),
    description: 'declined, processing error',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    outcome: { kind: 'authenticate', afterApproval: succeed },
    description: 'requires authentication, then succeeds',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    outcome: { kind: 'authenticate', afterApproval: succeed },
    description: 'requires 3-D Secure 2 authentication, then succeeds',
  },
  {
    number: '4000008400001629',
    brand: 'visa',
    outcome: { kind: 'authenticate', afterApproval: decline('card_declined') },
    description: 'requires authentication, then is declined',
  },
];

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  /** Null for a saved card: the CVC was checked when it was saved and is never kept. */
  cvc: string | null;
}

/** A card that passed the format checks; `outcome` is what the issuer will say. */
export interface AcceptedCard {
  number: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: TestCardOutcome;
}

/**
 * Checks what a card form would (Luhn, expiry, CVC length) and finds the test card. A well-formed
 * number that is not a test card is declined, as Stripe's test mode declines real cards.
 */
export function readTestCard(
  details: CardDetails,
  now: Date,
): { ok: true; card: AcceptedCard } | { ok: false; code: DeclineCode } {
  const number = details.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return { ok: false, code: 'incorrect_number' };
  const expiry = checkExpiry(details.expMonth, details.expYear, now);
  if (!expiry.ok) return expiry;
  const known = TEST_CARDS.find((card) => card.number === number);
  const brand = known?.brand ?? brandOf(number);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (details.cvc !== null && !new RegExp(`^\\d{${cvcLength}}$`).test(details.cvc))
    return { ok: false, code: 'incorrect_cvc' };
  return {
    ok: true,
    card: {
      number,
      brand,
      last4: number.slice(-4),
      expMonth: details.expMonth,
      expYear: expiry.year,
      outcome: known?.outcome ?? decline('card_declined'),
    },
  };
}

/** What the issuer says once the customer has authenticated with this card. */
export function outcomeAfterApproval(cardNumber: string): Exclude<TestCardOutcome, { kind: 'authenticate' }> {
  const outcome = TEST_CARDS.find((card) => card.number === cardNumber)?.outcome;
  return outcome?.kind === 'authenticate' ? outcome.afterApproval : decline('card_declined');
}

/** The Luhn checksum every card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month (UTC); two-digit years mean 20xx. */
export function checkExpiry(
  expMonth: number,
  expYear: number,
  now: Date,
): { ok: true; year: number } | { ok: false; code: DeclineCode } {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear) || expYear < 0) {
    return { ok: false, code: 'invalid_expiry' };
  }
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonthIndex = year * 12 + (expMonth - 1);
  if (expiryMonthIndex < currentMonthIndex) return { ok: false, code: 'expired_card' };
  return { ok: true, year };
}

function brandOf(number: string): CardBrand {
  if (number.startsWith('4')) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  const prefix = Number(number.slice(0, 4));
  if (/^5[1-5]/.test(number) || (prefix >= 2221 && prefix <= 2720)) return 'mastercard';
  return 'unknown';
}
