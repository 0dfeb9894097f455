// A conversation's messages, oldest first: who wrote (you, the team, the other side), when, the text
// and the files to download.
import type { Message } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { messageTime } from './message-dates.ts';

function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export function MessageThread({ messages, locale }: { messages: readonly Message[]; locale: AppLocale }) {
  const { t } = useT();
  return (
    <ol aria-label={t('messages.thread.messages')} className="mt-6 grid gap-4">
      {messages.map((message) => {
        const author = message.mine
          ? t('messages.thread.you')
          : message.staff
            ? t('messages.thread.team')
            : message.from?.name || t('messages.thread.someone');
        return (
          <li
            key={message.id}
            id={`message-${message.id}`}
            className={`rounded-lg border border-line p-4 ${message.mine ? 'bg-surface-raised sm:ml-12' : 'sm:mr-12'}`}
          >
            <p className="text-sm">
              <span className="font-semibold">{author}</span>{' '}
              <span className="text-ink-muted">
                <time dateTime={message.created_at}>{messageTime(message.created_at, locale)}</time>
              </span>
            </p>
            <p className="mt-2 whitespace-pre-wrap">{message.text}</p>
            {message.attachments.length > 0 && (
              <ul aria-label={t('messages.thread.attachments')} className="mt-3 grid gap-1 text-sm">
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} download={file.name} className="underline underline-offset-4">
                      {file.name}
                    </a>{' '}
                    <span className="text-ink-muted">({sizeOf(file.size_bytes)})</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
