// Sign-up, login and logout with an e-mail and a password (spec section 7, "Auth"), and sign-in by an
// e-mailed link. A wrong e-mail and a wrong password give the same answer in about the same time;
// login is limited per account and address, per address and per account (rate-limit/login-limiter.ts),
// sign-up per address.
import type { LoginBody, SignupBody } from '@spindle/contracts';
import type { LoginLimiter } from '../../rate-limit/login-limiter.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import { clientIpKey } from '../../rate-limit/client-ip-key.ts';
import { attributionOf } from './attribution.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { AuthService } from './auth.service.ts';
import type { ClientContext } from './client-context.ts';
import type { EmailLinksService } from './email-links.service.ts';
import { hashPassword, passwordProblemOf, verifyPassword } from './passwords.ts';

/** A session opened for a user. */
export interface SignedIn {
  ok: true;
  userId: number;
  token: string;
  expiresAt: Date;
}

export type TooManyAttempts = { ok: false; code: 'too_many_attempts'; retryAfterSeconds: number };
export type SignupFailure = TooManyAttempts | { ok: false; code: 'input_invalid'; fields: Record<string, string> };
export type LoginFailure = TooManyAttempts | { ok: false; code: 'invalid_credentials' };

export interface SignInDeps {
  repo: AuthRepo;
  auth: AuthService;
  emailLinks: Pick<EmailLinksService, 'sendConfirmation' | 'useLoginLink'>;
  loginLimiter: LoginLimiter;
  /** Accounts created per client address. */
  signupPerIp: RateLimiter;
}

export function createSignInService({ repo, auth, emailLinks, loginLimiter, signupPerIp }: SignInDeps) {
  const sessionOrigin = (client: ClientContext) => ({
    ip: client.ip,
    userAgent: client.userAgent,
    replacing: client.heldToken,
  });

  return {
    /**
     * POST auth/signup: a new account with a password, signed in at once; the address gets a
     * confirmation link in the account's language. The newsletter box puts it on the list.
     */
    async signup(body: SignupBody, client: ClientContext): Promise<SignedIn | SignupFailure> {
      if (client.ip) {
        const byIp = await signupPerIp.consume(clientIpKey(client.ip));
        if (!byIp.allowed) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: byIp.retryAfterSeconds };
      }
      const problem = passwordProblemOf(body.password);
      if (problem) return { ok: false, code: 'input_invalid', fields: { password: problem } };
      const attribution = await attributionOf(repo, body, client);
      const userId = await repo.insertUser({
        email: body.email,
        name: body.name,
        passwordHash: await hashPassword(body.password),
        type: body.type ?? 'customer',
        newsletter: body.newsletter ?? false,
        ...attribution,
      });
      if (userId === null) return { ok: false, code: 'input_invalid', fields: { email: 'email_taken' } };
      if (body.newsletter) {
        await repo.subscribeNewsletter({
          email: body.email,
          userId,
          lang: attribution.lang,
          origin: attribution.origin,
        });
      }
      await emailLinks.sendConfirmation(userId, client.baseUrl);
      return { ok: true, userId, ...(await auth.openSession(userId, sessionOrigin(client))) };
    },

    /**
     * POST auth/login. The attempt is counted before the password is checked (so parallel guesses
     * cannot all slip through); an unknown e-mail verifies a dummy hash so it takes as long.
     */
    async login(body: LoginBody, client: ClientContext): Promise<SignedIn | LoginFailure> {
      const attempt = { email: body.email, ip: client.ip };
      const check = await loginLimiter.checkLogin(attempt);
      if (!check.ok) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: check.retryAfterSeconds };
      const account = await repo.findCredentialsByEmail(body.email);
      const matches = await verifyPassword(account?.passwordHash ?? null, body.password);
      if (!account || !matches) {
        await loginLimiter.recordLoginFailure(attempt);
        return { ok: false, code: 'invalid_credentials' };
      }
      await loginLimiter.recordLoginSuccess(attempt);
      return { ok: true, userId: account.id, ...(await auth.openSession(account.id, sessionOrigin(client))) };
    },

    /**
     * POST auth/login-link/confirm: the e-mailed link's token (single use) opens a session. The link
     * proves the address, which lets the owner in while password sign-in is throttled; the throttle
     * stays (the attack has not stopped because the owner signed in).
     */
    async loginWithLink(
      token: string,
      client: ClientContext,
    ): Promise<SignedIn | { ok: false; code: 'token_invalid' }> {
      const userId = await emailLinks.useLoginLink(token);
      if (userId === null) return { ok: false, code: 'token_invalid' };
      return { ok: true, userId, ...(await auth.openSession(userId, sessionOrigin(client))) };
    },

    /** POST auth/logout: revokes the session of the token the client holds (if any). */
    async logout(client: Pick<ClientContext, 'heldToken'>): Promise<void> {
      if (client.heldToken) await auth.closeSession(client.heldToken);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
