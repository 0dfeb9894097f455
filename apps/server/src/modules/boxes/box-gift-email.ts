// The e-mails of a gift box: to the buyer at once (the code, who it goes to and when), and to the
// recipient on the chosen day (the code and the way to redeem it at /box).
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../../mail/mail-message.ts';
import { greeting, renderEmail } from '../../mail/templates/layout.ts';
import { emailLink } from '../../mail/templates/links.ts';

export interface BoxGiftEmailData {
  baseUrl: string;
  to: 'buyer' | 'recipient';
  code: string;
  months: number;
  recordsPerMonth: number;
  recipientEmail: string;
  recipientName: string | null;
  buyerName: string | null;
  message: string | null;
  /** The day the recipient hears of it (buyer's e-mail), null: now. */
  sendOn: string | null;
}

interface Copy {
  buyerSubject: string;
  buyerBody: (d: { months: number; records: number; to: string; on: string | null }) => string;
  recipientSubject: string;
  recipientBody: (d: { months: number; records: number; from: string | null }) => string;
  codeLabel: string;
  redeem: string;
  messageFrom: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    buyerSubject: 'Your vinyl box gift code',
    buyerBody: ({ months, records, to, on }) =>
      `Thank you! Your gift of ${months} month(s) of the vinyl box (${records} record(s) a month) is paid. ${to} receives the code ${on ? `on ${on}` : 'now'}; you can also hand it over yourself.`,
    recipientSubject: 'You have been given a vinyl box',
    recipientBody: ({ months, records, from }) =>
      `${from ?? 'Someone'} gave you ${months} month(s) of the Spindle vinyl box: ${records} record(s) every month. Redeem your code, sign in or create an account, and tell us where to send the records.`,
    codeLabel: 'Gift code',
    redeem: 'Redeem my gift',
    messageFrom: 'Their message',
  },
  fr: {
    buyerSubject: 'Le code de votre box vinyle offerte',
    buyerBody: ({ months, records, to, on }) =>
      `Merci ! Votre cadeau de ${months} mois de box vinyle (${records} disque(s) par mois) est payé. ${to} recevra le code ${on ? `le ${on}` : 'dès maintenant'} ; vous pouvez aussi le lui transmettre vous-même.`,
    recipientSubject: 'On vous offre une box vinyle',
    recipientBody: ({ months, records, from }) =>
      `${from ?? 'Quelqu’un'} vous offre ${months} mois de box vinyle Spindle : ${records} disque(s) chaque mois. Utilisez votre code, connectez-vous ou créez un compte, puis indiquez-nous où envoyer les disques.`,
    codeLabel: 'Code cadeau',
    redeem: 'Activer mon cadeau',
    messageFrom: 'Son message',
  },
  es: {
    buyerSubject: 'El código de tu caja de vinilos de regalo',
    buyerBody: ({ months, records, to, on }) =>
      `¡Gracias! Tu regalo de ${months} mes(es) de caja de vinilos (${records} disco(s) al mes) está pagado. ${to} recibirá el código ${on ? `el ${on}` : 'ahora mismo'}; también puedes dárselo tú.`,
    recipientSubject: 'Te han regalado una caja de vinilos',
    recipientBody: ({ months, records, from }) =>
      `${from ?? 'Alguien'} te regala ${months} mes(es) de la caja de vinilos de Spindle: ${records} disco(s) cada mes. Canjea tu código, inicia sesión o crea una cuenta y dinos adónde enviar los discos.`,
    codeLabel: 'Código de regalo',
    redeem: 'Canjear mi regalo',
    messageFrom: 'Su mensaje',
  },
  kr: {
    buyerSubject: '선물한 바이닐 박스 코드',
    buyerBody: ({ months, records, to, on }) =>
      `감사합니다! 바이닐 박스 ${months}개월(매달 ${records}장) 선물 결제가 완료되었습니다. ${to}님은 ${on ? `${on}에` : '지금'} 코드를 받게 되며, 직접 전달하셔도 됩니다.`,
    recipientSubject: '바이닐 박스를 선물 받으셨습니다',
    recipientBody: ({ months, records, from }) =>
      `${from ?? '누군가'}님이 Spindle 바이닐 박스 ${months}개월(매달 ${records}장)을 선물했습니다. 코드를 등록하고 로그인하거나 계정을 만든 뒤, 음반을 받을 주소를 알려 주세요.`,
    codeLabel: '선물 코드',
    redeem: '선물 등록하기',
    messageFrom: '보낸 분의 메시지',
  },
  zh: {
    buyerSubject: '您赠送的黑胶盒礼品码',
    buyerBody: ({ months, records, to, on }) =>
      `谢谢！您赠送的 ${months} 个月黑胶盒（每月 ${records} 张）已付款。${to} 将${on ? `于 ${on} ` : '立即'}收到礼品码；您也可以亲自转交。`,
    recipientSubject: '有人送您一份黑胶盒',
    recipientBody: ({ months, records, from }) =>
      `${from ?? '有人'}送您 ${months} 个月的 Spindle 黑胶盒：每月 ${records} 张唱片。请兑换礼品码，登录或注册账户，并告诉我们唱片寄往何处。`,
    codeLabel: '礼品码',
    redeem: '兑换我的礼物',
    messageFrom: 'TA 的留言',
  },
};

/** box_gift: the buyer's copy of the code, or the recipient's invitation to redeem it. */
export const boxGiftTemplate: EmailTemplate<BoxGiftEmailData> = {
  key: 'box_gift',
  render(locale, data) {
    const copy = COPY[locale];
    const records = data.recordsPerMonth;
    const buyer = data.to === 'buyer';
    const subject = buyer ? copy.buyerSubject : copy.recipientSubject;
    const body = buyer
      ? copy.buyerBody({ months: data.months, records, to: data.recipientEmail, on: data.sendOn })
      : copy.recipientBody({ months: data.months, records, from: data.buyerName });
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: body,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, buyer ? data.buyerName : data.recipientName),
        { kind: 'paragraph', text: body },
        ...(!buyer && data.message ? [{ kind: 'quote' as const, text: data.message }] : []),
        { kind: 'details', rows: [{ label: copy.codeLabel, value: data.code, emphasis: true }] },
        {
          kind: 'button',
          label: copy.redeem,
          href: emailLink(data.baseUrl, '/box', locale, { code: data.code }),
        },
      ],
    });
  },
};
