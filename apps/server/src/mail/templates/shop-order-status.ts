// To the buyer when staff move a shop order along the fulfilment flow (docs/admin.md "Fulfilment and
// dispatch"; packages/domain fulfilment.ts BUYER_NOTIFIED_STATUSES): the pressing's milestones, the
// address to check, the parcel being prepared, delivered or come back. Dispatch has its own e-mail
// (order-dispatched.ts), with the tracking link.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { orderReference } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

/** The statuses this e-mail tells of. */
export const SHOP_ORDER_STATUS_EMAILS = [
  'check_address',
  'launched',
  'in_production',
  'test_pressing_ok',
  'in_preparation',
  'delivered',
  'returned',
] as const;

/** A status this e-mail tells of. */
export type ShopOrderStatusEmail = (typeof SHOP_ORDER_STATUS_EMAILS)[number];

export interface ShopOrderStatusData {
  /** The origin of every link (PUBLIC_URL, else the one kept with the order). */
  baseUrl: string;
  name?: string | null;
  orderNumber: number;
  status: ShopOrderStatusEmail;
  /** What the parcel holds, as the order lists it. */
  items: readonly string[];
}

interface StatusCopy {
  subject(reference: string): string;
  intro(reference: string): string;
  next: string;
}

interface Copy {
  statuses: Readonly<Record<ShopOrderStatusEmail, StatusCopy>>;
  items: string;
  button: string;
  addressButton: string;
}

const EN: Copy = {
  statuses: {
    check_address: {
      subject: (ref) => `Please check the delivery address of order ${ref}`,
      intro: (ref) => `Before we send order ${ref}, we need you to check its delivery address.`,
      next: 'Open your order to confirm the address or change it. We send the parcel once it is checked.',
    },
    launched: {
      subject: (ref) => `Your records of order ${ref} are off to the pressing plant`,
      intro: (ref) => `Good news: the pressing of the records in order ${ref} has been launched at the plant.`,
      next: 'Pressing takes a few weeks. We write again at each step, and when the parcel leaves.',
    },
    in_production: {
      subject: (ref) => `Your records of order ${ref} are being pressed`,
      intro: (ref) => `The records in order ${ref} are in production at the pressing plant.`,
      next: 'We write again when the test pressing is approved and when the parcel leaves.',
    },
    test_pressing_ok: {
      subject: (ref) => `The test pressing of order ${ref} is approved`,
      intro: (ref) => `The test pressing of the records in order ${ref} has been listened to and approved.`,
      next: 'The final pressing follows; we write again when your parcel leaves.',
    },
    in_preparation: {
      subject: (ref) => `Your order ${ref} is being prepared`,
      intro: (ref) => `Your order ${ref} is being packed at our warehouse.`,
      next: 'You will receive the tracking number as soon as the parcel leaves.',
    },
    delivered: {
      subject: (ref) => `Your order ${ref} has been delivered`,
      intro: (ref) => `Your order ${ref} has been delivered. Enjoy the music!`,
      next: 'Something wrong with the parcel? Answer this e-mail and we will sort it out.',
    },
    returned: {
      subject: (ref) => `The parcel of order ${ref} came back to us`,
      intro: (ref) => `The parcel of your order ${ref} was returned to our warehouse.`,
      next: 'Check the delivery address in your order: we will contact you to send it again or refund it.',
    },
  },
  items: 'In this order:',
  button: 'See my order',
  addressButton: 'Check the address',
};

const FR: Copy = {
  statuses: {
    check_address: {
      subject: (ref) => `Merci de vérifier l’adresse de livraison de la commande ${ref}`,
      intro: (ref) =>
        `Avant d’envoyer la commande ${ref}, nous avons besoin que vous vérifiiez son adresse de livraison.`,
      next: 'Ouvrez votre commande pour confirmer l’adresse ou la modifier. Le colis part dès qu’elle est vérifiée.',
    },
    launched: {
      subject: (ref) => `Les disques de votre commande ${ref} partent au pressage`,
      intro: (ref) => `Bonne nouvelle : le pressage des disques de la commande ${ref} est lancé à l’usine.`,
      next: 'Le pressage prend quelques semaines. Nous vous écrivons à chaque étape, et au départ du colis.',
    },
    in_production: {
      subject: (ref) => `Les disques de votre commande ${ref} sont en cours de pressage`,
      intro: (ref) => `Les disques de la commande ${ref} sont en production à l’usine de pressage.`,
      next: 'Nous vous écrivons quand le test pressing est validé et quand le colis part.',
    },
    test_pressing_ok: {
      subject: (ref) => `Le test pressing de la commande ${ref} est validé`,
      intro: (ref) => `Le test pressing des disques de la commande ${ref} a été écouté et validé.`,
      next: 'Le pressage final suit ; nous vous écrivons au départ de votre colis.',
    },
    in_preparation: {
      subject: (ref) => `Votre commande ${ref} est en préparation`,
      intro: (ref) => `Votre commande ${ref} est en cours d’emballage dans notre entrepôt.`,
      next: 'Vous recevrez le numéro de suivi dès le départ du colis.',
    },
    delivered: {
      subject: (ref) => `Votre commande ${ref} a été livrée`,
      intro: (ref) => `Votre commande ${ref} a été livrée. Bonne écoute !`,
      next: 'Un souci avec le colis ? Répondez à cet e-mail et nous nous en occupons.',
    },
    returned: {
      subject: (ref) => `Le colis de la commande ${ref} nous est revenu`,
      intro: (ref) => `Le colis de votre commande ${ref} est revenu à notre entrepôt.`,
      next: 'Vérifiez l’adresse de livraison de votre commande : nous vous contacterons pour le renvoyer ou vous rembourser.',
    },
  },
  items: 'Dans cette commande :',
  button: 'Voir ma commande',
  addressButton: 'Vérifier l’adresse',
};

const ES: Copy = {
  statuses: {
    check_address: {
      subject: (ref) => `Revisa la dirección de entrega del pedido ${ref}`,
      intro: (ref) => `Antes de enviar el pedido ${ref}, necesitamos que revises su dirección de entrega.`,
      next: 'Abre tu pedido para confirmar la dirección o cambiarla. Enviaremos el paquete en cuanto esté revisada.',
    },
    launched: {
      subject: (ref) => `Los discos de tu pedido ${ref} van a la planta de prensado`,
      intro: (ref) => `Buenas noticias: el prensado de los discos del pedido ${ref} ya ha comenzado en la planta.`,
      next: 'El prensado lleva unas semanas. Te escribiremos en cada paso y cuando salga el paquete.',
    },
    in_production: {
      subject: (ref) => `Los discos de tu pedido ${ref} se están prensando`,
      intro: (ref) => `Los discos del pedido ${ref} están en producción en la planta de prensado.`,
      next: 'Te escribiremos cuando se apruebe la prueba de prensado y cuando salga el paquete.',
    },
    test_pressing_ok: {
      subject: (ref) => `La prueba de prensado del pedido ${ref} está aprobada`,
      intro: (ref) => `La prueba de prensado de los discos del pedido ${ref} se ha escuchado y aprobado.`,
      next: 'Sigue el prensado final; te escribiremos cuando salga tu paquete.',
    },
    in_preparation: {
      subject: (ref) => `Estamos preparando tu pedido ${ref}`,
      intro: (ref) => `Tu pedido ${ref} se está empaquetando en nuestro almacén.`,
      next: 'Recibirás el número de seguimiento en cuanto salga el paquete.',
    },
    delivered: {
      subject: (ref) => `Tu pedido ${ref} se ha entregado`,
      intro: (ref) => `Tu pedido ${ref} se ha entregado. ¡Disfruta de la música!`,
      next: '¿Algún problema con el paquete? Responde a este correo y lo solucionamos.',
    },
    returned: {
      subject: (ref) => `El paquete del pedido ${ref} nos ha sido devuelto`,
      intro: (ref) => `El paquete de tu pedido ${ref} ha vuelto a nuestro almacén.`,
      next: 'Revisa la dirección de entrega de tu pedido: te contactaremos para enviarlo de nuevo o reembolsarte.',
    },
  },
  items: 'En este pedido:',
  button: 'Ver mi pedido',
  addressButton: 'Revisar la dirección',
};

const KR: Copy = {
  statuses: {
    check_address: {
      subject: (ref) => `주문 ${ref}의 배송 주소를 확인해 주세요`,
      intro: (ref) => `주문 ${ref}을(를) 보내기 전에 배송 주소를 확인해 주셔야 합니다.`,
      next: '주문 페이지에서 주소를 확인하거나 변경해 주세요. 확인이 끝나면 바로 발송해 드립니다.',
    },
    launched: {
      subject: (ref) => `주문 ${ref}의 음반 프레싱이 시작되었습니다`,
      intro: (ref) => `좋은 소식입니다. 주문 ${ref}의 음반이 공장에서 프레싱에 들어갔습니다.`,
      next: '프레싱에는 몇 주가 걸립니다. 단계마다, 그리고 발송할 때 다시 알려 드리겠습니다.',
    },
    in_production: {
      subject: (ref) => `주문 ${ref}의 음반을 프레싱하고 있습니다`,
      intro: (ref) => `주문 ${ref}의 음반이 프레싱 공장에서 생산 중입니다.`,
      next: '테스트 프레싱이 승인되면, 그리고 소포가 발송되면 다시 알려 드리겠습니다.',
    },
    test_pressing_ok: {
      subject: (ref) => `주문 ${ref}의 테스트 프레싱이 승인되었습니다`,
      intro: (ref) => `주문 ${ref} 음반의 테스트 프레싱을 청음하고 승인했습니다.`,
      next: '이제 본 프레싱이 진행됩니다. 소포가 발송되면 다시 알려 드리겠습니다.',
    },
    in_preparation: {
      subject: (ref) => `주문 ${ref}을(를) 준비하고 있습니다`,
      intro: (ref) => `주문 ${ref}을(를) 물류 창고에서 포장하고 있습니다.`,
      next: '소포가 발송되는 즉시 운송장 번호를 보내 드리겠습니다.',
    },
    delivered: {
      subject: (ref) => `주문 ${ref}이(가) 배송 완료되었습니다`,
      intro: (ref) => `주문 ${ref}이(가) 배송되었습니다. 즐거운 감상 되세요!`,
      next: '소포에 문제가 있나요? 이 메일에 회신해 주시면 해결해 드리겠습니다.',
    },
    returned: {
      subject: (ref) => `주문 ${ref}의 소포가 반송되었습니다`,
      intro: (ref) => `주문 ${ref}의 소포가 물류 창고로 반송되었습니다.`,
      next: '주문의 배송 주소를 확인해 주세요. 재발송 또는 환불을 위해 연락드리겠습니다.',
    },
  },
  items: '주문 상품:',
  button: '주문 보기',
  addressButton: '주소 확인하기',
};

const ZH: Copy = {
  statuses: {
    check_address: {
      subject: (ref) => `请确认订单 ${ref} 的收货地址`,
      intro: (ref) => `在寄出订单 ${ref} 之前，需要您确认收货地址。`,
      next: '请打开订单确认或修改地址，确认后我们会立即发货。',
    },
    launched: {
      subject: (ref) => `订单 ${ref} 的唱片已开始压制`,
      intro: (ref) => `好消息：订单 ${ref} 的唱片已在工厂开始压制。`,
      next: '压制需要几周时间。每个阶段以及包裹寄出时，我们都会通知您。',
    },
    in_production: {
      subject: (ref) => `订单 ${ref} 的唱片正在压制中`,
      intro: (ref) => `订单 ${ref} 的唱片正在压制厂生产。`,
      next: '测试压片通过以及包裹寄出时，我们会再通知您。',
    },
    test_pressing_ok: {
      subject: (ref) => `订单 ${ref} 的测试压片已通过`,
      intro: (ref) => `订单 ${ref} 唱片的测试压片已试听并通过。`,
      next: '接下来进行正式压制；包裹寄出时我们会通知您。',
    },
    in_preparation: {
      subject: (ref) => `您的订单 ${ref} 正在备货`,
      intro: (ref) => `您的订单 ${ref} 正在仓库打包。`,
      next: '包裹寄出后，您将立即收到物流单号。',
    },
    delivered: {
      subject: (ref) => `您的订单 ${ref} 已送达`,
      intro: (ref) => `您的订单 ${ref} 已送达，祝您聆听愉快！`,
      next: '包裹有问题？直接回复此邮件，我们会为您处理。',
    },
    returned: {
      subject: (ref) => `订单 ${ref} 的包裹已退回`,
      intro: (ref) => `您订单 ${ref} 的包裹已退回我们的仓库。`,
      next: '请检查订单的收货地址：我们会联系您重新寄送或退款。',
    },
  },
  items: '本订单包含：',
  button: '查看我的订单',
  addressButton: '确认地址',
};

const COPY: Readonly<Record<AppLocale, Copy>> = { en: EN, fr: FR, es: ES, kr: KR, zh: ZH };

/** A shop order's new status, told to its buyer, with what the order holds and a link to it. */
export const shopOrderStatusTemplate: EmailTemplate<ShopOrderStatusData> = {
  key: 'shop_order_status',
  render(locale, data) {
    const copy = COPY[locale];
    const status = copy.statuses[data.status];
    const reference = orderReference(data.orderNumber, locale);
    const subject = status.subject(reference);
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: status.next,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: status.intro(reference) },
        ...(data.items.length > 0
          ? [
              { kind: 'paragraph' as const, text: copy.items },
              { kind: 'list' as const, items: data.items },
            ]
          : []),
        { kind: 'paragraph', text: status.next },
        {
          kind: 'button',
          label: data.status === 'check_address' ? copy.addressButton : copy.button,
          href: emailLink(data.baseUrl, `/my-account/orders/${data.orderNumber}`, locale),
        },
      ],
    });
  },
};
