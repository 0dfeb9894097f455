// The promo-code pages' actions (docs/admin.md "Promotions"): create, save, end now. A form the page
// cannot read or the API refuses comes back with what was typed and each field's error; a success
// redirects, so a reload sends nothing again.
import { adminPromotionsEndpoints, type PromoCodeInput } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { readFormBody } from '../../lib/form-body.server.ts';
import { FORM_FIELD_OF, promoBodyOf } from './promo-form.server.ts';

export const PROMO_ACTION_ERRORS = ['input_invalid', 'promo_code_taken', 'not_found'] as const;
export type PromoActionError = (typeof PROMO_ACTION_ERRORS)[number] | 'other';

export interface PromoActionFailure {
  error: PromoActionError;
  fields: Record<string, string>;
  values: Record<string, string>;
}

function typedValues(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
}

function errorOf(code: string): PromoActionError {
  return (PROMO_ACTION_ERRORS as readonly string[]).includes(code) ? (code as PromoActionError) : 'other';
}

/** Creates (no id) or changes a code, or ends it (intent `end`). */
export async function promoAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  id: number | null,
) {
  const form = await readFormBody(request);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const intent = form.get('intent');
  if (intent === 'end' && id !== null) {
    const ended = await api.call(adminPromotionsEndpoints.end, { params: { id } });
    if (ended.ok) throw redirect(`${url.pathname}?ended`);
    return data<PromoActionFailure>({ error: errorOf(ended.code), fields: {}, values: {} }, 400);
  }
  const values = typedValues(form);
  const parsed = promoBodyOf(form);
  if (!parsed.ok) return data<PromoActionFailure>({ error: 'input_invalid', fields: parsed.fields, values }, 400);
  const body = parsed.body as PromoCodeInput;
  const result =
    id === null
      ? await api.call(adminPromotionsEndpoints.create, { body })
      : await api.call(adminPromotionsEndpoints.update, { params: { id }, body });
  if (result.ok) {
    const path = id === null ? localisePath(`/admin/promo-code/${result.value.id}`, locale) : url.pathname;
    throw redirect(`${path}?${id === null ? 'created' : 'saved'}`);
  }
  const fields = Object.fromEntries(
    Object.entries(result.fields).map(([name, code]) => [FORM_FIELD_OF[name] ?? name.split('.')[0] ?? name, code]),
  );
  return data<PromoActionFailure>({ error: errorOf(result.code), fields, values }, 400);
}
