// What the mailer sends and what a template renders: shared by mailer.ts and templates/.
import type { AppLocale } from '@spindle/domain';

/** Key of each e-mail template, stored in outbox_emails.template (tests and the admin filter on it). */
export const EMAIL_TEMPLATE_KEYS = [
  'confirm_email',
  'reset_password',
  'sign_in_link',
  'welcome',
  'order_confirmed',
  'late_payment_refunded',
  'contact_received',
  'contact_acknowledgement',
  'quote_request',
  'project_reminder',
  'follower_reminder',
  'review_request',
  'project_decision',
  'shop_order_status',
  'order_dispatched',
  'request_answer',
  'production_address_check',
  'production_delay',
  'order_refunded',
  'statement_ready',
  'newsletter',
  'box_gift',
  'box_reminder',
  'box_charge_failed',
  'box_dispatched',
  'return_update',
  'new_messages',
  'support_messages',
] as const;

/** One of the e-mail templates. */
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

/** A file sent with an e-mail (the invoice PDF of an order). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What a template gives back: ready to hand to Mailer.send with the recipient. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** A template: data in, the e-mail in the reader's language out. */
export interface EmailTemplate<TData> {
  key: EmailTemplateKey;
  render(locale: AppLocale, data: TData): RenderedEmail;
}

/** One e-mail to one recipient. */
export interface MailMessage extends RenderedEmail {
  /** A single address (no display name): one outbox row per recipient. */
  to: string;
  locale: AppLocale;
  template: EmailTemplateKey;
  /** Labels for the SMTP relay's statistics (sent as the X-Spindle-Tags header). */
  tags?: readonly string[];
  replyTo?: string;
  /** The account the e-mail concerns, when there is one (outbox_emails.user_id). */
  userId?: number;
  /** The order it is about, when it is about one (outbox_emails.order_id: the staff's order page lists it). */
  orderId?: number;
  /**
   * A mailing list's one-click unsubscribe URL (https, RFC 8058): sent as List-Unsubscribe with
   * List-Unsubscribe-Post, kept in outbox_emails.headers.
   */
  listUnsubscribeUrl?: string;
}

/** The mailing-list headers of a message (none unless it has a one-click unsubscribe URL). */
export function listHeadersOf(message: Pick<MailMessage, 'listUnsubscribeUrl'>): Record<string, string> | null {
  const url = message.listUnsubscribeUrl;
  if (!url) return null;
  // A header value: no line break can reach it (the URL is the server's own, but headers are a boundary).
  if (/[\r\n<>]/.test(url)) throw new Error('a List-Unsubscribe URL cannot hold line breaks or angle brackets');
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
