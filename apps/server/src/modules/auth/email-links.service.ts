// Links sent by e-mail: confirm an address (at sign-up and after an e-mail change), reset a forgotten
// password (single use, one hour), and the welcome e-mail once the address is confirmed. Each link
// carries a 256-bit token whose SHA-256 is stored in email_tokens (never the token itself).
import { daysToMs, isLocale, type AppLocale } from '@spindle/domain';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import { clientIpKey } from '../../rate-limit/client-ip-key.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  confirmEmailTemplate,
  RESET_PASSWORD_LINK_VALIDITY_MS,
  resetPasswordTemplate,
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
  /** E-mails per account (beyond it forgot-password still answers 200, and nothing is sent). */
  linksPerAccount: RateLimiter;
  clock: () => Date;
  /** Where failures of work done after answering are reported. */
  onBackgroundError: (error: unknown) => void;
}

function localeOf(lang: string): AppLocale {
  return isLocale(lang) ? lang : 'en';
}

export function createEmailLinksService(deps: EmailLinksDeps) {
  const { repo, auth, mailer, clock } = deps;
  const background = new Set<Promise<void>>();

  async function issueToken(userId: number, kind: EmailTokenKind, validityMs: number): Promise<string> {
    const token = newSecretToken();
    const expiresAt = new Date(clock().getTime() + validityMs);
    await repo.insertEmailToken({ userId, kind, tokenHash: hashSessionToken(token), expiresAt });
    return token;
  }

  /** Runs work after the answer is sent, so its duration cannot tell whether an account exists. */
  function afterAnswer(work: () => Promise<void>): void {
    const running = work()
      .catch(deps.onBackgroundError)
      .finally(() => background.delete(running));
    background.add(running);
  }

  async function sendWelcome(userId: number, baseUrl: string): Promise<void> {
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

  /** E-mails a confirmation link to the user's current address, in their language. */
  async function sendConfirmation(userId: number, baseUrl: string): Promise<void> {
    const user = await repo.findRecipient(userId);
    if (!user) return;
    const token = await issueToken(userId, 'confirm', CONFIRM_EMAIL_LINK_VALIDITY_MS);
    const locale = localeOf(user.lang);
    await mailer.send({
      to: user.email,
      locale,
      userId,
      template: confirmEmailTemplate.key,
      ...confirmEmailTemplate.render(locale, { baseUrl, name: user.name, token }),
    });
  }

  return {
    sendConfirmation,
    /** The welcome e-mail, once the address is confirmed (or vouched for by a provider). */
    sendWelcome,

    /** Sends the link again (signed-in user); nothing when the address is already confirmed. */
    async resendConfirmation(userId: number, baseUrl: string): Promise<{ ok: true } | EmailLinkFailure> {
      const user = await repo.findRecipient(userId);
      if (!user || user.confirmedAt !== null) return { ok: true };
      const allowed = await deps.linksPerAccount.consume(`user:${userId}`);
      if (!allowed.allowed)
        return { ok: false, code: 'too_many_attempts', retryAfterSeconds: allowed.retryAfterSeconds };
      await sendConfirmation(userId, baseUrl);
      return { ok: true };
    },

    /** POST auth/confirm-email: uses the token once; the first confirmation sends the welcome e-mail. */
    async confirmEmail(token: string, baseUrl: string): Promise<{ ok: true; userId: number } | EmailLinkFailure> {
      const userId = await repo.consumeEmailToken(hashSessionToken(token), 'confirm', clock());
      if (userId === null) return { ok: false, code: 'token_invalid' };
      if (await repo.confirmEmail(userId, clock())) await sendWelcome(userId, baseUrl);
      return { ok: true, userId };
    },

    /**
     * POST auth/forgot-password: the same answer whether or not the address has an account; the
     * token and e-mail are made after answering. Per address: 20 an hour; per account: 5 e-mails an hour.
     */
    async forgotPassword(
      email: string,
      client: { ip: string | null; baseUrl: string },
    ): Promise<{ ok: true } | EmailLinkFailure> {
      if (client.ip) {
        const byIp = await deps.resetPerIp.consume(clientIpKey(client.ip));
        if (!byIp.allowed) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: byIp.retryAfterSeconds };
      }
      afterAnswer(async () => {
        const user = await repo.findRecipientByEmail(email);
        if (!user || !(await deps.linksPerAccount.consume(`user:${user.id}`)).allowed) return;
        const token = await issueToken(user.id, 'reset', RESET_PASSWORD_LINK_VALIDITY_MS);
        const locale = localeOf(user.lang);
        await mailer.send({
          to: user.email,
          locale,
          userId: user.id,
          template: resetPasswordTemplate.key,
          ...resetPasswordTemplate.render(locale, { baseUrl: client.baseUrl, name: user.name, token }),
        });
      });
      return { ok: true };
    },

    /**
     * POST auth/reset-password: checks the new password first (a refused password leaves the link
     * usable), then uses the token once, sets the password, retires the other reset links, confirms
     * the address (the link reached it) and signs every session out.
     */
    async resetPassword(token: string, password: string): Promise<{ ok: true; userId: number } | EmailLinkFailure> {
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
    },

    /** Resolves once the work started after answering is done (tests, shutdown). */
    async idle(): Promise<void> {
      while (background.size > 0) await Promise.all([...background]);
    },
  };
}

export type EmailLinksService = ReturnType<typeof createEmailLinksService>;
