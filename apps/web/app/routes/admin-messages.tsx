// /admin/messages (docs/messages.md "Support inbox"): the team's support conversations, latest first,
// unread ones in bold with their count (the staff member's own unread: what came after they last read
// it). Opening one (/admin/messages/{id}) reads it and answers it. Boss and team, second factor passed.
import { messagingEndpoints } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { ConversationList } from '../features/messages/index.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-messages';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const list = await apiClient(context).read(messagingEndpoints.list);
  const conversations = list.conversations.filter((conversation) => conversation.kind === 'support');
  const unread = conversations.reduce((sum, conversation) => sum + conversation.unread, 0);
  return { locale, conversations, unread };
}

export default function AdminMessagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, conversations, unread } = loaderData;
  return (
    <>
      <PageHead title={t('admin.supportInbox.title')} noIndex />
      <AdminLayout active="supportInbox">
        <h1 className="text-2xl font-semibold">{t('admin.supportInbox.title')}</h1>
        <p className="mt-2 max-w-3xl text-ink-muted">{t('admin.supportInbox.intro')}</p>
        {unread > 0 && <p className="mt-2 font-semibold">{t('admin.supportInbox.unreadTotal', { count: unread })}</p>}
        {conversations.length === 0 ? (
          <p className="mt-6">{t('admin.supportInbox.none')}</p>
        ) : (
          <ConversationList conversations={conversations} locale={locale} basePath="/admin/messages" />
        )}
      </AdminLayout>
    </>
  );
}
