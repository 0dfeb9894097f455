import { outboxResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_TEST_ENV, bearer, errorOf, get, post, signUp, uniqueEmail } from '../../testing/accounts-kit.ts';
import { bodyOf } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...ACCOUNTS_TEST_ENV, PUBLIC_URL: 'https://spindle.test' });
});
afterAll(() => t.close());

async function adminToken(): Promise<string> {
  const { token, data } = await signUp(t.app, { email: uniqueEmail('admin') });
  await t.database.db.update(schema.users).set({ isAdmin: true }).where(eq(schema.users.id, data.id));
  return token;
}

describe('GET /api/admin/outbox', () => {
  it('lists the e-mails to an address, newest first, with their links', async () => {
    const admin = await adminToken();
    const email = uniqueEmail('reader');
    await signUp(t.app, { email });
    await post(t.app, '/api/auth/forgot-password', { email });
    await expect
      .poll(
        async () =>
          bodyOf(outboxResponseSchema, await get(t.app, `/api/admin/outbox?to=${email}`, bearer(admin))).items.length,
      )
      .toBe(2);
    const { items } = bodyOf(outboxResponseSchema, await get(t.app, `/api/admin/outbox?to=${email}`, bearer(admin)));
    expect(items.map((item) => item.template)).toEqual(['reset_password', 'confirm_email']);
    expect(items[0]?.text).toContain('https://spindle.test/reset-password?token=');
    const onlyConfirm = bodyOf(
      outboxResponseSchema,
      await get(t.app, `/api/admin/outbox?to=${email}&template=confirm_email`, bearer(admin)),
    );
    expect(onlyConfirm.items).toHaveLength(1);
  });

  it('is refused to a visitor (401) and to a user without the admin flag (403)', async () => {
    expect((await get(t.app, '/api/admin/outbox')).status).toBe(401);
    const { token } = await signUp(t.app, { email: uniqueEmail() });
    const refused = await get(t.app, '/api/admin/outbox', bearer(token));
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
  });
});
