import { describe, expect, it } from 'vitest';
import { formatDelta, quoteQueryOf, quoteRequestFromFields, retryMinutesOf } from './quote-form.ts';

describe('configurator fields', () => {
  it('takes the contract defaults on a first visit', () => {
    const read = quoteRequestFromFields(new URLSearchParams());
    expect(read.ok && read.request).toMatchObject({
      format: '12',
      quantity: 300,
      weightGrams: 140,
      shrinkWrap: true,
      testPressing: true,
    });
  });

  it('reads a submitted form: numbers from text, unticked boxes as false, a selling price in euros', () => {
    const read = quoteRequestFromFields(
      new URLSearchParams(
        'configured=1&quantity=500&weightGrams=180&colour=red&effect=splatter&secondaryColour=white&numbered=true&sellingPrice=24,90',
      ),
    );
    expect(read.ok && read.request).toMatchObject({
      quantity: 500,
      weightGrams: 180,
      colour: 'red',
      effect: 'splatter',
      numbered: true,
      shrinkWrap: false,
      testPressing: false,
      sellingPriceMinor: 2490,
    });
  });

  it('gives the spec field codes for bad values', () => {
    expect(
      quoteRequestFromFields(new URLSearchParams('configured=1&quantity=12.5&colour=plaid&sellingPrice=abc')),
    ).toEqual({
      ok: false,
      fields: { sellingPrice: 'input_must_number', quantity: 'input_must_integer', colour: 'input_invalid_choice' },
    });
    const small = quoteRequestFromFields(new URLSearchParams('configured=1&quantity=5'));
    expect(small.ok ? null : small.fields.quantity).toBe('input_too_small');
  });

  it('writes options back as the same query, so the page address can be shared', () => {
    const read = quoteRequestFromFields(
      new URLSearchParams('configured=1&quantity=500&weightGrams=180&numbered=true&sellingPrice=20'),
    );
    if (!read.ok) throw new Error('should read');
    const again = quoteRequestFromFields(quoteQueryOf(read.request));
    expect(again).toEqual(read);
  });

  it('shows an option’s change per copy, signed, and nothing for no change', () => {
    expect(formatDelta(21_000, 500, 'en')).toBe('+€0.42');
    expect(formatDelta(-50_000, 500, 'en')).toBe('−€1');
    expect(formatDelta(1, 500, 'en')).toBeNull();
    expect(formatDelta(12_000, 300, 'en', false)).toBe('+€120');
  });
});

describe('waiting after too many requests', () => {
  it.each([
    [1, 1],
    [60, 1],
    [61, 2],
    [3600, 60],
    [0, 1],
  ])('Retry-After %i s is %i minute(s)', (seconds, minutes) => {
    expect(retryMinutesOf(seconds)).toBe(minutes);
  });

  it('has no wait without a usable Retry-After', () => {
    expect(retryMinutesOf(null)).toBeNull();
    expect(retryMinutesOf(undefined)).toBeNull();
    expect(retryMinutesOf(Number.NaN)).toBeNull();
  });
});
