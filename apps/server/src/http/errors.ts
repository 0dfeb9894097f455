// The one error type of the API and the one place that maps its codes to HTTP statuses.
// Expected outcomes are values; AppError is for not-found, forbidden and broken invariants.
import type { ErrorBody } from '@spindle/contracts';

/** Field codes keyed by field name ('email' -> 'email_invalid'); codes are the spec's translation keys. */
export type FieldErrors = Record<string, string>;

/** Status of each code that does not mean "bad request". Anything unlisted is a 400. */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  invalid_credentials: 401,
  csrf_invalid: 403,
  too_many_attempts: 429,
  oauth_failed: 401,
  oauth_account_taken: 409,
  oauth_link_requires_password: 409,
  idempotency_key_reused: 409,
  idempotency_key_in_use: 409,
  internal_error: 500,
  service_unavailable: 503,
};

/** English fallback messages; the client shows `t(code)` in the visitor's language. */
const MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  unauthorized: 'Sign in to continue',
  forbidden: 'You are not allowed to do this',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  conflict: 'This conflicts with the current state',
  payload_too_large: 'The request body is too large',
  unsupported_media_type: 'Unsupported content type',
  too_many_requests: 'Too many requests',
  invalid_credentials: 'Wrong e-mail or password',
  csrf_invalid: 'This request did not come from this site',
  too_many_attempts: 'Too many attempts, try again later',
  idempotency_key_reused: 'This Idempotency-Key was used with another request',
  idempotency_key_in_use: 'A request with this Idempotency-Key is still running; retry shortly',
  idempotency_key_invalid: 'An Idempotency-Key is 1 to 255 printable ASCII characters',
  internal_error: 'Internal server error',
  service_unavailable: 'Service unavailable',
  input_invalid: 'Some fields are invalid',
  invalid_json: 'The request body is not valid JSON',
  bad_request: 'Bad request',
};

/** The HTTP status for an error code (the single status mapping of the API). */
export function statusOfCode(code: string): number {
  return STATUS_BY_CODE[code] ?? 400;
}

/** The fallback English message of an error code. */
export function messageOfCode(code: string): string {
  return MESSAGE_BY_CODE[code] ?? code.replaceAll('_', ' ');
}

/** Not found, forbidden, unauthorised or a broken invariant: thrown, and answered as `{ error }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly status: number;
  readonly fields: FieldErrors | undefined;

  constructor(code: string, status?: number, fields?: FieldErrors, message?: string) {
    super(message ?? messageOfCode(code));
    this.code = code;
    this.status = status ?? statusOfCode(code);
    this.fields = fields;
  }
}

/** The JSON body of an error response. */
export function errorBody(code: string, message: string, fields?: FieldErrors): ErrorBody {
  return fields && Object.keys(fields).length > 0 ? { error: { code, message, fields } } : { error: { code, message } };
}
