// Sent when staff refund all or part of an order, or cancel it (docs/admin.md "Orders, refunds and manual
// orders"): what comes back and for what, when it shows on the card, and the credit note attached as a
// PDF; the buyer finds the refund and the credit note again in their account.
import type { AppLocale, Money } from '@spindle/domain';
import type { EmailTemplate, MailAttachment } from '../mail-message.ts';
import { defaultAmountFormatter, orderReference, type AmountFormatter } from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface OrderRefundedData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  orderNumber: number;
  /** The whole order was cancelled (else some of its lines were refunded). */
  cancelled: boolean;
  refunded: Money;
  /** What was given back: each line's units and amount, and shipping when it was. */
  lines: readonly { name: string; quantity: number; amount: Money }[];
  shipping: Money | null;
  creditNoteNumber: string;
  /** The credit note PDF. */
  creditNote: MailAttachment;
  formatAmount?: AmountFormatter;
}

interface Copy {
  subject(reference: string, cancelled: boolean): string;
  preheader: string;
  intro(reference: string, cancelled: boolean): string;
  refund(amount: string): string;
  columns: { item: string; quantity: string; amount: string };
  shipping: string;
  creditNote(number: string): string;
  delay: string;
  button: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (ref, cancelled) =>
      cancelled ? `Your order ${ref} is cancelled and refunded` : `A refund on your order ${ref}`,
    preheader: 'Your refund and its credit note.',
    intro: (ref, cancelled) =>
      cancelled
        ? `We have cancelled your order ${ref} and refunded what you paid for it.`
        : `We have refunded part of your order ${ref}.`,
    refund: (amount) => `${amount} goes back to the card you paid with.`,
    columns: { item: 'Refunded', quantity: 'Qty', amount: 'Amount' },
    shipping: 'Shipping',
    creditNote: (number) => `Credit note ${number} is attached to this e-mail as a PDF.`,
    delay: 'Depending on your bank, the refund shows on your statement within 5 to 10 days.',
    button: 'View my orders',
  },
  fr: {
    subject: (ref, cancelled) =>
      cancelled ? `Votre commande ${ref} est annulée et remboursée` : `Un remboursement sur votre commande ${ref}`,
    preheader: 'Votre remboursement et son avoir.',
    intro: (ref, cancelled) =>
      cancelled
        ? `Nous avons annulé votre commande ${ref} et remboursé ce que vous avez payé.`
        : `Nous avons remboursé une partie de votre commande ${ref}.`,
    refund: (amount) => `${amount} est reversé sur la carte utilisée pour le paiement.`,
    columns: { item: 'Remboursé', quantity: 'Qté', amount: 'Montant' },
    shipping: 'Livraison',
    creditNote: (number) => `L’avoir ${number} est joint à cet e-mail au format PDF.`,
    delay: 'Selon votre banque, le remboursement apparaît sur votre relevé sous 5 à 10 jours.',
    button: 'Voir mes commandes',
  },
  es: {
    subject: (ref, cancelled) =>
      cancelled ? `Tu pedido ${ref} está cancelado y reembolsado` : `Un reembolso de tu pedido ${ref}`,
    preheader: 'Tu reembolso y su factura rectificativa.',
    intro: (ref, cancelled) =>
      cancelled
        ? `Hemos cancelado tu pedido ${ref} y te hemos reembolsado lo que pagaste.`
        : `Te hemos reembolsado una parte de tu pedido ${ref}.`,
    refund: (amount) => `Te devolvemos ${amount} en la tarjeta con la que pagaste.`,
    columns: { item: 'Reembolsado', quantity: 'Cant.', amount: 'Importe' },
    shipping: 'Envío',
    creditNote: (number) => `La factura rectificativa ${number} va adjunta a este correo en PDF.`,
    delay: 'Según tu banco, el reembolso aparecerá en tu extracto en un plazo de 5 a 10 días.',
    button: 'Ver mis pedidos',
  },
  kr: {
    subject: (ref, cancelled) =>
      cancelled ? `주문 ${ref}이(가) 취소되고 환불되었습니다` : `주문 ${ref}의 일부가 환불되었습니다`,
    preheader: '환불 내역과 크레딧 노트를 보내 드립니다.',
    intro: (ref, cancelled) =>
      cancelled
        ? `주문 ${ref}을(를) 취소하고 결제하신 금액을 환불해 드렸습니다.`
        : `주문 ${ref}의 일부를 환불해 드렸습니다.`,
    refund: (amount) => `${amount}이(가) 결제하신 카드로 환불됩니다.`,
    columns: { item: '환불 항목', quantity: '수량', amount: '금액' },
    shipping: '배송비',
    creditNote: (number) => `크레딧 노트 ${number}을(를) PDF 파일로 첨부해 드렸습니다.`,
    delay: '카드사에 따라 5~10일 안에 명세서에 환불 내역이 표시됩니다.',
    button: '내 주문 보기',
  },
  zh: {
    subject: (ref, cancelled) => (cancelled ? `您的订单 ${ref} 已取消并退款` : `您的订单 ${ref} 已部分退款`),
    preheader: '您的退款及贷项通知单。',
    intro: (ref, cancelled) =>
      cancelled ? `我们已取消您的订单 ${ref}，并退还您支付的款项。` : `我们已退还您订单 ${ref} 的部分款项。`,
    refund: (amount) => `${amount} 将退还至您付款时使用的银行卡。`,
    columns: { item: '退款项目', quantity: '数量', amount: '金额' },
    shipping: '运费',
    creditNote: (number) => `贷项通知单 ${number} 已以 PDF 格式附在本邮件中。`,
    delay: '根据您的银行，退款将在 5 至 10 天内显示在账单上。',
    button: '查看我的订单',
  },
};

/** A refund or a cancellation by staff: the amount, what it was for, and the credit note attached. */
export const orderRefundedTemplate: EmailTemplate<OrderRefundedData> = {
  key: 'order_refunded',
  render(locale, data) {
    const copy = COPY[locale];
    const format = (money: Money) => (data.formatAmount ?? defaultAmountFormatter)(money, locale);
    const reference = orderReference(data.orderNumber, locale);
    const subject = copy.subject(reference, data.cancelled);
    const rows = data.lines.map((line) => ({
      item: line.name,
      quantity: String(line.quantity),
      amount: format(line.amount),
    }));
    if (data.shipping) rows.push({ item: copy.shipping, quantity: '1', amount: format(data.shipping) });
    const rendered = renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject,
      preheader: copy.preheader,
      blocks: [
        { kind: 'heading', text: subject },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(reference, data.cancelled) },
        ...(rows.length > 0 ? [{ kind: 'lines' as const, headers: copy.columns, rows }] : []),
        { kind: 'paragraph', text: copy.refund(format(data.refunded)) },
        { kind: 'paragraph', text: copy.delay },
        { kind: 'note', text: copy.creditNote(data.creditNoteNumber) },
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, `/my-account/orders/${data.orderNumber}`, locale),
          showUrl: false,
        },
      ],
    });
    return { ...rendered, attachments: [data.creditNote] };
  },
};
