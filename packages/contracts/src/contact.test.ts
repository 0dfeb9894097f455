import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact.ts';
import { fieldCodesOf } from './form-fields.ts';
import { newsletterRequestSchema } from './newsletter.ts';

const valid = {
  name: 'Zoë O’Brien-Ñúñez',
  email: 'zoe@example.com',
  subject: 'order',
  message: 'Where is my record?',
  lang: 'fr',
};

function codesOf(input: Record<string, unknown>): Record<string, string> {
  const parsed = contactRequestSchema.safeParse(input);
  return parsed.success ? {} : fieldCodesOf(parsed.error);
}

describe('the contact request', () => {
  it('accepts a complete message, trimmed, with accented Latin names', () => {
    const parsed = contactRequestSchema.parse({ ...valid, name: '  Zoë O’Brien-Ñúñez ', orderNumber: ' 10452 ' });
    expect(parsed).toMatchObject({ name: 'Zoë O’Brien-Ñúñez', orderNumber: '10452', lang: 'fr' });
  });

  it('reports input_required for every missing or blank required field, one code per field', () => {
    expect(codesOf({ name: '   ', email: '', subject: '', message: '\n' })).toEqual({
      name: 'input_required',
      email: 'input_required',
      subject: 'input_required',
      message: 'input_required',
    });
    expect(codesOf({})).toEqual({
      name: 'input_required',
      email: 'input_required',
      subject: 'input_required',
      message: 'input_required',
    });
  });

  it('reports email_invalid for an address that is not one mailbox', () => {
    for (const email of ['zoe@', 'zoe example.com', 'zoe@example', '"Zoë" <zoe@example.com>', 'a@b.com,c@d.com']) {
      expect(codesOf({ ...valid, email })).toEqual({ email: 'email_invalid' });
    }
  });

  it('reports latin_invalid for a name outside the Latin rule', () => {
    expect(codesOf({ ...valid, name: '김민준' })).toEqual({ name: 'latin_invalid' });
    expect(codesOf({ ...valid, name: 'Zoë <script>' })).toEqual({ name: 'latin_invalid' });
  });

  it('only knows the four subjects', () => {
    expect(codesOf({ ...valid, subject: 'refund' })).toEqual({ subject: 'input_invalid_choice' });
    for (const subject of ['order', 'artist', 'press', 'other']) expect(codesOf({ ...valid, subject })).toEqual({});
  });

  it('limits the lengths of the message and the order number', () => {
    expect(codesOf({ ...valid, message: 'a'.repeat(5001), orderNumber: '1'.repeat(41) })).toEqual({
      message: 'input_too_long',
      orderNumber: 'input_too_long',
    });
  });

  it('writes in English when no language is given', () => {
    expect(contactRequestSchema.parse({ ...valid, lang: undefined }).lang).toBe('en');
  });
});

describe('the newsletter request', () => {
  it('needs an address and one of the five languages', () => {
    expect(newsletterRequestSchema.safeParse({ email: 'fan@example.com', lang: 'kr' }).success).toBe(true);
    const parsed = newsletterRequestSchema.safeParse({ email: 'fan@', lang: 'de' });
    expect(parsed.success ? {} : fieldCodesOf(parsed.error)).toEqual({
      email: 'email_invalid',
      lang: 'input_invalid_choice',
    });
  });
});
