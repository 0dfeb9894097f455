import { describe, expect, it } from 'vitest';
import { fieldCodesOfIssues } from './validation.ts';

describe('field codes of a failed form', () => {
  it('keeps the first code of each field, by path, and puts form-wide ones under _', () => {
    expect(
      fieldCodesOfIssues([
        { path: ['email'], message: 'input_required' },
        { path: ['email'], message: 'email_invalid' },
        { path: ['address', 'city'], message: 'latin_invalid' },
        { path: ['lines', 0], message: 'input_too_long' },
        { path: [], message: 'form_invalid' },
      ]),
    ).toEqual({
      email: 'input_required',
      'address.city': 'latin_invalid',
      'lines.0': 'input_too_long',
      _: 'form_invalid',
    });
  });
});
