// Queries of the auth module: sessions and the user they belong to.
import { schema, type Db } from '@spindle/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

const { sessions, users } = schema;

export function createAuthRepo(db: Db) {
  return {
    /** The user of a live session (not revoked, not expired at `now`) by the SHA-256 of its token. */
    async findUserBySessionTokenHash(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          isAdmin: users.isAdmin,
          pro: users.pro,
          type: users.type,
          lang: users.lang,
          currency: users.currency,
          countryId: users.countryId,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row ?? null;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
