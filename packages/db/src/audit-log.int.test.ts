// The audit log is insert-only in the database itself (migration 0008's trigger), on PGlite and
// PostgreSQL alike: whatever code runs, a row once written cannot be changed or deleted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { auditLog } from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

async function sqlStateOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const withCause = error as { code?: string; cause?: { code?: string } };
    return withCause.cause?.code ?? withCause.code;
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';

describe('audit_log', () => {
  let database: Database;
  let id: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await database.db
      .insert(auditLog)
      .values({
        staffUserId: 7,
        staffName: 'Lea',
        action: 'project.approve',
        entityType: 'project',
        entityId: '12',
        before: { step: 'checking' },
        after: { step: 'in_progress' },
      })
      .returning();
    id = row!.id;
  });
  afterAll(() => database.close());

  it('refuses to change a row', async () => {
    const update = database.db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, id));
    expect(await sqlStateOf(update)).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('refuses to delete a row', async () => {
    expect(await sqlStateOf(database.db.delete(auditLog).where(eq(auditLog.id, id)))).toBe(INSUFFICIENT_PRIVILEGE);
    const [kept] = await database.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept?.action).toBe('project.approve');
    expect(kept?.after).toEqual({ step: 'in_progress' });
  });

  it('still takes new rows', async () => {
    await database.db
      .insert(auditLog)
      .values({ staffUserId: 7, staffName: 'Lea', action: 'user.sign_out', entityType: 'user', entityId: '3' });
    expect((await database.db.select().from(auditLog)).length).toBe(2);
  });
});
