// Drizzle queries of the staff second factor: the sealed secret, the recovery codes, the verified sessions.
import { staffRecoveryCodes, staffSecondFactors, staffSessionVerifications, type Db } from '@spindle/db';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';

type FactorRow = typeof staffSecondFactors.$inferSelect;

export function createSecondFactorRepo(db: Db) {
  return {
    async factorOf(userId: number): Promise<FactorRow | null> {
      const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
      return row ?? null;
    },
    /** Stores a new, unconfirmed secret (replacing an unconfirmed one; a confirmed one is kept). */
    async saveUnconfirmed(userId: number, secretSealed: string): Promise<boolean> {
      const rows = await db
        .insert(staffSecondFactors)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({
          target: staffSecondFactors.userId,
          set: { secretSealed, lastStep: null },
          setWhere: isNull(staffSecondFactors.confirmedAt),
        })
        .returning({ userId: staffSecondFactors.userId });
      return rows.length > 0;
    },
    /** Confirms the factor with its ten recovery codes, in one transaction. */
    async confirm(userId: number, at: Date, step: number, codeHashes: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(staffSecondFactors)
          .set({ confirmedAt: at, lastStep: step })
          .where(and(eq(staffSecondFactors.userId, userId), isNull(staffSecondFactors.confirmedAt)))
          .returning({ userId: staffSecondFactors.userId });
        if (rows.length === 0) return false;
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
        await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      });
    },
    /** Records a step as used, unless it (or a later one) already was: a code is good once. */
    async useStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffSecondFactors)
        .set({ lastStep: step })
        .where(
          and(
            eq(staffSecondFactors.userId, userId),
            or(isNull(staffSecondFactors.lastStep), lt(staffSecondFactors.lastStep, step)),
          ),
        )
        .returning({ userId: staffSecondFactors.userId });
      return rows.length > 0;
    },
    /** Spends an unused recovery code; false when there is none with that hash. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffRecoveryCodes.userId, userId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length > 0;
    },
    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
      return row?.value ?? 0;
    },
    async verifySession(sessionId: number, at: Date, method: 'totp' | 'recovery'): Promise<void> {
      await db
        .insert(staffSessionVerifications)
        .values({ sessionId, verifiedAt: at, method })
        .onConflictDoUpdate({ target: staffSessionVerifications.sessionId, set: { verifiedAt: at, method } });
    },
    async isSessionVerified(sessionId: number): Promise<boolean> {
      const [row] = await db
        .select({ sessionId: staffSessionVerifications.sessionId })
        .from(staffSessionVerifications)
        .where(eq(staffSessionVerifications.sessionId, sessionId));
      return row !== undefined;
    },
  };
}

export type SecondFactorRepo = ReturnType<typeof createSecondFactorRepo>;
