import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { createTestDatabase, type Database } from '@spindle/db/testing';
import type { AppLocale } from '@spindle/domain';
import { pino } from 'pino';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, listOutbox, type MailMessage, type Mailer } from './mailer.ts';
import { confirmEmailTemplate } from './templates/index.ts';

const logger = pino({ level: 'silent' });
const from = 'Spindle <hello@spindle.example>';
const baseUrl = 'https://spindle.example';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

function confirmation(to: string, locale: AppLocale = 'en', token = 'tok-123'): MailMessage {
  return { to, locale, template: confirmEmailTemplate.key, ...confirmEmailTemplate.render(locale, { baseUrl, token }) };
}

async function onlyEmailTo(to: string) {
  const rows = await listOutbox(database.db, { to, limit: 10 });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes) so assertions can read the body as sent. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(raw.replace(/=\r?\n/g, ''), 'latin1').toString('latin1');
  return Buffer.from(
    bytes.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port; `rejectRecipient` answers RCPT TO with an SMTP error code. */
async function startSmtpServer(options: { rejectRecipient?: (attempt: number) => number | null } = {}) {
  const received: ReceivedMail[] = [];
  let rcptAttempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      rcptAttempts += 1;
      const code = options.rejectRecipient?.(rcptAttempts) ?? null;
      if (code === null) return callback();
      callback(
        Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on. */
async function closedPortUrl(): Promise<string> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

describe('the mailer without SMTP_URL', () => {
  let mailer: Mailer;
  beforeAll(() => {
    mailer = createMailer({ db: database.db, from, logger });
  });
  afterAll(() => mailer.close());

  it('writes the e-mail to the outbox with its subject, HTML and text, and the outbox is its delivery', async () => {
    const { id } = await mailer.send({ ...confirmation('ana@example.test', 'fr'), userId: undefined });
    const email = await onlyEmailTo('ana@example.test');
    expect(email).toMatchObject({
      id,
      to: 'ana@example.test',
      subject: 'Confirmez votre adresse e-mail',
      template: 'confirm_email',
      locale: 'fr',
      status: 'outbox',
      attempts: 0,
      error: null,
    });
    expect(email.sentAt).toBeInstanceOf(Date);
    expect(email.html).toContain('href="https://spindle.example/fr/confirm-email?token=tok-123"');
    expect(email.text).toContain('https://spindle.example/fr/confirm-email?token=tok-123');
  });

  it('lists the newest e-mail first and only those to the address asked for', async () => {
    await mailer.send(confirmation('ben@example.test', 'en', 'first'));
    await mailer.send(confirmation('ben@example.test', 'es', 'second'));
    await mailer.send(confirmation('someone-else@example.test'));
    const emails = await listOutbox(database.db, { to: 'ben@example.test', limit: 10 });
    expect(emails.map((email) => email.locale)).toEqual(['es', 'en']);
    expect(await listOutbox(database.db, { to: 'ben@example.test', limit: 1 })).toHaveLength(1);
  });

  it.each([
    'not-an-address',
    'ana@example.test\r\nBcc: everyone@example.test',
    'ana@example.test, bob@example.test',
    'Ana <ana@example.test>',
  ])('refuses to send to %j and records nothing', async (to) => {
    await expect(mailer.send(confirmation(to))).rejects.toMatchObject({ code: 'email_invalid' });
    expect(await listOutbox(database.db, { to, limit: 10 })).toEqual([]);
  });

  it('refuses to send once closed', async () => {
    const closed = createMailer({ db: database.db, from, logger });
    await closed.close();
    await expect(closed.send(confirmation('late@example.test'))).rejects.toThrow(/closed/);
  });
});

describe('the mailer with SMTP_URL', () => {
  it('delivers through the SMTP server and marks the outbox row sent', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from, logger, retryDelaysMs: [10] });
    try {
      const invoice = {
        filename: 'invoice-10423.pdf',
        content: Buffer.from('%PDF-1.7 test'),
        contentType: 'application/pdf',
      };
      await mailer.send({
        ...confirmation('chloe@example.test', 'en', 'tok-smtp-789'),
        replyTo: 'support@spindle.example',
        tags: ['account', 'confirm'],
        attachments: [invoice],
      });
      expect(['queued', 'sending']).toContain((await onlyEmailTo('chloe@example.test')).status);
      await mailer.idle();

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['chloe@example.test']);
      expect(mail.from).toBe('hello@spindle.example');
      expect(mail.raw).toMatch(/^Subject: Confirm your e-mail address\r$/m);
      expect(mail.raw).toMatch(/^Reply-To: support@spindle\.example\r$/m);
      expect(mail.raw).toMatch(/^X-Spindle-Template: confirm_email\r$/m);
      expect(mail.raw).toMatch(/^X-Spindle-Tags: account, confirm\r$/m);
      const body = decodeQuotedPrintable(mail.raw);
      expect(body).toContain('https://spindle.example/confirm-email?token=tok-smtp-789');
      expect(body).toContain('href="https://spindle.example/confirm-email?token=tok-smtp-789"');
      expect(mail.raw).toContain('filename=invoice-10423.pdf');
      expect(mail.raw).toContain(invoice.content.toString('base64'));

      const email = await onlyEmailTo('chloe@example.test');
      expect(email).toMatchObject({ status: 'sent', attempts: 1, error: null });
      expect(email.sentAt).toBeInstanceOf(Date);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('marks the row failed, keeping the e-mail and the SMTP answer, when the server refuses it', async () => {
    const smtp = await startSmtpServer({ rejectRecipient: () => 550 });
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from, logger, retryDelaysMs: [10, 10] });
    try {
      await mailer.send(confirmation('nobody@example.test'));
      await mailer.idle();
      const email = await onlyEmailTo('nobody@example.test');
      // A 5xx answer is final: no retry.
      expect(email).toMatchObject({ status: 'failed', attempts: 1, subject: 'Confirm your e-mail address' });
      expect(email.error).toMatch(/550/);
      expect(email.sentAt).toBeNull();
      expect(email.text).toContain('token=tok-123');
      expect(smtp.received).toEqual([]);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('tries again after a temporary refusal and then marks the row sent', async () => {
    const smtp = await startSmtpServer({ rejectRecipient: (attempt) => (attempt === 1 ? 451 : null) });
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from, logger, retryDelaysMs: [10] });
    try {
      await mailer.send(confirmation('later@example.test'));
      await mailer.idle();
      expect(await onlyEmailTo('later@example.test')).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('marks the row failed after its last attempt when the server cannot be reached', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: await closedPortUrl(), from, logger, retryDelaysMs: [10] });
    try {
      await mailer.send(confirmation('unreachable@example.test'));
      await mailer.idle();
      const email = await onlyEmailTo('unreachable@example.test');
      expect(email).toMatchObject({ status: 'failed', attempts: 2 });
      expect(email.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await mailer.close();
    }
  });

  it('marks a waiting e-mail failed when the mailer closes instead of leaving it queued', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: await closedPortUrl(),
      from,
      logger,
      retryDelaysMs: [60_000],
    });
    await mailer.send(confirmation('shutdown@example.test'));
    await mailer.close();
    const email = await onlyEmailTo('shutdown@example.test');
    expect(email.status).toBe('failed');
    expect(email.attempts).toBe(1);
  });
});
