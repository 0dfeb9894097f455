// Sent by the messages' notification job (docs/messages.md): one e-mail per recipient telling of the
// new unread messages since the last one, conversation by conversation, each with a one-click link
// that stops that conversation's e-mails.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { greeting, renderEmail, type EmailBlock } from './layout.ts';
import { emailLink } from './links.ts';

export interface NewMessagesData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  conversations: readonly { id: number; subject: string; newMessages: number; stopToken: string }[];
}

interface Copy {
  subject(count: number): string;
  preheader: string;
  intro(count: number): string;
  line(subject: string, count: number): string;
  button: string;
  stopText(subject: string): string;
  stopLabel: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (count) => (count === 1 ? 'You have a new message' : `You have ${count} new messages`),
    preheader: 'Read and answer them in your inbox.',
    intro: (count) =>
      count === 1 ? 'A message is waiting for you on Spindle:' : `${count} messages are waiting for you on Spindle:`,
    line: (subject, count) => `${subject}: ${count === 1 ? '1 new message' : `${count} new messages`}`,
    button: 'Open my messages',
    stopText: (subject) => `No more e-mails about “${subject}”?`,
    stopLabel: 'Stop these e-mails',
  },
  fr: {
    subject: (count) => (count === 1 ? 'Vous avez un nouveau message' : `Vous avez ${count} nouveaux messages`),
    preheader: 'Lisez-les et répondez depuis votre messagerie.',
    intro: (count) =>
      count === 1 ? 'Un message vous attend sur Spindle :' : `${count} messages vous attendent sur Spindle :`,
    line: (subject, count) => `${subject} : ${count === 1 ? '1 nouveau message' : `${count} nouveaux messages`}`,
    button: 'Ouvrir mes messages',
    stopText: (subject) => `Ne plus recevoir d’e-mails pour « ${subject} » ?`,
    stopLabel: 'Arrêter ces e-mails',
  },
  es: {
    subject: (count) => (count === 1 ? 'Tienes un mensaje nuevo' : `Tienes ${count} mensajes nuevos`),
    preheader: 'Léelos y responde desde tu bandeja de entrada.',
    intro: (count) =>
      count === 1 ? 'Tienes un mensaje esperándote en Spindle:' : `Tienes ${count} mensajes esperándote en Spindle:`,
    line: (subject, count) => `${subject}: ${count === 1 ? '1 mensaje nuevo' : `${count} mensajes nuevos`}`,
    button: 'Abrir mis mensajes',
    stopText: (subject) => `¿No quieres más correos sobre «${subject}»?`,
    stopLabel: 'Dejar de recibir estos correos',
  },
  kr: {
    subject: (count) => (count === 1 ? '새 메시지가 도착했습니다' : `새 메시지 ${count}개가 도착했습니다`),
    preheader: '메시지함에서 확인하고 답장하세요.',
    intro: (count) =>
      count === 1
        ? 'Spindle에 확인하지 않은 메시지가 있습니다.'
        : `Spindle에 확인하지 않은 메시지 ${count}개가 있습니다.`,
    line: (subject, count) => `${subject}: 새 메시지 ${count}개`,
    button: '메시지함 열기',
    stopText: (subject) => `“${subject}” 관련 이메일을 더 이상 받지 않으시겠어요?`,
    stopLabel: '이메일 알림 중지',
  },
  zh: {
    subject: (count) => (count === 1 ? '您有一条新消息' : `您有 ${count} 条新消息`),
    preheader: '请在消息中心查看并回复。',
    intro: (count) => (count === 1 ? '您在 Spindle 上有一条新消息：' : `您在 Spindle 上有 ${count} 条新消息：`),
    line: (subject, count) => `${subject}：${count} 条新消息`,
    button: '查看我的消息',
    stopText: (subject) => `不想再收到关于“${subject}”的邮件？`,
    stopLabel: '停止这些邮件',
  },
};

/** New messages: each conversation with its count, the inbox button, and a stop link per conversation. */
export const newMessagesTemplate: EmailTemplate<NewMessagesData> = {
  key: 'new_messages',
  render(locale, data) {
    const copy = COPY[locale];
    const total = data.conversations.reduce((sum, conversation) => sum + conversation.newMessages, 0);
    const stops: EmailBlock[] = data.conversations.map((conversation) => ({
      kind: 'link',
      text: copy.stopText(conversation.subject),
      label: copy.stopLabel,
      href: emailLink(data.baseUrl, '/messages/stop', locale, { token: conversation.stopToken }),
    }));
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.subject(total),
      preheader: copy.preheader,
      blocks: [
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(total) },
        { kind: 'list', items: data.conversations.map((c) => copy.line(c.subject, c.newMessages)) },
        { kind: 'button', label: copy.button, href: emailLink(data.baseUrl, '/my-account/messages', locale) },
        ...stops,
      ],
    });
  },
};
