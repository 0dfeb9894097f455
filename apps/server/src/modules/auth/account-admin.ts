// What the staff side reads and writes of accounts (docs/admin.md "Users, bids, invoices and payments"):
// the accounts list with its filters, one account with its live sessions and addresses, its role and
// flags changed under a lock of every boss (so two bosses demoting each other at once cannot leave
// none), and every session of an account revoked. The guard itself is the domain's
// (accountAccessProblemOf); the staff module runs it and writes the audit row in the same transaction.
import type { AdminUserRow, AdminUsersQuery } from '@spindle/contracts';
import { customerAddresses, sessions, users, type Db, type Tx, containsPattern } from '@spindle/db';
import { isUserRole, type AccountAccess } from '@spindle/domain';
import { and, asc, count, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';

const ROW = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  type: users.type,
  pro: users.pro,
  isAdmin: users.isAdmin,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

type UserRow = typeof users.$inferSelect;
type Row = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'type' | 'pro' | 'isAdmin' | 'emailConfirmedAt' | 'createdAt' | 'lastLoginAt'
>;

function rowOf(row: Row): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    type: row.type,
    pro: row.pro,
    is_admin: row.isAdmin,
    email_confirmed: row.emailConfirmedAt !== null,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

function filterOf(query: Pick<AdminUsersQuery, 'q' | 'role' | 'pro' | 'admin'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.pro) conditions.push(eq(users.pro, query.pro === 'yes'));
  if (query.admin) conditions.push(eq(users.isAdmin, query.admin === 'yes'));
  if (query.q) {
    const byText = or(ilike(users.email, containsPattern(query.q)), ilike(users.name, containsPattern(query.q)));
    const id = /^#?\d{1,9}$/.test(query.q) ? Number(query.q.replace('#', '')) : null;
    conditions.push((id === null ? byText : or(eq(users.id, id), byText)) as SQL);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const SORTS = {
  created_at: users.createdAt,
  name: users.name,
  email: users.email,
  last_login_at: users.lastLoginAt,
} as const;

async function listAccounts(db: Db, query: AdminUsersQuery) {
  const where = filterOf(query);
  const column = SORTS[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select(ROW)
      .from(users)
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(rowOf), total: total?.value ?? 0 };
}

/** One account as staff see it, with its language, currency and country; null when there is none. */
async function accountOf(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ ...ROW, lang: users.lang, currency: users.currency, countryId: users.countryId })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    ...rowOf(row),
    lang: row.lang,
    currency: row.currency,
    country_id: row.countryId,
    email_confirmed_at: row.emailConfirmedAt?.toISOString() ?? null,
  };
}

/** The live sessions of an account (not revoked, not expired at `now`), newest first. */
async function liveSessionsOf(db: Db, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
  }));
}

/** The addresses of an account, its default one first. */
async function addressesOf(db: Db, userId: number) {
  const [account] = await db.select({ customerId: users.customerId }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.updatedAt), desc(customerAddresses.id));
  const isDefault = (id: number) => id === account?.customerId;
  return rows
    .map((row) => ({
      id: row.id,
      is_default: isDefault(row.id),
      firstname: row.firstname,
      lastname: row.lastname,
      company: row.company,
      address: row.address,
      address2: row.address2,
      zip_code: row.zipCode,
      city: row.city,
      state: row.state,
      country_id: row.countryId,
      phone: row.phone,
    }))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/**
 * Locks every boss and the account (FOR UPDATE, in the caller's transaction) and reads its access and
 * the number of bosses: a concurrent change of a boss waits until this one commits.
 */
async function lockAccess(tx: Tx, userId: number): Promise<{ access: AccountAccess; bossCount: number } | null> {
  const bosses = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'boss')).for('update');
  const [row] = await tx
    .select({ role: users.role, pro: users.pro, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row || !isUserRole(row.role)) return null;
  return { access: { role: row.role, pro: row.pro, isAdmin: row.isAdmin }, bossCount: bosses.length };
}

async function setAccess(tx: Tx, userId: number, access: AccountAccess, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ role: access.role, pro: access.pro, isAdmin: access.isAdmin, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Revokes every live session of an account; how many there were. */
async function revokeAllSessions(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** The staff side's reads and writes of accounts. */
export function createAccountAdmin(db: Db) {
  return {
    list: (query: AdminUsersQuery) => listAccounts(db, query),
    accountOf: (userId: number) => accountOf(db, userId),
    liveSessionsOf: (userId: number, now: Date) => liveSessionsOf(db, userId, now),
    addressesOf: (userId: number) => addressesOf(db, userId),
    lockAccess,
    setAccess,
    revokeAllSessions: (userId: number, now: Date, tx?: Tx) => revokeAllSessions(tx ?? db, userId, now),
  };
}

export type AccountAdmin = ReturnType<typeof createAccountAdmin>;
