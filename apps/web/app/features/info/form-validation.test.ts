import { contactRequestSchema } from '@spindle/contracts';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, contactValues } from './contact-form.tsx';
import { checkForm, firstFailingField, textValues } from './form-validation.ts';

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe('checking the contact form', () => {
  it('reports every failing field with the spec code and focuses the first one in the form', () => {
    const values = contactValues(formData({ name: 'Zoë', email: 'zoe@', subject: '', message: '' }), 'fr');
    expect(checkForm(contactRequestSchema, values, CONTACT_FIELDS)).toEqual({
      ok: false,
      errors: { email: 'email_invalid', subject: 'input_required', message: 'input_required' },
      firstField: 'email',
    });
  });

  it('passes a complete form in the page language, honeypot included for the API to judge', () => {
    const values = contactValues(
      formData({ name: 'Zoë', email: 'zoe@example.com', subject: 'press', message: 'Hello', website: '' }),
      'kr',
    );
    const result = checkForm(contactRequestSchema, values, CONTACT_FIELDS);
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Zoë',
        email: 'zoe@example.com',
        subject: 'press',
        orderNumber: '',
        message: 'Hello',
        lang: 'kr',
        website: '',
      },
    });
  });

  it('reads missing fields as empty text', () => {
    expect(textValues(formData({ a: 'x' }), ['a', 'b'])).toEqual({ a: 'x', b: '' });
  });

  it('names the first failing field in form order, whatever order the errors came in', () => {
    expect(firstFailingField({ message: 'input_required', name: 'latin_invalid' }, CONTACT_FIELDS)).toBe('name');
    expect(firstFailingField({}, CONTACT_FIELDS)).toBeNull();
  });
});
