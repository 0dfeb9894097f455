import { contactResponseSchema, errorBodySchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const STAFF = 'team@spindle.test';

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: STAFF, PUBLIC_URL: 'https://spindle.example' });
  fx = await insertCatalogueFixture(t.database);
});
afterAll(() => t.close());

const message = {
  name: 'Zoë Martin',
  email: 'zoe@example.com',
  subject: 'order',
  orderNumber: '10452',
  message: 'My record arrived <b>warped</b>. Can you help?',
  lang: 'fr',
};

// Each test writes from its own address so the per-address limit of one does not spill into another.
function post(body: Record<string, unknown>, remoteAddress = '203.0.113.10', headers: Record<string, string> = {}) {
  return send(t.app, { method: 'POST', url: '/api/contact', payload: body, remoteAddress, headers });
}

const storedFrom = (email: string) =>
  t.database.db
    .select()
    .from(schema.contacts)
    .where(eq(schema.contacts.email, email))
    .orderBy(desc(schema.contacts.id));

describe('POST /api/contact', () => {
  it('answers 400 with the spec codes of every failing field, and stores nothing', async () => {
    const response = await post({ name: '  ', email: 'zoe@', subject: '', message: '' }, '203.0.113.1');
    expect(response.status).toBe(400);
    expect(bodyOf(errorBodySchema, response).error).toMatchObject({
      code: 'input_invalid',
      fields: { name: 'input_required', email: 'email_invalid', subject: 'input_required', message: 'input_required' },
    });

    const latin = await post({ ...message, name: '김민준', email: 'kim@example.com' }, '203.0.113.1');
    expect(bodyOf(errorBodySchema, latin).error.fields).toEqual({ name: 'latin_invalid' });
    expect(await storedFrom('kim@example.com')).toEqual([]);
  });

  it('stores the message, e-mails the team (reply-to the visitor) and acknowledges it in French', async () => {
    const response = await post(message, '203.0.113.2');
    expect(response.status).toBe(201);
    expect(bodyOf(contactResponseSchema, response)).toEqual({ sent: true });

    const [stored] = await storedFrom('zoe@example.com');
    expect(stored).toMatchObject({
      name: 'Zoë Martin',
      subject: 'order #10452',
      message: 'My record arrived <b>warped</b>. Can you help?',
      lang: 'fr',
      userId: null,
      handledAt: null,
    });

    const [staffMail, ...moreStaff] = await listOutbox(t.database.db, { to: STAFF, limit: 10 });
    expect(moreStaff).toEqual([]);
    expect(staffMail).toMatchObject({
      template: 'contact_received',
      locale: 'en',
      subject: 'Contact: Order #10452 (Zoë Martin)',
    });
    expect(staffMail?.text).toContain('zoe@example.com');
    expect(staffMail?.text).toContain('Français');
    // What the visitor typed is shown, never interpreted.
    expect(staffMail?.html).toContain('&lt;b&gt;warped&lt;/b&gt;');

    const [acknowledgement, ...more] = await listOutbox(t.database.db, { to: 'zoe@example.com', limit: 10 });
    expect(more).toEqual([]);
    expect(acknowledgement).toMatchObject({
      template: 'contact_acknowledgement',
      locale: 'fr',
      subject: 'Nous avons bien reçu votre message',
    });
    expect(acknowledgement?.text).toContain('https://spindle.example/fr/help');
  });

  it('links the message to the signed-in visitor', async () => {
    const response = await post({ ...message, email: 'rita@example.test', lang: 'en' }, '203.0.113.3', {
      authorization: `Bearer ${fx.users.regular.token}`,
    });
    expect(response.status).toBe(201);
    const [stored] = await storedFrom('rita@example.test');
    expect(stored?.userId).toBe(fx.users.regular.id);
  });

  it('tells a bot that filled the hidden field it worked, and keeps and sends nothing', async () => {
    const response = await post(
      { ...message, email: 'bot@example.com', website: 'https://spam.example' },
      '203.0.113.4',
    );
    expect(response.status).toBe(201);
    expect(await storedFrom('bot@example.com')).toEqual([]);
    expect(await listOutbox(t.database.db, { to: 'bot@example.com', limit: 10 })).toEqual([]);
  });

  it('takes five messages per address, then answers 429 with Retry-After, while other addresses still write', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await post({ ...message, email: `burst${index}@example.com` }, '198.51.100.7')).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post({ ...message, email: 'burst6@example.com' }, '198.51.100.7');
    expect(bodyOf(errorBodySchema, refused).error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFrom('burst5@example.com')).toEqual([]);

    expect((await post({ ...message, email: 'other@example.com' }, '198.51.100.8')).status).toBe(201);
  });
});
