// The one error type of the API. Its codes and their HTTP statuses are one table shared with the web
// app (packages/contracts/src/http/error-codes.ts). Expected outcomes are values; AppError is for
// not-found, forbidden and broken invariants, and for turning a refusal into the error answer.
import type { ErrorBody } from '@spindle/contracts';
import { statusOfError, type ErrorCode } from '@spindle/contracts/http';

/** Field codes keyed by field name ('email' -> 'email_invalid'); codes are the spec's translation keys. */
export type FieldErrors = Record<string, string>;

/** English fallback messages; the client shows `t(code)` in the visitor's language. */
const MESSAGE_BY_CODE: Readonly<Partial<Record<ErrorCode, string>>> = {
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
  refund_empty: 'Choose at least one line, or shipping, to refund',
  refund_line_invalid: 'A refunded line must be a line of the order, with a whole number of units',
  refund_exceeds_paid: 'This is more than the order still holds: what was paid, less what was refunded',
  refund_in_progress: 'Another refund of this order is waiting for the payment provider; retry it first',
  address_not_editable: 'This parcel is on its way: its address can no longer change',
};

/** The fallback English message of an error code. */
export function messageOfCode(code: ErrorCode): string {
  return MESSAGE_BY_CODE[code] ?? code.replaceAll('_', ' ');
}

/** What an AppError may carry besides its code. */
export interface AppErrorDetails {
  /** Field codes shown beside the form's fields. */
  fields?: FieldErrors;
  /** Said instead of the code's English fallback. */
  message?: string;
}

/** Not found, forbidden, unauthorised or a broken invariant: thrown, and answered as `{ error }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  /** The code's status in the one table: an AppError never picks its own. */
  readonly status: number;
  readonly fields: FieldErrors | undefined;

  constructor(code: ErrorCode, details: AppErrorDetails = {}) {
    super(details.message ?? messageOfCode(code));
    this.code = code;
    this.status = statusOfError(code);
    this.fields = details.fields;
  }
}

/** The JSON body of an error response. */
export function errorBody(code: ErrorCode, message: string, fields?: FieldErrors): ErrorBody {
  return fields && Object.keys(fields).length > 0 ? { error: { code, message, fields } } : { error: { code, message } };
}
