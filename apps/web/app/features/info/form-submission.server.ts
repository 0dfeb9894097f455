// Page actions post their form to the JSON API in process (the same endpoint the browser could call)
// and turn its answer into what the form shows: field codes, a form-wide problem, or success.
import { errorBodySchema } from '@spindle/contracts';
import type { ApiFetch } from '../../context.ts';
import type { FieldErrors, FormFailure } from './form-validation.ts';

export type SubmitOutcome =
  { ok: true } | { ok: false; status: number; errors: FieldErrors; formError: FormFailure['formError'] };

/** POSTs `body` as JSON to `/api{path}`; 4xx field errors come back per field, the rest as a form problem. */
export async function postJson(api: ApiFetch, path: string, body: unknown): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await api(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error(`POST /api${path} failed`, error);
    return { ok: false, status: 503, errors: {}, formError: 'failed' };
  }
  if (response.ok) return { ok: true };
  if (response.status === 429) return { ok: false, status: 429, errors: {}, formError: 'tooManyRequests' };
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  const fields = parsed.success ? parsed.data.error.fields : undefined;
  if (response.status < 500 && fields) return { ok: false, status: response.status, errors: fields, formError: null };
  console.error(`POST /api${path} answered ${response.status}`, parsed.success ? parsed.data.error.code : '');
  return { ok: false, status: response.status >= 500 ? 503 : response.status, errors: {}, formError: 'failed' };
}
