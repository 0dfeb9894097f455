// What an account form's action answers when it does not redirect, and how its error codes become
// the translated messages (the API's codes, docs/accounts.md). Shared by actions and components.

/** Codes that have their own message in `account.errors`; anything else shows the generic one. */
export const KNOWN_ERRORS = [
  'invalid_credentials',
  'too_many_attempts',
  'email_taken',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_invalid',
  'password_not_set',
  'password_mismatch',
  'token_invalid',
  'phone_invalid',
  'image_invalid',
  'latin_invalid',
  'input_required',
  'input_invalid',
  'input_too_long',
  'email_invalid',
  'file_max_size',
  'oauth_denied',
  'oauth_state_invalid',
  'oauth_failed',
  'oauth_link_requires_password',
  'oauth_account_taken',
  'oauth_email_required',
] as const;

/** One of the translated error codes, or 'generic'. */
export type AccountErrorCode = (typeof KNOWN_ERRORS)[number] | 'generic';

/** A code from the API (or the form's own check) as one the page can show. */
export function accountErrorCode(code: string | null | undefined): AccountErrorCode {
  return KNOWN_ERRORS.find((known) => known === code) ?? 'generic';
}

/** The answer of an account form: done (with an optional notice), or refused with a message and field errors. */
export type FormResult =
  | { form: string; ok: true; notice?: string }
  | {
      form: string;
      ok: false;
      /** The message above the form (null when only fields are wrong). */
      error: AccountErrorCode | null;
      /** Minutes to wait before trying again (too_many_attempts). */
      retryMinutes?: number;
      fields: Record<string, AccountErrorCode>;
      /** What the person typed (never a password), to refill the form without JavaScript. */
      values: Record<string, string>;
    };

/** The i18n key and options of an error message. */
export function errorMessage(code: AccountErrorCode, retryMinutes?: number): [string, Record<string, unknown>] {
  if (code === 'too_many_attempts') return ['account.errors.too_many_attempts', { count: retryMinutes ?? 15 }];
  return [`account.errors.${code}`, {}];
}

/** Minutes to show for a Retry-After in seconds (at least one). */
export function retryMinutesOf(retryAfterSeconds: number | null): number {
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds)) return 15;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
