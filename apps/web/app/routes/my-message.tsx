// /my-account/messages/{id} (docs/messages.md): a conversation's thread (opening it marks it read),
// the reply form with files (it posts before hydration too) and the switch of its e-mails.
import { messagingEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, Form, Link } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { MessageForm, MessageThread } from '../features/messages/index.ts';
import { threadAction } from '../features/messages/index.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/my-message';

function idOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== param) throw notFoundResponse();
  return id;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const id = idOf(params.id);
  const { locale } = splitLocaleFromPath(url.pathname);
  const thread = await apiClient(context).read(messagingEndpoints.read, { params: { id } });
  return { locale, thread, sent: url.searchParams.get('sent') === '1' };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const result = await threadAction({ context, request, id: idOf(params.id), pagePath: url.pathname });
  return data(result, 400);
}

export default function MessageThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, thread, sent } = loaderData;
  const { conversation } = thread;
  const names = conversation.with.length > 0 ? conversation.with.join(', ') : t('messages.inbox.team');
  return (
    <>
      <PageHead title={conversation.subject} noIndex />
      <AccountLayout active="messages">
        <Link
          to={localisePath('/my-account/messages', locale)}
          className="text-sm font-semibold underline underline-offset-4"
        >
          ← {t('messages.thread.back')}
        </Link>
        <h1 className="mt-3 text-2xl font-semibold">{conversation.subject}</h1>
        <p className="mt-1 text-sm text-ink-muted">
          {t(`messages.kind.${conversation.kind}`)} · {t('messages.inbox.with', { names })}
        </p>
        {sent && (
          <p role="status" className="mt-4 font-semibold">
            {t('messages.form.sent')}
          </p>
        )}
        <MessageThread messages={thread.messages} locale={locale} />
        <div className="max-w-2xl">
          <MessageForm mode="reply" hidden={{ intent: 'reply' }} result={actionData} />
        </div>
        <Form method="post" className="mt-8 grid gap-2 text-sm">
          {thread.emails_muted && <p>{t('messages.thread.muted')}</p>}
          <input type="hidden" name="intent" value={thread.emails_muted ? 'unmute' : 'mute'} />
          <div>
            <button type="submit" className="underline underline-offset-4">
              {thread.emails_muted ? t('messages.thread.unmute') : t('messages.thread.mute')}
            </button>
          </div>
        </Form>
      </AccountLayout>
    </>
  );
}
