// The staff second factor through the API (PGlite and PostgreSQL): enrolment with a QR code and ten
// recovery codes, codes good once, a staff session kept out of every admin endpoint until verified.
import {
  adminEndpoints,
  recoveryCodesSchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
  secondFactorVerifiedSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send, type TestResponse } from '../../testing/http.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { currentTotpCode } from './testing.ts';

let t: TestApp;
let now = new Date();
const STEP_MS = 30_000;
let teamId: number;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => now });
  const [team, customer] = await t.database.db
    .insert(schema.users)
    .values([
      { name: 'Lea Team', email: 'lea.team@example.test', role: 'team' },
      { name: 'Camille', email: 'camille@example.test' },
    ])
    .returning();
  teamId = team!.id;
  customerId = customer!.id;
}, 120_000);
afterAll(() => t?.close());

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return send(t.app, {
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

const codeOf = (response: TestResponse) => (JSON.parse(response.text) as { error: { code: string } }).error.code;

describe('enrolling and verifying the staff second factor', () => {
  let secret = '';
  let recovery: string[] = [];

  it('keeps an unverified staff session out of every admin endpoint but the factor’s own', async () => {
    const token = await addSession(t.database, teamId);
    for (const endpoint of Object.values(adminEndpoints)) {
      if (endpoint.permission === 'second_factor') continue;
      const url = `/api${endpoint.path.replace(':id', '1')}${endpoint.path === '/admin/search' ? '?q=x' : ''}`;
      const response = await call(token, endpoint.method, url, endpoint.method === 'POST' ? {} : undefined);
      expect(response.status, endpoint.id).toBe(403);
      expect(codeOf(response), endpoint.id).toBe('second_factor_required');
    }
    const status = bodyOf(secondFactorStatusSchema, await call(token, 'GET', '/api/admin/second-factor'));
    expect(status).toEqual({ enrolled: false, verified: false, recovery_codes_left: 0 });
  });

  it('gives a secret, its otpauth URI and an SVG QR code, sealed at rest', async () => {
    const token = await addSession(t.database, teamId);
    const enrolment = bodyOf(
      secondFactorEnrolmentSchema,
      await call(token, 'POST', '/api/admin/second-factor/enrolment'),
    );
    secret = enrolment.secret;
    expect(enrolment.otpauth_uri).toContain(`secret=${secret}`);
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Spindle:lea\.team%40example\.test\?/);
    expect(enrolment.qr_svg).toMatch(/^<svg /);
    const [row] = await t.database.db
      .select()
      .from(schema.staffSecondFactors)
      .where(eq(schema.staffSecondFactors.userId, teamId));
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();
  });

  it('refuses a wrong code, then confirms with the app’s code and shows ten recovery codes once', async () => {
    const token = await addSession(t.database, teamId);
    const wrong = await call(token, 'POST', '/api/admin/second-factor/enrolment/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(codeOf(wrong)).toBe('second_factor_invalid');
    const confirmed = await call(token, 'POST', '/api/admin/second-factor/enrolment/confirm', {
      code: currentTotpCode(secret, now),
    });
    recovery = bodyOf(recoveryCodesSchema, confirmed).recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const stored = await t.database.db
      .select()
      .from(schema.staffRecoveryCodes)
      .where(eq(schema.staffRecoveryCodes.userId, teamId));
    expect(stored.map((row) => row.codeHash)).not.toContain(recovery[0]);
    // The session that confirmed is verified; enrolling again is refused.
    expect((await call(token, 'GET', '/api/admin/home')).status).toBe(200);
    expect((await call(token, 'POST', '/api/admin/second-factor/enrolment')).status).toBe(409);
  });

  it('verifies a new session with the next code, and takes each code once', async () => {
    now = new Date(now.getTime() + STEP_MS);
    const code = currentTotpCode(secret, now);
    const first = await addSession(t.database, teamId);
    const verified = bodyOf(
      secondFactorVerifiedSchema,
      await call(first, 'POST', '/api/admin/second-factor/verify', { code }),
    );
    expect(verified).toEqual({ method: 'totp', recovery_codes_left: 10 });
    expect((await call(first, 'GET', '/api/admin/home')).status).toBe(200);
    const second = await addSession(t.database, teamId);
    const replay = await call(second, 'POST', '/api/admin/second-factor/verify', { code });
    expect(codeOf(replay)).toBe('second_factor_invalid');
    expect((await call(second, 'GET', '/api/admin/home')).status).toBe(403);
  });

  it('accepts the code of the step before, not of two steps before', async () => {
    now = new Date(now.getTime() + 3 * STEP_MS);
    const tooOld = await call(await addSession(t.database, teamId), 'POST', '/api/admin/second-factor/verify', {
      code: currentTotpCode(secret, new Date(now.getTime() - 2 * STEP_MS)),
    });
    expect(tooOld.status).toBe(400);
    const late = await call(await addSession(t.database, teamId), 'POST', '/api/admin/second-factor/verify', {
      code: currentTotpCode(secret, new Date(now.getTime() - STEP_MS)),
    });
    expect(late.status).toBe(200);
  });

  it('takes a recovery code once, whatever its case and dashes', async () => {
    const code = recovery[3]!;
    const used = await call(await addSession(t.database, teamId), 'POST', '/api/admin/second-factor/verify', {
      code: code.toUpperCase().replace('-', ''),
    });
    expect(bodyOf(secondFactorVerifiedSchema, used)).toEqual({ method: 'recovery', recovery_codes_left: 9 });
    const again = await call(await addSession(t.database, teamId), 'POST', '/api/admin/second-factor/verify', { code });
    expect(again.status).toBe(400);
  });

  it('answers 429 with Retry-After after ten wrong codes', async () => {
    const token = await addSession(t.database, teamId);
    let last = await call(token, 'POST', '/api/admin/second-factor/verify', { code: '111111' });
    for (let attempt = 1; attempt < 11; attempt += 1) {
      last = await call(token, 'POST', '/api/admin/second-factor/verify', { code: '111111' });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is refused to a customer (403) and a visitor (401)', async () => {
    const customer = await addSession(t.database, customerId);
    expect((await call(customer, 'GET', '/api/admin/second-factor')).status).toBe(403);
    expect((await send(t.app, { method: 'GET', url: '/api/admin/second-factor' })).status).toBe(401);
  });
});
