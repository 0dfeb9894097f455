// Queries of the auth module: sessions, credentials, e-mail tokens, social logins and the newsletter flag.
// Countries and the newsletter list belong to the currency and newsletter modules: asked through their faces.
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { createCurrencyRepo } from '../currency/index.ts';
import { createNewsletterRepo } from '../newsletter/index.ts';

const { sessions, users, emailTokens, oauthAccounts } = schema;

/** A new account's row (password_hash null for a social-only account). */
export type NewUser = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'name'
  | 'passwordHash'
  | 'emailConfirmedAt'
  | 'lang'
  | 'currency'
  | 'countryId'
  | 'origin'
  | 'referer'
  | 'newsletter'
  | 'type'
  | 'picture'
>;

export type EmailTokenKind = 'confirm' | 'reset' | 'login';
export type OAuthProvider = (typeof oauthAccounts.$inferSelect)['provider'];

/** A session to open: the hash of its token, whose it is, until when, and where it was opened from. */
export interface NewSession {
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

export interface NewEmailToken {
  userId: number;
  kind: EmailTokenKind;
  tokenHash: string;
  expiresAt: Date;
}

/** A social account to link to a user. */
export interface OAuthLink {
  userId: number;
  provider: OAuthProvider;
  providerUserId: string;
  email: string | null;
}

export interface NewsletterSignup {
  email: string;
  userId: number | null;
  lang: string;
  origin: string | null;
}

export function createAuthRepo(db: Db) {
  const currency = createCurrencyRepo(db);
  const newsletter = createNewsletterRepo(db);
  return {
    findUserBySessionTokenHash: (tokenHash: string, now: Date) => findUserBySessionTokenHash(db, tokenHash, now),
    insertSession: (values: NewSession) => insertSession(db, values),
    revokeSessionByTokenHash: (tokenHash: string, now: Date) => revokeSessionByTokenHash(db, tokenHash, now),
    revokeUserSessions: (userId: number, now: Date, keepSessionId: number | null = null) =>
      revokeUserSessions(db, userId, now, keepSessionId),
    findCredentialsByEmail: (email: string) => findCredentialsByEmail(db, email),
    findRecipient: (userId: number) => findRecipient(db, userId),
    findRecipientByEmail: (email: string) => findRecipientByEmail(db, email),
    userNamesByIds: (ids: readonly number[]) => userNamesByIds(db, ids),
    insertUser: (values: NewUser) => insertUser(db, values),
    recordLogin: (userId: number, now: Date) => recordLogin(db, userId, now),
    setPasswordHash: (userId: number, passwordHash: string) => setPasswordHash(db, userId, passwordHash),
    confirmEmail: (userId: number, now: Date) => confirmEmail(db, userId, now),
    findUserIdBySponsorCode: (code: string) => findUserIdBySponsorCode(db, code),
    countryExists: (code: string) => currency.countryExists(code),
    insertEmailToken: (values: NewEmailToken) => insertEmailToken(db, values),
    consumeEmailToken: (tokenHash: string, kind: EmailTokenKind, now: Date) =>
      consumeEmailToken(db, tokenHash, kind, now),
    retireEmailTokens: (userId: number, kind: EmailTokenKind, now: Date) => retireEmailTokens(db, userId, kind, now),
    findUserIdByOAuth: (provider: OAuthProvider, providerUserId: string) =>
      findUserIdByOAuth(db, provider, providerUserId),
    linkOAuthAccount: (values: OAuthLink) => linkOAuthAccount(db, values),
    listOAuthProviders: (userId: number) => listOAuthProviders(db, userId),
    subscribeNewsletter: (values: NewsletterSignup) => newsletter.joinList(values),
    unsubscribeNewsletter: async (email: string, now: Date) => {
      await clearNewsletterFlag(db, email, now);
      await newsletter.leaveList(email, now);
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;

/** The user of a live session (not revoked, not expired at `now`) by the SHA-256 of its token. */
async function findUserBySessionTokenHash(db: Db, tokenHash: string, now: Date) {
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
}

async function insertSession(db: Db, values: NewSession): Promise<void> {
  const { now, ...session } = values;
  await db.insert(sessions).values({ ...session, lastSeenAt: now, createdAt: now });
}

/** Revokes one session by its token hash (no-op when unknown or already revoked). */
async function revokeSessionByTokenHash(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, but the one kept (the session that made the change). */
async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  keepSessionId: number | null = null,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== null) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/** What a login needs to know about an e-mail's account. */
async function findCredentialsByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/** Who an e-mail is written to: address, name and language. */
async function findRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      lang: users.lang,
      confirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

async function findRecipientByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, lang: users.lang })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/** Inserts an account; null when the e-mail is taken (the unique index decides, also under races). */
async function insertUser(db: Db, values: NewUser): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id ?? null;
}

async function recordLogin(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Marks the address confirmed (first confirmation only); true when it changed. */
async function confirmEmail(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The names of the accounts with these ids, in one query (ids that match no account are left out). */
async function userNamesByIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The user holding a referral code, if any (codes are stored upper-case). */
async function findUserIdBySponsorCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.sponsorCode, code));
  return row?.id ?? null;
}

async function insertEmailToken(db: Db, values: NewEmailToken) {
  await db.insert(emailTokens).values(values);
}

/**
 * Uses a token once: marks it used if it is of this kind, unused and not expired, in one statement
 * (two requests racing with the same link cannot both win). The user id, or null.
 */
async function consumeEmailToken(db: Db, tokenHash: string, kind: EmailTokenKind, now: Date): Promise<number | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Retires a user's unused tokens of a kind (after a reset, or when the address they confirm changes). */
async function retireEmailTokens(db: Db, userId: number, kind: EmailTokenKind, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}

async function findUserIdByOAuth(db: Db, provider: OAuthProvider, providerUserId: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)));
  return row?.userId ?? null;
}

/** Links a social login to a user; false when that social account is already linked (to anyone). */
async function linkOAuthAccount(db: Db, values: OAuthLink) {
  const rows = await db
    .insert(oauthAccounts)
    .values(values)
    .onConflictDoNothing({ target: [oauthAccounts.provider, oauthAccounts.providerUserId] })
    .returning({ id: oauthAccounts.id });
  return rows.length > 0;
}

async function listOAuthProviders(db: Db, userId: number): Promise<OAuthProvider[]> {
  const rows = await db
    .select({ provider: oauthAccounts.provider })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(asc(oauthAccounts.provider));
  return rows.map((row) => row.provider);
}

/** Clears the newsletter flag and setting of the user with this address (the list itself is newsletter's). */
async function clearNewsletterFlag(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      newsletter: false,
      notifications: sql`${users.notifications} || '{"newsletter": false}'::jsonb`,
      updatedAt: now,
    })
    .where(eq(users.email, email));
}
