// How a saved card reads (brand, last four, expiry: never the number) and which message a refused
// card shows. The provider's decline codes are listed in docs/payments.md.
import { accountExtrasEn } from './messages/en.ts';

/** Brand names as printed on cards; any other brand shows the translated word for a card. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** The printed name of a card brand, or null when the brand is not known ('unknown'). */
export function brandName(brand: string): string | null {
  return BRAND_NAMES[brand.toLowerCase()] ?? null;
}

/** '04/31' for April 2031. */
export function cardExpiryText(card: { exp_month: number; exp_year: number }): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}

/** A card is valid until the end of its expiry month, in UTC (docs/payments.md, "Test cards"). */
export function isCardExpired(card: { exp_month: number; exp_year: number }, now: Date): boolean {
  // Date.UTC counts months from 0: month `exp_month` (1-based) is the first day of the month after.
  return now.getTime() >= Date.UTC(card.exp_year, card.exp_month, 1);
}

/** A reason a card was not saved that has its own message. */
export type CardRefusalCode = keyof typeof accountExtrasEn.cards.refusal;

/** An API code as one the page can show ('generic' for anything else). */
export function cardRefusalCode(code: string | null | undefined): CardRefusalCode {
  return code && Object.hasOwn(accountExtrasEn.cards.refusal, code) ? (code as CardRefusalCode) : 'generic';
}
