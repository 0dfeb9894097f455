// The e-mails of the box's monthly cycle: on the 25th, the reminder to pick next month's record; after
// a failed monthly charge, the request to update the card (the box waits in monthly_pending).
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../../mail/mail-message.ts';
import { greeting, renderEmail } from '../../mail/templates/layout.ts';
import { emailLink } from '../../mail/templates/links.ts';

export interface BoxCycleEmailData {
  baseUrl: string;
  name: string | null;
  /** 'YYYY-MM-01': the month to pick for, or the month whose charge failed. */
  month: string;
}

interface Copy {
  reminderSubject: string;
  reminderBody: (month: string) => string;
  pick: string;
  failedSubject: string;
  failedBody: (month: string) => string;
  updateCard: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    reminderSubject: 'Pick your record of the month',
    reminderBody: (month) =>
      `The records of your vinyl box for ${month} are ready. Pick yours before the 1st; after that we choose for you, following your genres.`,
    pick: 'Pick my record',
    failedSubject: 'Your vinyl box payment did not go through',
    failedBody: (month) =>
      `We could not charge your card for your vinyl box of ${month}. Your box is on hold until it is paid: update your card and we will try again at once.`,
    updateCard: 'Update my card',
  },
  fr: {
    reminderSubject: 'Choisissez votre disque du mois',
    reminderBody: (month) =>
      `Les disques de votre box vinyle pour ${month} sont prêts. Choisissez le vôtre avant le 1er ; ensuite, nous choisissons pour vous selon vos genres.`,
    pick: 'Choisir mon disque',
    failedSubject: 'Le paiement de votre box vinyle n’est pas passé',
    failedBody: (month) =>
      `Nous n’avons pas pu débiter votre carte pour votre box vinyle de ${month}. Votre box est en attente jusqu’au paiement : mettez à jour votre carte et nous réessayons aussitôt.`,
    updateCard: 'Mettre à jour ma carte',
  },
  es: {
    reminderSubject: 'Elige tu disco del mes',
    reminderBody: (month) =>
      `Los discos de tu caja de vinilos para ${month} están listos. Elige el tuyo antes del día 1; después elegimos nosotros según tus géneros.`,
    pick: 'Elegir mi disco',
    failedSubject: 'El pago de tu caja de vinilos no se ha realizado',
    failedBody: (month) =>
      `No hemos podido cobrar tu tarjeta por la caja de vinilos de ${month}. Tu caja queda en espera hasta el pago: actualiza tu tarjeta y lo intentaremos de inmediato.`,
    updateCard: 'Actualizar mi tarjeta',
  },
  kr: {
    reminderSubject: '이달의 음반을 골라 주세요',
    reminderBody: (month) =>
      `${month} 바이닐 박스 음반이 준비되었습니다. 1일 전까지 골라 주세요. 그 후에는 선호 장르에 따라 저희가 골라 드립니다.`,
    pick: '음반 고르기',
    failedSubject: '바이닐 박스 결제가 실패했습니다',
    failedBody: (month) =>
      `${month} 바이닐 박스 요금을 카드로 결제하지 못했습니다. 결제될 때까지 박스는 보류됩니다. 카드를 변경하시면 바로 다시 시도합니다.`,
    updateCard: '카드 변경하기',
  },
  zh: {
    reminderSubject: '请挑选本月唱片',
    reminderBody: (month) => `您 ${month} 的黑胶盒唱片已备好。请在 1 日前挑选；之后我们将按您喜欢的风格为您挑选。`,
    pick: '挑选唱片',
    failedSubject: '您的黑胶盒付款未成功',
    failedBody: (month) =>
      `我们未能从您的银行卡扣取 ${month} 的黑胶盒费用。付款前您的黑胶盒将暂停：更新银行卡后我们会立即重试。`,
    updateCard: '更新银行卡',
  },
};

/** The month as people read it in their language ('January 2027'). */
function monthLabel(locale: AppLocale, month: string): string {
  const tag = locale === 'kr' ? 'ko' : locale;
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}T12:00:00Z`),
  );
}

/** box_reminder: next month's records are out, pick before the 1st. */
export const boxReminderTemplate: EmailTemplate<BoxCycleEmailData> = {
  key: 'box_reminder',
  render(locale, data) {
    const copy = COPY[locale];
    const body = copy.reminderBody(monthLabel(locale, data.month));
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.reminderSubject,
      preheader: body,
      blocks: [
        { kind: 'heading', text: copy.reminderSubject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: body },
        { kind: 'button', label: copy.pick, href: emailLink(data.baseUrl, '/my-account/box', locale) },
      ],
    });
  },
};

/** box_charge_failed: the month's charge failed; a link to update the card (POST user/boxes/payment). */
export const boxChargeFailedTemplate: EmailTemplate<BoxCycleEmailData> = {
  key: 'box_charge_failed',
  render(locale, data) {
    const copy = COPY[locale];
    const body = copy.failedBody(monthLabel(locale, data.month));
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.failedSubject,
      preheader: body,
      blocks: [
        { kind: 'heading', text: copy.failedSubject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: body },
        {
          kind: 'button',
          label: copy.updateCard,
          href: emailLink(data.baseUrl, '/my-account/box', locale, { update: 'card' }),
        },
      ],
    });
  },
};
