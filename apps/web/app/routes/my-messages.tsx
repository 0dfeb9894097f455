// /my-account/messages (docs/messages.md): the signed-in user's conversations, latest first, unread
// ones in bold with their count; "Contact us" starts a support conversation.
import { messagingEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { ConversationList } from '../features/messages/index.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/my-messages';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const list = await apiClient(context).read(messagingEndpoints.list);
  return { locale, list };
}

export default function MyMessagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, list } = loaderData;
  return (
    <>
      <PageHead title={t('messages.inbox.title')} noIndex />
      <AccountLayout active="messages">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t('messages.inbox.title')}</h1>
          <Link
            to={localisePath('/my-account/messages/new?kind=support', locale)}
            className="inline-flex h-11 items-center rounded-full border border-line px-5 font-semibold"
          >
            {t('messages.inbox.contactUs')}
          </Link>
        </div>
        <p className="mt-2 text-ink-muted">{t('messages.inbox.intro')}</p>
        {list.unread > 0 && (
          <p className="mt-2 font-semibold">{t('messages.inbox.unreadTotal', { count: list.unread })}</p>
        )}
        {list.conversations.length === 0 ? (
          <p className="mt-6">{t('messages.inbox.empty')}</p>
        ) : (
          <ConversationList conversations={list.conversations} locale={locale} />
        )}
      </AccountLayout>
    </>
  );
}
