// To the followers of a project, 3 days before the end of its sale (BUSINESS-RULES "Project lifecycle").
import { fundingProgressPercent, projectPath, type AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { formatEmailDate, formatPercent, isSingular } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

/** Days before the end at which followers are reminded (BUSINESS-RULES). */
export const FOLLOWER_REMINDER_DAYS_BEFORE_END = 3;

export interface FollowerReminderData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  project: { id: number; name: string; artistName: string; category?: string | null; slug?: string | null };
  endsAt: Date;
  daysLeft: number;
  soldCount: number;
  goalCount: number;
}

interface Copy {
  subject(project: string, artist: string, days: number, singular: boolean): string;
  preheader: string;
  intro(project: string, artist: string, date: string, percent: string): string;
  why: string;
  button: string;
  reason: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (p, a, d, one) => (one ? `Last day to order “${p}” by ${a}` : `Last ${d} days to order “${p}” by ${a}`),
    preheader: 'A project you follow is about to end.',
    intro: (p, a, date, pct) => `“${p}” by ${a}, a project you follow, ends on ${date}. It is ${pct} funded.`,
    why: 'The record is pressed only if the project reaches its goal, so now is the time to order your copy.',
    button: 'Order my copy',
    reason: 'You are receiving this e-mail because you follow this project on Spindle.',
  },
  fr: {
    subject: (p, a, d, one) =>
      one ? `Dernier jour pour commander « ${p} » de ${a}` : `Plus que ${d} jours pour commander « ${p} » de ${a}`,
    preheader: 'Un projet que vous suivez se termine bientôt.',
    intro: (p, a, date, pct) =>
      `« ${p} » de ${a}, un projet que vous suivez, se termine le ${date}. Il est financé à ${pct}.`,
    why: 'Le disque n’est pressé que si le projet atteint son objectif : c’est le moment de commander votre exemplaire.',
    button: 'Commander mon exemplaire',
    reason: 'Vous recevez cet e-mail parce que vous suivez ce projet sur Spindle.',
  },
  es: {
    subject: (p, a, d, one) =>
      one ? `Último día para pedir «${p}» de ${a}` : `Últimos ${d} días para pedir «${p}» de ${a}`,
    preheader: 'Un proyecto que sigues está a punto de terminar.',
    intro: (p, a, date, pct) =>
      `«${p}» de ${a}, un proyecto que sigues, termina el ${date}. Ya lleva un ${pct} de financiación.`,
    why: 'El disco solo se prensa si el proyecto alcanza su objetivo, así que este es el momento de pedir tu copia.',
    button: 'Pedir mi copia',
    reason: 'Recibes este correo porque sigues este proyecto en Spindle.',
  },
  kr: {
    subject: (p, a, d) => `${a}의 “${p}” 주문 마감까지 ${d}일 남았습니다`,
    preheader: '팔로우하신 프로젝트가 곧 마감됩니다.',
    intro: (p, a, date, pct) =>
      `팔로우하신 ${a}의 프로젝트 “${p}”의 마감일은 ${date}입니다. 현재 달성률은 ${pct}입니다.`,
    why: '프로젝트가 목표를 달성해야 레코드가 제작됩니다. 지금 바로 주문해 보세요.',
    button: '지금 주문하기',
    reason: 'Spindle에서 이 프로젝트를 팔로우하셨기 때문에 이 이메일을 보내 드렸습니다.',
  },
  zh: {
    subject: (p, a, d) => `${a}《${p}》距离截止订购还有 ${d} 天`,
    preheader: '您关注的项目即将结束。',
    intro: (p, a, date, pct) => `您关注的项目——${a}《${p}》将于 ${date} 结束，目前已完成 ${pct}。`,
    why: '只有项目达成目标，唱片才会压制。现在正是订购的好时机。',
    button: '立即订购',
    reason: '您收到此邮件，是因为您在 Spindle 上关注了该项目。',
  },
};

/** Follower reminder: the project ends soon, how far it is funded, and the button to order. */
export const followerReminderTemplate: EmailTemplate<FollowerReminderData> = {
  key: 'follower_reminder',
  render(locale, data) {
    const copy = COPY[locale];
    const { name: title, artistName } = data.project;
    const percent = formatPercent(fundingProgressPercent(data.soldCount, data.goalCount), locale);
    const subject = copy.subject(title, artistName, data.daysLeft, isSingular(data.daysLeft, locale));
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: copy.preheader,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(title, artistName, formatEmailDate(data.endsAt, locale), percent) },
        { kind: 'paragraph', text: copy.why },
        { kind: 'button', label: copy.button, href: emailLink(data.baseUrl, projectPath(data.project), locale) },
        { kind: 'note', text: copy.reason },
      ],
    });
  },
};
