// What the order page's action answers when it does not redirect (a refusal), and how API codes map
// to the messages the page can show. Shared by the action and the components.
import { myOrdersEn } from './messages/en.ts';

/** An error code with its own message under myOrders.errors. */
export type MyOrdersErrorCode = keyof typeof myOrdersEn.errors;

/** An API code as one the page shows ('generic' for anything unknown). */
export function myOrdersErrorCode(code: string | null | undefined): MyOrdersErrorCode {
  return code && Object.hasOwn(myOrdersEn.errors, code) ? (code as MyOrdersErrorCode) : 'generic';
}

/** A refused cancellation or address change. */
export type OrderActionResult =
  | { form: 'cancel'; ok: false; code: MyOrdersErrorCode }
  | {
      form: 'address';
      ok: false;
      shopId: number;
      code: MyOrdersErrorCode | null;
      fields: Record<string, MyOrdersErrorCode>;
      values: Record<string, string>;
    };

/** The address fields of the form, in order, with their message key and autocomplete token. */
export const ADDRESS_FIELDS = [
  { name: 'firstname', label: 'firstname', autoComplete: 'given-name', required: true },
  { name: 'lastname', label: 'lastname', autoComplete: 'family-name', required: true },
  { name: 'company', label: 'company', autoComplete: 'organization', required: false },
  { name: 'address', label: 'line1', autoComplete: 'address-line1', required: true },
  { name: 'address2', label: 'line2', autoComplete: 'address-line2', required: false },
  { name: 'zip_code', label: 'zipCode', autoComplete: 'postal-code', required: true },
  { name: 'city', label: 'city', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'state', autoComplete: 'address-level1', required: false },
  { name: 'phone', label: 'phone', autoComplete: 'tel', required: false },
] as const;
