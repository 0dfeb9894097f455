// /admin/messages/{id} (docs/messages.md "Support inbox"): a support conversation as the team reads it
// (opening it marks it read for this staff member, who joins it) and the answer form; the customer
// reads the answer in their own inbox. Only support conversations: any other id is not found here.
import { messagingEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, Link } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { MessageForm, MessageThread } from '../features/messages/index.ts';
import { threadAction } from '../features/messages/index.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-message';

function idOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== param) throw notFoundResponse();
  return id;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const id = idOf(params.id);
  const { locale } = splitLocaleFromPath(url.pathname);
  const thread = await apiClient(context).read(messagingEndpoints.read, { params: { id } });
  if (thread.conversation.kind !== 'support') throw notFoundResponse();
  return { locale, thread, sent: url.searchParams.get('sent') === '1' };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const result = await threadAction({ context, request, id: idOf(params.id), pagePath: url.pathname });
  return data(result, 400);
}

export default function AdminMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, thread, sent } = loaderData;
  const { conversation } = thread;
  const names = conversation.with.join(', ');
  return (
    <>
      <PageHead title={conversation.subject} noIndex />
      <AdminLayout active="supportInbox">
        <Link
          to={localisePath('/admin/messages', locale)}
          className="text-sm font-semibold underline underline-offset-4"
        >
          ← {t('admin.supportInbox.back')}
        </Link>
        <h1 className="mt-3 text-2xl font-semibold">{conversation.subject}</h1>
        {names && <p className="mt-1 text-sm text-ink-muted">{t('messages.inbox.with', { names })}</p>}
        {sent && (
          <p role="status" className="mt-4 font-semibold">
            {t('messages.form.sent')}
          </p>
        )}
        <MessageThread messages={thread.messages} locale={locale} />
        <div className="max-w-2xl">
          <MessageForm mode="reply" hidden={{ intent: 'reply' }} result={actionData} />
        </div>
      </AdminLayout>
    </>
  );
}
