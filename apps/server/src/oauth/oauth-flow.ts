// The authorization code flow (with PKCE, and state + nonce for OpenID Connect) through openid-client,
// plus the token variant of POST auth/{provider} (spec section 7) where a mobile or JS SDK already
// signed the person in and sends us its token. Outcomes are values, never exceptions (docs/conventions.md).
import type { JWTVerifyGetKey } from 'jose';
import { isSameSecret, signHmacSha256 } from '../crypto/hmac-signature.ts';
import { profileFromOidcClaims, profileFromProfileResponse, type OAuthProfile } from './profiles.ts';
import type { OAuthProvider } from './providers.ts';
import { OAUTH_STATE_COOKIE, openState, safeReturnTo, sealState } from './state-cookie.ts';

/** Why a sign-in did not complete: a forged/expired/missing state, the person said no, or anything else. */
export type OAuthFailureCode = 'oauth_state_invalid' | 'oauth_denied' | 'oauth_failed';

/** A failed sign-in; `cause` is for the log only, never for the response. */
export interface OAuthFailure {
  ok: false;
  code: OAuthFailureCode;
  cause?: unknown;
}

/** Result of the callback: the profile and where to send the browser next. */
export type FinishAuthorizationResult = { ok: true; profile: OAuthProfile; returnTo: string } | OAuthFailure;

/** Result of checking an SDK token. */
export type ProfileFromTokenResult = { ok: true; profile: OAuthProfile } | OAuthFailure;

export interface StartAuthorizationOptions {
  /** Absolute callback URL registered at the provider: `<public origin>/api/auth/<provider>/callback`. */
  redirectUri: string;
  /** Path on this site to land on afterwards; anything that is not a local path becomes `/`. */
  returnTo?: string | null;
  /** Seals the state cookie (at least 32 characters; SESSION_SECRET). */
  secret: string;
  nowMs?: number;
}

export interface FinishAuthorizationOptions {
  /** The URL the provider redirected the browser to (absolute, or path + query: only the query is read). */
  callbackUrl: string | URL;
  /** Value of the `oauth_state` cookie, undefined when the browser sent none. */
  stateCookie: string | null | undefined;
  secret: string;
  nowMs?: number;
}

/** What an SDK sends: Google's ID token (the "credential"), or an access token for Facebook and SoundCloud. */
export interface SdkCredential {
  accessToken?: string | null;
  idToken?: string | null;
}

// Provider calls give up after this long; the person is waiting.
const PROFILE_TIMEOUT_MS = 10_000;
// Real tokens are far shorter; anything longer is not worth sending to the provider.
const MAX_TOKEN_LENGTH = 4096;

function failure(code: OAuthFailureCode, cause?: unknown): OAuthFailure {
  return cause === undefined ? { ok: false, code } : { ok: false, code, cause };
}

/**
 * Begins a sign-in: the provider's authorization URL to redirect to, and the sealed value of the
 * `oauth_state` cookie (OAUTH_STATE_COOKIE) that must come back with the callback.
 */
export async function startAuthorization(
  provider: OAuthProvider,
  options: StartAuthorizationOptions,
): Promise<{ url: string; stateCookie: string }> {
  const config = await provider.configuration();
  // Loaded with the provider's configuration (providers.ts), not on every start (issue 19).
  const client = await import('openid-client');
  const state = client.randomState();
  const nonce = provider.endpoints.kind === 'oidc' ? client.randomNonce() : null;
  const codeVerifier = client.randomPKCECodeVerifier();
  const parameters: Record<string, string> = {
    redirect_uri: options.redirectUri,
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider.scopes.length > 0) parameters.scope = provider.scopes.join(' ');
  if (nonce !== null) parameters.nonce = nonce;
  const stateCookie = sealState(
    {
      provider: provider.name,
      state,
      nonce,
      codeVerifier,
      redirectUri: options.redirectUri,
      returnTo: safeReturnTo(options.returnTo),
      expiresAtMs: (options.nowMs ?? Date.now()) + OAUTH_STATE_COOKIE.maxAgeSeconds * 1000,
    },
    options.secret,
  );
  return { url: client.buildAuthorizationUrl(config, parameters).href, stateCookie };
}

/**
 * Completes a sign-in at the callback: checks the state against the cookie, exchanges the code
 * (with the PKCE verifier), verifies the ID token's signature and nonce (OIDC) or reads the profile
 * endpoint (OAuth 2). The caller clears the cookie whatever the outcome.
 */
export async function finishAuthorization(
  provider: OAuthProvider,
  options: FinishAuthorizationOptions,
): Promise<FinishAuthorizationResult> {
  const sealed = options.stateCookie
    ? openState(options.stateCookie, options.secret, options.nowMs ?? Date.now())
    : null;
  const params = new URL(options.callbackUrl, 'http://callback.invalid').searchParams;
  // The state in the URL must be the one this browser's cookie was sealed with (CSRF, RFC 9700 4.7).
  if (!sealed || sealed.provider !== provider.name || !isSameSecret(params.get('state'), sealed.state)) {
    return failure('oauth_state_invalid');
  }
  const error = params.get('error');
  if (error !== null) return failure(error === 'access_denied' ? 'oauth_denied' : 'oauth_failed', error);

  try {
    const config = await provider.configuration();
    const client = await import('openid-client');
    // The code was issued for the redirect_uri sent at the start, whatever host the request came through.
    const currentUrl = new URL(sealed.redirectUri);
    for (const [key, value] of params) currentUrl.searchParams.append(key, value);
    const oidc = provider.endpoints.kind === 'oidc';
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: sealed.codeVerifier,
      expectedState: sealed.state,
      ...(oidc ? { expectedNonce: sealed.nonce ?? undefined, idTokenExpected: true } : {}),
    });
    const profile = oidc
      ? profileFromOidcClaims(provider.name, tokens.claims())
      : await fetchProfile(provider, tokens.access_token);
    if (!profile) return failure('oauth_failed', 'profile_unreadable');
    return { ok: true, profile, returnTo: sealed.returnTo };
  } catch (cause) {
    return failure('oauth_failed', cause);
  }
}

/**
 * The token variant of POST auth/{provider}: Google sends an ID token, verified against Google's keys
 * with our client id as audience; Facebook and SoundCloud send an access token, checked by reading
 * the profile with it (Facebook with appsecret_proof, so a token issued to another app is refused).
 */
export async function profileFromAccessToken(
  provider: OAuthProvider,
  credential: SdkCredential,
): Promise<ProfileFromTokenResult> {
  try {
    if (provider.endpoints.kind === 'oidc') {
      const idToken = credential.idToken;
      if (!idToken || idToken.length > MAX_TOKEN_LENGTH) return failure('oauth_failed', 'id_token_required');
      const profile = profileFromOidcClaims(provider.name, await verifyIdToken(provider, idToken));
      return profile ? { ok: true, profile } : failure('oauth_failed', 'profile_unreadable');
    }
    const accessToken = credential.accessToken;
    if (!accessToken || accessToken.length > MAX_TOKEN_LENGTH) return failure('oauth_failed', 'access_token_required');
    const profile = await fetchProfile(provider, accessToken);
    return profile ? { ok: true, profile } : failure('oauth_failed', 'profile_unreadable');
  } catch (cause) {
    return failure('oauth_failed', cause);
  }
}

// One key set per jwks_uri: jose caches the keys and refetches when an unknown `kid` shows up.
const keySets = new Map<string, JWTVerifyGetKey>();

async function verifyIdToken(provider: OAuthProvider, idToken: string): Promise<unknown> {
  const metadata = (await provider.configuration()).serverMetadata();
  const { createRemoteJWKSet, jwtVerify } = await import('jose');
  if (!metadata.jwks_uri) throw new Error('The provider publishes no jwks_uri');
  let keySet = keySets.get(metadata.jwks_uri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: PROFILE_TIMEOUT_MS });
    keySets.set(metadata.jwks_uri, keySet);
  }
  // Google issues both spellings of its issuer (https://accounts.google.com and accounts.google.com).
  const issuers = [metadata.issuer, metadata.issuer.replace(/^https:\/\//, '')];
  const { payload } = await jwtVerify(idToken, keySet, { issuer: issuers, audience: provider.clientId });
  return payload;
}

async function fetchProfile(provider: OAuthProvider, accessToken: string): Promise<OAuthProfile | null> {
  if (provider.endpoints.kind !== 'oauth2') return null;
  const url = new URL(provider.endpoints.profileEndpoint);
  for (const [key, value] of Object.entries(provider.profileQuery)) url.searchParams.set(key, value);
  if (provider.appSecretProof) {
    url.searchParams.set('appsecret_proof', signHmacSha256(provider.clientSecret, accessToken).toString('hex'));
  }
  const response = await fetch(url, {
    headers: { authorization: `${provider.profileAuthScheme} ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Profile endpoint answered ${response.status}`);
  return profileFromProfileResponse(provider.name, await response.json());
}
