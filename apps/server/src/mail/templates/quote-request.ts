// A pressing quote request, to staff: who asks, how many copies, the chosen options and the estimate
// the configurator showed. The caller sets replyTo to the customer so staff answer by replying.
import type { AppLocale, Money } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { defaultAmountFormatter, formatCount, type AmountFormatter } from './formats.ts';
import { renderEmail } from './layout.ts';
import { emailLink } from './links.ts';

export interface QuoteRequestData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  /** The stored quote, linked from the admin when known. */
  quoteId?: number | null;
  name: string;
  email: string;
  company?: string | null;
  projectName?: string | null;
  quantity: number;
  /** The chosen options as the configurator labels them ('Vinyl colour' -> 'Transparent red'). */
  options: readonly { label: string; value: string }[];
  estimatedTotal?: Money | null;
  message?: string | null;
  /** Defaults to the domain's formatMoney in the reader's locale. */
  formatAmount?: AmountFormatter;
}

interface Copy {
  subject(who: string, copies: string): string;
  heading: string;
  name: string;
  email: string;
  company: string;
  project: string;
  quantity: string;
  estimate: string;
  message: string;
  button: string;
  reply: string;
}

const COPY: Readonly<Record<AppLocale, Copy>> = {
  en: {
    subject: (who, copies) => `Quote request: ${copies} copies for ${who}`,
    heading: 'New pressing quote request',
    name: 'Name',
    email: 'E-mail',
    company: 'Company',
    project: 'Project',
    quantity: 'Quantity',
    estimate: 'Estimated total',
    message: 'Message:',
    button: 'Open in the admin',
    reply: 'Reply to this e-mail to answer the customer directly.',
  },
  fr: {
    subject: (who, copies) => `Demande de devis : ${copies} exemplaires pour ${who}`,
    heading: 'Nouvelle demande de devis de pressage',
    name: 'Nom',
    email: 'E-mail',
    company: 'Société',
    project: 'Projet',
    quantity: 'Quantité',
    estimate: 'Total estimé',
    message: 'Message :',
    button: 'Ouvrir dans l’admin',
    reply: 'Répondez à cet e-mail pour écrire directement au client.',
  },
  es: {
    subject: (who, copies) => `Solicitud de presupuesto: ${copies} copias para ${who}`,
    heading: 'Nueva solicitud de presupuesto de prensado',
    name: 'Nombre',
    email: 'Correo electrónico',
    company: 'Empresa',
    project: 'Proyecto',
    quantity: 'Cantidad',
    estimate: 'Total estimado',
    message: 'Mensaje:',
    button: 'Abrir en el panel de administración',
    reply: 'Responde a este correo para contestar directamente al cliente.',
  },
  kr: {
    subject: (who, copies) => `견적 요청: ${who}, ${copies}장`,
    heading: '새 프레싱 견적 요청',
    name: '이름',
    email: '이메일',
    company: '회사',
    project: '프로젝트',
    quantity: '수량',
    estimate: '예상 합계',
    message: '메시지:',
    button: '관리자 페이지에서 열기',
    reply: '이 이메일에 회신하면 고객에게 바로 답장할 수 있습니다.',
  },
  zh: {
    subject: (who, copies) => `报价请求：${who}，${copies} 张`,
    heading: '新的压片报价请求',
    name: '姓名',
    email: '电子邮箱',
    company: '公司',
    project: '项目',
    quantity: '数量',
    estimate: '预估总价',
    message: '留言：',
    button: '在后台打开',
    reply: '直接回复此邮件即可答复客户。',
  },
};

/** Quote request to staff: contact, quantity, options, estimate, message, and a link to the admin quotes. */
export const quoteRequestTemplate: EmailTemplate<QuoteRequestData> = {
  key: 'quote_request',
  render(locale, data) {
    const copy = COPY[locale];
    const format = data.formatAmount ?? defaultAmountFormatter;
    const copies = formatCount(data.quantity, locale);
    const who = data.company?.trim() || data.name;
    const message = data.message?.trim();
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: copy.subject(who, copies),
      preheader: copy.heading,
      signOff: false,
      blocks: [
        { kind: 'heading', text: copy.heading },
        {
          kind: 'details',
          rows: [
            { label: copy.name, value: data.name },
            { label: copy.email, value: data.email },
            ...(data.company ? [{ label: copy.company, value: data.company }] : []),
            ...(data.projectName ? [{ label: copy.project, value: data.projectName }] : []),
            { label: copy.quantity, value: copies },
            ...data.options,
            ...(data.estimatedTotal
              ? [{ label: copy.estimate, value: format(data.estimatedTotal, locale), emphasis: true }]
              : []),
          ],
        },
        ...(message
          ? [
              { kind: 'paragraph' as const, text: copy.message },
              { kind: 'quote' as const, text: message },
            ]
          : []),
        {
          kind: 'button',
          label: copy.button,
          href: emailLink(data.baseUrl, '/admin/quote', locale, data.quoteId ? { id: data.quoteId } : {}),
          showUrl: false,
        },
        { kind: 'note', text: copy.reply },
      ],
    });
  },
};
