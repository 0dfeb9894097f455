// Sent when an order is confirmed (paid): lines, totals with the service charge on its own line and the
// VAT included (BUSINESS-RULES "Cart and checkout"), the shipping address, and the invoice PDF attached.
import type { AppLocale, Money } from '@spindle/domain';
import type { EmailTemplate, MailAttachment } from '../mail-message.ts';
import {
  defaultAmountFormatter,
  formatCountry,
  formatEmailDate,
  orderReference,
  type AmountFormatter,
} from './formats.ts';
import { greeting, renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface OrderConfirmationData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  name?: string | null;
  orderNumber: string | number;
  orderedAt: Date;
  lines: readonly {
    name: string;
    artistName?: string | null;
    /** Colour, size, format... as the buyer chose it. */
    detail?: string | null;
    quantity: number;
    /** Price of the line: unit price x quantity. */
    total: Money;
  }[];
  totals: { subtotal: Money; shipping: Money; serviceCharge: Money; vatIncluded: Money; total: Money };
  shippingAddress: {
    name: string;
    address: string;
    zipCode: string;
    city: string;
    state?: string | null;
    /** ISO 3166 code; the country is written in the reader's language. */
    countryCode: string;
  };
  /** The invoice PDF, attached when given. */
  invoice?: MailAttachment;
  /** Defaults to the domain's formatMoney in the reader's locale. */
  formatAmount?: AmountFormatter;
}

interface Copy {
  subject(reference: string): string;
  preheader: string;
  heading: string;
  intro(reference: string, date: string): string;
  columns: { item: string; quantity: string; amount: string };
  subtotal: string;
  shipping: string;
  freeShipping: string;
  serviceCharge: string;
  vatIncluded: string;
  total: string;
  shipTo: string;
  invoiceAttached: string;
  button: string;
  next: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (ref) => `Your Spindle order ${ref} is confirmed`,
    preheader: 'Thank you for your order. Here is your summary.',
    heading: 'Thank you for your order',
    intro: (ref, date) => `Your order ${ref} of ${date} is confirmed. Here is a summary.`,
    columns: { item: 'Item', quantity: 'Qty', amount: 'Price' },
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    freeShipping: 'Free',
    serviceCharge: 'Service charge',
    vatIncluded: 'Including VAT',
    total: 'Total',
    shipTo: 'Shipping address',
    invoiceAttached: 'Your invoice is attached to this e-mail as a PDF.',
    button: 'View my order',
    next: 'We will keep you posted at every step, right up to delivery.',
  },
  fr: {
    subject: (ref) => `Votre commande Spindle ${ref} est confirmée`,
    preheader: 'Merci pour votre commande. Voici votre récapitulatif.',
    heading: 'Merci pour votre commande',
    intro: (ref, date) => `Votre commande ${ref} du ${date} est confirmée. En voici le récapitulatif.`,
    columns: { item: 'Article', quantity: 'Qté', amount: 'Prix' },
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    freeShipping: 'Offerte',
    serviceCharge: 'Frais de service',
    vatIncluded: 'Dont TVA',
    total: 'Total',
    shipTo: 'Adresse de livraison',
    invoiceAttached: 'Votre facture est jointe à cet e-mail au format PDF.',
    button: 'Voir ma commande',
    next: 'Nous vous écrirons à chaque étape, jusqu’à la livraison.',
  },
  es: {
    subject: (ref) => `Tu pedido de Spindle ${ref} está confirmado`,
    preheader: 'Gracias por tu pedido. Aquí tienes el resumen.',
    heading: 'Gracias por tu pedido',
    intro: (ref, date) => `Tu pedido ${ref} del ${date} está confirmado. Aquí tienes el resumen.`,
    columns: { item: 'Artículo', quantity: 'Cant.', amount: 'Precio' },
    subtotal: 'Subtotal',
    shipping: 'Envío',
    freeShipping: 'Gratis',
    serviceCharge: 'Gastos de gestión',
    vatIncluded: 'IVA incluido',
    total: 'Total',
    shipTo: 'Dirección de envío',
    invoiceAttached: 'Te adjuntamos la factura en PDF.',
    button: 'Ver mi pedido',
    next: 'Te iremos informando en cada etapa, hasta la entrega.',
  },
  kr: {
    subject: (ref) => `Spindle 주문 ${ref} 확정 안내`,
    preheader: '주문해 주셔서 감사합니다. 주문 내역을 확인해 주세요.',
    heading: '주문해 주셔서 감사합니다',
    intro: (ref, date) => `${date}에 주문하신 내역(주문번호 ${ref})이 확정되었습니다. 주문 내역은 아래와 같습니다.`,
    columns: { item: '상품', quantity: '수량', amount: '금액' },
    subtotal: '상품 금액',
    shipping: '배송비',
    freeShipping: '무료',
    serviceCharge: '서비스 수수료',
    vatIncluded: '부가세 포함',
    total: '총 결제 금액',
    shipTo: '배송지',
    invoiceAttached: '인보이스(PDF)를 이 이메일에 첨부해 드렸습니다.',
    button: '주문 내역 보기',
    next: '배송이 완료될 때까지 단계마다 소식을 전해 드리겠습니다.',
  },
  zh: {
    subject: (ref) => `您的 Spindle 订单 ${ref} 已确认`,
    preheader: '感谢您的订购，以下是订单摘要。',
    heading: '感谢您的订购',
    intro: (ref, date) => `您于 ${date} 提交的订单 ${ref} 已确认，订单摘要如下。`,
    columns: { item: '商品', quantity: '数量', amount: '金额' },
    subtotal: '小计',
    shipping: '运费',
    freeShipping: '免费',
    serviceCharge: '服务费',
    vatIncluded: '含增值税',
    total: '合计',
    shipTo: '收货地址',
    invoiceAttached: '发票（PDF）已作为附件随本邮件发送。',
    button: '查看订单',
    next: '在订单送达之前，每个环节我们都会及时通知您。',
  },
};

/** Order confirmation: lines, totals, shipping address, a link to the order, and the invoice as an attachment. */
export const orderConfirmationTemplate: EmailTemplate<OrderConfirmationData> = {
  key: 'order_confirmed',
  render(locale, data) {
    const copy = COPY[locale];
    const format = (money: Money) => (data.formatAmount ?? defaultAmountFormatter)(money, locale);
    const reference = orderReference(data.orderNumber, locale);
    const address = data.shippingAddress;
    const rendered = renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.subject(reference),
      preheader: copy.preheader,
      blocks: [
        { kind: 'heading', text: copy.heading },
        greeting(locale, data.name),
        { kind: 'paragraph', text: copy.intro(reference, formatEmailDate(data.orderedAt, locale)) },
        {
          kind: 'lines',
          headers: copy.columns,
          rows: data.lines.map((line) => ({
            item: line.artistName ? `${line.artistName} – ${line.name}` : line.name,
            ...(line.detail ? { detail: line.detail } : {}),
            quantity: String(line.quantity),
            amount: format(line.total),
          })),
        },
        {
          kind: 'details',
          rows: [
            { label: copy.subtotal, value: format(data.totals.subtotal) },
            {
              label: copy.shipping,
              value: data.totals.shipping.amountMinor === 0 ? copy.freeShipping : format(data.totals.shipping),
            },
            { label: copy.serviceCharge, value: format(data.totals.serviceCharge) },
            { label: copy.total, value: format(data.totals.total), emphasis: true },
            { label: copy.vatIncluded, value: format(data.totals.vatIncluded) },
          ],
        },
        {
          kind: 'address',
          title: copy.shipTo,
          lines: [
            address.name,
            address.address,
            [address.zipCode, address.city].filter(Boolean).join(' '),
            ...(address.state ? [address.state] : []),
            formatCountry(address.countryCode, locale),
          ],
        },
        ...(data.invoice ? [{ kind: 'note' as const, text: copy.invoiceAttached }] : []),
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, '/my-account/orders', locale),
          showUrl: false,
        },
        { kind: 'paragraph', text: copy.next },
      ],
    });
    return data.invoice ? { ...rendered, attachments: [data.invoice] } : rendered;
  },
};
