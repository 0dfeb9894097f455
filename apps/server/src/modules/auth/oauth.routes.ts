// Social sign-in (docs/oauth.md): GET /api/auth/{provider}/start and /callback (the redirect flow),
// POST /api/auth/{provider} (a token from the provider's SDK), POST /api/auth/oauth/complete (the
// e-mail address a provider did not give). Unconfigured providers answer 404. The contract:
// packages/contracts/src/endpoints/auth.ts (oauthEndpoints).
import {
  attributionFieldsSchema,
  oauthEndpoints,
  oauthProviderNameSchema,
  type EndpointParsedInput,
} from '@spindle/contracts';
import { localisePath } from '@spindle/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routesOf, type EndpointHttp } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { viewerOf } from '../../http/viewer.ts';
import { finishAuthorization, profileFromAccessToken, startAuthorization } from '../../oauth/oauth-flow.ts';
import type { OAuthProfile } from '../../oauth/profiles.ts';
import {
  isOAuthProviderName,
  oauthCallbackPath,
  type OAuthProvider,
  type OAuthProviderName,
} from '../../oauth/providers.ts';
import { OAUTH_STATE_COOKIE, safeReturnTo } from '../../oauth/state-cookie.ts';
import { refuse, replySignedIn } from './auth-replies.ts';
import { clientContextOf, type ClientContextConfig } from './client-context.ts';
import { createCookieSealer } from './sealed-cookie.ts';
import { setSessionCookie } from './session-cookie.ts';
import type { SocialSignInRequest, SocialSignInService } from './social-sign-in.service.ts';
import type { UserDataReader } from './user-data.ts';

export interface OAuthRoutesOptions {
  providers: Partial<Record<OAuthProviderName, OAuthProvider>>;
  /** SESSION_SECRET (config requires it once a provider is configured). */
  secret: string;
  socialSignIn: SocialSignInService;
  userData: UserDataReader;
  client: ClientContextConfig;
  secureCookies: boolean;
  clock: () => Date;
}

/** Cookies of the flow, beside OAUTH_STATE_COOKIE: the sign-up attribution, and a profile waiting for an e-mail. */
const SIGNUP_COOKIE = 'oauth_signup';
const PENDING_COOKIE = 'oauth_pending';

const pendingSchema = z.object({
  profile: z.object({
    provider: oauthProviderNameSchema,
    providerUserId: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    name: z.string().nullable(),
    pictureUrl: z.string().nullable(),
  }),
  attribution: attributionFieldsSchema,
  returnTo: z.string(),
});

export function oauthRoutes(options: OAuthRoutesOptions) {
  const flow = createOAuthFlow(options);
  return routesOf(oauthEndpoints, {
    start: ({ params, query }, http) => startSignIn(flow, params.provider, query, http),
    callback: ({ params }, http) => finishSignIn(flow, params.provider, http),
    signInWithToken: ({ params, body }, http) => signInWithToken(flow, params.provider, body, http),
    complete: ({ body }, http) => completeSignUp(flow, body.email, http),
  });
}

/** What every route of the flow shares: the options, the cookie sealers and the flow cookies' settings. */
function createOAuthFlow(options: OAuthRoutesOptions) {
  const { secret, clock, secureCookies } = options;
  const signupSealer = createCookieSealer(secret, 'oauth-signup', attributionFieldsSchema);
  const pendingSealer = createCookieSealer(secret, 'oauth-pending', pendingSchema);
  const flowCookie = { path: OAUTH_STATE_COOKIE.path, httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };
  const expiresAtMs = () => clock().getTime() + OAUTH_STATE_COOKIE.maxAgeSeconds * 1000;
  return { ...options, signupSealer, pendingSealer, flowCookie, expiresAtMs };
}

type OAuthFlow = ReturnType<typeof createOAuthFlow>;

function providerOf({ providers }: OAuthFlow, name: string): OAuthProvider {
  const provider = isOAuthProviderName(name) ? providers[name] : undefined;
  if (!provider) throw new AppError('not_found');
  return provider;
}

function redirectUriOf({ client }: OAuthFlow, request: FastifyRequest, name: OAuthProviderName): string {
  const base = linkOriginOf(request, client.publicUrl);
  return new URL(oauthCallbackPath(name), base).href;
}

/** The sign-in page in the visitor's language, saying what went wrong and where to go back to. */
function signPage({ client }: OAuthFlow, request: FastifyRequest, query: Record<string, string>): string {
  const locale = viewerOf(request, client.countryHeader).locale;
  return `${localisePath('/sign', locale)}?${new URLSearchParams(query).toString()}`;
}

function clearFlowCookies({ flowCookie }: OAuthFlow, reply: FastifyReply): void {
  for (const name of [OAUTH_STATE_COOKIE.name, SIGNUP_COOKIE]) reply.clearCookie(name, flowCookie);
}

async function signInFromProfile(
  { socialSignIn, client }: OAuthFlow,
  request: FastifyRequest,
  signIn: Omit<SocialSignInRequest, 'currentUserId'>,
) {
  const context = clientContextOf(request, client);
  return socialSignIn.signInWithProfile({ ...signIn, currentUserId: request.user?.id ?? null }, context);
}

type StartQuery = EndpointParsedInput<typeof oauthEndpoints.start>['query'];
type TokenBody = EndpointParsedInput<typeof oauthEndpoints.signInWithToken>['body'];

/** Off to the provider: the state and the sign-up attribution travel in sealed cookies of the flow. */
async function startSignIn(flow: OAuthFlow, name: string, query: StartQuery, { request, reply }: EndpointHttp) {
  const { secret, clock, signupSealer, flowCookie, expiresAtMs } = flow;
  const provider = providerOf(flow, name);
  const { returnTo, ...attribution } = query;
  const { url, stateCookie } = await startAuthorization(provider, {
    redirectUri: redirectUriOf(flow, request, provider.name),
    returnTo,
    secret,
    nowMs: clock().getTime(),
  });
  const maxAge = OAUTH_STATE_COOKIE.maxAgeSeconds;
  reply.setCookie(OAUTH_STATE_COOKIE.name, stateCookie, { ...flowCookie, maxAge });
  reply.setCookie(SIGNUP_COOKIE, signupSealer.seal(attribution, expiresAtMs()), { ...flowCookie, maxAge });
  return reply.redirect(url, 302);
}

/** Back from the provider: signed in and sent to the return path, or to the sign-in page saying why not. */
async function finishSignIn(flow: OAuthFlow, name: string, { request, reply }: EndpointHttp) {
  const { secret, clock, secureCookies, signupSealer, pendingSealer, flowCookie, expiresAtMs } = flow;
  const provider = providerOf(flow, name);
  const finished = await finishAuthorization(provider, {
    callbackUrl: request.url,
    stateCookie: request.cookies[OAUTH_STATE_COOKIE.name],
    secret,
    nowMs: clock().getTime(),
  });
  const attribution = signupSealer.open(request.cookies[SIGNUP_COOKIE], clock().getTime()) ?? {};
  clearFlowCookies(flow, reply);
  if (!finished.ok) {
    request.log.warn({ provider: provider.name, code: finished.code, cause: finished.cause }, 'social sign-in failed');
    return reply.redirect(signPage(flow, request, { error: finished.code }), 302);
  }
  const result = await signInFromProfile(flow, request, { profile: finished.profile, attribution });
  if (result.ok) {
    setSessionCookie(reply, result.token, secureCookies);
    return reply.redirect(safeReturnTo(finished.returnTo), 302);
  }
  if (result.code === 'oauth_email_required') {
    const pending = { profile: finished.profile, attribution, returnTo: finished.returnTo };
    reply.setCookie(PENDING_COOKIE, pendingSealer.seal(pending, expiresAtMs()), {
      ...flowCookie,
      maxAge: OAUTH_STATE_COOKIE.maxAgeSeconds,
    });
  }
  const query = { error: result.code, provider: provider.name, redirect: safeReturnTo(finished.returnTo) };
  return reply.redirect(signPage(flow, request, query), 302);
}

/** A token from the provider's SDK. */
async function signInWithToken(flow: OAuthFlow, name: string, body: TokenBody, { request, reply }: EndpointHttp) {
  const provider = providerOf(flow, name);
  const { accessToken, idToken, credential, email, ...attribution } = body;
  const checked = await profileFromAccessToken(provider, { accessToken, idToken: idToken ?? credential });
  if (!checked.ok) {
    request.log.warn({ provider: provider.name, cause: checked.cause }, 'social sign-in token refused');
    throw new AppError('oauth_failed');
  }
  const result = await signInFromProfile(flow, request, { profile: checked.profile, attribution, typedEmail: email });
  if (!result.ok) return refuse(reply, result);
  return replySignedIn(reply, result, flow);
}

/** The e-mail address a provider did not give, for the profile waiting in the pending cookie. */
async function completeSignUp(flow: OAuthFlow, typedEmail: string, { request, reply }: EndpointHttp) {
  const pending = flow.pendingSealer.open(request.cookies[PENDING_COOKIE], flow.clock().getTime());
  if (!pending) throw new AppError('oauth_state_invalid');
  const profile: OAuthProfile = pending.profile;
  const result = await signInFromProfile(flow, request, { profile, attribution: pending.attribution, typedEmail });
  if (!result.ok) return refuse(reply, result);
  reply.clearCookie(PENDING_COOKIE, flow.flowCookie);
  return replySignedIn(reply, result, flow);
}
