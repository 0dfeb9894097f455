// The e-mails of a return (docs/returns.md): the request received, then the staff's decision (approved
// with where to send the items, refused with why, refunded), in the buyer's language.
import type { AppLocale, ReturnStatus } from '@spindle/domain';
import type { EmailTemplate } from '../../mail/mail-message.ts';
import { greeting, renderEmail } from '../../mail/templates/layout.ts';
import { emailLink } from '../../mail/templates/links.ts';

export interface ReturnEmailData {
  baseUrl: string;
  name: string | null;
  requestId: number;
  orderId: number;
  status: ReturnStatus;
  items: string[];
  note: string | null;
}

type Copy = Record<ReturnStatus, { subject: string; body: string }> & {
  order: string;
  items: string;
  note: string;
  follow: string;
};

const COPY: Record<AppLocale, Copy> = {
  en: {
    requested: {
      subject: 'We received your return request',
      body: 'Thank you. We read every request within two working days and tell you by e-mail where to send the items. Please do not post anything before then.',
    },
    approved: {
      subject: 'Your return is approved',
      body: 'Your return is approved. Send the items, well packed, with your order number inside, to the address below. We refund you as soon as they arrive.',
    },
    refused: { subject: 'About your return request', body: 'We cannot accept this return. Here is why:' },
    refunded: {
      subject: 'Your refund is on its way',
      body: 'We refunded the returned items to your original payment method. Depending on your bank, it shows within 5 to 10 days.',
    },
    order: 'Order',
    items: 'Items',
    note: 'From our team',
    follow: 'Follow your return',
  },
  fr: {
    requested: {
      subject: 'Nous avons bien reçu votre demande de retour',
      body: 'Merci. Nous lisons chaque demande sous deux jours ouvrés et vous indiquons par e-mail où renvoyer les articles. Merci de ne rien envoyer avant.',
    },
    approved: {
      subject: 'Votre retour est accepté',
      body: 'Votre retour est accepté. Renvoyez les articles, bien emballés, avec votre numéro de commande à l’intérieur, à l’adresse ci-dessous. Nous vous remboursons dès leur arrivée.',
    },
    refused: {
      subject: 'Votre demande de retour',
      body: 'Nous ne pouvons pas accepter ce retour, pour la raison suivante :',
    },
    refunded: {
      subject: 'Votre remboursement est en route',
      body: 'Nous avons remboursé les articles retournés sur votre moyen de paiement. Selon votre banque, il apparaît sous 5 à 10 jours.',
    },
    order: 'Commande',
    items: 'Articles',
    note: 'De notre équipe',
    follow: 'Suivre mon retour',
  },
  es: {
    requested: {
      subject: 'Hemos recibido tu solicitud de devolución',
      body: 'Gracias. Leemos cada solicitud en dos días laborables y te decimos por correo adónde enviar los artículos. No envíes nada antes.',
    },
    approved: {
      subject: 'Tu devolución está aceptada',
      body: 'Tu devolución está aceptada. Envía los artículos, bien embalados y con tu número de pedido dentro, a la dirección de abajo. Te reembolsamos en cuanto lleguen.',
    },
    refused: {
      subject: 'Sobre tu solicitud de devolución',
      body: 'No podemos aceptar esta devolución por este motivo:',
    },
    refunded: {
      subject: 'Tu reembolso está en camino',
      body: 'Hemos reembolsado los artículos devueltos en tu medio de pago original. Según tu banco, aparecerá en 5 a 10 días.',
    },
    order: 'Pedido',
    items: 'Artículos',
    note: 'De nuestro equipo',
    follow: 'Seguir mi devolución',
  },
  kr: {
    requested: {
      subject: '반품 요청을 받았습니다',
      body: '감사합니다. 모든 요청은 영업일 기준 2일 안에 확인하며, 상품을 보낼 주소를 이메일로 알려 드립니다. 그 전에는 아무것도 보내지 마세요.',
    },
    approved: {
      subject: '반품이 승인되었습니다',
      body: '반품이 승인되었습니다. 상품을 잘 포장하고 주문 번호를 동봉하여 아래 주소로 보내 주세요. 도착하는 대로 환불해 드립니다.',
    },
    refused: { subject: '반품 요청 안내', body: '다음 이유로 이 반품을 받을 수 없습니다:' },
    refunded: {
      subject: '환불이 진행되었습니다',
      body: '반품된 상품을 원래 결제 수단으로 환불했습니다. 은행에 따라 5~10일 안에 표시됩니다.',
    },
    order: '주문',
    items: '상품',
    note: '담당 팀의 메시지',
    follow: '반품 확인하기',
  },
  zh: {
    requested: {
      subject: '我们已收到您的退货申请',
      body: '谢谢。我们会在两个工作日内处理每一份申请，并通过邮件告诉您寄回地址。在此之前请不要寄出任何物品。',
    },
    approved: {
      subject: '您的退货已获批准',
      body: '您的退货已获批准。请将商品妥善包装，在包裹内附上订单号，寄到下面的地址。商品一到，我们就为您退款。',
    },
    refused: { subject: '关于您的退货申请', body: '我们无法接受此次退货，原因如下：' },
    refunded: {
      subject: '您的退款已发出',
      body: '我们已将退回商品的款项退至您原来的支付方式。根据银行不同，将在 5 到 10 天内到账。',
    },
    order: '订单',
    items: '商品',
    note: '来自我们团队',
    follow: '查看我的退货',
  },
};

/** return_update: a return request received, approved, refused or refunded. */
export const returnUpdateTemplate: EmailTemplate<ReturnEmailData> = {
  key: 'return_update',
  render(locale, data) {
    const copy = COPY[locale];
    const { subject, body } = copy[data.status];
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: body,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: body },
        ...(data.note ? [{ kind: 'quote' as const, text: data.note }] : []),
        {
          kind: 'details',
          rows: [
            { label: copy.order, value: `#${data.orderId}` },
            { label: copy.items, value: data.items.join(', ') },
          ],
        },
        { kind: 'button', label: copy.follow, href: emailLink(data.baseUrl, '/refund', locale) },
      ],
    });
  },
};
