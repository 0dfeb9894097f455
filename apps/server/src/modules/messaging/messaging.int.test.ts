// Messages through the API (docs/messages.md): a buyer writes to the label selling an order, the label
// answers, only participants read (staff read support conversations), attachments are checked by their
// bytes and read back by participants only, and the new-message e-mails go out batched, one per
// recipient, with a stop link that mutes the conversation.
import { schema } from '@spindle/db';
import {
  conversationListSchema,
  conversationSchema,
  errorBodySchema,
  messageSentSchema,
  userDataSchema,
} from '@spindle/contracts';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistryOf } from '../../app.ts';
import { createJobRunner, enqueueDueSchedules, type JobRunner } from '../../jobs/index.ts';
import { bearer, manualClock } from '../../testing/accounts-kit.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const clock = manualClock(new Date());
let t: TestApp;
let fx: OrdersFixture;
let runner: JobRunner;
let buyer: string;
let label: { id: number; token: string };
let stranger: string;
let staff: string;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A request a minute after the last one (messages written at the same instant would tie). */
const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) => {
  clock.advanceMinutes(1);
  return send(t.app, {
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
};

beforeAll(async () => {
  const config = {
    SESSION_SECRET: 'session-secret-of-the-messages-tests-0123456789',
    CONTACT_EMAIL: 'support-team@example.test',
  };
  t = await createTestApp(config, undefined, {
    clock: clock.now,
  });
  fx = await insertOrdersFixture(t.database);
  const { db } = t.database;
  // The label behind Rust Belt (in A's paid order) is held by a label account.
  const [labelUser] = await db
    .insert(schema.users)
    .values({ name: 'Blue Hour', email: 'bluehour@example.test', type: 'label', lang: 'fr' })
    .returning({ id: schema.users.id });
  if (!labelUser) throw new Error('label user not inserted');
  await db.update(schema.labels).set({ userId: labelUser.id }).where(eq(schema.labels.id, fx.labelId));
  label = { id: labelUser.id, token: await addSession(t.database, labelUser.id) };
  buyer = fx.people.a.token;
  stranger = fx.people.b.token;
  staff = await addVerifiedStaffSession(t.database, fx.people.team.id);
  runner = createJobRunner({
    db,
    handlers: jobRegistryOf(t.app).handlers(),
    clock: clock.now,
    logger: pino({ level: 'silent' }),
  });
}, 120_000);
afterAll(async () => t?.close());

async function newMessageEmails(to: string) {
  return t.database.db
    .select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, to), eq(schema.outboxEmails.template, 'new_messages')));
}

/** The notification job's due run, as the app's schedule enqueues it, ten minutes on. */
async function runNotices() {
  clock.advanceMinutes(10);
  const schedules = jobRegistryOf(t.app)
    .schedules()
    .filter((schedule) => schedule.type === 'messages.notify');
  expect(schedules).toEqual([{ type: 'messages.notify', everyMinutes: 10 }]);
  await enqueueDueSchedules(t.database.db, schedules, clock.now());
  await runner.runOnce();
}

const unreadOf = async (token: string) =>
  bodyOf(userDataSchema, await call('GET', '/api/auth/check', token)).new_messages;

describe('a buyer and the label selling their order', () => {
  let conversationId = 0;

  it('the buyer writes to the seller of a shop order they bought, with a picture', async () => {
    const response = await call('POST', '/api/user/messages', buyer, {
      kind: 'order',
      shop_order_id: fx.orders.paid.shopOrderId,
      text: 'Hello, when does my record ship?',
      attachments: [{ name: 'receipt.png', data: PNG.toString('base64') }],
    });
    expect(response.status, response.text).toBe(201);
    const sent = bodyOf(messageSentSchema, response);
    conversationId = sent.conversation_id;
    expect(sent.message).toMatchObject({ mine: true, text: 'Hello, when does my record ship?' });
    expect(sent.message.attachments).toEqual([
      expect.objectContaining({ name: 'receipt.png', content_type: 'image/png', size_bytes: PNG.length }),
    ]);
  });

  it('the label finds it in its inbox, unread, and the badge counts it', async () => {
    const list = bodyOf(conversationListSchema, await call('GET', '/api/user/messages', label.token));
    expect(list.conversations).toEqual([
      expect.objectContaining({ id: conversationId, kind: 'order', order_id: fx.orders.paid.id, unread: 1 }),
    ]);
    expect(list.unread).toBe(1);
    expect(await unreadOf(label.token)).toBe(1);
  });

  it('reading marks it read; the label answers with a PDF and the buyer counts one unread', async () => {
    const thread = bodyOf(conversationSchema, await call('GET', `/api/user/messages/${conversationId}`, label.token));
    expect(thread.messages.map((message) => message.text)).toEqual(['Hello, when does my record ship?']);
    expect(thread.conversation.with).toEqual(['Ada Buyer']);
    expect(await unreadOf(label.token)).toBe(0);
    const before = await unreadOf(buyer);
    const reply = await call('POST', `/api/user/messages/${conversationId}/reply`, label.token, {
      text: 'It leaves on Monday. Invoice attached.',
      attachments: [{ name: 'invoice.pdf', data: PDF.toString('base64') }],
    });
    expect(reply.status, reply.text).toBe(201);
    expect(bodyOf(messageSentSchema, reply).message.attachments[0]?.content_type).toBe('application/pdf');
    expect(await unreadOf(buyer)).toBe(before + 1);
    const list = bodyOf(conversationListSchema, await call('GET', '/api/user/messages', buyer));
    expect(list.conversations[0]).toMatchObject({ id: conversationId, unread: 1, with: ['Blue Hour'] });
  });

  it('participants download an attachment; a stranger gets 404 for the thread, its files and a reply', async () => {
    const thread = bodyOf(conversationSchema, await call('GET', `/api/user/messages/${conversationId}`, buyer));
    const pdf = thread.messages[1]?.attachments[0];
    expect(pdf?.url).toBe(`/api/user/messages/${conversationId}/attachments/${pdf?.id}`);
    const download = await call('GET', pdf?.url ?? '', buyer);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.text).toBe(PDF.toString());
    for (const [method, url, payload] of [
      ['GET', `/api/user/messages/${conversationId}`, undefined],
      ['GET', pdf?.url ?? '', undefined],
      ['POST', `/api/user/messages/${conversationId}/reply`, { text: 'Me too' }],
      ['POST', `/api/user/messages/${conversationId}/mute`, { muted: true }],
    ] as const) {
      const response = await call(method, url, stranger, payload);
      expect(response.status, url).toBe(404);
      // Staff do not read order conversations either.
      expect((await call(method, url, staff, payload)).status, url).toBe(404);
    }
    expect((await call('GET', `/api/user/messages/${conversationId}`, null)).status).toBe(401);
    const list = bodyOf(conversationListSchema, await call('GET', '/api/user/messages', stranger));
    expect(list.conversations.map((entry) => entry.id)).not.toContain(conversationId);
  });

  it('nobody writes to the seller of an order that is not theirs', async () => {
    const response = await call('POST', '/api/user/messages', stranger, {
      kind: 'order',
      shop_order_id: fx.orders.paid.shopOrderId,
      text: 'Hi',
    });
    expect(response.status).toBe(404);
  });

  it('refuses a file that is not a picture, a PDF or audio, whatever its name, and stores nothing', async () => {
    const before = await t.database.db.select().from(schema.messages);
    const response = await call('POST', `/api/user/messages/${conversationId}/reply`, buyer, {
      text: 'See the photo',
      attachments: [{ name: 'photo.png', data: HTML.toString('base64') }],
    });
    expect(response.status).toBe(415);
    expect(bodyOf(errorBodySchema, response).error.code).toBe('file_type_invalid');
    expect(await t.database.db.select().from(schema.messages)).toHaveLength(before.length);
  });
});

describe('support conversations', () => {
  it('a customer writes to the team; staff read and answer it, another customer cannot', async () => {
    const started = await call('POST', '/api/user/messages', stranger, {
      kind: 'support',
      text: 'My code does not work',
    });
    expect(started.status, started.text).toBe(201);
    const id = bodyOf(messageSentSchema, started).conversation_id;
    // A staff session without its second factor has no staff powers.
    const unverified = await addSession(t.database, fx.people.team.id);
    expect((await call('GET', `/api/user/messages/${id}`, unverified)).status).toBe(404);
    const staffList = bodyOf(conversationListSchema, await call('GET', '/api/user/messages', staff));
    expect(staffList.conversations.map((entry) => entry.id)).toContain(id);
    expect((await call('GET', `/api/user/messages/${id}`, staff)).status).toBe(200);
    expect((await call('GET', `/api/user/messages/${id}`, buyer)).status).toBe(404);
    const answer = await call('POST', `/api/user/messages/${id}/reply`, staff, { text: 'Fixed, try again.' });
    expect(answer.status).toBe(201);
    expect(bodyOf(messageSentSchema, answer).message.staff).toBe(true);
    const thread = bodyOf(conversationSchema, await call('GET', `/api/user/messages/${id}`, stranger));
    expect(thread.messages.map((message) => [message.text, message.staff])).toEqual([
      ['My code does not work', false],
      ['Fixed, try again.', true],
    ]);
  });
});

describe('the new-message e-mails', () => {
  it('sends one e-mail per recipient for several messages, then nothing until a new one comes', async () => {
    // Everything so far is told once.
    await runNotices();
    const start = (await newMessageEmails('bluehour@example.test')).length;
    const id = bodyOf(
      messageSentSchema,
      await call('POST', '/api/user/messages', buyer, {
        kind: 'project',
        project_id: fx.projects.rustBelt,
        text: 'A tour?',
      }),
    ).conversation_id;
    const order = bodyOf(
      conversationListSchema,
      await call('GET', '/api/user/messages', label.token),
    ).conversations.find((entry) => entry.kind === 'order');
    for (const text of ['One more thing', 'And another']) {
      const response = await call('POST', `/api/user/messages/${order?.id}/reply`, buyer, { text });
      expect(response.status).toBe(201);
    }
    await runNotices();
    const emails = await newMessageEmails('bluehour@example.test');
    expect(emails).toHaveLength(start + 1);
    const email = emails.at(-1);
    // The label reads French: both conversations in one e-mail, three new messages.
    expect(email?.subject).toBe('Vous avez 3 nouveaux messages');
    expect(email?.text).toContain('Rust Belt');
    expect(email?.text).toContain('2 nouveaux messages');
    expect(email?.text).toMatch(/\/fr\/messages\/stop\?token=/);
    await runNotices();
    expect(await newMessageEmails('bluehour@example.test')).toHaveLength(start + 1);
    await call('POST', `/api/user/messages/${id}/reply`, buyer, { text: 'Still there?' });
    await runNotices();
    expect(await newMessageEmails('bluehour@example.test')).toHaveLength(start + 2);
  });

  it('the stop link mutes that conversation: its new messages are no longer e-mailed', async () => {
    const emails = await newMessageEmails('bluehour@example.test');
    const text = emails.at(-1)?.text ?? '';
    const token = /messages\/stop\?token=([A-Za-z0-9._-]+)/.exec(text)?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await call('POST', `/api/messages/stop?token=${token}x`, null)).status).toBe(400);
    const stop = await call('POST', `/api/messages/stop?token=${token}`, null);
    expect(stop.status, stop.text).toBe(200);
    const [conversation] = token.split('.');
    const thread = bodyOf(conversationSchema, await call('GET', `/api/user/messages/${conversation}`, label.token));
    expect(thread.emails_muted).toBe(true);
    const unread = await unreadOf(label.token);
    await call('POST', `/api/user/messages/${conversation}/reply`, buyer, { text: 'Hello again' });
    await runNotices();
    expect(await newMessageEmails('bluehour@example.test')).toHaveLength(emails.length);
    // The badge still counts it: muting stops e-mails, not messages.
    expect(await unreadOf(label.token)).toBe(unread + 1);
  });
});

describe('the team is told of new support messages', () => {
  const TEAM = 'support-team@example.test';
  const supportEmails = () =>
    t.database.db
      .select()
      .from(schema.outboxEmails)
      .where(and(eq(schema.outboxEmails.to, TEAM), eq(schema.outboxEmails.template, 'support_messages')));

  it('one e-mail to CONTACT_EMAIL per pass for customers’ messages, none for the team’s answers', async () => {
    await runNotices();
    const start = (await supportEmails()).length;
    const first = bodyOf(
      messageSentSchema,
      await call('POST', '/api/user/messages', stranger, { kind: 'support', text: 'Where is my parcel?' }),
    ).conversation_id;
    await call('POST', '/api/user/messages', buyer, { kind: 'support', text: 'Can I change my address?' });
    await call('POST', `/api/user/messages/${first}/reply`, stranger, { text: 'It was due Monday.' });
    await runNotices();
    const emails = await supportEmails();
    expect(emails).toHaveLength(start + 1);
    expect(emails.at(-1)?.subject).toBe('Support: 3 new messages');
    expect(emails.at(-1)?.text).toContain('/admin/messages');
    // Nothing new: nothing sent; the team's answer is not a customer message.
    await runNotices();
    await call('POST', `/api/user/messages/${first}/reply`, staff, { text: 'It left today.' });
    await runNotices();
    expect(await supportEmails()).toHaveLength(start + 1);
    await call('POST', `/api/user/messages/${first}/reply`, stranger, { text: 'Thanks!' });
    await runNotices();
    const after = await supportEmails();
    expect(after).toHaveLength(start + 2);
    expect(after.at(-1)?.subject).toBe('Support: 1 new message');
  });
});
