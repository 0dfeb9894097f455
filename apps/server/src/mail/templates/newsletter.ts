// A newsletter campaign as one subscriber reads it: the staff's text in the subscriber's language (else
// English) as headings, paragraphs and buttons, then why they receive it and a link to stop
// (docs/newsletter.md). The same link goes in the List-Unsubscribe header (mailer.ts).
import { newsletterBlocksOf, type AppLocale, type NewsletterVersion } from '@spindle/domain';
import type { EmailTemplate } from '../mail-message.ts';
import { type EmailBlock, renderEmail } from './layout.ts';

export interface NewsletterData {
  /** PUBLIC_URL: origin of every link. */
  baseUrl: string;
  version: NewsletterVersion;
  /** The page that confirms the unsubscription (the subscriber's language, their signed token). */
  unsubscribeUrl: string;
}

const COPY: Readonly<Record<AppLocale, { why: string; stop: string }>> = {
  en: { why: 'You receive this because you subscribed to the Spindle newsletter.', stop: 'Unsubscribe' },
  fr: { why: 'Vous recevez ce message car vous êtes inscrit·e à la newsletter de Spindle.', stop: 'Se désinscrire' },
  es: { why: 'Recibes este mensaje porque te suscribiste al boletín de Spindle.', stop: 'Darse de baja' },
  kr: { why: 'Spindle 뉴스레터를 구독하셨기 때문에 이 메일을 받으셨습니다.', stop: '구독 취소' },
  zh: { why: '您收到这封邮件，是因为您订阅了 Spindle 的新闻通讯。', stop: '退订' },
};

/** The body's blocks (packages/domain newsletterBlocksOf) as the layout's. */
function emailBlocksOf(body: string): EmailBlock[] {
  return newsletterBlocksOf(body).map((block): EmailBlock => {
    if (block.kind === 'heading') return { kind: 'heading', text: block.text };
    if (block.kind === 'button') return { kind: 'button', label: block.text, href: block.url, showUrl: false };
    return { kind: 'paragraph', text: block.lines.join('\n') };
  });
}

/** One campaign for one subscriber. */
export const newsletterTemplate: EmailTemplate<NewsletterData> = {
  key: 'newsletter',
  render(locale, data) {
    const copy = COPY[locale];
    const blocks = emailBlocksOf(data.version.body);
    const first = newsletterBlocksOf(data.version.body).find((block) => block.kind === 'paragraph');
    return renderEmail({
      locale,
      baseUrl: data.baseUrl,
      subject: data.version.subject,
      preheader: first?.kind === 'paragraph' ? first.lines.join(' ').slice(0, 140) : data.version.subject,
      blocks: [...blocks, { kind: 'link', text: copy.why, label: copy.stop, href: data.unsubscribeUrl }],
      signOff: false,
    });
  },
};
