// The one way the server sends e-mail. Every message is first written to outbox_emails; with SMTP_URL it
// is then delivered through nodemailer in the background, retried on temporary failures, and its row is
// updated with the SMTP server's answer. Without SMTP_URL the outbox row is the delivery
// (ARCHITECTURE "Embedded by default, real services when configured").
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type * as Nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { BaseLogger } from 'pino';
import type { Db } from '@spindle/db';
import { isEmail } from '@spindle/domain';
import { AppError } from '../http/errors.ts';
import { listHeadersOf, type MailMessage } from './mail-message.ts';
import { createOutboxRepo, type OutboxRepo } from './outbox.repo.ts';

export type { EmailTemplateKey, MailAttachment, MailMessage, RenderedEmail } from './mail-message.ts';
export { listOutbox, type OutboxEmail, type OutboxStatus } from './outbox.repo.ts';

/** Sends e-mail; the outbox row it returns the id of is the record of what happened. */
export interface Mailer {
  /** Records the e-mail and, with SMTP, starts its delivery; resolves once the outbox row exists. */
  send(message: MailMessage): Promise<{ id: number }>;
  /** Resolves when every delivery started so far has its outcome recorded (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops retrying (waiting e-mails are marked failed), waits for attempts under way, closes the SMTP connection. */
  close(): Promise<void>;
}

/** The logger calls the mailer makes (a pino or Fastify logger fits). Addresses are never logged. */
export type MailLogger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

export interface MailerOptions {
  db: Db;
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL); unset: the outbox is the delivery. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: 'Spindle <hello@spindle.example>'. */
  from: string;
  logger: MailLogger;
  /** Waits between SMTP attempts; one attempt more than there are delays. */
  retryDelaysMs?: readonly number[];
}

/** A temporary SMTP failure is tried again after 5 s, 30 s and 2 min, then the e-mail is marked failed. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000];

const MAX_ERROR_LENGTH = 1_000;

/** One plain address, nothing a header could be built from (no display name, list or line break). */
function assertAddress(field: 'to' | 'replyTo', address: string): void {
  if (!isEmail(address) || /[\s<>,;"()[\]\\]/.test(address)) {
    throw new AppError('email_invalid', { fields: { [field]: 'email_invalid' } });
  }
}

/** SMTP 5xx answers (unknown mailbox, rejected message, bad credentials) will not change on a retry. */
function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return false;
  const { responseCode } = error;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** Tags become a header: keep letters, digits and . _ : - only. */
function tagsHeader(tags: readonly string[] | undefined): Record<string, string> {
  const clean = (tags ?? []).map((tag) => tag.replace(/[^A-Za-z0-9_.:-]/g, '')).filter(Boolean);
  return clean.length > 0 ? { 'X-Spindle-Tags': clean.join(', ') } : {};
}

function smtpOptions(from: string, id: number, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    attachments: (message.attachments ?? []).map(({ filename, content, contentType }) => ({
      filename,
      content,
      contentType,
    })),
    headers: {
      'X-Spindle-Outbox-Id': String(id),
      'X-Spindle-Template': message.template,
      ...tagsHeader(message.tags),
      ...listHeadersOf(message),
    },
  };
}

/** Delivers one recorded e-mail, retrying temporary failures; every outcome lands in its outbox row. */
function createSmtpDelivery(input: {
  transport: Transporter;
  repo: OutboxRepo;
  from: string;
  logger: MailLogger;
  retryDelaysMs: readonly number[];
  stopping: AbortSignal;
}) {
  const { transport, repo, logger, retryDelaysMs, stopping } = input;
  return async function deliver(id: number, message: MailMessage): Promise<void> {
    const log = { outboxId: id, template: message.template };
    for (let attempt = 1; ; attempt += 1) {
      await repo.markSending(id);
      try {
        await transport.sendMail(smtpOptions(input.from, id, message));
        await repo.markSent(id);
        logger.info({ ...log, attempt }, 'e-mail sent');
        return;
      } catch (error) {
        const reason = describeError(error);
        const delayMs = retryDelaysMs[attempt - 1];
        if (isPermanentFailure(error) || delayMs === undefined || stopping.aborted) {
          await repo.markFailed(id, reason);
          logger.warn({ ...log, attempt, err: error }, 'e-mail failed');
          return;
        }
        await repo.markQueuedAgain(id, reason);
        logger.warn({ ...log, attempt, retryInMs: delayMs, err: error }, 'e-mail attempt failed, will retry');
        try {
          await sleep(delayMs, undefined, { signal: stopping });
        } catch {
          // The mailer is closing: the message (and its attachments) lives only in this process.
          await repo.markFailed(id, `${reason} (not retried: the mailer stopped)`);
          return;
        }
      }
    }
  };
}

const require = createRequire(import.meta.url);

/**
 * An SMTP transport; nodemailer (~0.2 s to load) is loaded only when SMTP_URL is set (issue 19, later
 * starts). Required, as the mailer is made synchronously.
 */
function createTransport(smtpUrl: string): Transporter {
  return (require('nodemailer') as typeof Nodemailer).createTransport(smtpUrl);
}

/** The mailer: outbox always, SMTP too when smtpUrl is set. */
export function createMailer(options: MailerOptions): Mailer {
  const repo = createOutboxRepo(options.db);
  const smtpUrl = options.smtpUrl?.trim() || undefined;
  const transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  const stopping = new AbortController();
  const deliveries = new Set<Promise<void>>();
  const deliver = transport
    ? createSmtpDelivery({
        transport,
        repo,
        from: options.from,
        logger: options.logger,
        retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
        stopping: stopping.signal,
      })
    : undefined;

  async function idle(): Promise<void> {
    while (deliveries.size > 0) await Promise.all(deliveries);
  }

  return {
    async send(message) {
      if (stopping.signal.aborted) throw new Error('the mailer is closed');
      assertAddress('to', message.to);
      if (message.replyTo) assertAddress('replyTo', message.replyTo);
      const id = await repo.insert({
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        template: message.template,
        locale: message.locale,
        userId: message.userId,
        orderId: message.orderId,
        headers: listHeadersOf(message),
        delivery: deliver ? 'smtp' : 'outbox',
      });
      if (!deliver) {
        options.logger.info({ outboxId: id, template: message.template }, 'e-mail written to the outbox (no SMTP_URL)');
        return { id };
      }
      const delivery = deliver(id, message)
        .catch((error: unknown) => {
          // Only the database can fail here (SMTP errors are recorded): the row may be left 'sending'.
          options.logger.error({ outboxId: id, template: message.template, err: error }, 'e-mail outcome not recorded');
        })
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
      return { id };
    },

    idle,

    async close() {
      stopping.abort();
      await idle();
      transport?.close();
    },
  };
}
