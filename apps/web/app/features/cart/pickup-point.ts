// The pickup point a cart carries (spec: "Pickup address: name, address, zip_code, city"): its fields
// with the contract's lengths, and how it is read back from a cookie. The form's rules are checkout's.
import type { pickupPointSchema } from '@spindle/contracts';
import type { z } from 'zod';

/** A chosen pickup point, as the API takes and answers it. */
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** The form fields of the pickup point, in the order the form shows them (and focuses the first failing one). */
export const PICKUP_FIELDS = ['pickup_name', 'pickup_address', 'pickup_zip_code', 'pickup_city'] as const;
export type PickupField = (typeof PICKUP_FIELDS)[number];
export type PickupValues = Record<PickupField, string>;

/** Most characters of each field (the contract's pickupPointSchema). */
export const PICKUP_MAX_LENGTH: Record<PickupField, number> = {
  pickup_name: 100,
  pickup_address: 200,
  pickup_zip_code: 20,
  pickup_city: 100,
};

/**
 * A pickup point read back from a cookie (the cart's, the confirmation's), trimmed, or null when a
 * field is missing, empty or longer than the contract allows.
 */
export function storedPickupPointOf(value: unknown): PickupPoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const point: Record<string, string> = {};
  for (const field of PICKUP_FIELDS) {
    const key = field.slice('pickup_'.length);
    const text = typeof fields[key] === 'string' ? fields[key].trim() : '';
    if (text.length === 0 || text.length > PICKUP_MAX_LENGTH[field]) return null;
    point[key] = text;
  }
  return point as PickupPoint;
}
