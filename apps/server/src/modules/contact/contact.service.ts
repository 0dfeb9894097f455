// A message from the contact form: kept in the contacts table, e-mailed to the team (reply-to the
// visitor) and acknowledged to the visitor in their language, at most a few per address and hour.
import type { ContactRequest, ContactSubject } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import type { Mailer } from '../../mail/mailer.ts';
import { contactAcknowledgementTemplate, contactReceivedTemplate } from '../../mail/templates/index.ts';
import { clientIpKey } from '../../rate-limit/client-ip-key.ts';
import type { RateLimiter, RateLimitRules } from '../../rate-limit/rate-limiter.ts';
import type { ContactRepo } from './contact.repo.ts';

/** Five messages per client address, earned back over an hour (one every 12 minutes). */
export const CONTACT_RATE_LIMIT: RateLimitRules = { points: 5, durationSeconds: 3600 };

/** The team reads the contact e-mails in English; the visitor's language is named in the e-mail. */
const STAFF_LOCALE: AppLocale = 'en';

/** How the staff e-mail names each subject (in STAFF_LOCALE). */
const STAFF_TOPIC: Readonly<Record<ContactSubject, string>> = {
  order: 'Order',
  artist: 'Artist or label project',
  press: 'Press and media',
  other: 'Other',
};

/** Who sent the request, as the HTTP edge knows it. */
export interface ContactSender {
  ip: string;
  userId: number | null;
  /** Origin of the links in the acknowledgement (PUBLIC_URL, or the request's origin). */
  baseUrl: string;
}

export type ContactOutcome =
  { ok: true; stored: boolean } | { ok: false; code: 'too_many_requests'; retryAfterSeconds: number };

export interface ContactServiceDeps {
  repo: ContactRepo;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The team's address (CONTACT_EMAIL). */
  staffEmail: string;
}

/** A topic followed by the order number, when the visitor gave one ('order #10452'). */
function withOrderNumber(topic: string, orderNumber: string | undefined): string {
  return orderNumber ? `${topic} #${orderNumber}` : topic;
}

export function createContactService({ repo, mailer, limiter, staffEmail }: ContactServiceDeps) {
  return {
    async send(request: ContactRequest, sender: ContactSender): Promise<ContactOutcome> {
      // A bot filled the field people never see: it is told the message went, and nothing happens.
      if (request.website?.trim()) return { ok: true, stored: false };

      const limit = await limiter.consume(clientIpKey(sender.ip));
      if (!limit.allowed) return { ok: false, code: 'too_many_requests', retryAfterSeconds: limit.retryAfterSeconds };

      const orderNumber = request.orderNumber || undefined;
      const { createdAt } = await repo.insertContact({
        userId: sender.userId,
        name: request.name,
        email: request.email,
        // The table has no order number column: it travels in the subject ('order #10452').
        subject: withOrderNumber(request.subject, orderNumber),
        message: request.message,
        lang: request.lang,
      });

      await mailer.send({
        to: staffEmail,
        locale: STAFF_LOCALE,
        template: contactReceivedTemplate.key,
        replyTo: request.email,
        tags: ['contact', request.subject],
        ...contactReceivedTemplate.render(STAFF_LOCALE, {
          baseUrl: sender.baseUrl,
          name: request.name,
          email: request.email,
          subject: withOrderNumber(STAFF_TOPIC[request.subject], orderNumber),
          message: request.message,
          visitorLocale: request.lang,
          receivedAt: createdAt,
        }),
      });
      await mailer.send({
        to: request.email,
        locale: request.lang,
        template: contactAcknowledgementTemplate.key,
        tags: ['contact'],
        ...(sender.userId === null ? {} : { userId: sender.userId }),
        ...contactAcknowledgementTemplate.render(request.lang, {
          baseUrl: sender.baseUrl,
          name: request.name,
          message: request.message,
        }),
      });
      return { ok: true, stored: true };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
