// One conversation as a page shows it, to its customer (/my-account/messages/{id}) and to the team
// (/admin/messages/{id}): the way back to the list, the subject, who it is with, the "sent" notice
// after a reply, the messages and the reply form. The page adds its own layout and extras below.
import type { Conversation } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import type { MessageFormResult } from './message-actions.server.ts';
import { MessageForm } from './message-form.tsx';
import { MessageThread } from './message-thread.tsx';

export function ConversationView(props: {
  thread: Conversation;
  locale: AppLocale;
  sent: boolean;
  result: MessageFormResult | undefined;
  back: { to: string; label: string };
  /** The line under the subject (who the conversation is with), or nothing. */
  subtitle: string | null;
  children?: ReactNode;
}) {
  const { t } = useT();
  const { thread, locale } = props;
  return (
    <>
      <Link to={props.back.to} className="text-sm font-semibold underline underline-offset-4">
        ← {props.back.label}
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">{thread.conversation.subject}</h1>
      {props.subtitle && <p className="mt-1 text-sm text-ink-muted">{props.subtitle}</p>}
      {props.sent && (
        <p role="status" className="mt-4 font-semibold">
          {t('messages.form.sent')}
        </p>
      )}
      <MessageThread messages={thread.messages} locale={locale} />
      <div className="max-w-2xl">
        <MessageForm mode="reply" hidden={{ intent: 'reply' }} result={props.result} />
      </div>
      {props.children}
    </>
  );
}
