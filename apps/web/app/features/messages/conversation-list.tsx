// The inbox: one line per conversation, latest first; unread ones in bold with their count (also in
// the link's accessible name, not only by weight).
import type { ConversationSummary } from '@spindle/contracts';
import { localisePath, type AppLocale } from '@spindle/domain';
import { Link } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { messageDay } from './message-dates.ts';

export function ConversationList({
  conversations,
  locale,
  basePath = '/my-account/messages',
}: {
  conversations: readonly ConversationSummary[];
  locale: AppLocale;
  /** Where a conversation opens: the user's inbox, or the back office's support inbox. */
  basePath?: string;
}) {
  const { t } = useT();
  return (
    <ul aria-label={t('messages.inbox.list')} className="mt-6 divide-y divide-line rounded-lg border border-line">
      {conversations.map((conversation) => {
        const unread = conversation.unread > 0;
        const names = conversation.with.length > 0 ? conversation.with.join(', ') : t('messages.inbox.team');
        return (
          <li key={conversation.id}>
            <Link
              to={localisePath(`${basePath}/${conversation.id}`, locale)}
              className="grid gap-1 px-4 py-3 hover:bg-surface-raised"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className={unread ? 'font-bold' : 'font-medium'}>{conversation.subject}</span>
                <span className="rounded-full border border-line px-2 text-xs text-ink-muted">
                  {t(`messages.kind.${conversation.kind}`)}
                </span>
                {unread && (
                  <span className="rounded-full bg-accent px-2 text-xs font-semibold text-accent-ink">
                    {t('messages.inbox.unread', { count: conversation.unread })}
                  </span>
                )}
              </span>
              <span className="text-sm text-ink-muted">{t('messages.inbox.with', { names })}</span>
              <span className={`line-clamp-1 text-sm ${unread ? 'font-semibold' : 'text-ink-muted'}`}>
                {conversation.last_message}
              </span>
              <span className="text-xs text-ink-muted">
                {t('messages.inbox.lastMessage', { date: messageDay(conversation.last_message_at, locale) })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
