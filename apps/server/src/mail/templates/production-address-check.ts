// To every buyer of a pre-order when staff validate the address check (BUSINESS-RULES "Project
// lifecycle"; docs/production.md "The address check"): the records are at the warehouse and ship soon;
// the buyer confirms the address on the order, or changes it there before dispatch.
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { formatEmailDate } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface ProductionAddressCheckData {
  /** PUBLIC_URL (or the order's origin): origin of every link. */
  baseUrl: string;
  name?: string | null;
  project: { name: string; artistName: string };
  orderId: number;
  /** The delivery address the order holds, one line; null when it has none. */
  address: string | null;
  shipOn: Date;
}

interface Copy {
  subject(project: string): string;
  intro(project: string, artist: string): string;
  addressTitle: string;
  noAddress: string;
  ask: string;
  button: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (p) => `Check your delivery address for “${p}”`,
    intro: (p, a) =>
      `Your pre-order of “${p}” by ${a} has been pressed and is at our warehouse. It ships from around the date below.`,
    addressTitle: 'We will send it to',
    noAddress: 'Your order has no delivery address yet.',
    ask: 'If this address is still right, there is nothing to do. If you moved, change it on your order before it ships.',
    button: 'Check or change my address',
  },
  fr: {
    subject: (p) => `Vérifiez votre adresse de livraison pour « ${p} »`,
    intro: (p, a) =>
      `Votre précommande de « ${p} » de ${a} est pressée et arrivée dans notre entrepôt. Elle part vers la date ci-dessous.`,
    addressTitle: 'Nous l’enverrons à',
    noAddress: 'Votre commande n’a pas encore d’adresse de livraison.',
    ask: 'Si cette adresse est toujours la bonne, vous n’avez rien à faire. Si vous avez déménagé, modifiez-la sur votre commande avant l’envoi.',
    button: 'Vérifier ou modifier mon adresse',
  },
  es: {
    subject: (p) => `Comprueba tu dirección de entrega para «${p}»`,
    intro: (p, a) =>
      `Tu reserva de «${p}» de ${a} ya está prensada y en nuestro almacén. Sale hacia la fecha indicada abajo.`,
    addressTitle: 'La enviaremos a',
    noAddress: 'Tu pedido todavía no tiene dirección de entrega.',
    ask: 'Si esta dirección sigue siendo correcta, no tienes que hacer nada. Si te has mudado, cámbiala en tu pedido antes del envío.',
    button: 'Comprobar o cambiar mi dirección',
  },
  kr: {
    subject: (p) => `“${p}” 배송 주소를 확인해 주세요`,
    intro: (p, a) =>
      `${a}의 “${p}” 사전 주문 상품이 프레싱을 마치고 물류 창고에 도착했습니다. 아래 날짜 무렵 발송됩니다.`,
    addressTitle: '배송 주소',
    noAddress: '주문에 아직 배송 주소가 없습니다.',
    ask: '주소가 맞다면 따로 하실 일은 없습니다. 이사하셨다면 발송 전에 주문에서 주소를 변경해 주세요.',
    button: '주소 확인 또는 변경',
  },
  zh: {
    subject: (p) => `请核对《${p}》的收货地址`,
    intro: (p, a) => `您预订的 ${a}《${p}》已完成压制并到达我们的仓库，将于下方日期前后发货。`,
    addressTitle: '我们将寄往',
    noAddress: '您的订单还没有收货地址。',
    ask: '如果地址仍然正确，您无需任何操作。如果您已搬家，请在发货前在订单中修改地址。',
    button: '核对或修改我的地址',
  },
};

const SHIPS_LABEL: Readonly<Record<AppLocale, string>> = {
  en: 'Estimated ship date',
  fr: 'Date d’envoi estimée',
  es: 'Fecha de envío estimada',
  kr: '예상 발송일',
  zh: '预计发货日期',
};

/** The address check of a pre-order, in the buyer's language. */
export const productionAddressCheckTemplate: EmailTemplate<ProductionAddressCheckData> = {
  key: 'production_address_check',
  render(locale, data) {
    const copy = COPY[locale];
    const subject = copy.subject(data.project.name);
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: subject,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(data.project.name, data.project.artistName) },
        {
          kind: 'details',
          rows: [{ label: SHIPS_LABEL[locale], value: formatEmailDate(data.shipOn, locale), emphasis: true }],
        },
        data.address
          ? { kind: 'address', title: copy.addressTitle, lines: [data.address] }
          : { kind: 'paragraph', text: copy.noAddress },
        { kind: 'paragraph', text: copy.ask },
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, `/my-account/orders/${data.orderId}`, locale),
          showUrl: true,
        },
      ],
    });
  },
};
