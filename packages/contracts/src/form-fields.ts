// Field schemas shared by forms and the API bodies they post (spec section 5). Every failure carries
// the spec's translation key as its message, so the browser, a page action and the API's error
// handler all report the same code for a field: input_required, email_invalid, latin_invalid...
import { fieldCodesOfIssues, isEmail, isLatin } from '@spindle/domain';
import { z } from 'zod';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A mailbox the mailer can send to: the spec's e-mail rule, and nothing a header could be built from. */
function isMailboxAddress(text: string): boolean {
  return isEmail(text) && !/[<>,;"()[\]\\]/.test(text);
}

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Required text, trimmed: blank is input_required, longer than `maxLength` input_too_long. */
export function requiredTextField(maxLength: number) {
  return z.string({ error: 'input_required' }).trim().min(1, 'input_required').max(maxLength, 'input_too_long');
}

/** Required Latin text (a name on an order or a form): letters including accented, digits, # space , ' ’ . - / */
export function latinTextField(maxLength: number) {
  return requiredTextField(maxLength).refine(isLatin, 'latin_invalid');
}

/** A required e-mail address, trimmed. */
export const emailField = z
  .string({ error: 'input_required' })
  .trim()
  .min(1, 'input_required')
  .max(EMAIL_MAX_LENGTH, 'email_invalid')
  .refine(isMailboxAddress, 'email_invalid');

/** A choice among `values`: nothing chosen is input_required, an unknown value input_invalid_choice. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? 'input_required' : 'input_invalid_choice'),
  });
}

/** Field codes of a failed parse, the first one of each field, keyed by field path ('email', 'address.city'). */
export function fieldCodesOf(error: z.ZodError): Record<string, string> {
  return fieldCodesOfIssues(error.issues);
}
