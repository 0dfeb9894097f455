// The e-mails of the box's monthly cycle: on the 25th, the reminder to pick next month's record; after
// a failed monthly charge, the request to update the card (the box waits in monthly_pending); when a
// month's records leave, the box's dispatch (its records with their covers, tracking when known, and
// a link to review them on /box-review). All three share one layout (cycleEmail).
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate, RenderedEmail } from '../../mail/mail-message.ts';
import { greeting, renderEmail, type EmailBlock } from '../../mail/templates/layout.ts';
import { emailLink } from '../../mail/templates/links.ts';

export interface BoxCycleEmailData {
  baseUrl: string;
  name: string | null;
  /** 'YYYY-MM-01': the month to pick for, the month whose charge failed, or the month dispatched. */
  month: string;
}

/** A box month on its way: its records (cover URLs absolute or from the site's root) and the parcel's tracking. */
export interface BoxDispatchEmailData extends BoxCycleEmailData {
  boxId: number;
  records: readonly { name: string; artist: string; coverUrl: string }[];
  tracking: { number: string; url: string | null } | null;
}

interface Copy {
  reminderSubject: string;
  reminderBody: (month: string) => string;
  pick: string;
  failedSubject: string;
  failedBody: (month: string) => string;
  updateCard: string;
  dispatchedSubject: (month: string) => string;
  dispatchedBody: string;
  tracking: string;
  review: string;
  reviewNote: string;
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
    dispatchedSubject: (month) => `Your box for ${month} is on its way`,
    dispatchedBody: 'Your records have left us. Here is what is in the parcel:',
    tracking: 'Tracking number',
    review: 'Review my records',
    reviewNote: 'Once you have listened to them, tell us what you think: your review helps other collectors.',
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
    dispatchedSubject: (month) => `Votre box de ${month} est en route`,
    dispatchedBody: 'Vos disques sont partis. Voici ce que contient le colis :',
    tracking: 'Numéro de suivi',
    review: 'Donner mon avis',
    reviewNote:
      'Après les avoir écoutés, dites-nous ce que vous en pensez : votre avis aide les autres collectionneurs.',
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
    dispatchedSubject: (month) => `Tu caja de ${month} está en camino`,
    dispatchedBody: 'Tus discos ya han salido. Esto es lo que lleva el paquete:',
    tracking: 'Número de seguimiento',
    review: 'Opinar sobre mis discos',
    reviewNote: 'Cuando los hayas escuchado, cuéntanos qué te parecen: tu opinión ayuda a otros coleccionistas.',
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
    dispatchedSubject: (month) => `${month} 바이닐 박스가 발송되었습니다`,
    dispatchedBody: '음반이 출발했습니다. 소포에 담긴 음반은 다음과 같습니다.',
    tracking: '운송장 번호',
    review: '음반 리뷰 쓰기',
    reviewNote: '들어 보신 후 의견을 들려주세요. 리뷰는 다른 수집가들에게 도움이 됩니다.',
  },
  zh: {
    reminderSubject: '请挑选本月唱片',
    reminderBody: (month) => `您 ${month} 的黑胶盒唱片已备好。请在 1 日前挑选；之后我们将按您喜欢的风格为您挑选。`,
    pick: '挑选唱片',
    failedSubject: '您的黑胶盒付款未成功',
    failedBody: (month) =>
      `我们未能从您的银行卡扣取 ${month} 的黑胶盒费用。付款前您的黑胶盒将暂停：更新银行卡后我们会立即重试。`,
    updateCard: '更新银行卡',
    dispatchedSubject: (month) => `您 ${month} 的黑胶盒已发出`,
    dispatchedBody: '您的唱片已发出。包裹内容如下：',
    tracking: '物流单号',
    review: '评价我的唱片',
    reviewNote: '听过之后，欢迎告诉我们您的感受：您的评价能帮助其他收藏者。',
  },
};

/** The month as people read it in their language ('January 2027'). */
function monthLabel(locale: AppLocale, month: string): string {
  const tag = locale === 'kr' ? 'ko' : locale;
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}T12:00:00Z`),
  );
}

/** The layout the cycle's e-mails share: a heading, the greeting, the message, what is particular, a button. */
function cycleEmail(
  locale: AppLocale,
  data: BoxCycleEmailData,
  parts: { subject: string; body: string; blocks?: readonly EmailBlock[]; button: { label: string; href: string } },
): RenderedEmail {
  return renderEmail({
    locale,
    baseUrl: data.baseUrl,
    subject: parts.subject,
    preheader: parts.body,
    blocks: [
      { kind: 'heading', text: parts.subject },
      greeting(locale, data.name),
      { kind: 'paragraph', text: parts.body },
      ...(parts.blocks ?? []),
      { kind: 'button', ...parts.button },
    ],
  });
}

/** box_reminder: next month's records are out, pick before the 1st. */
export const boxReminderTemplate: EmailTemplate<BoxCycleEmailData> = {
  key: 'box_reminder',
  render(locale, data) {
    const copy = COPY[locale];
    return cycleEmail(locale, data, {
      subject: copy.reminderSubject,
      body: copy.reminderBody(monthLabel(locale, data.month)),
      button: { label: copy.pick, href: emailLink(data.baseUrl, '/my-account/box', locale) },
    });
  },
};

/** box_charge_failed: the month's charge failed; a link to update the card (POST user/boxes/payment). */
export const boxChargeFailedTemplate: EmailTemplate<BoxCycleEmailData> = {
  key: 'box_charge_failed',
  render(locale, data) {
    const copy = COPY[locale];
    return cycleEmail(locale, data, {
      subject: copy.failedSubject,
      body: copy.failedBody(monthLabel(locale, data.month)),
      button: { label: copy.updateCard, href: emailLink(data.baseUrl, '/my-account/box', locale, { update: 'card' }) },
    });
  },
};

/** A cover as an e-mail shows it: an absolute URL (covers from the site's root get its origin). */
function absoluteCover(baseUrl: string, url: string): string {
  return url.startsWith('/') ? new URL(url, baseUrl).href : url;
}

/** box_dispatched: the month's records are on their way (tracking when known); review them on /box-review. */
export const boxDispatchedTemplate: EmailTemplate<BoxDispatchEmailData> = {
  key: 'box_dispatched',
  render(locale, data) {
    const copy = COPY[locale];
    // The parcel's number, linked to the carrier's page when there is one.
    const tracking: EmailBlock[] = !data.tracking
      ? []
      : data.tracking.url
        ? [{ kind: 'link', text: copy.tracking, label: data.tracking.number, href: data.tracking.url }]
        : [{ kind: 'details', rows: [{ label: copy.tracking, value: data.tracking.number }] }];
    const records = data.records.map((record) => ({
      title: record.name,
      detail: record.artist,
      coverUrl: absoluteCover(data.baseUrl, record.coverUrl),
    }));
    return cycleEmail(locale, data, {
      subject: copy.dispatchedSubject(monthLabel(locale, data.month)),
      body: copy.dispatchedBody,
      blocks: [{ kind: 'records', items: records }, ...tracking, { kind: 'paragraph', text: copy.reviewNote }],
      button: {
        label: copy.review,
        href: emailLink(data.baseUrl, '/box-review', locale, { box: data.boxId }),
      },
    });
  },
};
