// To the buyer when a shop order leaves (docs/admin.md "Fulfilment and dispatch"): the carrier, the
// tracking number and the carrier's tracking page (packages/domain tracking.ts; none for a carrier
// without one), and a link to the order in the account, where the parcel is followed too.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { orderReference } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface OrderDispatchedData {
  /** The origin of the account link (PUBLIC_URL, else the one kept with the order). */
  baseUrl: string;
  name?: string | null;
  orderNumber: number;
  /** The carrier's name ('Colissimo'); null when the parcel left without one. */
  carrierName: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page; null for a carrier without one. */
  trackingUrl: string | null;
  items: readonly string[];
}

interface Copy {
  subject(reference: string): string;
  intro(reference: string): string;
  carrier: string;
  trackingNumber: string;
  track: string;
  noLink: string;
  items: string;
  account: string;
  button: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (ref) => `Your order ${ref} is on its way`,
    intro: (ref) => `Your order ${ref} has left our warehouse.`,
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    track: 'Track the parcel',
    noLink: 'The carrier gives the parcel’s progress with this number.',
    items: 'In this parcel:',
    account: 'You can also follow it from your order, in your account.',
    button: 'See my order',
  },
  fr: {
    subject: (ref) => `Votre commande ${ref} est en route`,
    intro: (ref) => `Votre commande ${ref} a quitté notre entrepôt.`,
    carrier: 'Transporteur',
    trackingNumber: 'Numéro de suivi',
    track: 'Suivre le colis',
    noLink: 'Le transporteur indique l’avancée du colis avec ce numéro.',
    items: 'Dans ce colis :',
    account: 'Vous pouvez aussi le suivre depuis votre commande, dans votre compte.',
    button: 'Voir ma commande',
  },
  es: {
    subject: (ref) => `Tu pedido ${ref} está en camino`,
    intro: (ref) => `Tu pedido ${ref} ha salido de nuestro almacén.`,
    carrier: 'Transportista',
    trackingNumber: 'Número de seguimiento',
    track: 'Seguir el paquete',
    noLink: 'El transportista informa del avance del paquete con este número.',
    items: 'En este paquete:',
    account: 'También puedes seguirlo desde tu pedido, en tu cuenta.',
    button: 'Ver mi pedido',
  },
  kr: {
    subject: (ref) => `주문 ${ref}이(가) 발송되었습니다`,
    intro: (ref) => `주문 ${ref}이(가) 물류 창고에서 출발했습니다.`,
    carrier: '택배사',
    trackingNumber: '운송장 번호',
    track: '배송 조회하기',
    noLink: '이 번호로 택배사에서 배송 현황을 확인하실 수 있습니다.',
    items: '소포 내용:',
    account: '내 계정의 주문 페이지에서도 배송을 확인하실 수 있습니다.',
    button: '주문 보기',
  },
  zh: {
    subject: (ref) => `您的订单 ${ref} 已发货`,
    intro: (ref) => `您的订单 ${ref} 已从我们的仓库发出。`,
    carrier: '承运商',
    trackingNumber: '物流单号',
    track: '查询物流',
    noLink: '承运商可通过此单号查询包裹进度。',
    items: '包裹内容：',
    account: '您也可以在账户的订单页面中跟踪包裹。',
    button: '查看我的订单',
  },
};

/** The dispatch e-mail: carrier, number and tracking page of the parcel, and the order in the account. */
export const orderDispatchedTemplate: EmailTemplate<OrderDispatchedData> = {
  key: 'order_dispatched',
  render(locale, data) {
    const copy = COPY[locale];
    const reference = orderReference(data.orderNumber, locale);
    const subject = copy.subject(reference);
    const details = [
      ...(data.carrierName ? [{ label: copy.carrier, value: data.carrierName }] : []),
      ...(data.trackingNumber ? [{ label: copy.trackingNumber, value: data.trackingNumber }] : []),
    ];
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: copy.intro(reference),
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(reference) },
        ...(details.length > 0 ? [{ kind: 'details' as const, rows: details }] : []),
        ...(data.trackingUrl
          ? [{ kind: 'button' as const, label: copy.track, href: data.trackingUrl }]
          : data.trackingNumber
            ? [{ kind: 'note' as const, text: copy.noLink }]
            : []),
        ...(data.items.length > 0
          ? [
              { kind: 'paragraph' as const, text: copy.items },
              { kind: 'list' as const, items: data.items },
            ]
          : []),
        { kind: 'paragraph', text: copy.account },
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, `/my-account/orders/${data.orderNumber}`, locale),
          showUrl: false,
        },
      ],
    });
  },
};
