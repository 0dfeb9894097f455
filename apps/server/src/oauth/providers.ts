// Social sign-in providers (spec section 7: POST auth/google, auth/facebook, auth/soundcloud).
// Each one is enabled by its own pair of env variables and hidden when they are missing
// (docs/oauth.md). Endpoints can be overridden so tests point them at a local stub provider.
import { oauthRoutes, urlOf } from '@spindle/contracts/http';
import type * as OpenId from 'openid-client';

import { OAUTH_PROVIDER_NAMES, type OAuthProviderName } from '@spindle/domain';

/** The social sign-in providers (the domain's list), in the order the web shows their buttons. */
export { OAUTH_PROVIDER_NAMES, type OAuthProviderName };

/** OpenID Connect: endpoints and signing keys come from discovery at the issuer. */
export interface OidcEndpoints {
  kind: 'oidc';
  issuer: string;
}

/** Plain OAuth 2: fixed endpoints, the profile is read from an API with the access token. */
export interface OAuth2Endpoints {
  kind: 'oauth2';
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileEndpoint: string;
}

/** What a provider is, before credentials are known. */
export interface OAuthProviderDefinition {
  name: OAuthProviderName;
  label: string;
  endpoints: OidcEndpoints | OAuth2Endpoints;
  /** Sent space-separated; empty when the provider has no scopes (SoundCloud). */
  scopes: readonly string[];
  /** Query parameters added to the profile endpoint (Facebook's field list). */
  profileQuery: Readonly<Record<string, string>>;
  /** How the access token goes in the Authorization header of the profile call (SoundCloud wants `OAuth`). */
  profileAuthScheme: 'Bearer' | 'OAuth';
  /** Facebook: prove the token was issued to this app with appsecret_proof (HMAC of the token). */
  appSecretProof: boolean;
  /** Prefix of the env variables: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, ... */
  envPrefix: 'GOOGLE' | 'FACEBOOK' | 'SOUNDCLOUD';
}

/** The built-in definitions with the providers' real endpoints. */
export const OAUTH_PROVIDER_DEFINITIONS: Readonly<Record<OAuthProviderName, OAuthProviderDefinition>> = {
  google: {
    name: 'google',
    label: 'Google',
    endpoints: { kind: 'oidc', issuer: 'https://accounts.google.com' },
    scopes: ['openid', 'email', 'profile'],
    profileQuery: {},
    profileAuthScheme: 'Bearer',
    appSecretProof: false,
    envPrefix: 'GOOGLE',
  },
  facebook: {
    name: 'facebook',
    label: 'Facebook',
    // Unversioned URLs use the app's default Graph API version, so they never expire.
    endpoints: {
      kind: 'oauth2',
      authorizationEndpoint: 'https://www.facebook.com/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
      profileEndpoint: 'https://graph.facebook.com/me',
    },
    scopes: ['email', 'public_profile'],
    profileQuery: { fields: 'id,name,email,picture.type(large)' },
    profileAuthScheme: 'Bearer',
    appSecretProof: true,
    envPrefix: 'FACEBOOK',
  },
  soundcloud: {
    name: 'soundcloud',
    label: 'SoundCloud',
    // OAuth 2.1: PKCE is required; the API wants `Authorization: OAuth <token>`.
    endpoints: {
      kind: 'oauth2',
      authorizationEndpoint: 'https://secure.soundcloud.com/authorize',
      tokenEndpoint: 'https://secure.soundcloud.com/oauth/token',
      profileEndpoint: 'https://api.soundcloud.com/me',
    },
    scopes: [],
    profileQuery: {},
    profileAuthScheme: 'OAuth',
    appSecretProof: false,
    envPrefix: 'SOUNDCLOUD',
  },
};

/** A configured provider: definition, credentials, and the library's client configuration. */
export interface OAuthProvider extends OAuthProviderDefinition {
  clientId: string;
  clientSecret: string;
  /** The openid-client configuration (discovery for OIDC runs once, on first use; retried after a failure). */
  configuration(): Promise<OpenId.Configuration>;
}

/** The environment as process.env gives it; an empty value counts as unset (docs/configuration.md). */
export type OAuthEnv = Readonly<Record<string, string | undefined>>;

/** A bad override variable (not a URL, or plain http to a non-local host). */
export class OAuthConfigError extends Error {
  override name = 'OAuthConfigError';
}

// Outgoing calls to a provider give up after this long; the visitor is waiting on the callback.
const PROVIDER_TIMEOUT_SECONDS = 10;

function envValue(env: OAuthEnv, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** An endpoint override: https, or http only to this machine (the test stub). */
function endpointUrl(env: OAuthEnv, key: string, fallback: string): string {
  const value = envValue(env, key) ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OAuthConfigError(`${key} must be a URL`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url))) {
    throw new OAuthConfigError(`${key} must be an https:// URL (http:// only for 127.0.0.1 or localhost)`);
  }
  return value;
}

function resolveEndpoints(definition: OAuthProviderDefinition, env: OAuthEnv): OidcEndpoints | OAuth2Endpoints {
  const prefix = definition.envPrefix;
  const endpoints = definition.endpoints;
  if (endpoints.kind === 'oidc') {
    return { kind: 'oidc', issuer: endpointUrl(env, `${prefix}_ISSUER`, endpoints.issuer) };
  }
  return {
    kind: 'oauth2',
    authorizationEndpoint: endpointUrl(env, `${prefix}_AUTH_URL`, endpoints.authorizationEndpoint),
    tokenEndpoint: endpointUrl(env, `${prefix}_TOKEN_URL`, endpoints.tokenEndpoint),
    profileEndpoint: endpointUrl(env, `${prefix}_PROFILE_URL`, endpoints.profileEndpoint),
  };
}

function usesPlainHttp(endpoints: OidcEndpoints | OAuth2Endpoints): boolean {
  const urls =
    endpoints.kind === 'oidc'
      ? [endpoints.issuer]
      : [endpoints.authorizationEndpoint, endpoints.tokenEndpoint, endpoints.profileEndpoint];
  return urls.some((url) => url.startsWith('http:'));
}

function createConfigurationLoader(
  endpoints: OidcEndpoints | OAuth2Endpoints,
  clientId: string,
  clientSecret: string,
): () => Promise<OpenId.Configuration> {
  const insecure = usesPlainHttp(endpoints);
  let pending: Promise<OpenId.Configuration> | null = null;

  async function load(): Promise<OpenId.Configuration> {
    // openid-client and jose load with the first sign-in through a provider, not on every start (issue 19).
    const client = await import('openid-client');
    const clientAuth = client.ClientSecretPost(clientSecret);
    if (endpoints.kind === 'oidc') {
      const config = await client.discovery(new URL(endpoints.issuer), clientId, undefined, clientAuth, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        execute: insecure ? [client.allowInsecureRequests] : [],
      });
      // openid-client trusts TLS for ID tokens by default; we also verify their JWS signature.
      client.enableNonRepudiationChecks(config);
      return config;
    }
    const config = new client.Configuration(
      {
        issuer: new URL(endpoints.authorizationEndpoint).origin,
        authorization_endpoint: endpoints.authorizationEndpoint,
        token_endpoint: endpoints.tokenEndpoint,
      },
      clientId,
      undefined,
      clientAuth,
    );
    config.timeout = PROVIDER_TIMEOUT_SECONDS;
    if (insecure) client.allowInsecureRequests(config);
    return config;
  }

  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** One provider from the environment, or null when its client id or secret is missing. */
export function oauthProviderFromEnv(name: OAuthProviderName, env: OAuthEnv): OAuthProvider | null {
  const definition = OAUTH_PROVIDER_DEFINITIONS[name];
  const clientId = envValue(env, `${definition.envPrefix}_CLIENT_ID`);
  const clientSecret = envValue(env, `${definition.envPrefix}_CLIENT_SECRET`);
  if (!clientId || !clientSecret) return null;
  const endpoints = resolveEndpoints(definition, env);
  return {
    ...definition,
    endpoints,
    clientId,
    clientSecret,
    configuration: createConfigurationLoader(endpoints, clientId, clientSecret),
  };
}

/** Every configured provider, keyed by name; build once at boot so discovery is cached. */
export function oauthProvidersFromEnv(env: OAuthEnv): Partial<Record<OAuthProviderName, OAuthProvider>> {
  const providers: Partial<Record<OAuthProviderName, OAuthProvider>> = {};
  for (const name of OAUTH_PROVIDER_NAMES) {
    const provider = oauthProviderFromEnv(name, env);
    if (provider) providers[name] = provider;
  }
  return providers;
}

/** Names of the configured providers: the web shows a button for these only. */
export function enabledProviders(env: OAuthEnv): OAuthProviderName[] {
  return OAUTH_PROVIDER_NAMES.filter((name) => {
    const prefix = OAUTH_PROVIDER_DEFINITIONS[name].envPrefix;
    return envValue(env, `${prefix}_CLIENT_ID`) !== undefined && envValue(env, `${prefix}_CLIENT_SECRET`) !== undefined;
  });
}

/** Whether a route parameter names a provider. */
export function isOAuthProviderName(value: string): value is OAuthProviderName {
  return (OAUTH_PROVIDER_NAMES as readonly string[]).includes(value);
}

/** Path of a provider's callback under the API; register `<public origin><path>` at the provider. */
export function oauthCallbackPath(name: OAuthProviderName): string {
  return `/api${urlOf(oauthRoutes.callback.path, { provider: name })}`;
}
