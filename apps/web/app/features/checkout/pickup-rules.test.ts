import type { CartCalculateResponse } from '@spindle/contracts';
import { describe, expect, it } from 'vitest';
import { decodeOrderPickup, encodeOrderPickup } from './order-pickup.ts';
import {
  pickupPointLine,
  pickupPointOf,
  pickupValuesFromPoint,
  pickupValuesOf,
  pointWouldChangeModes,
  shipsToPickup,
  validatePickup,
  type PickupValues,
} from './pickup-rules.ts';

const valid: PickupValues = {
  pickup_name: 'Relais Tabac de l’Église',
  pickup_address: '3, rue de la Roquette',
  pickup_zip_code: '75011',
  pickup_city: 'Paris',
};

type Shop = Pick<CartCalculateResponse['shops'][number], 'options' | 'shipping'>;
const option = (mode: 'standard' | 'tracked' | 'pickup') => ({
  mode,
  partner: 'spindle',
  costMinor: 480,
  discountMinor: 0,
  chargedMinor: 480,
  free: false,
});
function shop(mode: 'standard' | 'pickup' | null, offersPickup = true): Shop {
  return {
    options: {
      standard: option('standard'),
      tracked: option('tracked'),
      pickup: offersPickup ? option('pickup') : null,
    },
    shipping: mode
      ? {
          ...option(mode),
          requestedMode: mode,
          bracketGrams: 500,
          promoDiscountMinor: 0,
          amountMinor: 480,
          taxMinor: 80,
        }
      : null,
  };
}
const cart = (shops: Shop[], pickup = false) =>
  ({ shops, pickup }) as unknown as Pick<CartCalculateResponse, 'shops' | 'pickup'>;

describe('the pickup point fields', () => {
  it('pass with a Latin name and address, accents and punctuation included', () => {
    expect(validatePickup(valid)).toEqual({ ok: true });
  });

  it('ask for every field with input_required (blank counts as empty), in the order the form shows them', () => {
    expect(validatePickup({ ...valid, pickup_address: '  ', pickup_city: '' })).toEqual({
      ok: false,
      errors: { pickup_address: 'input_required', pickup_city: 'input_required' },
      firstField: 'pickup_address',
    });
  });

  it('refuse non-Latin text (the carrier prints it) and text longer than the API keeps', () => {
    const result = validatePickup({ ...valid, pickup_name: '便利店', pickup_zip_code: '7'.repeat(21) });
    expect(result.ok ? {} : result.errors).toEqual({ pickup_name: 'latin_invalid', pickup_zip_code: 'input_too_long' });
  });

  it('read a posted form trimmed, and give the point the API takes', () => {
    const form = new FormData();
    form.set('pickup_name', '  Relais Bastille ');
    form.set('pickup_address', '3 rue de la Roquette');
    form.set('pickup_zip_code', '75011');
    form.set('pickup_city', 'Paris');
    const values = pickupValuesOf(form);
    expect(pickupPointOf(values)).toEqual({
      name: 'Relais Bastille',
      address: '3 rue de la Roquette',
      zip_code: '75011',
      city: 'Paris',
    });
    expect(pickupValuesFromPoint(pickupPointOf(values))).toEqual(values);
    expect(pickupValuesFromPoint(null)).toEqual({
      pickup_name: '',
      pickup_address: '',
      pickup_zip_code: '',
      pickup_city: '',
    });
  });

  it('show the point in one line', () => {
    expect(pickupPointLine(pickupPointOf(valid))).toBe('Relais Tabac de l’Église, 3, rue de la Roquette, 75011 Paris');
  });
});

describe('when the checkout asks for a pickup point', () => {
  it('asks when at least one parcel ships to a pickup point', () => {
    expect(shipsToPickup(cart([shop('standard'), shop('pickup')]))).toBe(true);
    expect(shipsToPickup(cart([shop('standard'), shop(null)]))).toBe(false);
    expect(shipsToPickup(null)).toBe(false);
  });

  it('knows when sending the point would move a parcel delivered to the door', () => {
    expect(pointWouldChangeModes(cart([shop('pickup')]))).toBe(false);
    expect(pointWouldChangeModes(cart([shop('pickup'), shop('standard', false)]))).toBe(false);
    expect(pointWouldChangeModes(cart([shop('pickup'), shop('standard')]))).toBe(true);
    expect(pointWouldChangeModes(cart([shop('pickup'), shop('standard')], true))).toBe(false);
  });
});

describe('the point kept for the confirmation', () => {
  const point = pickupPointOf(valid);

  it('is read back for its own order only', () => {
    const value = encodeOrderPickup(41, point);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeOrderPickup(value, 41)).toEqual(point);
    expect(decodeOrderPickup(value, 42)).toBeNull();
  });

  it('reads a missing or tampered value as none', () => {
    expect(decodeOrderPickup(null, 41)).toBeNull();
    expect(decodeOrderPickup('not json!', 41)).toBeNull();
    expect(decodeOrderPickup(btoa(JSON.stringify([41, { name: '' }])), 41)).toBeNull();
    const tooLong = { ...point, zip_code: '1'.repeat(21) };
    expect(decodeOrderPickup(encodeOrderPickup(41, tooLong), 41)).toBeNull();
  });
});
