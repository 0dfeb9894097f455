// GET /api/auth/check, /api/auth/providers; POST /api/auth/login, signup, logout, confirm-email,
// resend-confirmation, forgot-password, reset-password, login-link, login-link/confirm,
// unsubscribe-newsletter (spec section 7, "Auth"; docs/accounts.md; the contract:
// packages/contracts/src/endpoints/auth.ts).
import { authEndpoints } from '@spindle/contracts';
import { oauthRoutes, urlOf } from '@spindle/contracts/http';
import { routesOf } from '../../http/endpoint-route.ts';
import { OAUTH_PROVIDER_DEFINITIONS, type OAuthProviderName } from '../../oauth/providers.ts';
import { refuse, replySignedIn } from './auth-replies.ts';
import type { AuthRepo } from './auth.repo.ts';
import { clientContextOf, type ClientContextConfig } from './client-context.ts';
import type { EmailLinksService } from './email-links.service.ts';
import { unsubscribeNewsletter, type NewsletterLinks } from './newsletter-unsubscribe.ts';
import { clearLogoutCookies } from './session-cookie.ts';
import type { SignInService } from './sign-in.service.ts';
import type { UserDataReader } from './user-data.ts';

export interface AuthRoutesOptions {
  signIn: SignInService;
  emailLinks: EmailLinksService;
  userData: UserDataReader;
  repo: AuthRepo;
  newsletterLinks: NewsletterLinks;
  /** Providers with credentials (their buttons show). */
  enabledProviders: readonly OAuthProviderName[];
  client: ClientContextConfig;
  secureCookies: boolean;
  clock: () => Date;
}

const success = { success: true as const };

export function authRoutes(options: AuthRoutesOptions) {
  const { signIn, emailLinks, userData, secureCookies, client } = options;
  const signedIn = { userData, secureCookies };

  return routesOf(authEndpoints, {
    check: ({ user }) => userData.userData(user.id),
    providers: () => ({
      providers: options.enabledProviders.map((name) => ({
        name,
        label: OAUTH_PROVIDER_DEFINITIONS[name].label,
        start_url: `/api${urlOf(oauthRoutes.start.path, { provider: name })}`,
      })),
    }),
    login: async ({ body }, { request, reply }) => {
      const result = await signIn.login(body, clientContextOf(request, client));
      return result.ok ? replySignedIn(reply, result, signedIn) : refuse(reply, result);
    },
    signup: async ({ body }, { request, reply }) => {
      const result = await signIn.signup(body, clientContextOf(request, client));
      return result.ok ? replySignedIn(reply, result, signedIn) : refuse(reply, result);
    },
    logout: async (_call, { request, reply }) => {
      await signIn.logout(clientContextOf(request, client));
      clearLogoutCookies(reply, secureCookies);
      return success;
    },
    // Sign-in by an e-mailed link: how the owner gets in while password sign-in is throttled.
    loginLink: async ({ body }, { request, reply }) => {
      const result = await emailLinks.requestLoginLink(body.email, clientContextOf(request, client));
      return result.ok ? success : refuse(reply, result);
    },
    loginLinkConfirm: async ({ body }, { request, reply }) => {
      const result = await signIn.loginWithLink(body.token, clientContextOf(request, client));
      return result.ok ? replySignedIn(reply, result, signedIn) : refuse(reply, result);
    },
    confirmEmail: async ({ body }, { request, reply }) => {
      const result = await emailLinks.confirmEmail(body.token, clientContextOf(request, client).baseUrl);
      return result.ok ? success : refuse(reply, result);
    },
    resendConfirmation: async ({ user }, { request, reply }) => {
      const result = await emailLinks.resendConfirmation(user.id, clientContextOf(request, client).baseUrl);
      return result.ok ? success : refuse(reply, result);
    },
    forgotPassword: async ({ body }, { request, reply }) => {
      const result = await emailLinks.forgotPassword(body.email, clientContextOf(request, client));
      return result.ok ? success : refuse(reply, result);
    },
    resetPassword: async ({ body }, { reply }) => {
      const result = await emailLinks.resetPassword(body.token, body.password);
      return result.ok ? success : refuse(reply, result);
    },
    unsubscribeNewsletter: async ({ body, user }, { reply }) => {
      const deps = { repo: options.repo, links: options.newsletterLinks, now: options.clock() };
      const result = await unsubscribeNewsletter(deps, body, user?.email ?? null);
      return result.ok ? success : refuse(reply, result);
    },
  });
}
