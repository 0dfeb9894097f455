// Links sent by e-mail: confirm an address (at sign-up and after an e-mail change), reset a forgotten
// password (single use, one hour), sign in without the password (single use, 15 minutes), and the
// welcome e-mail once the address is confirmed. Each link carries a 256-bit token whose SHA-256 is
// stored in email_tokens (never the token itself).
import { daysToMs, isLocale, type AppLocale } from '@spindle/domain';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import { clientIpKey } from '../../rate-limit/client-ip-key.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  confirmEmailTemplate,
  RESET_PASSWORD_LINK_VALIDITY_MS,
  resetPasswordTemplate,
  SIGN_IN_LINK_VALIDITY_MS,
  signInLinkTemplate,
  welcomeTemplate,
} from '../../mail/templates/index.ts';
import type { AuthRepo, EmailTokenKind } from './auth.repo.ts';
import { hashSessionToken, newSecretToken, type AuthService } from './auth.service.ts';
import { hashPassword, passwordProblemOf, type PasswordProblem } from './passwords.ts';

/** A confirmation link works for a week (a reset link for an hour: RESET_PASSWORD_LINK_VALIDITY_MS). */
export const CONFIRM_EMAIL_LINK_VALIDITY_MS = daysToMs(7);

/** Expected refusals of these calls. */
export type EmailLinkFailure =
  | { ok: false; code: 'token_invalid' }
  | { ok: false; code: 'too_many_attempts'; retryAfterSeconds: number }
  | { ok: false; code: 'input_invalid'; fields: { password: PasswordProblem } };

export interface EmailLinksDeps {
  repo: AuthRepo;
  auth: AuthService;
  mailer: Mailer;
  /** Forgot-password requests per client address (answered 429 beyond it: it says nothing about accounts). */
  resetPerIp: RateLimiter;
  /** Sign-in link requests per client address (answered 429 beyond it, like forgot-password). */
  loginLinkPerIp: RateLimiter;
  /** E-mails per account (beyond it forgot-password and login-link still answer 200, and nothing is sent). */
  linksPerAccount: RateLimiter;
  clock: () => Date;
  /** Where failures of work done after answering are reported. */
  onBackgroundError: (error: unknown) => void;
}

function localeOf(lang: string): AppLocale {
  return isLocale(lang) ? lang : 'en';
}

/** The service's dependencies and the work it started after answering (awaited by idle()). */
interface EmailLinksContext extends EmailLinksDeps {
  background: Set<Promise<void>>;
}

export function createEmailLinksService(deps: EmailLinksDeps) {
  const context: EmailLinksContext = { ...deps, background: new Set() };
  return {
    sendConfirmation: (userId: number, baseUrl: string) => sendConfirmation(context, userId, baseUrl),
    /** The welcome e-mail, once the address is confirmed (or vouched for by a provider). */
    sendWelcome: (userId: number, baseUrl: string) => sendWelcome(context, userId, baseUrl),
    resendConfirmation: (userId: number, baseUrl: string) => resendConfirmation(context, userId, baseUrl),
    confirmEmail: (token: string, baseUrl: string) => confirmEmail(context, token, baseUrl),
    forgotPassword: (email: string, client: { ip: string | null; baseUrl: string }) =>
      forgotPassword(context, email, client),
    resetPassword: (token: string, password: string) => resetPassword(context, token, password),
    requestLoginLink: (email: string, client: { ip: string | null; baseUrl: string }) =>
      requestLoginLink(context, email, client),
    useLoginLink: (token: string) => useLoginLink(context, token),
    /** Resolves once the work started after answering is done (tests, shutdown). */
    idle: () => idle(context),
  };
}

export type EmailLinksService = ReturnType<typeof createEmailLinksService>;

async function issueToken(
  { repo, clock }: Pick<EmailLinksDeps, 'repo' | 'clock'>,
  userId: number,
  kind: EmailTokenKind,
  validityMs: number,
): Promise<string> {
  const token = newSecretToken();
  const expiresAt = new Date(clock().getTime() + validityMs);
  await repo.insertEmailToken({ userId, kind, tokenHash: hashSessionToken(token), expiresAt });
  return token;
}

/** Runs work after the answer is sent, so its duration cannot tell whether an account exists. */
function afterAnswer({ background, onBackgroundError }: EmailLinksContext, work: () => Promise<void>): void {
  const running = work()
    .catch(onBackgroundError)
    .finally(() => background.delete(running));
  background.add(running);
}

async function idle({ background }: EmailLinksContext): Promise<void> {
  while (background.size > 0) await Promise.all([...background]);
}

async function sendWelcome({ repo, mailer }: EmailLinksContext, userId: number, baseUrl: string): Promise<void> {
  const user = await repo.findRecipient(userId);
  if (!user) return;
  const locale = localeOf(user.lang);
  await mailer.send({
    to: user.email,
    locale,
    userId,
    template: welcomeTemplate.key,
    ...welcomeTemplate.render(locale, { baseUrl, name: user.name }),
  });
}

/**
 * E-mails a confirmation link to the user's current address, in their language (also what staff send
 * again from the admin, docs/admin.md, without the account's own rate limit).
 */
export async function sendConfirmation(
  context: Pick<EmailLinksDeps, 'repo' | 'mailer' | 'clock'>,
  userId: number,
  baseUrl: string,
): Promise<void> {
  const user = await context.repo.findRecipient(userId);
  if (!user) return;
  const token = await issueToken(context, userId, 'confirm', CONFIRM_EMAIL_LINK_VALIDITY_MS);
  const locale = localeOf(user.lang);
  await context.mailer.send({
    to: user.email,
    locale,
    userId,
    template: confirmEmailTemplate.key,
    ...confirmEmailTemplate.render(locale, { baseUrl, name: user.name, token }),
  });
}

/** Sends the link again (signed-in user); nothing when the address is already confirmed. */
async function resendConfirmation(
  context: EmailLinksContext,
  userId: number,
  baseUrl: string,
): Promise<{ ok: true } | EmailLinkFailure> {
  const user = await context.repo.findRecipient(userId);
  if (!user || user.confirmedAt !== null) return { ok: true };
  const allowed = await context.linksPerAccount.consume(`user:${userId}`);
  if (!allowed.allowed) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: allowed.retryAfterSeconds };
  await sendConfirmation(context, userId, baseUrl);
  return { ok: true };
}

/** POST auth/confirm-email: uses the token once; the first confirmation sends the welcome e-mail. */
async function confirmEmail(
  context: EmailLinksContext,
  token: string,
  baseUrl: string,
): Promise<{ ok: true; userId: number } | EmailLinkFailure> {
  const { repo, clock } = context;
  const userId = await repo.consumeEmailToken(hashSessionToken(token), 'confirm', clock());
  if (userId === null) return { ok: false, code: 'token_invalid' };
  if (await repo.confirmEmail(userId, clock())) await sendWelcome(context, userId, baseUrl);
  return { ok: true, userId };
}

/**
 * POST auth/forgot-password: the same answer whether or not the address has an account; the
 * token and e-mail are made after answering. Per address: 20 an hour; per account: 5 e-mails an hour.
 */
async function forgotPassword(
  context: EmailLinksContext,
  email: string,
  client: { ip: string | null; baseUrl: string },
): Promise<{ ok: true } | EmailLinkFailure> {
  if (client.ip) {
    const byIp = await context.resetPerIp.consume(clientIpKey(client.ip));
    if (!byIp.allowed) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: byIp.retryAfterSeconds };
  }
  afterAnswer(context, () => sendResetLink(context, email, client.baseUrl));
  return { ok: true };
}

/** E-mails a reset link to the account of an address, if there is one and it may get another e-mail. */
async function sendResetLink(context: EmailLinksContext, email: string, baseUrl: string): Promise<void> {
  const user = await recipientAllowedAnotherEmail(context, email);
  if (!user) return;
  const token = await issueToken(context, user.id, 'reset', RESET_PASSWORD_LINK_VALIDITY_MS);
  const locale = localeOf(user.lang);
  await context.mailer.send({
    to: user.email,
    locale,
    userId: user.id,
    template: resetPasswordTemplate.key,
    ...resetPasswordTemplate.render(locale, { baseUrl, name: user.name, token }),
  });
}

/** The account of an address, if there is one and it may get another e-mail this hour (this one counts). */
async function recipientAllowedAnotherEmail(context: EmailLinksContext, email: string) {
  const user = await context.repo.findRecipientByEmail(email);
  if (!user || !(await context.linksPerAccount.consume(`user:${user.id}`)).allowed) return null;
  return user;
}

/**
 * POST auth/login-link: how the owner signs in while password sign-in is throttled. The same
 * answer whether or not the address has an account; the token and e-mail are made after answering.
 * Per address: 20 an hour; per account: the 5 e-mails an hour every link shares.
 */
async function requestLoginLink(
  context: EmailLinksContext,
  email: string,
  client: { ip: string | null; baseUrl: string },
): Promise<{ ok: true } | EmailLinkFailure> {
  if (client.ip) {
    const byIp = await context.loginLinkPerIp.consume(clientIpKey(client.ip));
    if (!byIp.allowed) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: byIp.retryAfterSeconds };
  }
  afterAnswer(context, () => sendLoginLink(context, email, client.baseUrl));
  return { ok: true };
}

/**
 * E-mails a sign-in link to the account of an address, if there is one and it may get another
 * e-mail. Earlier links stay valid: a stranger asking for links must not spoil the one the owner opens.
 */
async function sendLoginLink(context: EmailLinksContext, email: string, baseUrl: string): Promise<void> {
  const user = await recipientAllowedAnotherEmail(context, email);
  if (!user) return;
  const token = await issueToken(context, user.id, 'login', SIGN_IN_LINK_VALIDITY_MS);
  const locale = localeOf(user.lang);
  await context.mailer.send({
    to: user.email,
    locale,
    userId: user.id,
    template: signInLinkTemplate.key,
    ...signInLinkTemplate.render(locale, { baseUrl, name: user.name, token }),
  });
}

/**
 * Uses a sign-in token once; the user it signs in, or null. The other sign-in links are retired
 * (one sign-in per request is enough) and the address is confirmed: the link reached it.
 */
async function useLoginLink({ repo, clock }: EmailLinksContext, token: string): Promise<number | null> {
  const now = clock();
  const userId = await repo.consumeEmailToken(hashSessionToken(token), 'login', now);
  if (userId === null) return null;
  await repo.retireEmailTokens(userId, 'login', now);
  await repo.confirmEmail(userId, now);
  return userId;
}

/**
 * POST auth/reset-password: checks the new password first (a refused password leaves the link
 * usable), then uses the token once, sets the password, retires the other reset links, confirms
 * the address (the link reached it) and signs every session out.
 */
async function resetPassword(
  { repo, auth, clock }: EmailLinksContext,
  token: string,
  password: string,
): Promise<{ ok: true; userId: number } | EmailLinkFailure> {
  const problem = passwordProblemOf(password);
  if (problem) return { ok: false, code: 'input_invalid', fields: { password: problem } };
  const passwordHash = await hashPassword(password);
  const now = clock();
  const userId = await repo.consumeEmailToken(hashSessionToken(token), 'reset', now);
  if (userId === null) return { ok: false, code: 'token_invalid' };
  await repo.setPasswordHash(userId, passwordHash);
  await repo.retireEmailTokens(userId, 'reset', now);
  await repo.confirmEmail(userId, now);
  await auth.revokeSessions(userId);
  return { ok: true, userId };
}
