// To a project's owner, and to each payee of its revenue split, when the monthly run (the 28th, Paris
// time) has produced the statement of the month before (docs/statements.md "The monthly run"): the
// month, what it comes to for the reader, and a link to download it.
import { LOCALE_META, type AppLocale, type Money } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { defaultAmountFormatter } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface StatementReadyData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  project: { id: number; name: string };
  /** 'YYYY-MM'. */
  period: string;
  /** The owner: the closing balance; a payee: their share of the month. */
  amount: Money;
  /** Whether the reader is a payee of a split (their share) rather than the owner (the balance). */
  asPayee: boolean;
  /** The page the statement is downloaded from (the project's dashboard, or the payee's shares). */
  path: string;
}

interface Copy {
  subject(project: string, month: string): string;
  intro(project: string, month: string): string;
  balance(amount: string): string;
  share(amount: string): string;
  button: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (p, m) => `Your statement for “${p}”, ${m}`,
    intro: (p, m) => `The statement of “${p}” for ${m} is ready.`,
    balance: (a) => `Balance at the end of the month: ${a}.`,
    share: (a) => `Your share of the month: ${a}.`,
    button: 'See and download the statement',
  },
  fr: {
    subject: (p, m) => `Votre relevé pour « ${p} », ${m}`,
    intro: (p, m) => `Le relevé de « ${p} » pour ${m} est disponible.`,
    balance: (a) => `Solde à la fin du mois : ${a}.`,
    share: (a) => `Votre part du mois : ${a}.`,
    button: 'Voir et télécharger le relevé',
  },
  es: {
    subject: (p, m) => `Tu liquidación de «${p}», ${m}`,
    intro: (p, m) => `La liquidación de «${p}» de ${m} ya está disponible.`,
    balance: (a) => `Saldo a final de mes: ${a}.`,
    share: (a) => `Tu parte del mes: ${a}.`,
    button: 'Ver y descargar la liquidación',
  },
  kr: {
    subject: (p, m) => `“${p}” ${m} 정산서`,
    intro: (p, m) => `“${p}”의 ${m} 정산서가 준비되었습니다.`,
    balance: (a) => `월말 잔액: ${a}.`,
    share: (a) => `이번 달 회원님의 몫: ${a}.`,
    button: '정산서 보기 및 다운로드',
  },
  zh: {
    subject: (p, m) => `《${p}》${m}结算单`,
    intro: (p, m) => `《${p}》${m}的结算单已生成。`,
    balance: (a) => `月末余额：${a}。`,
    share: (a) => `您本月的分成：${a}。`,
    button: '查看并下载结算单',
  },
};

/** 'November 2026', 'novembre 2026', '2026년 11월'. */
function monthName(period: string, locale: AppLocale): string {
  const [year, month] = period.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 15));
  return new Intl.DateTimeFormat(LOCALE_META[locale].intlTag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The month's statement is ready, in the reader's language. */
export const statementReadyTemplate: EmailTemplate<StatementReadyData> = {
  key: 'statement_ready',
  render(locale, data) {
    const copy = COPY[locale];
    const month = monthName(data.period, locale);
    const subject = copy.subject(data.project.name, month);
    const amount = defaultAmountFormatter(data.amount, locale);
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: copy.intro(data.project.name, month),
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(data.project.name, month) },
        { kind: 'paragraph', text: data.asPayee ? copy.share(amount) : copy.balance(amount) },
        { kind: 'button', label: copy.button, href: emailLink(data.baseUrl, data.path, locale), showUrl: false },
      ],
    });
  },
};
