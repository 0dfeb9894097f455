// GET /api/auth/check, /api/auth/providers; POST /api/auth/login, signup, logout, confirm-email,
// resend-confirmation, forgot-password, reset-password, unsubscribe-newsletter (spec section 7, "Auth";
// docs/accounts.md).
import {
  authProvidersResponseSchema,
  confirmEmailBodySchema,
  errorBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  successResponseSchema,
  unsubscribeNewsletterBodySchema,
  userDataSchema,
} from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../http/authentication.ts';
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

type Api = Parameters<FastifyPluginCallbackZod>[0];

const tags = ['auth'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const authRoutes: FastifyPluginCallbackZod<AuthRoutesOptions> = (app, options, done) => {
  registerSessionRoutes(app, options);
  registerEmailLinkRoutes(app, options);
  registerNewsletterUnsubscribe(app, options);
  registerProviderList(app, options);
  done();
};

/** The session: who is signed in, sign in, sign up, sign out. */
function registerSessionRoutes(app: Api, options: AuthRoutesOptions): void {
  const { signIn, userData, secureCookies } = options;
  const signedIn = { userData, secureCookies };

  app.get(
    '/auth/check',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user’s data (the start-up session check); 401 for a visitor',
        security: [{ bearer: [] }],
        response: { 200: userDataSchema, 401: errorBodySchema },
      },
    },
    async (request) => userData.userData(currentUser(request).id),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password: sets the token cookie, answers { token, data }',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signIn.login(request.body, clientContextOf(request, options.client));
      if (!result.ok) return refuse(reply, result);
      return replySignedIn(reply, result, signedIn);
    },
  );

  app.post(
    '/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account, signed in at once; a confirmation link is e-mailed',
        body: signupBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signIn.signup(request.body, clientContextOf(request, options.client));
      if (!result.ok) return refuse(reply, result);
      return replySignedIn(reply, result, signedIn);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the session and clear the cookies',
        response: { 200: successResponseSchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      await signIn.logout(clientContextOf(request, options.client));
      clearLogoutCookies(reply, secureCookies);
      return { success: true as const };
    },
  );
}

/** The links sent by e-mail: confirm the address, reset a forgotten password. */
function registerEmailLinkRoutes(app: Api, options: AuthRoutesOptions): void {
  const { emailLinks } = options;

  app.post(
    '/auth/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirm the address with the token of the e-mailed link (single use)',
        body: confirmEmailBodySchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const client = clientContextOf(request, options.client);
      const result = await emailLinks.confirmEmail(request.body.token, client.baseUrl);
      if (!result.ok) return refuse(reply, result);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/resend-confirmation',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'E-mail the confirmation link again (signed-in user with an unconfirmed address)',
        security: [{ bearer: [] }],
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const client = clientContextOf(request, options.client);
      const result = await emailLinks.resendConfirmation(currentUser(request).id, client.baseUrl);
      if (!result.ok) return refuse(reply, result);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a reset link valid one hour; the answer is the same whether the address has an account',
        body: forgotPasswordBodySchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await emailLinks.forgotPassword(request.body.email, clientContextOf(request, options.client));
      if (!result.ok) return refuse(reply, result);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the token of the reset link (single use; signs every session out)',
        body: resetPasswordBodySchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await emailLinks.resetPassword(request.body.token, request.body.password);
      if (!result.ok) return refuse(reply, result);
      return { success: true as const };
    },
  );
}

function registerNewsletterUnsubscribe(app: Api, options: AuthRoutesOptions): void {
  app.post(
    '/auth/unsubscribe-newsletter',
    {
      schema: {
        tags,
        summary: 'Leave the newsletter: the token of the link, or its email and signature, or the signed-in user',
        body: unsubscribeNewsletterBodySchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const deps = { repo: options.repo, links: options.newsletterLinks, now: options.clock() };
      const result = await unsubscribeNewsletter(deps, request.body, request.user?.email ?? null);
      if (!result.ok) return refuse(reply, result);
      return { success: true as const };
    },
  );
}

function registerProviderList(app: Api, options: AuthRoutesOptions): void {
  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Social sign-in providers that are configured',
        response: { 200: authProvidersResponseSchema },
      },
    },
    () => ({
      providers: options.enabledProviders.map((name) => ({
        name,
        label: OAUTH_PROVIDER_DEFINITIONS[name].label,
        start_url: `/api/auth/${name}/start`,
      })),
    }),
  );
}
