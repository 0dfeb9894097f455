// To a project's owner, 7 days before the end of its sale (BUSINESS-RULES "Project lifecycle"): where the
// funding stands and a nudge to share the page.
import { fundingProgressPercent, projectPath, type AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { formatCount, formatEmailDate, formatPercent, isSingular } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

/** Days before the end at which the owner is reminded (BUSINESS-RULES). */
export const PROJECT_REMINDER_DAYS_BEFORE_END = 7;

export interface ProjectReminderData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  project: { id: number; name: string; category?: string | null; slug?: string | null };
  endsAt: Date;
  daysLeft: number;
  soldCount: number;
  goalCount: number;
}

interface Copy {
  subject(project: string, days: number, singular: boolean): string;
  preheader: string;
  intro(project: string, date: string): string;
  endsOn: string;
  ordered: string;
  goal: string;
  progress: string;
  reached: string;
  notReached: string;
  button: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (p, d, one) => `${one ? `${d} day` : `${d} days`} left for “${p}”`,
    preheader: 'The end of your campaign is near: time to rally your listeners.',
    intro: (p, date) => `Your project “${p}” ends on ${date}. Here is where it stands:`,
    endsOn: 'Ends on',
    ordered: 'Copies ordered',
    goal: 'Goal',
    progress: 'Progress',
    reached: 'Your goal is reached, congratulations! Every extra order still counts.',
    notReached:
      'The last days often make the difference: share your project page with your fans, on social media and in your newsletter.',
    button: 'See my project page',
  },
  fr: {
    subject: (p, d, one) => `Plus que ${d} ${one ? 'jour' : 'jours'} pour « ${p} »`,
    preheader: 'La fin de votre campagne approche : c’est le moment de mobiliser votre public.',
    intro: (p, date) => `Votre projet « ${p} » se termine le ${date}. Voici où vous en êtes :`,
    endsOn: 'Fin de la campagne',
    ordered: 'Exemplaires commandés',
    goal: 'Objectif',
    progress: 'Progression',
    reached: 'Votre objectif est atteint, bravo ! Chaque commande supplémentaire compte encore.',
    notReached:
      'Les derniers jours font souvent la différence : partagez la page de votre projet avec vos fans, sur les réseaux sociaux et dans votre newsletter.',
    button: 'Voir la page du projet',
  },
  es: {
    subject: (p, d, one) => (one ? `Queda ${d} día para «${p}»` : `Quedan ${d} días para «${p}»`),
    preheader: 'Tu campaña está llegando a su fin: es el momento de movilizar a tu público.',
    intro: (p, date) => `Tu proyecto «${p}» termina el ${date}. Así va:`,
    endsOn: 'Fin de la campaña',
    ordered: 'Copias pedidas',
    goal: 'Objetivo',
    progress: 'Progreso',
    reached: '¡Has alcanzado tu objetivo, enhorabuena! Cada pedido adicional sigue contando.',
    notReached:
      'Los últimos días suelen marcar la diferencia: comparte la página de tu proyecto con tus fans, en redes sociales y en tu newsletter.',
    button: 'Ver la página del proyecto',
  },
  kr: {
    subject: (p, d) => `“${p}” 마감까지 ${d}일 남았습니다`,
    preheader: '캠페인 마감이 다가오고 있습니다. 팬들에게 다시 한번 알려 보세요.',
    intro: (p, date) => `프로젝트 “${p}”의 마감일은 ${date}입니다. 현재 진행 상황은 다음과 같습니다.`,
    endsOn: '마감일',
    ordered: '주문 수량',
    goal: '목표 수량',
    progress: '달성률',
    reached: '목표를 달성했습니다. 축하드립니다! 추가 주문도 여전히 큰 힘이 됩니다.',
    notReached:
      '마지막 며칠이 결과를 좌우하는 경우가 많습니다. SNS와 뉴스레터로 팬들에게 프로젝트 페이지를 공유해 보세요.',
    button: '프로젝트 페이지 보기',
  },
  zh: {
    subject: (p, d) => `《${p}》距离结束还有 ${d} 天`,
    preheader: '您的项目即将结束，是时候号召您的听众了。',
    intro: (p, date) => `您的项目《${p}》将于 ${date} 结束。目前进展如下：`,
    endsOn: '结束日期',
    ordered: '已订购数量',
    goal: '目标数量',
    progress: '完成进度',
    reached: '恭喜，您的目标已经达成！每一笔新订单依然很重要。',
    notReached: '最后几天往往最为关键：请通过社交媒体和邮件通讯，与乐迷分享您的项目页面。',
    button: '查看项目页面',
  },
};

/** Owner reminder: days left, copies ordered against the goal, and the project page to share. */
export const projectReminderTemplate: EmailTemplate<ProjectReminderData> = {
  key: 'project_reminder',
  render(locale, data) {
    const copy = COPY[locale];
    const percent = fundingProgressPercent(data.soldCount, data.goalCount);
    const subject = copy.subject(data.project.name, data.daysLeft, isSingular(data.daysLeft, locale));
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: copy.preheader,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(data.project.name, formatEmailDate(data.endsAt, locale)) },
        {
          kind: 'details',
          rows: [
            { label: copy.endsOn, value: formatEmailDate(data.endsAt, locale) },
            { label: copy.ordered, value: formatCount(data.soldCount, locale) },
            { label: copy.goal, value: formatCount(data.goalCount, locale) },
            { label: copy.progress, value: formatPercent(percent, locale), emphasis: true },
          ],
        },
        { kind: 'paragraph', text: percent >= 100 ? copy.reached : copy.notReached },
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, projectPath(data.project), locale),
          showUrl: false,
        },
      ],
    });
  },
};
