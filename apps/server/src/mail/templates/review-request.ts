// Sent 21 days after dispatch, or on delivery (BUSINESS-RULES "Orders"): asks the buyer to review.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { orderReference } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface ReviewRequestData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  orderNumber: string | number;
  items: readonly { name: string; artistName?: string | null }[];
}

interface Copy {
  subject: string;
  preheader: string;
  heading: string;
  intro(reference: string): string;
  ask: string;
  button: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: 'How are you enjoying your records?',
    preheader: 'Your review helps the artists and other listeners.',
    heading: 'Tell us what you think',
    intro: (ref) => `Your order ${ref} should be with you by now. We hope you are enjoying it!`,
    ask: 'Leaving a review takes a minute and helps the artists as much as other listeners.',
    button: 'Write a review',
  },
  fr: {
    subject: 'Alors, ces disques, ils vous plaisent ?',
    preheader: 'Votre avis aide les artistes et les autres mélomanes.',
    heading: 'Donnez-nous votre avis',
    intro: (ref) => `Votre commande ${ref} devrait vous être parvenue. Nous espérons qu’elle vous plaît !`,
    ask: 'Laisser un avis ne prend qu’une minute et aide les artistes comme les autres mélomanes.',
    button: 'Donner mon avis',
  },
  es: {
    subject: '¿Qué te han parecido tus discos?',
    preheader: 'Tu opinión ayuda a los artistas y a otros amantes de la música.',
    heading: 'Cuéntanos qué te parece',
    intro: (ref) => `Tu pedido ${ref} ya debería haber llegado. ¡Esperamos que lo estés disfrutando!`,
    ask: 'Dejar una reseña solo lleva un minuto y ayuda tanto a los artistas como a otros amantes de la música.',
    button: 'Escribir una reseña',
  },
  kr: {
    subject: '주문하신 음반은 마음에 드셨나요?',
    preheader: '남겨 주신 리뷰는 아티스트와 다른 음악 팬들에게 큰 도움이 됩니다.',
    heading: '리뷰를 남겨 주세요',
    intro: (ref) => `주문번호 ${ref}의 상품은 잘 받으셨나요? 마음에 드셨기를 바랍니다.`,
    ask: '리뷰 작성은 1분이면 충분하며, 아티스트와 다른 음악 팬들에게 큰 도움이 됩니다.',
    button: '리뷰 작성하기',
  },
  zh: {
    subject: '您收到的唱片还满意吗？',
    preheader: '您的评价对艺人和其他乐迷都很有帮助。',
    heading: '分享您的评价',
    intro: (ref) => `您的订单 ${ref} 应该已经送达，希望您喜欢！`,
    ask: '写评价只需一分钟，却能为艺人和其他乐迷提供很大帮助。',
    button: '撰写评价',
  },
};

/** Review request: the order's records and a link to the review page for that order. */
export const reviewRequestTemplate: EmailTemplate<ReviewRequestData> = {
  key: 'review_request',
  render(locale, data) {
    const copy = COPY[locale];
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.subject,
      preheader: copy.preheader,
      blocks: [
        { kind: 'heading', text: copy.heading },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(orderReference(data.orderNumber, locale)) },
        {
          kind: 'list',
          items: data.items.map((item) => (item.artistName ? `${item.artistName} – ${item.name}` : item.name)),
        },
        { kind: 'paragraph', text: copy.ask },
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, '/review', locale, { order: data.orderNumber }),
          showUrl: false,
        },
      ],
    });
  },
};
