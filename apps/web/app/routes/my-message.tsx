// /my-account/messages/{id} (docs/messages.md): a conversation's thread (opening it marks it read),
// the reply form with files (it posts before hydration too) and the switch of its e-mails.
import { messagingEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, Form } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { ConversationView } from '../features/messages/index.ts';
import { conversationIdOf, threadAction } from '../features/messages/index.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/my-message';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const id = conversationIdOf(params.id);
  const { locale } = splitLocaleFromPath(url.pathname);
  const thread = await apiClient(context).read(messagingEndpoints.read, { params: { id } });
  return { locale, thread, sent: url.searchParams.get('sent') === '1' };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const result = await threadAction({ context, request, id: conversationIdOf(params.id), pagePath: url.pathname });
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
        <ConversationView
          thread={thread}
          locale={locale}
          sent={sent}
          result={actionData}
          back={{ to: localisePath('/my-account/messages', locale), label: t('messages.thread.back') }}
          subtitle={`${t(`messages.kind.${conversation.kind}`)} · ${t('messages.inbox.with', { names })}`}
        >
          <Form method="post" className="mt-8 grid gap-2 text-sm">
            {thread.emails_muted && <p>{t('messages.thread.muted')}</p>}
            <input type="hidden" name="intent" value={thread.emails_muted ? 'unmute' : 'mute'} />
            <div>
              <button type="submit" className="underline underline-offset-4">
                {thread.emails_muted ? t('messages.thread.unmute') : t('messages.thread.mute')}
              </button>
            </div>
          </Form>
        </ConversationView>
      </AccountLayout>
    </>
  );
}
