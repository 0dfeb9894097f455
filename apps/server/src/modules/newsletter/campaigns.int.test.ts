// Newsletter campaigns through the API on a real database (docs/newsletter.md): staff write a draft in
// two languages, preview it, send a test, send it; the send job hands it to the mail queue at the
// configured rate with a one-click List-Unsubscribe header; the one-click link and the SMTP provider's
// reports end subscriptions.
import {
  errorBodySchema,
  newsletterCampaignListSchema,
  newsletterCampaignSchema,
  newsletterPreviewSchema,
  newsletterTestResponseSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistryOf } from '../../app.ts';
import { createJobRunner, type JobRunner } from '../../jobs/index.ts';
import { bearer, manualClock } from '../../testing/accounts-kit.ts';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const { auditLog, jobs, newsletterCampaigns, newsletterSubscribers, outboxEmails, users } = schema;
const MAIL_EVENTS_SECRET = 'provider-shared-secret-0123456789';

let t: TestApp;
let fx: CatalogueFixture;
let team: string;
let runner: JobRunner;
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));

beforeAll(async () => {
  // 12 e-mails a minute: batches of 2, every 10 s.
  t = await createTestApp({ NEWSLETTER_RATE_PER_MINUTE: '12', MAIL_EVENTS_SECRET }, undefined, { clock: clock.now });
  fx = await insertCatalogueFixture(t.database);
  const [member] = await t.database.db
    .insert(users)
    .values({ name: 'Nell Newsletter', email: 'nell@example.test', role: 'team' })
    .returning({ id: users.id });
  if (!member) throw new Error('team member not inserted');
  team = await addVerifiedStaffSession(t.database, member.id);
  runner = createJobRunner({
    db: t.database.db,
    handlers: jobRegistryOf(t.app).handlers(),
    clock: clock.now,
    logger: pino({ level: 'silent' }),
  });
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = team) =>
  send(t.app, {
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const draft = {
  name: 'November drop',
  content: {
    en: {
      subject: 'The November drop',
      body: '# New this month\n\nThree represses and a box.\n\n[See the records](https://spindle.example/vinyl-shop)',
    },
    fr: { subject: 'Les sorties de novembre', body: 'Trois rééditions et un coffret.' },
    es: { subject: '', body: '' },
  },
};

async function subscribe(email: string, lang: string) {
  const [row] = await t.database.db.insert(newsletterSubscribers).values({ email, lang }).returning();
  if (!row) throw new Error('subscriber not inserted');
  return row;
}

const newsletterMails = (campaignTag = 'newsletter') =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, campaignTag)))
    .orderBy(asc(outboxEmails.id));

describe('newsletter campaigns on the staff side', () => {
  it('are the promotions staff’s only: a customer is refused', async () => {
    const response = await call('GET', '/api/admin/newsletters', undefined, fx.users.regular.token);
    expect(response.status).toBe(403);
  });

  it('refuse a draft without its English subject, naming the field', async () => {
    const response = await call('POST', '/api/admin/newsletters', {
      name: 'Empty',
      content: { en: { subject: ' ', body: 'Hello' }, fr: { subject: 'Bonjour', body: '' } },
    });
    expect(response.status).toBe(400);
    expect(bodyOf(errorBodySchema, response).error.fields).toEqual({
      'content.en.subject': 'input_required',
      'content.fr.body': 'input_required',
    });
  });

  it('write, preview, test, send: every subscriber once, in their language, at the configured rate', async () => {
    const fan = await subscribe('fan.en@example.test', 'en');
    const fanFr = await subscribe('fan.fr@example.test', 'fr');
    await subscribe('fan.kr@example.test', 'kr');
    const leaving = await subscribe('leaving@example.test', 'es');
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: 'gone@example.test', unsubscribedAt: clock.now() });

    const created = await call('POST', '/api/admin/newsletters', draft);
    expect(created.status).toBe(201);
    const campaign = bodyOf(newsletterCampaignSchema, created);
    expect(campaign).toMatchObject({ status: 'draft', recipients: 0 });
    // An empty locale falls back to English and is not stored.
    expect(Object.keys(campaign.content).sort()).toEqual(['en', 'fr']);

    const preview = bodyOf(
      newsletterPreviewSchema,
      await call('GET', `/api/admin/newsletters/${campaign.id}/preview?lang=fr`),
    );
    expect(preview.subject).toBe('Les sorties de novembre');
    expect(preview.html).toContain('Se désinscrire');
    const spanish = bodyOf(
      newsletterPreviewSchema,
      await call('GET', `/api/admin/newsletters/${campaign.id}/preview?lang=es`),
    );
    expect(spanish.subject).toBe('The November drop');
    expect(spanish.html).toContain('href="https://spindle.example/vinyl-shop"');

    const test = bodyOf(
      newsletterTestResponseSchema,
      await call('POST', `/api/admin/newsletters/${campaign.id}/test`, {}),
    );
    expect(test.sent_to).toBe('nell@example.test');
    const [testMail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, test.outbox_id));
    expect(testMail?.subject).toBe('[TEST] The November drop');

    const sent = await call('POST', `/api/admin/newsletters/${campaign.id}/send`);
    expect(sent.status).toBe(200);
    expect(bodyOf(newsletterCampaignSchema, sent)).toMatchObject({ status: 'sending', recipients: 4, queued: 4 });
    const again = await call('POST', `/api/admin/newsletters/${campaign.id}/send`);
    expect(again.status).toBe(409);
    expect(bodyOf(errorBodySchema, again).error.code).toBe('newsletter_not_draft');
    expect((await call('PUT', `/api/admin/newsletters/${campaign.id}`, draft)).status).toBe(409);

    // The first run sends two; the next is queued ten seconds later, not before.
    await runner.runOnce();
    const firstBatch = (await newsletterMails()).filter((mail) => !mail.subject.startsWith('[TEST]'));
    expect(firstBatch.map((mail) => mail.to)).toEqual([fan.email, fanFr.email]);
    expect(firstBatch[1]?.subject).toBe('Les sorties de novembre');
    expect(await runner.runOnce()).toEqual([]);
    const [next] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `newsletter.send:${campaign.id}:1`));
    expect(next?.runAt.getTime()).toBe(clock.now().getTime() + 10_000);

    // Someone leaves while the campaign is going out: their delivery is skipped.
    await t.database.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: clock.now() })
      .where(eq(newsletterSubscribers.id, leaving.id));
    clock.advanceMinutes(1);
    await runner.runOnce();
    const all = (await newsletterMails()).filter((mail) => !mail.subject.startsWith('[TEST]'));
    expect(all.map((mail) => mail.to)).toEqual([fan.email, fanFr.email, 'fan.kr@example.test']);

    const done = bodyOf(newsletterCampaignSchema, await call('GET', `/api/admin/newsletters/${campaign.id}`));
    expect(done).toMatchObject({ status: 'sent', recipients: 4, sent: 3, skipped: 1, queued: 0 });
    expect(done.sent_at).not.toBeNull();

    // One-click unsubscribe header (RFC 8058), with the subscriber's own token.
    const [fanRow] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, fan.id));
    expect(all[0]?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/newsletter/one-click?token=${fanRow?.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(all[0]?.html).toContain(`/newsletter/unsubscribe?token=${fanRow?.unsubscribeToken}`);
    expect(all[1]?.html).toContain(`/fr/newsletter/unsubscribe?token=`);

    const list = bodyOf(newsletterCampaignListSchema, await call('GET', '/api/admin/newsletters'));
    expect(list.subscribers).toBe(3);
    expect(list.items[0]).toMatchObject({ id: campaign.id, sent: 3 });

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(campaign.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => row.action)).toEqual(['newsletter.create', 'newsletter.test', 'newsletter.send']);
    expect(await t.database.db.select().from(newsletterCampaigns)).toHaveLength(1);
  });
});

describe('ending a subscription', () => {
  it('one click from the mail client (a form post, no cookie) unsubscribes the token’s address', async () => {
    const fan = await subscribe('oneclick@example.test', 'en');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/one-click?token=${fan.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, fan.id));
    expect(row).toMatchObject({ unsubscribeReason: 'one_click' });
    expect(row?.unsubscribedAt).not.toBeNull();
  });

  it('refuses a token that names no address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/one-click?token=00000000-0000-4000-8000-000000000000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'token_invalid' } });
  });

  it('hard bounces and complaints the provider reports unsubscribe; a soft bounce does not; the secret is required', async () => {
    await subscribe('bounced@example.test', 'en');
    await subscribe('annoyed@example.test', 'fr');
    await subscribe('full-mailbox@example.test', 'en');
    const events = {
      events: [
        { kind: 'hard_bounce', email: 'Bounced@example.test' },
        { kind: 'complaint', email: 'annoyed@example.test' },
        { kind: 'soft_bounce', email: 'full-mailbox@example.test' },
      ],
    };
    const forged = await send(t.app, {
      method: 'POST',
      url: '/api/newsletter/mail-events',
      payload: events,
      headers: bearer('guess-guess-guess-guess'),
    });
    expect(forged.status).toBe(400);
    const reported = await send(t.app, {
      method: 'POST',
      url: '/api/newsletter/mail-events',
      payload: events,
      headers: bearer(MAIL_EVENTS_SECRET),
    });
    expect(reported.status).toBe(200);
    expect(JSON.parse(reported.text)).toEqual({ unsubscribed: 2 });
    const rows = await t.database.db
      .select({ email: newsletterSubscribers.email, reason: newsletterSubscribers.unsubscribeReason })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'full-mailbox@example.test'));
    expect(rows).toEqual([{ email: 'full-mailbox@example.test', reason: null }]);
  });
});
