// The inbox's page actions (forms that work before hydration): a new conversation, a reply with its
// files (read from the multipart form and sent as base64 to the API, which checks them by their bytes),
// and muting a conversation's e-mails. Refusals come back as an error code for the form to show.
import { MESSAGE_ATTACHMENTS_MAX, messagingEndpoints, type ConversationKind } from '@spindle/contracts';
import { redirect, type RouterContextProvider } from 'react-router';
import { apiClient, notFoundResponse } from '../../lib/api.server.ts';
import { readFormBody, textOf } from '../../lib/form-body.server.ts';

/** What a refused form shows: the error code and what was typed. */
export interface MessageFormResult {
  code: string;
  text: string;
  subject?: string;
}

/** The files of the form's `files` input (empty inputs send one empty file: skipped). */
async function attachmentsOf(form: FormData): Promise<{ name: string; data: string }[]> {
  const files = form.getAll('files').filter((value): value is File => value instanceof File && value.size > 0);
  return Promise.all(
    files.slice(0, MESSAGE_ATTACHMENTS_MAX + 1).map(async (file) => ({
      name: file.name || 'file',
      data: Buffer.from(await file.arrayBuffer()).toString('base64'),
    })),
  );
}

const positiveId = (text: string): number | undefined => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** POST /my-account/messages/new: opens the conversation and goes to it. */
export async function startConversationAction(input: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  threadPath: (id: number) => string;
}): Promise<MessageFormResult> {
  const form = await readFormBody(input.request);
  const kindText = textOf(form, 'kind');
  const kind: ConversationKind = kindText === 'order' || kindText === 'project' ? kindText : 'support';
  const text = textOf(form, 'text');
  const subject = textOf(form, 'subject');
  const shopOrderId = positiveId(textOf(form, 'shop_order_id'));
  const projectId = positiveId(textOf(form, 'project_id'));
  const result = await apiClient(input.context).call(
    messagingEndpoints.start,
    {
      body: {
        kind,
        text,
        ...(subject.trim() ? { subject } : {}),
        ...(shopOrderId !== undefined ? { shop_order_id: shopOrderId } : {}),
        ...(projectId !== undefined ? { project_id: projectId } : {}),
        attachments: await attachmentsOf(form),
      },
    },
    { onServerFailure: 'value' },
  );
  if (result.ok) throw redirect(input.threadPath(result.value.conversation_id));
  return { code: codeOf(result), text, subject };
}

/** The field's code when the API named one (text: input_required), else the answer's. */
function codeOf(result: { code: string; fields: Readonly<Record<string, string>> }): string {
  const field = Object.values(result.fields)[0];
  return result.code === 'input_invalid' && field ? field : result.code;
}

/** POST /my-account/messages/{id}: a reply (intent=reply) or the e-mails switch (intent=mute|unmute). */
export async function threadAction(input: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  id: number;
  pagePath: string;
}): Promise<MessageFormResult> {
  const form = await readFormBody(input.request);
  const intent = textOf(form, 'intent');
  const api = apiClient(input.context);
  if (intent === 'mute' || intent === 'unmute') {
    const result = await api.call(messagingEndpoints.mute, {
      params: { id: input.id },
      body: { muted: intent === 'mute' },
    });
    if (result.ok) throw redirect(input.pagePath);
    return { code: result.code, text: '' };
  }
  const text = textOf(form, 'text');
  const result = await api.call(
    messagingEndpoints.reply,
    { params: { id: input.id }, body: { text, attachments: await attachmentsOf(form) } },
    { onServerFailure: 'value' },
  );
  if (result.ok) throw redirect(`${input.pagePath}?sent=1#message-${result.value.message.id}`);
  return { code: codeOf(result), text };
}

/** The conversation id of a page's URL parameter; anything but a positive integer as written is not found. */
export function conversationIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== param) throw notFoundResponse();
  return id;
}
