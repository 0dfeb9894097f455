// The project page's action: the wishlist toggle (POST /api/user/wishes), the like (POST
// /api/projects/{id}/like) and a comment (POST /api/comments), each sent to the API as the visitor.
// A visitor without a session (401) is sent to sign in and brought back to the page.
import { commentTextSchema, communityEndpoints } from '@spindle/contracts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { apiClient, notFoundResponse, type ApiCallResult } from '../../lib/api.server.ts';
import { PROJECT_INTENTS, signInHref, type CommentFieldError, type CommentFormResult } from './project-forms.ts';
import { readFormBody } from '../../lib/form-body.server.ts';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** One schema per form; the comment text is the API's own schema, so both refuse the same texts. */
const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal(PROJECT_INTENTS.wishlist), in_whishlist: flag }),
  z.object({ intent: z.literal(PROJECT_INTENTS.like), liked: flag }),
  z.object({ intent: z.literal(PROJECT_INTENTS.comment), text: z.string() }),
]);

const COMMENT_ERRORS: readonly CommentFieldError[] = ['input_required', 'input_too_long', 'too_many_requests'];

function commentErrorOf(code: string | undefined): CommentFieldError {
  return COMMENT_ERRORS.find((known) => known === code) ?? 'input_required';
}

export async function submitProjectAction({
  request,
  url,
  context,
  projectId,
}: {
  request: Request;
  /** The page's URL: where a visitor comes back after signing in. */
  url: URL;
  context: Readonly<RouterContextProvider>;
  projectId: number;
}) {
  const form = formSchema.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!form.success) throw data(null, { status: 400 });

  const api = apiClient(context);
  let sent: ApiCallResult<unknown>;
  switch (form.data.intent) {
    case PROJECT_INTENTS.wishlist:
      sent = await api.call(communityEndpoints.setWish, {
        body: { project_id: projectId, in_whishlist: form.data.in_whishlist },
      });
      break;
    case PROJECT_INTENTS.like:
      sent = await api.call(communityEndpoints.like, { params: { id: projectId }, body: { liked: form.data.liked } });
      break;
    case PROJECT_INTENTS.comment: {
      const text = commentTextSchema.safeParse(form.data.text);
      if (!text.success) {
        return data<CommentFormResult>({ ok: false, error: commentErrorOf(text.error.issues[0]?.message) }, 400);
      }
      sent = await api.call(communityEndpoints.addComment, { body: { project_id: projectId, text: text.data } });
      break;
    }
  }

  if (!sent.ok) {
    if (sent.status === 401) throw redirect(signInHref(url.pathname));
    if (sent.status === 429 && form.data.intent === PROJECT_INTENTS.comment) {
      return data<CommentFormResult>({ ok: false, error: 'too_many_requests' }, 429);
    }
    if (sent.status === 400 && form.data.intent === PROJECT_INTENTS.comment) {
      return data<CommentFormResult>({ ok: false, error: commentErrorOf(sent.fields.text) }, 400);
    }
    throw notFoundResponse();
  }
  return data<CommentFormResult>({ ok: true });
}
