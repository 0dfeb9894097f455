// New support messages, to the team's address (CONTACT_EMAIL): one e-mail per pass of the
// messages.notify job listing each support conversation with its count of new customer messages, and
// the back-office inbox (/admin/messages) where the team answers them.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface SupportMessagesData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  conversations: readonly { id: number; subject: string; newMessages: number }[];
}

interface Copy {
  subject(total: number): string;
  intro(total: number): string;
  line(subject: string, count: number): string;
  button: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (total) => (total === 1 ? 'Support: 1 new message' : `Support: ${total} new messages`),
    intro: (total) =>
      total === 1 ? 'A customer wrote to the team.' : `Customers wrote ${total} messages to the team.`,
    line: (subject, count) => `${subject}: ${count === 1 ? '1 new message' : `${count} new messages`}`,
    button: 'Open the support inbox',
  },
  fr: {
    subject: (total) => (total === 1 ? 'Support : 1 nouveau message' : `Support : ${total} nouveaux messages`),
    intro: (total) =>
      total === 1 ? 'Un client a écrit à l’équipe.' : `Des clients ont écrit ${total} messages à l’équipe.`,
    line: (subject, count) => `${subject} : ${count === 1 ? '1 nouveau message' : `${count} nouveaux messages`}`,
    button: 'Ouvrir la boîte du support',
  },
  es: {
    subject: (total) => (total === 1 ? 'Soporte: 1 mensaje nuevo' : `Soporte: ${total} mensajes nuevos`),
    intro: (total) =>
      total === 1 ? 'Un cliente escribió al equipo.' : `Los clientes escribieron ${total} mensajes al equipo.`,
    line: (subject, count) => `${subject}: ${count === 1 ? '1 mensaje nuevo' : `${count} mensajes nuevos`}`,
    button: 'Abrir la bandeja de soporte',
  },
  kr: {
    subject: (total) => `고객 지원: 새 메시지 ${total}건`,
    intro: (total) => `고객이 팀에 메시지 ${total}건을 보냈습니다.`,
    line: (subject, count) => `${subject}: 새 메시지 ${count}건`,
    button: '고객 지원함 열기',
  },
  zh: {
    subject: (total) => `客服：${total} 条新消息`,
    intro: (total) => `客户给团队发送了 ${total} 条消息。`,
    line: (subject, count) => `${subject}：${count} 条新消息`,
    button: '打开客服收件箱',
  },
};

/** To the team: each support conversation with new customer messages, and the back-office inbox. */
export const supportMessagesTemplate: EmailTemplate<SupportMessagesData> = {
  key: 'support_messages',
  render(locale, data) {
    const copy = COPY[locale];
    const total = data.conversations.reduce((sum, conversation) => sum + conversation.newMessages, 0);
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.subject(total),
      preheader: copy.intro(total),
      signOff: false,
      blocks: [
        { kind: 'paragraph', text: copy.intro(total) },
        { kind: 'list', items: data.conversations.map((c) => copy.line(c.subject, c.newMessages)) },
        { kind: 'button', label: copy.button, href: emailLink(data.baseUrl, '/admin/messages', locale) },
      ],
    });
  },
};
