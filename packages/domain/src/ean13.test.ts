import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SPINDLE_BARCODE_CAPACITY,
  SPINDLE_GS1_COMPANY_PREFIX,
  ean13CheckDigit,
  isValidEan13,
  readEan13,
  spindleEan13,
} from './ean13.ts';

describe('the EAN-13 check digit', () => {
  it.each([
    // Published examples: GS1's own (400638133393), a book's ISBN-13 and a record's sleeve.
    ['400638133393', 1],
    ['978030640615', 7],
    ['501234567890', 0],
    ['000000000000', 0],
  ])('of %s is %i', (first12, digit) => {
    expect(ean13CheckDigit(first12)).toBe(digit);
  });

  it('refuses anything but twelve digits', () => {
    expect(() => ean13CheckDigit('12345')).toThrow();
    expect(() => ean13CheckDigit('40063813339a')).toThrow();
  });
});

describe('reading a typed barcode', () => {
  it.each([
    ['4006381333931', { ok: true, ean13: '4006381333931' }],
    ['400 6381 33393 1', { ok: true, ean13: '4006381333931' }],
    ['978-0-306-40615-7', { ok: true, ean13: '9780306406157' }],
    // A 12-digit UPC-A is the EAN-13 with a leading 0.
    ['036000291452', { ok: true, ean13: '0036000291452' }],
    ['4006381333932', { ok: false, code: 'barcode_check_digit' }],
    ['400638133393', { ok: false, code: 'barcode_check_digit' }],
    ['40063813339', { ok: false, code: 'barcode_invalid' }],
    ['ABCDEFGHIJKLM', { ok: false, code: 'barcode_invalid' }],
    ['', { ok: false, code: 'barcode_invalid' }],
  ] as const)('%j reads as %j', (typed, reading) => {
    expect(readEan13(typed)).toEqual(reading);
  });

  it('finds every single wrong digit (the check digit catches all one-digit errors)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (first12, position, shift) => {
          const good = first12 + String(ean13CheckDigit(first12));
          const digits = [...good];
          digits[position] = String((Number(digits[position]) + shift) % 10);
          return isValidEan13(good) && !isValidEan13(digits.join(''));
        },
      ),
    );
  });
});

describe('a barcode Spindle assigns', () => {
  it('starts with the company prefix, carries the item reference and a right check digit', () => {
    const code = spindleEan13(42);
    expect(code).toHaveLength(13);
    expect(code.startsWith(`${SPINDLE_GS1_COMPANY_PREFIX}00042`)).toBe(true);
    expect(isValidEan13(code)).toBe(true);
  });

  it('gives different references different codes, all valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: SPINDLE_BARCODE_CAPACITY - 1 }), (reference) => {
        const code = spindleEan13(reference);
        return isValidEan13(code) && Number(code.slice(SPINDLE_GS1_COMPANY_PREFIX.length, 12)) === reference;
      }),
    );
  });

  it('refuses a reference the prefix has no room for', () => {
    expect(() => spindleEan13(0)).toThrow();
    expect(() => spindleEan13(SPINDLE_BARCODE_CAPACITY)).toThrow();
  });
});
