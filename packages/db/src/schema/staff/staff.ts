// The staff side (issue 14, docs/admin.md): each staff member's second factor (a TOTP secret sealed at
// rest, one-time recovery codes stored hashed) and the sessions where it was verified. Owned by the
// staff module (apps/server/src/modules/staff).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sessions, users } from '../auth/users.ts';
import { createdAt, identityId, timestampTz } from '../columns.ts';

/** A staff member's TOTP secret: sealed with AES-256-GCM under a key derived from SESSION_SECRET. */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  /** Set when the first code was typed back: until then the factor is being enrolled. */
  confirmedAt: timestampTz('confirmed_at'),
  /** The last TOTP step accepted: a code is good once (RFC 6238 section 5.2). */
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** One of the ten recovery codes given at enrolment: SHA-256 of the code, spent once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/** A session whose staff member typed a valid code (or a recovery code): only these reach /admin. */
export const staffSessionVerifications = pgTable('staff_session_verifications', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  verifiedAt: timestampTz('verified_at').notNull(),
  /** How: a TOTP code or a recovery code. */
  method: text('method').$type<'totp' | 'recovery'>().notNull(),
});
