// /admin/messages/{id} (docs/messages.md "Support inbox"): a support conversation as the team reads it
// (opening it marks it read for this staff member, who joins it) and the answer form; the customer
// reads the answer in their own inbox. Only support conversations: any other id is not found here.
import { messagingEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { ConversationView } from '../features/messages/index.ts';
import { conversationIdOf, threadAction } from '../features/messages/index.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-message';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const id = conversationIdOf(params.id);
  const { locale } = splitLocaleFromPath(url.pathname);
  const thread = await apiClient(context).read(messagingEndpoints.read, { params: { id } });
  if (thread.conversation.kind !== 'support') throw notFoundResponse();
  return { locale, thread, sent: url.searchParams.get('sent') === '1' };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const result = await threadAction({ context, request, id: conversationIdOf(params.id), pagePath: url.pathname });
  return data(result, 400);
}

export default function AdminMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, thread, sent } = loaderData;
  const names = thread.conversation.with.join(', ');
  return (
    <>
      <PageHead title={thread.conversation.subject} noIndex />
      <AdminLayout active="supportInbox">
        <ConversationView
          thread={thread}
          locale={locale}
          sent={sent}
          result={actionData}
          back={{ to: localisePath('/admin/messages', locale), label: t('admin.supportInbox.back') }}
          subtitle={names ? t('messages.inbox.with', { names }) : null}
        />
      </AdminLayout>
    </>
  );
}
