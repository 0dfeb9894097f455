// Sent when a payment arrived after its order's hold expired and the copies had been sold meanwhile:
// the order cannot be confirmed, so the payment is refunded in full (docs/payments.md, "Order and
// payment states"). The buyer learns why, how much comes back, and that nothing else is needed.
import type { AppLocale, Money } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { defaultAmountFormatter, orderReference, type AmountFormatter } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface LatePaymentRefundedData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  orderNumber: string | number;
  /** What is given back: the whole payment. */
  refunded: Money;
  /** Defaults to the domain's formatMoney in the reader's locale. */
  formatAmount?: AmountFormatter;
}

interface Copy {
  subject(reference: string): string;
  preheader: string;
  intro(reference: string): string;
  refund(amount: string): string;
  delay: string;
  button: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (ref) => `Your payment for order ${ref} is refunded`,
    preheader: 'The copies sold out before your payment came through.',
    intro: (ref) =>
      `Your payment for order ${ref} reached us after the copies we were holding for you had been released, and they have sold out since. We could not confirm the order.`,
    refund: (amount) => `We have refunded the full amount, ${amount}, to the card you paid with.`,
    delay: 'Depending on your bank, the refund shows on your statement within 5 to 10 days. You have nothing to do.',
    button: 'Back to the shop',
  },
  fr: {
    subject: (ref) => `Votre paiement pour la commande ${ref} est remboursé`,
    preheader: 'Les exemplaires ont été épuisés avant l’arrivée de votre paiement.',
    intro: (ref) =>
      `Votre paiement pour la commande ${ref} nous est parvenu après la fin de la réservation de vos exemplaires, qui ont été vendus depuis. Nous n’avons pas pu confirmer la commande.`,
    refund: (amount) => `Nous avons remboursé la totalité, ${amount}, sur la carte utilisée pour le paiement.`,
    delay:
      'Selon votre banque, le remboursement apparaît sur votre relevé sous 5 à 10 jours. Vous n’avez rien à faire.',
    button: 'Retour à la boutique',
  },
  es: {
    subject: (ref) => `Te hemos reembolsado el pago del pedido ${ref}`,
    preheader: 'Las copias se agotaron antes de que llegara tu pago.',
    intro: (ref) =>
      `Tu pago del pedido ${ref} nos llegó cuando ya había terminado la reserva de tus copias, que se han vendido desde entonces. No hemos podido confirmar el pedido.`,
    refund: (amount) => `Te hemos reembolsado el importe íntegro, ${amount}, en la tarjeta con la que pagaste.`,
    delay:
      'Según tu banco, el reembolso aparecerá en tu extracto en un plazo de 5 a 10 días. No tienes que hacer nada.',
    button: 'Volver a la tienda',
  },
  kr: {
    subject: (ref) => `주문 ${ref}의 결제 금액이 환불되었습니다`,
    preheader: '결제가 완료되기 전에 상품이 모두 판매되었습니다.',
    intro: (ref) =>
      `주문 ${ref}의 결제가 예약 시간이 지난 뒤에 도착했고, 그사이 상품이 모두 판매되었습니다. 주문을 확정해 드리지 못했습니다.`,
    refund: (amount) => `결제하신 카드로 전액 ${amount}을(를) 환불해 드렸습니다.`,
    delay: '카드사에 따라 5~10일 안에 명세서에 환불 내역이 표시됩니다. 따로 하실 일은 없습니다.',
    button: '스토어로 돌아가기',
  },
  zh: {
    subject: (ref) => `订单 ${ref} 的付款已退还`,
    preheader: '在您的付款到账之前，商品已售罄。',
    intro: (ref) =>
      `订单 ${ref} 的付款在为您保留商品的时间结束后才到达，而商品在此期间已售罄，因此我们无法确认该订单。`,
    refund: (amount) => `我们已将全部款项 ${amount} 退还至您付款时使用的银行卡。`,
    delay: '根据您的银行，退款将在 5 至 10 天内显示在账单上。您无需进行任何操作。',
    button: '返回商店',
  },
};

/** Late payment refunded: why the order could not be confirmed, the amount given back, and when it shows. */
export const latePaymentRefundedTemplate: EmailTemplate<LatePaymentRefundedData> = {
  key: 'late_payment_refunded',
  render(locale, data) {
    const copy = COPY[locale];
    const reference = orderReference(data.orderNumber, locale);
    const amount = (data.formatAmount ?? defaultAmountFormatter)(data.refunded, locale);
    const subject = copy.subject(reference);
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: copy.preheader,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(reference) },
        { kind: 'paragraph', text: copy.refund(amount) },
        { kind: 'paragraph', text: copy.delay },
        { kind: 'button', label: copy.button, href: emailLink(data.baseUrl, '/', locale), showUrl: false },
      ],
    });
  },
};
