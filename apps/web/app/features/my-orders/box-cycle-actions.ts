// What the /my-account/box forms send and what a refusal answers (box-cycle-actions.server.ts), shared
// by the page and its action. A success redirects back with `?done=<notice>&box=<id>` (a reload does
// not post again) and the page says it in a status region.
export const BOX_INTENTS = ['pick', 'skip', 'unskip', 'genres', 'address', 'card', 'stop'] as const;
export type BoxIntent = (typeof BOX_INTENTS)[number];

export const BOX_NOTICES = [...BOX_INTENTS, 'cardPending'] as const;
export type BoxNotice = (typeof BOX_NOTICES)[number];

export const BOX_ERRORS = [
  'box_not_found',
  'box_not_active',
  'box_month_closed',
  'box_record_out_of_stock',
  'box_record_already_received',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'invalid_expiry',
  'processing_error',
  'authentication_failed',
  'authentication_required',
  'payments_unavailable',
  'input_invalid',
  'generic',
] as const;
export type BoxError = (typeof BOX_ERRORS)[number];

/** The box address form's fields (POST user/boxes/address), country apart. */
export const BOX_ADDRESS_FIELDS = [
  { name: 'firstname', label: 'firstname', autoComplete: 'given-name', required: true },
  { name: 'lastname', label: 'lastname', autoComplete: 'family-name', required: true },
  { name: 'address', label: 'line1', autoComplete: 'address-line1', required: true },
  { name: 'address2', label: 'line2', autoComplete: 'address-line2', required: false },
  { name: 'zip_code', label: 'zipCode', autoComplete: 'postal-code', required: true },
  { name: 'city', label: 'city', autoComplete: 'address-level2', required: true },
  { name: 'phone', label: 'phone', autoComplete: 'tel', required: false },
] as const;

/**
 * The text of a refusal: with the Stripe form the bank's check can be run, so a check left unfinished
 * is said as such, not as "this form cannot do it" (the test card fields).
 */
export function boxRefusalText(code: BoxError, stripeForm: boolean): BoxError | 'authentication_unfinished' {
  return code === 'authentication_required' && stripeForm ? 'authentication_unfinished' : code;
}

/** A refused form: which box and form, why, and the fields to fix (with what was typed). */
export interface BoxActionRefusal {
  ok: false;
  boxId: number;
  intent: BoxIntent;
  code: BoxError;
  fields: Record<string, string>;
  values: Record<string, string>;
}

export function boxErrorOf(code: string): BoxError {
  return (BOX_ERRORS as readonly string[]).includes(code) ? (code as BoxError) : 'generic';
}

export function boxNoticeOf(value: string | null): BoxNotice | null {
  return value !== null && (BOX_NOTICES as readonly string[]).includes(value) ? (value as BoxNotice) : null;
}
