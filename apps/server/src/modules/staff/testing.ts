// Test kit of staff (lint allows it in test files only): a staff session with the second factor already
// verified, a second factor enrolled with a known secret, and the code an authenticator app shows now.
import { DEMO_TOTP_SECRET, schema, type Database } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { totpCode } from '../../crypto/totp.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { hashSessionToken } from '../auth/index.ts';
import { enrolDemoSecondFactors } from './demo-second-factor.ts';
import { createSecondFactorRepo } from './second-factor.repo.ts';
import { createSecondFactorService, SECOND_FACTOR_RATE_LIMIT, secondFactorKeyOf } from './second-factor.service.ts';
import { createMemoryRateLimiter } from '../../rate-limit/memory-rate-limiter.ts';

export { enrolDemoSecondFactors };

/** The code an authenticator app shows for a base32 secret now (or at `at`). */
export function currentTotpCode(secret: string = DEMO_TOTP_SECRET, at: Date = new Date()): string {
  return totpCode(secret, at);
}

/** Records a session (by its token) as having verified the second factor. */
export async function markSessionVerified(database: Database, token: string): Promise<void> {
  const [session] = await database.db
    .select({ id: schema.sessions.id })
    .from(schema.sessions)
    .where(eq(schema.sessions.tokenHash, hashSessionToken(token)));
  if (!session) throw new Error('no such session');
  await createSecondFactorRepo(database.db).verifySession(session.id, new Date(), 'totp');
}

/** A new session of a staff member whose second factor is verified: the token. */
export async function addVerifiedStaffSession(database: Database, userId: number): Promise<string> {
  const token = await addSession(database, userId);
  await markSessionVerified(database, token);
  return token;
}

/** Enrols `secret` (confirmed) for a user, as the test app seals it (no SESSION_SECRET unless given). */
export async function enrolSecondFactor(
  database: Database,
  userId: number,
  secret: string = DEMO_TOTP_SECRET,
  sessionSecret?: string,
): Promise<void> {
  const service = createSecondFactorService({
    repo: createSecondFactorRepo(database.db),
    key: secondFactorKeyOf(sessionSecret),
    limiter: createMemoryRateLimiter(SECOND_FACTOR_RATE_LIMIT),
    clock: () => new Date(),
  });
  await service.enrolKnownSecret(userId, secret);
}
