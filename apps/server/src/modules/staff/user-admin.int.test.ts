// Users and clients through the API (PGlite and PostgreSQL): find an account, see its buyer side, change
// its role and flags (a boss only, audited, never the last boss's role nor one's own, even when two
// bosses try at once), sign it out everywhere (its tokens stop working), send the confirmation again.
import {
  adminClientSchema,
  adminSessionsRevokedSchema,
  adminUserPageSchema,
  adminUserSchema,
  errorBodySchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from './testing.ts';

let t: TestApp;
let fx: OrdersFixture;
/** Verified staff sessions: the fixture's team member, its boss (with the admin flag), a second boss. */
let teamToken: string;
let bossToken: string;
let otherBoss: { id: number; token: string };

async function insertUser(values: Partial<typeof schema.users.$inferInsert> & { name: string; email: string }) {
  const [row] = await t.database.db.insert(schema.users).values(values).returning({ id: schema.users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
  teamToken = await addVerifiedStaffSession(t.database, fx.people.team.id);
  bossToken = await addVerifiedStaffSession(t.database, fx.people.admin.id);
  const otherBossId = await insertUser({ name: 'Bo Boss', email: 'bo.boss@example.test', role: 'boss' });
  otherBoss = { id: otherBossId, token: await addVerifiedStaffSession(t.database, otherBossId) };
}, 120_000);
afterAll(() => t?.close());

function as(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return send(t.app, {
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

const auditRowsOf = (userId: number, action: string) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.entityType, 'user'),
        eq(schema.auditLog.entityId, String(userId)),
        eq(schema.auditLog.action, action),
      ),
    );

async function roleOf(userId: number) {
  const [row] = await t.database.db
    .select({ role: schema.users.role, pro: schema.users.pro, isAdmin: schema.users.isAdmin })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row;
}

describe('finding a user', () => {
  it('finds an account by e-mail, by number, and filters by role, pro and the admin flag', async () => {
    const byEmail = bodyOf(adminUserPageSchema, await as(teamToken, 'GET', '/api/admin/users?q=ada.buyer'));
    expect(byEmail.rows.map((row) => row.id)).toEqual([fx.people.a.id]);
    expect(byEmail.rows[0]).toMatchObject({ email: 'ada.buyer@example.test', role: 'user', pro: false });
    const byNumber = bodyOf(adminUserPageSchema, await as(teamToken, 'GET', `/api/admin/users?q=%23${fx.people.b.id}`));
    expect(byNumber.rows.map((row) => row.id)).toContain(fx.people.b.id);
    const pros = bodyOf(adminUserPageSchema, await as(teamToken, 'GET', '/api/admin/users?pro=yes&per_page=100'));
    expect(pros.rows.map((row) => row.id)).toContain(fx.people.pro.id);
    expect(pros.rows.every((row) => row.pro)).toBe(true);
    const bosses = bodyOf(adminUserPageSchema, await as(teamToken, 'GET', '/api/admin/users?role=boss&admin=yes'));
    expect(bosses.rows.map((row) => row.id)).toEqual([fx.people.admin.id]);
    const sorted = bodyOf(adminUserPageSchema, await as(teamToken, 'GET', '/api/admin/users?sort=name&dir=asc'));
    const names = sorted.rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(sorted.total).toBeGreaterThanOrEqual(6);
  });

  it('shows an account with its live sessions and projects, and its buyer side with orders, addresses and box', async () => {
    await t.database.db.insert(schema.customerAddresses).values({
      userId: fx.people.a.id,
      firstname: 'Ada',
      lastname: 'Buyer',
      address: '12 rue des Disques',
      zipCode: '75011',
      city: 'Paris',
      countryId: 'FR',
    });
    const account = bodyOf(adminUserSchema, await as(teamToken, 'GET', `/api/admin/users/${fx.people.a.id}`));
    expect(account.user).toMatchObject({ id: fx.people.a.id, email: 'ada.buyer@example.test' });
    expect(account.sessions.length).toBeGreaterThanOrEqual(1);
    expect(account.projects.map((project) => project.id)).toContain(fx.ownProject.id);
    const client = bodyOf(adminClientSchema, await as(teamToken, 'GET', `/api/admin/clients/${fx.people.a.id}`));
    expect(client.orders.map((order) => order.id)).toEqual(
      expect.arrayContaining([fx.orders.paid.id, fx.orders.sent.id, fx.orders.checkAddress.id]),
    );
    expect(client.orders.find((order) => order.id === fx.orders.paid.id)).toMatchObject({
      items: 2,
      status: 'confirmed',
    });
    expect(client.addresses).toEqual([expect.objectContaining({ city: 'Paris', zip_code: '75011' })]);
    expect(client.boxes).toEqual([expect.objectContaining({ id: fx.boxId, plan_name: 'One record a month' })]);
    expect((await as(teamToken, 'GET', '/api/admin/users/999999')).status).toBe(404);
  });
});

describe('role and flags', () => {
  it('lets a boss make a user pro and team, audited with before and after', async () => {
    const response = await as(bossToken, 'POST', `/api/admin/users/${fx.people.b.id}/access`, {
      pro: true,
      role: 'team',
    });
    expect(response.status).toBe(200);
    expect(bodyOf(adminUserSchema, response).user).toMatchObject({ pro: true, role: 'team', is_admin: false });
    expect(await roleOf(fx.people.b.id)).toEqual({ role: 'team', pro: true, isAdmin: false });
    const [row] = await auditRowsOf(fx.people.b.id, 'user.access');
    expect(row).toMatchObject({
      staffUserId: fx.people.admin.id,
      staffName: 'Ann Admin',
      before: { role: 'user', pro: false, is_admin: false },
      after: { role: 'team', pro: true, is_admin: false },
    });
    const view = bodyOf(adminUserSchema, await as(teamToken, 'GET', `/api/admin/users/${fx.people.b.id}`));
    expect(view.history.map((entry) => entry.action)).toContain('user.access');
  });

  it('refuses a team member (403) and changes nothing', async () => {
    const before = await roleOf(fx.people.pro.id);
    const response = await as(teamToken, 'POST', `/api/admin/users/${fx.people.pro.id}/access`, { role: 'boss' });
    expect(response.status).toBe(403);
    expect(await roleOf(fx.people.pro.id)).toEqual(before);
    expect(await auditRowsOf(fx.people.pro.id, 'user.access')).toEqual([]);
  });

  it('refuses a boss taking away their own boss role, changing nothing and auditing nothing', async () => {
    const own = await as(otherBoss.token, 'POST', `/api/admin/users/${otherBoss.id}/access`, { role: 'team' });
    expect(own.status).toBe(409);
    expect(bodyOf(errorBodySchema, own).error.code).toBe('own_boss_role');
    expect((await roleOf(otherBoss.id))?.role).toBe('boss');
    expect(await auditRowsOf(otherBoss.id, 'user.access')).toEqual([]);
    // Another boss may: two bosses, one stays.
    const demoted = await as(bossToken, 'POST', `/api/admin/users/${otherBoss.id}/access`, { role: 'team' });
    expect(bodyOf(adminUserSchema, demoted).user.role).toBe('team');
    expect(await auditRowsOf(otherBoss.id, 'user.access')).toHaveLength(1);
    // Ann is the last boss now: her own role stays hers.
    const last = await as(bossToken, 'POST', `/api/admin/users/${fx.people.admin.id}/access`, { role: 'user' });
    expect(bodyOf(errorBodySchema, last).error.code).toBe('own_boss_role');
    expect((await roleOf(fx.people.admin.id))?.role).toBe('boss');
  });

  it('never leaves the marketplace without a boss when the last two demote each other at once', async () => {
    const x = await insertUser({ name: 'Xo Boss', email: 'xo.boss@example.test', role: 'boss' });
    const y = await insertUser({ name: 'Yu Boss', email: 'yu.boss@example.test', role: 'boss' });
    const [xToken, yToken] = [
      await addVerifiedStaffSession(t.database, x),
      await addVerifiedStaffSession(t.database, y),
    ];
    // Only Xo and Yu are bosses for this race: the others step down for it.
    const others = await t.database.db
      .update(schema.users)
      .set({ role: 'team' })
      .where(and(eq(schema.users.role, 'boss'), notInArray(schema.users.id, [x, y])))
      .returning({ id: schema.users.id });
    try {
      const answers = await Promise.all([
        as(xToken, 'POST', `/api/admin/users/${y}/access`, { role: 'team' }),
        as(yToken, 'POST', `/api/admin/users/${x}/access`, { role: 'team' }),
      ]);
      const bosses = await t.database.db.select().from(schema.users).where(eq(schema.users.role, 'boss'));
      expect(bosses).toHaveLength(1);
      // One won. The other waited for the lock and was refused as the last boss's demoter, or, when its
      // request came in after the first was done, was no boss any more (403).
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const loser = answers.find((answer) => answer.status !== 200);
      expect([403, 409]).toContain(loser?.status);
      if (loser?.status === 409) expect(bodyOf(errorBodySchema, loser).error.code).toBe('last_boss_role');
    } finally {
      const ids = others.map((other) => other.id);
      if (ids.length > 0)
        await t.database.db.update(schema.users).set({ role: 'boss' }).where(inArray(schema.users.id, ids));
    }
  });
});

describe('signing out everywhere', () => {
  it('revokes every live session: the user’s tokens stop working at once, others keep theirs', async () => {
    const phone = await addSession(t.database, fx.people.pro.id);
    const laptop = await addSession(t.database, fx.people.pro.id);
    const check = (token: string) =>
      send(t.app, { url: '/api/auth/check', headers: { authorization: `Bearer ${token}` } });
    expect((await check(phone)).status).toBe(200);
    const response = await as(teamToken, 'POST', `/api/admin/users/${fx.people.pro.id}/sessions/revoke`);
    expect(bodyOf(adminSessionsRevokedSchema, response).revoked).toBeGreaterThanOrEqual(2);
    expect((await check(phone)).status).toBe(401);
    expect((await check(laptop)).status).toBe(401);
    expect((await check(fx.people.a.token)).status).toBe(200);
    const [row] = await auditRowsOf(fx.people.pro.id, 'user.sessions_revoke');
    expect(row).toMatchObject({ staffUserId: fx.people.team.id, after: { live_sessions: 0 } });
    const account = bodyOf(adminUserSchema, await as(teamToken, 'GET', `/api/admin/users/${fx.people.pro.id}`));
    expect(account.sessions).toEqual([]);
  });
});

describe('the confirmation e-mail again', () => {
  it('writes one confirmation e-mail to an unconfirmed address, in the account’s language, audited', async () => {
    const id = await insertUser({ name: 'Nell New', email: 'nell.new@example.test', lang: 'fr' });
    const response = await as(teamToken, 'POST', `/api/admin/users/${id}/confirmation`);
    expect(response.status).toBe(200);
    const mails = await listOutbox(t.database.db, {
      to: 'nell.new@example.test',
      template: 'confirm_email',
      limit: 10,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.locale).toBe('fr');
    expect(mails[0]?.text).toMatch(/\/fr\/confirm-email\?token=[\w-]+/);
    expect(await auditRowsOf(id, 'user.confirmation_resend')).toHaveLength(1);
  });

  it('refuses clearly when the address is confirmed already, and sends nothing', async () => {
    const id = await insertUser({ name: 'Cora Sure', email: 'cora.sure@example.test', emailConfirmedAt: new Date() });
    const response = await as(teamToken, 'POST', `/api/admin/users/${id}/confirmation`);
    expect(response.status).toBe(409);
    expect(bodyOf(errorBodySchema, response).error.code).toBe('email_already_confirmed');
    expect(await listOutbox(t.database.db, { to: 'cora.sure@example.test', limit: 10 })).toEqual([]);
    expect(await auditRowsOf(id, 'user.confirmation_resend')).toEqual([]);
  });
});
