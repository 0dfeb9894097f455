import { describe, expect, it } from 'vitest';
import { dayOfInstant, instantOfDay, listOf, priceFieldValue, readDetailsForm } from './details-fields.ts';

function formOf(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

const vinyl = { kind: 'vinyl', category: 'vinyl' } as const;

describe('project details form', () => {
  it('reads prices in major units of each currency into minor units', () => {
    const read = readDetailsForm(
      formOf({ priceEur: '24,90', price_USD: '27.50', price_JPY: '3900', price_GBP: '' }),
      vinyl,
    );
    expect(read).toEqual({
      ok: true,
      body: {
        priceEurMinor: 2490,
        prices: [
          { currency: 'USD', priceMinor: 2750 },
          { currency: 'JPY', priceMinor: 3900 },
        ],
      },
    });
  });

  it('refuses a price that is not a number and a goal that is not whole, with the spec keys', () => {
    const read = readDetailsForm(formOf({ priceEur: 'twelve', goal: '2.5' }), vinyl);
    expect(read).toEqual({ ok: false, fields: { priceEur: 'input_must_number', goal: 'input_must_integer' } });
  });

  it('turns days into instants, empty fields into null, and country lists into upper-case codes', () => {
    const read = readDetailsForm(
      formOf({
        startDate: '2026-12-01',
        endDate: '2027-01-31',
        limitPerCustomer: '',
        onlyCountry: 'fr, be ,FR',
        excludeCountry: '',
      }),
      vinyl,
    );
    expect(read).toEqual({
      ok: true,
      body: {
        startAt: '2026-12-01T00:00:00Z',
        endAt: '2027-01-31T23:59:59Z',
        limitPerCustomer: null,
        onlyCountry: ['FR', 'BE'],
        excludeCountry: null,
      },
    });
  });

  it('sends sizes only for sized merch', () => {
    expect(readDetailsForm(formOf({ sizes: 'S, M, L' }), { kind: 'vinyl', category: 't-shirt' })).toEqual({
      ok: true,
      body: { sizes: ['S', 'M', 'L'] },
    });
    expect(readDetailsForm(formOf({ sizes: 'S, M' }), vinyl)).toEqual({ ok: true, body: {} });
  });

  it('shows stored prices back in major units', () => {
    const project = { priceEurMinor: 2490, prices: [{ currency: 'KRW' as const, priceMinor: 35000 }] };
    expect(priceFieldValue(project, 'EUR')).toBe('24.90');
    expect(priceFieldValue(project, 'KRW')).toBe('35000');
    expect(priceFieldValue(project, 'USD')).toBe('');
    expect(listOf('', true)).toBeNull();
    expect(dayOfInstant(instantOfDay('2026-05-04', true))).toBe('2026-05-04');
  });
});
