// The delivery address and card forms of /payment, checked with the spec's field rules (section 5):
// required fields (input_required), Latin text for everything the carrier prints (latin_invalid),
// email (email_invalid), and the phone and expiry rules of this form (their own messages).
import { isLatin, validateForm, type FieldRules, type FormValidation } from '@spindle/domain';

/** The address fields, in the order the form shows them (and focuses the first failing one). */
export const ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'address',
  'address2',
  'zip_code',
  'city',
  'state',
  'country_id',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** Countries whose addresses need a state or province for the carrier. */
export const STATE_REQUIRED_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'MX', 'BR'];

/** A phone number: digits with spaces, dots, dashes, brackets and a leading +, 6 to 20 digits. */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(text.trim())) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

const latin = ['latin'] as const;

/** The fields a cart of downloads only still asks: who pays, where they are (VAT), where the receipt goes. */
export const DOWNLOAD_ONLY_FIELDS: readonly AddressField[] = ['firstname', 'lastname', 'email', 'country_id'];

/** Whether a priced cart sends something by post (a parcel with shipping, or a box); downloads only do not. */
export function needsDelivery(priced: {
  shops: readonly { shipping: unknown }[];
  boxes: readonly { ok: boolean }[];
}): boolean {
  return priced.shops.some((shop) => shop.shipping !== null) || priced.boxes.some((box) => box.ok);
}

/**
 * The rules of each address field for a destination country. Without delivery (a cart of downloads
 * only) no postal address is asked: only the name, the e-mail and the country (VAT follows it).
 */
export function addressRules(countryId: string, delivery = true): Record<AddressField, FieldRules> {
  const rules = postalRules(countryId);
  if (delivery) return rules;
  return Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [
      field,
      DOWNLOAD_ONLY_FIELDS.includes(field as AddressField) ? rule : { ...rule, required: false },
    ]),
  ) as Record<AddressField, FieldRules>;
}

function postalRules(countryId: string): Record<AddressField, FieldRules> {
  return {
    firstname: { required: true, validations: latin },
    lastname: { required: true, validations: latin },
    email: { required: true, type: 'email' },
    phone: {
      required: true,
      custom: (value) => (typeof value === 'string' && isPhoneNumber(value) ? null : 'phone_invalid'),
    },
    company: { validations: latin },
    address: { required: true, validations: latin },
    address2: { validations: latin },
    zip_code: { required: true, validations: latin },
    city: { required: true, validations: latin },
    state: { required: STATE_REQUIRED_COUNTRIES.includes(countryId.toUpperCase()), validations: latin },
    country_id: {
      required: true,
      custom: (value) => (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()) ? null : 'input_required'),
    },
  };
}

/** The address fields of a submitted form (missing ones empty). */
export function addressValuesOf(form: FormData | Record<string, unknown>): AddressValues {
  const read = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : form[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, read(field)])) as AddressValues;
}

/** Checks an address; errors are the spec's keys per field, the first failing field is the one to focus. */
export function validateAddress(values: AddressValues, delivery = true): FormValidation {
  return validateForm(values, addressRules(values.country_id, delivery));
}

/** The card form: number, expiry as MM/YY (or MM/YYYY) and CVC. */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardValidation =
  | { ok: true; card: { number: string; exp_month: number; exp_year: number; cvc: string } }
  | { ok: false; errors: Partial<Record<keyof CardValues, string>>; firstField: keyof CardValues };

/** Checks the card fields before the provider sees them (it checks the number and the date itself). */
export function validateCard(values: CardValues): CardValidation {
  const errors: Partial<Record<keyof CardValues, string>> = {};
  const number = values.number.replace(/[\s-]/g, '');
  if (number === '') errors.number = 'input_required';
  else if (!/^\d+$/.test(number)) errors.number = 'input_must_integer';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  if (values.expiry.trim() === '') errors.expiry = 'input_required';
  else if (!expiry) errors.expiry = 'expiry_invalid';
  const cvc = values.cvc.trim();
  if (cvc === '') errors.cvc = 'input_required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'input_must_integer';
  const firstField = (['number', 'expiry', 'cvc'] as const).find((field) => errors[field] !== undefined);
  if (firstField || !expiry) return { ok: false, errors, firstField: firstField ?? 'expiry' };
  const month = Number(expiry[1]);
  const yearText = expiry[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return { ok: true, card: { number, exp_month: month, exp_year: year, cvc } };
}

/** Whether a text passes the Latin rule (re-exported for the form's live hint). */
export { isLatin };
