// POST /resources/support-message: the support launcher's contact form (issue 18). A signed-in user's
// message opens a support conversation (POST user/messages, kind support: the team answers it in the
// back office's /admin/messages and the user reads the answer in their inbox); a visitor's is kept
// with the e-mail given through the contact form's API (POST contact), which tells the team at once.
import { contactEndpoints, contactRequestSchema, messagingEndpoints } from '@spindle/contracts';
import { DEFAULT_LOCALE, isLocale } from '@spindle/domain';
import type { RouterContextProvider } from 'react-router';
import { sessionUser } from '../account/index.server.ts';
import { apiClient } from '../../lib/api.server.ts';
import { readFormBody, textOf } from '../../lib/form-body.server.ts';

/** The form's fields (a signed-in user types the message alone). */
export const SUPPORT_FIELDS = ['name', 'email', 'message'] as const;
export type SupportField = (typeof SUPPORT_FIELDS)[number];

/** What the launcher's form shows after sending: where the answer will come, or what to fix. */
export type SupportMessageResult =
  | { ok: true; answerIn: 'inbox' | 'email'; conversationId: number | null }
  | { ok: false; code: string; field: SupportField | null };

/** The first field the API named, with its code; else the answer's code for the whole form. */
function refusalOf(result: { code: string; fields: Readonly<Record<string, string>> }): SupportMessageResult {
  const named = SUPPORT_FIELDS.find((field) => result.fields[field] ?? (field === 'message' && result.fields.text));
  const code = named ? (result.fields[named] ?? result.fields.text ?? result.code) : result.code;
  return { ok: false, code, field: named ?? null };
}

export async function sendSupportMessage(input: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<{ result: SupportMessageResult; status: number }> {
  const form = await readFormBody(input.request);
  const lang = textOf(form, 'lang');
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const message = textOf(form, 'message');
  const api = apiClient(input.context);

  if (await sessionUser(input.context)) {
    if (!message.trim()) return { result: { ok: false, code: 'input_required', field: 'message' }, status: 400 };
    const started = await api.call(
      messagingEndpoints.start,
      { body: { kind: 'support', text: message, attachments: [] } },
      { onServerFailure: 'value' },
    );
    if (!started.ok) return { result: refusalOf(started), status: started.status };
    return { result: { ok: true, answerIn: 'inbox', conversationId: started.value.conversation_id }, status: 201 };
  }

  const values = {
    name: textOf(form, 'name'),
    email: textOf(form, 'email'),
    subject: 'other',
    message,
    lang: locale,
    website: textOf(form, 'website'),
  };
  const checked = contactRequestSchema.safeParse(values);
  if (!checked.success) {
    const issue = checked.error.issues.find((entry) => SUPPORT_FIELDS.includes(entry.path[0] as SupportField));
    const field = (issue?.path[0] as SupportField | undefined) ?? null;
    return { result: { ok: false, code: issue?.message ?? 'input_invalid', field }, status: 400 };
  }
  const sent = await api.call(contactEndpoints.send, { body: checked.data }, { onServerFailure: 'value' });
  if (!sent.ok) return { result: refusalOf(sent), status: sent.status };
  return { result: { ok: true, answerIn: 'email', conversationId: null }, status: 201 };
}
