import { describe, expect, it } from 'vitest';
import { addressValuesOf, isPhoneNumber, validateAddress, validateCard, type AddressValues } from './address-rules.ts';

const valid: AddressValues = {
  firstname: 'Zoë',
  lastname: "O'Brien-Müller",
  email: 'zoe@example.com',
  phone: '+33 6 12 34 56 78',
  company: '',
  address: '12, rue de l’Église #3',
  address2: '',
  zip_code: '75011',
  city: 'Paris',
  state: '',
  country_id: 'FR',
};

describe('the delivery address', () => {
  it('passes with accented Latin names and the allowed punctuation', () => {
    expect(validateAddress(valid)).toEqual({ ok: true });
  });

  it('refuses non-Latin text with latin_invalid and focuses the first failing field', () => {
    const result = validateAddress({ ...valid, lastname: '王', city: 'Москва' });
    expect(result).toEqual({
      ok: false,
      errors: { lastname: 'latin_invalid', city: 'latin_invalid' },
      firstField: 'lastname',
    });
  });

  it('asks for every required field with input_required, blank counts as empty', () => {
    const result = validateAddress({ ...valid, firstname: '  ', zip_code: '', country_id: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        firstname: 'input_required',
        zip_code: 'input_required',
        country_id: 'input_required',
      });
    }
  });

  it('checks the email and the phone', () => {
    const result = validateAddress({ ...valid, email: 'zoe@', phone: '12' });
    expect(result.ok ? {} : result.errors).toEqual({ email: 'email_invalid', phone: 'phone_invalid' });
  });

  it('needs a state for a United States address but not for a French one', () => {
    expect(validateAddress({ ...valid, country_id: 'US' })).toMatchObject({
      ok: false,
      errors: { state: 'input_required' },
    });
    expect(validateAddress({ ...valid, country_id: 'US', state: 'NY' })).toEqual({ ok: true });
  });

  it('reads the fields of a posted form, trimmed, missing ones empty', () => {
    const form = new FormData();
    form.set('firstname', '  Ana ');
    expect(addressValuesOf(form)).toMatchObject({ firstname: 'Ana', lastname: '', country_id: '' });
  });

  it.each([
    ['+1 (212) 555-0100', true],
    ['06.12.34.56.78', true],
    ['12345', false],
    ['call me', false],
  ])('phone %j is valid: %s', (phone, expected) => {
    expect(isPhoneNumber(phone)).toBe(expected);
  });
});

describe('the card form', () => {
  it('turns MM/YY into a month and a four-digit year and drops spaces from the number', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '04 / 31', cvc: '123' })).toEqual({
      ok: true,
      card: { number: '4242424242424242', exp_month: 4, exp_year: 2031, cvc: '123' },
    });
  });

  it('reports each missing or malformed field with its key', () => {
    expect(validateCard({ number: '', expiry: '4-31', cvc: 'abc' })).toEqual({
      ok: false,
      errors: { number: 'input_required', expiry: 'expiry_invalid', cvc: 'input_must_integer' },
      firstField: 'number',
    });
  });
});
