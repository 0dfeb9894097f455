// The demo's staff accounts sign in with a known second factor, like their known password (docs/admin.md
// "Demo accounts"): at start, each demo staff account present without a factor gets the documented
// secret. Only the seed's demo addresses (demo-*@spindle.test) are touched.
import { DEMO_STAFF_ROLES, DEMO_TOTP_SECRET, demoEmail, type Db } from '@spindle/db';
import { createUserDirectory } from '../auth/index.ts';
import { createSecondFactorRepo } from './second-factor.repo.ts';
import { SECOND_FACTOR_RATE_LIMIT, createSecondFactorService, secondFactorKeyOf } from './second-factor.service.ts';
import { createMemoryRateLimiter } from '../../rate-limit/memory-rate-limiter.ts';

/** Enrols the demo secret for the demo staff accounts that have no second factor; returns how many. */
export async function enrolDemoSecondFactors(db: Db, sessionSecret: string | undefined): Promise<number> {
  const emails = DEMO_STAFF_ROLES.map(demoEmail);
  const rows = await createUserDirectory(db).withEmails(emails);
  const service = createSecondFactorService({
    repo: createSecondFactorRepo(db),
    key: secondFactorKeyOf(sessionSecret),
    limiter: createMemoryRateLimiter(SECOND_FACTOR_RATE_LIMIT),
    clock: () => new Date(),
  });
  let enrolled = 0;
  for (const row of rows) {
    if (await service.enrolKnownSecret(row.id, DEMO_TOTP_SECRET)) enrolled += 1;
  }
  return enrolled;
}
