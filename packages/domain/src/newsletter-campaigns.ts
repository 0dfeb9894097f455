// Newsletter campaigns (docs/newsletter.md): what staff write in each locale, which version a
// subscriber reads, how the body's plain text becomes blocks of an e-mail, how fast the queue sends,
// and which reports of the SMTP provider end a subscription.
import { LOCALES, type AppLocale } from './locales.ts';

/** A campaign is written (draft), going out (sending), or done (sent). */
export const NEWSLETTER_CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
/** A campaign's status. */
export type NewsletterCampaignStatus = (typeof NEWSLETTER_CAMPAIGN_STATUSES)[number];

/** A delivery waits (queued), went to the outbox (sent), or was dropped: its subscriber left meanwhile (skipped). */
export const NEWSLETTER_DELIVERY_STATUSES = ['queued', 'sent', 'skipped'] as const;
/** A delivery's status. */
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

/** The subject and body of one locale's version. */
export interface NewsletterVersion {
  subject: string;
  body: string;
}

/** Every locale's version; English is the one every other falls back to. */
export type NewsletterContent = { en: NewsletterVersion } & Partial<
  Record<Exclude<AppLocale, 'en'>, NewsletterVersion>
>;

/** Longest subject (inbox clients cut far earlier) and body, in characters. */
export const NEWSLETTER_SUBJECT_MAX = 150;
/** Longest body, in characters. */
export const NEWSLETTER_BODY_MAX = 20_000;

/** E-mails a campaign sends per minute unless configured (a steady rate the SMTP relay accepts). */
export const NEWSLETTER_DEFAULT_RATE_PER_MINUTE = 120;

/** The version a subscriber of `lang` reads: their own when written, else English. */
export function newsletterVersionFor(content: NewsletterContent, lang: string): NewsletterVersion {
  const locale = LOCALES.find((candidate) => candidate === lang);
  const own = locale && locale !== 'en' ? content[locale] : undefined;
  return own && own.subject.trim() !== '' && own.body.trim() !== '' ? own : content.en;
}

/** A field of a version that is wrong, as `<locale>.<field>` with the spec's error key. */
export type NewsletterContentErrors = Record<string, 'input_required' | 'input_too_long'>;

/**
 * What is wrong with a campaign's content: English must have a subject and a body; another locale is
 * either left empty (it falls back) or has both; nothing over the limits.
 */
export function newsletterContentErrors(
  content: Partial<Record<AppLocale, Partial<NewsletterVersion>>>,
): NewsletterContentErrors {
  const errors: NewsletterContentErrors = {};
  for (const locale of LOCALES) {
    const subject = content[locale]?.subject?.trim() ?? '';
    const body = content[locale]?.body?.trim() ?? '';
    const written = subject !== '' || body !== '';
    if (locale === 'en' || written) {
      if (subject === '') errors[`${locale}.subject`] = 'input_required';
      if (body === '') errors[`${locale}.body`] = 'input_required';
    }
    if (subject.length > NEWSLETTER_SUBJECT_MAX) errors[`${locale}.subject`] = 'input_too_long';
    if (body.length > NEWSLETTER_BODY_MAX) errors[`${locale}.body`] = 'input_too_long';
  }
  return errors;
}

/** A piece of a newsletter's body: a heading, a paragraph (its lines kept), or a link on a line of its own. */
export type NewsletterBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'button'; text: string; url: string };

const BUTTON_LINE = /^\[([^\]]+)\]\((https:\/\/[^\s)]+)\)$/;

/**
 * The body's plain text as blocks: paragraphs are separated by a blank line; a paragraph starting with
 * "# " is a heading; a paragraph that is only `[text](https://...)` is a button. Nothing else is markup,
 * so what staff type is what subscribers read.
 */
export function newsletterBlocksOf(body: string): NewsletterBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): NewsletterBlock => {
      if (part.startsWith('# ')) return { kind: 'heading', text: part.slice(2).trim() };
      const button = BUTTON_LINE.exec(part);
      if (button?.[1] && button[2]) return { kind: 'button', text: button[1], url: button[2] };
      return { kind: 'paragraph', lines: part.split('\n').map((line) => line.trim()) };
    });
}

/** How many e-mails one run of the send job takes, and how long until the next run, for a rate per minute. */
export function newsletterBatchPlan(ratePerMinute: number): { batchSize: number; nextRunInMs: number } {
  const rate = Math.max(1, Math.floor(ratePerMinute));
  // Runs every 10 s when the rate allows at least one e-mail per run, so the flow stays even.
  if (rate >= 6) return { batchSize: Math.floor(rate / 6), nextRunInMs: 10_000 };
  return { batchSize: 1, nextRunInMs: Math.ceil(60_000 / rate) };
}

/** What the SMTP provider reports of an address after sending to it. */
export type MailEventKind = 'hard_bounce' | 'soft_bounce' | 'complaint' | 'unsubscribe';

/** Whether a report ends the address's newsletter subscription: all but a temporary (soft) bounce do. */
export function mailEventEndsSubscription(kind: MailEventKind): boolean {
  return kind !== 'soft_bounce';
}
