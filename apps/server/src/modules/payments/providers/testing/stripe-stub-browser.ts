// What the Stripe stub answers to the browser, as api.stripe.com and hooks.stripe.com answer Stripe.js:
// requests made with the publishable key (`key=pk_...` in the form) and the intent's client secret,
// allowed only on the few calls Stripe.js makes (read and confirm a SetupIntent); card numbers typed
// in the card field (`payment_method_data[card][number]`) as Stripe's test cards; and the 3-D Secure
// challenge page the customer completes or fails (`/3ds/<id>`, served without a key, as hooks.stripe.com).
import { text, type FormObject, type FormValue } from './stripe-wire.ts';

/** Stripe's test card numbers (docs.stripe.com/testing) as the stub's test PaymentMethods. */
const TEST_CARD_NUMBERS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
  '4000002760003184': 'pm_card_authenticationRequired',
  '4000002500003155': 'pm_card_authenticationRequiredOnSetup',
  '4000000000000341': 'pm_card_chargeCustomerFail',
};

/** The test PaymentMethod a card typed in the browser stands for; '' when none was typed. */
export function paymentMethodFromCardData(form: FormObject): string {
  const data = form.payment_method_data;
  if (typeof data !== 'object') return '';
  const card: FormValue | undefined = data.card;
  const number = typeof card === 'object' ? text(card.number).replace(/\D/g, '') : '';
  if (!number) return '';
  return TEST_CARD_NUMBERS[number] ?? 'pm_card_chargeDeclined';
}

/** A call Stripe.js may make with the publishable key: read or confirm a SetupIntent. */
export function isPublishableCall(method: string, path: string): boolean {
  return /^\/v1\/setup_intents\/seti_\w+(\/confirm)?$/.test(path) && (method === 'GET' || path.endsWith('/confirm'));
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  '<style>body{font-family:sans-serif;margin:1.5rem;color:#111;background:#fff}button{margin:.5rem .5rem 0 0;padding:.5rem 1rem}</style>' +
  `</head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** The bank's challenge: complete or fail the authentication of a setup. */
export function challengePage(setupIntentId: string): string {
  return page(
    '3-D Secure test challenge',
    `<p>Test authentication for ${setupIntentId}.</p><form method="post">` +
      '<button type="submit" name="outcome" value="complete">Complete authentication</button>' +
      '<button type="submit" name="outcome" value="fail">Fail authentication</button></form>',
  );
}

export function challengeAnsweredPage(approved: boolean): string {
  return page(approved ? 'Authentication complete' : 'Authentication failed', '<p>You may close this window.</p>');
}
