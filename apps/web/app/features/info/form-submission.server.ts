// Page actions post their form to the JSON API in process (the same endpoint the browser could call,
// with `onServerFailure: 'value'`) and turn its answer into what the form shows: field codes, a
// form-wide problem, or success.
import type { ApiCallResult } from '../../lib/api.server.ts';
import type { FieldErrors, FormFailure } from './form-validation.ts';

export type SubmitOutcome =
  { ok: true } | { ok: false; status: number; errors: FieldErrors; formError: FormFailure['formError'] };

/** What the form shows for the API's answer: 4xx field codes per field, anything else as a form problem. */
export function submitOutcomeOf(result: ApiCallResult<unknown>, where: string): SubmitOutcome {
  if (result.ok) return { ok: true };
  if (result.status === 429) return { ok: false, status: 429, errors: {}, formError: 'tooManyRequests' };
  if (result.status < 500 && Object.keys(result.fields).length > 0) {
    return { ok: false, status: result.status, errors: result.fields, formError: null };
  }
  console.error(`${where} answered ${result.status}`, result.code);
  return { ok: false, status: result.status >= 500 ? 503 : result.status, errors: {}, formError: 'failed' };
}
