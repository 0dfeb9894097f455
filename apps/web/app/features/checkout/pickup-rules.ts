// The pickup point of /payment (spec: "Pickup address: name, address, zip_code, city"): asked when at
// least one parcel of the priced cart ships to a pickup point, checked with the spec's field rules
// (input_required, latin_invalid: the carrier prints it on the label) and the contract's lengths, then
// sent as `pickup: { name, address, zip_code, city }` on POST cart/calculate.
import type { CartCalculateResponse } from '@spindle/contracts';
import { validateForm, type FieldRules, type FormValidation } from '@spindle/domain';
import {
  PICKUP_FIELDS,
  PICKUP_MAX_LENGTH,
  type PickupField,
  type PickupPoint,
  type PickupValues,
} from '../cart/index.ts';

export {
  PICKUP_FIELDS,
  PICKUP_MAX_LENGTH,
  storedPickupPointOf,
  type PickupField,
  type PickupPoint,
  type PickupValues,
} from '../cart/index.ts';

/** Hidden field a form carries when it shows (or re-posts) the pickup point. */
export const PICKUP_ASKED_FIELD = 'pickup_asked';

function rulesOf(field: PickupField): FieldRules {
  return {
    required: true,
    validations: ['latin'],
    custom: (value) =>
      typeof value === 'string' && value.trim().length > PICKUP_MAX_LENGTH[field] ? 'input_too_long' : null,
  };
}

/** The rules of each pickup field. */
export const PICKUP_RULES: Record<PickupField, FieldRules> = {
  pickup_name: rulesOf('pickup_name'),
  pickup_address: rulesOf('pickup_address'),
  pickup_zip_code: rulesOf('pickup_zip_code'),
  pickup_city: rulesOf('pickup_city'),
};

/** Empty pickup fields. */
export const EMPTY_PICKUP: PickupValues = { pickup_name: '', pickup_address: '', pickup_zip_code: '', pickup_city: '' };

/** The pickup fields of a posted form (trimmed, missing ones empty). */
export function pickupValuesOf(form: FormData | Record<string, unknown>): PickupValues {
  const read = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : form[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return Object.fromEntries(PICKUP_FIELDS.map((field) => [field, read(field)])) as PickupValues;
}

/** Whether a posted form carries the pickup fields (the address step that asked, or a later step re-posting them). */
export function formAsksPickup(form: FormData): boolean {
  return form.get(PICKUP_ASKED_FIELD) === '1';
}

/** Checks the pickup fields; errors are the spec's keys per field, the first failing one is to focus. */
export function validatePickup(values: PickupValues): FormValidation {
  return validateForm(values, PICKUP_RULES);
}

/** The point of valid fields (call after validatePickup passed). */
export function pickupPointOf(values: PickupValues): PickupPoint {
  return {
    name: values.pickup_name.trim(),
    address: values.pickup_address.trim(),
    zip_code: values.pickup_zip_code.trim(),
    city: values.pickup_city.trim(),
  };
}

/** The form fields of a point (empty without one). */
export function pickupValuesFromPoint(point: PickupPoint | null | undefined): PickupValues {
  if (!point) return { ...EMPTY_PICKUP };
  return {
    pickup_name: point.name,
    pickup_address: point.address,
    pickup_zip_code: point.zip_code,
    pickup_city: point.city,
  };
}

/** Whether at least one parcel of the priced cart ships to a pickup point (then a point must be chosen). */
export function shipsToPickup(priced: Pick<CartCalculateResponse, 'shops'> | null | undefined): boolean {
  return Boolean(priced?.shops.some((shop) => shop.shipping?.mode === 'pickup'));
}

/**
 * Whether sending a point would move parcels to pickup-point delivery: the API reads `pickup` as
 * "pickup point for every parcel that offers it", so a parcel that offers one but goes to the door
 * would change mode. The page then prices the cart again with the plain choice (the point stays kept).
 */
export function pointWouldChangeModes(priced: Pick<CartCalculateResponse, 'shops' | 'pickup'>): boolean {
  if (priced.pickup) return false;
  return priced.shops.some((shop) => shop.options.pickup !== null && shop.shipping?.mode !== 'pickup');
}

/** The point in one line: "Name, address, zip city". */
export function pickupPointLine(point: PickupPoint): string {
  return `${point.name}, ${point.address}, ${point.zip_code} ${point.city}`;
}

/** Two points are the same place (null for none). */
export function samePickupPoint(a: PickupPoint | null | undefined, b: PickupPoint | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.name === b.name && a.address === b.address && a.zip_code === b.zip_code && a.city === b.city;
}
