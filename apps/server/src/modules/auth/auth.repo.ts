// Queries of the auth module: sessions, credentials, e-mail tokens, social logins and the newsletter flag.
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';

const { sessions, users, emailTokens, oauthAccounts, countries, newsletterSubscribers } = schema;

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

export type EmailTokenKind = 'confirm' | 'reset';
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
  return {
    findUserBySessionTokenHash: (tokenHash: string, now: Date) => findUserBySessionTokenHash(db, tokenHash, now),
    insertSession: (values: NewSession) => insertSession(db, values),
    revokeSessionByTokenHash: (tokenHash: string, now: Date) => revokeSessionByTokenHash(db, tokenHash, now),
    revokeUserSessions: (userId: number, now: Date, keepSessionId: number | null = null) =>
      revokeUserSessions(db, userId, now, keepSessionId),
    findCredentialsByEmail: (email: string) => findCredentialsByEmail(db, email),
    findRecipient: (userId: number) => findRecipient(db, userId),
    findRecipientByEmail: (email: string) => findRecipientByEmail(db, email),
    insertUser: (values: NewUser) => insertUser(db, values),
    recordLogin: (userId: number, now: Date) => recordLogin(db, userId, now),
    setPasswordHash: (userId: number, passwordHash: string) => setPasswordHash(db, userId, passwordHash),
    confirmEmail: (userId: number, now: Date) => confirmEmail(db, userId, now),
    findUserIdBySponsorCode: (code: string) => findUserIdBySponsorCode(db, code),
    countryExists: (code: string) => countryExists(db, code),
    insertEmailToken: (values: NewEmailToken) => insertEmailToken(db, values),
    consumeEmailToken: (tokenHash: string, kind: EmailTokenKind, now: Date) =>
      consumeEmailToken(db, tokenHash, kind, now),
    retireEmailTokens: (userId: number, kind: EmailTokenKind, now: Date) => retireEmailTokens(db, userId, kind, now),
    findUserIdByOAuth: (provider: OAuthProvider, providerUserId: string) =>
      findUserIdByOAuth(db, provider, providerUserId),
    linkOAuthAccount: (values: OAuthLink) => linkOAuthAccount(db, values),
    listOAuthProviders: (userId: number) => listOAuthProviders(db, userId),
    subscribeNewsletter: (values: NewsletterSignup) => subscribeNewsletter(db, values),
    unsubscribeNewsletter: (email: string, now: Date) => unsubscribeNewsletter(db, email, now),
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

/** The user holding a referral code, if any (codes are stored upper-case). */
async function findUserIdBySponsorCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.sponsorCode, code));
  return row?.id ?? null;
}

/** Whether an ISO country code is one of the countries table (users.country_id references it). */
async function countryExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  return row !== undefined;
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

/** Puts an address on the newsletter list (or back on it), in a language. */
async function subscribeNewsletter(db: Db, values: NewsletterSignup) {
  await db
    .insert(newsletterSubscribers)
    .values(values)
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { userId: sql`coalesce(excluded.user_id, ${newsletterSubscribers.userId})`, unsubscribedAt: null },
    });
}

/** Takes an address off the newsletter: the user's flag and setting, and the subscribers list. */
async function unsubscribeNewsletter(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      newsletter: false,
      notifications: sql`${users.notifications} || '{"newsletter": false}'::jsonb`,
      updatedAt: now,
    })
    .where(eq(users.email, email));
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)));
}
