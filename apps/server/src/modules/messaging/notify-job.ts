// The new-message e-mails (docs/messages.md): every 10 minutes, ONE e-mail per recipient telling of
// the unread messages written since they were last told (several messages, several conversations:
// one e-mail), with a one-click stop link per conversation. A muted conversation is never told of.
// The recipient is marked told before the e-mail goes: a crash in between loses one e-mail rather
// than sending two. The same pass tells the team's address (CONTACT_EMAIL), in one e-mail, of the
// support conversations with new customer messages since it was last told.
import { DEFAULT_LOCALE, isLocale } from '@spindle/domain';
import type { BaseLogger } from 'pino';
import type { JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { newMessagesTemplate, supportMessagesTemplate } from '../../mail/templates/index.ts';
import type { UserContact } from '../auth/index.ts';
import type { MessagesRepo, PendingNotice } from './messages.repo.ts';
import type { StopLinks } from './stop-links.ts';

/** Job type of the new-message e-mails. */
export const MESSAGE_NOTICES_JOB = 'messages.notify';

/** Every 10 minutes: the messages of the last ten minutes, batched per recipient. */
export const MESSAGE_NOTICES_SCHEDULE = { type: MESSAGE_NOTICES_JOB, everyMinutes: 10 } as const;

export interface MessageNoticesDeps {
  repo: Pick<MessagesRepo, 'pendingNotices' | 'markNotified' | 'pendingSupportNotices' | 'markStaffNotified'>;
  users: { contactsOf(ids: readonly number[]): Promise<Map<number, UserContact>> };
  mailer: Pick<Mailer, 'send'>;
  stopLinks: StopLinks;
  /** PUBLIC_URL: the origin of the e-mails' links. */
  baseUrl: string;
  /** The team's address (CONTACT_EMAIL): told of new support messages. */
  staffEmail: string;
  logger: Pick<BaseLogger, 'error'>;
}

/** One pass: each recipient with new unread messages gets one e-mail; returns who was told. */
export async function sendMessageNotices(deps: MessageNoticesDeps, now: Date, signal?: AbortSignal): Promise<number[]> {
  const pending = await deps.repo.pendingNotices(now);
  const byUser = new Map<number, PendingNotice[]>();
  for (const notice of pending) byUser.set(notice.userId, [...(byUser.get(notice.userId) ?? []), notice]);
  const contacts = await deps.users.contactsOf([...byUser.keys()]);
  const told: number[] = [];
  for (const [userId, notices] of byUser) {
    if (signal?.aborted) break;
    const contact = contacts.get(userId);
    await deps.repo.markNotified(
      userId,
      notices.map((notice) => notice.conversationId),
      now,
    );
    if (!contact) continue;
    try {
      await tell(deps, contact, notices);
      told.push(userId);
    } catch (err) {
      deps.logger.error({ err, userId }, 'new-message e-mail not sent');
    }
  }
  return told;
}

async function tell(deps: MessageNoticesDeps, contact: UserContact, notices: readonly PendingNotice[]): Promise<void> {
  const locale = isLocale(contact.lang) ? contact.lang : DEFAULT_LOCALE;
  const rendered = newMessagesTemplate.render(locale, {
    baseUrl: deps.baseUrl,
    name: contact.name,
    conversations: notices.map((notice) => ({
      id: notice.conversationId,
      subject: notice.subject,
      newMessages: notice.newMessages,
      stopToken: deps.stopLinks.tokenFor(notice.conversationId, contact.id),
    })),
  });
  await deps.mailer.send({
    to: contact.email,
    locale,
    template: newMessagesTemplate.key,
    tags: ['messages'],
    userId: contact.id,
    ...rendered,
  });
}

/** The team's locale: staff read their e-mails in English (as the contact form's). */
const STAFF_LOCALE = 'en';

/** One e-mail to the team's address listing the support conversations with new customer messages; whether one went. */
export async function sendSupportNotices(deps: MessageNoticesDeps, now: Date): Promise<boolean> {
  const pending = await deps.repo.pendingSupportNotices(now);
  if (pending.length === 0) return false;
  await deps.repo.markStaffNotified(
    pending.map((notice) => notice.conversationId),
    now,
  );
  const rendered = supportMessagesTemplate.render(STAFF_LOCALE, {
    baseUrl: deps.baseUrl,
    conversations: pending.map((notice) => ({
      id: notice.conversationId,
      subject: notice.subject,
      newMessages: notice.newMessages,
    })),
  });
  try {
    await deps.mailer.send({
      to: deps.staffEmail,
      locale: STAFF_LOCALE,
      template: supportMessagesTemplate.key,
      tags: ['messages', 'support'],
      ...rendered,
    });
    return true;
  } catch (err) {
    deps.logger.error({ err }, 'support-message e-mail not sent');
    return false;
  }
}

/** The job handler; `clock` for tests. */
export function createMessageNoticesHandler(deps: MessageNoticesDeps & { clock?: () => Date }): JobHandler {
  return async (_job, context) => {
    const now = deps.clock ? deps.clock() : new Date();
    const told = await sendMessageNotices(deps, now, context.signal);
    if (told.length) context.logger.info({ users: told }, 'sent new-message e-mails');
    if (await sendSupportNotices(deps, now)) context.logger.info('sent the support-message e-mail to the team');
  };
}
