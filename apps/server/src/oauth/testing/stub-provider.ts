// A local OAuth 2 / OpenID Connect provider for tests: discovery, authorize (redirects back with a
// code, or with error=access_denied), token (client secret + PKCE checks, RS256 ID tokens), JWKS and a
// profile endpoint shaped like Google's userinfo, Facebook's /me or SoundCloud's /me. Listens on
// 127.0.0.1:0; nothing leaves the machine.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { oauthProviderFromEnv, type OAuthProvider, type OAuthProviderName } from '../providers.ts';

/** Who signs in at the stub. */
export interface StubUser {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  picture?: string;
}

export interface StubProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The JSON the profile endpoint answers with. */
  profileShape: 'oidc' | 'facebook' | 'soundcloud';
  /** Authorization scheme the profile endpoint accepts. Default Bearer. */
  profileAuthScheme?: 'Bearer' | 'OAuth';
  /** Facebook: refuse profile calls without a valid appsecret_proof. */
  requireAppSecretProof?: boolean;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  scope: string;
  user: StubUser;
}

/** A running stub; change `user`, `deny` or `forgeIdTokenSignature` to steer the next sign-in. */
export interface StubProvider {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileEndpoint: string;
  user: StubUser;
  deny: boolean;
  forgeIdTokenSignature: boolean;
  /** Query of every authorization request, in order. */
  authorizationRequests: URLSearchParams[];
  /** Form body of every token request, in order. */
  tokenRequests: URLSearchParams[];
  issueAccessToken(options?: { user?: StubUser; clientId?: string }): string;
  issueIdToken(claims: JWTPayload, options?: { forged?: boolean }): Promise<string>;
  close(): Promise<void>;
}

const KEY_ID = 'stub-key';

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function profileBody(shape: StubProviderOptions['profileShape'], user: StubUser): unknown {
  switch (shape) {
    case 'oidc':
      return {
        sub: user.sub,
        email: user.email,
        email_verified: user.emailVerified,
        name: user.name,
        picture: user.picture,
      };
    case 'facebook':
      return {
        id: user.sub,
        name: user.name,
        email: user.email,
        picture: { data: { url: user.picture, is_silhouette: false } },
      };
    case 'soundcloud':
      return {
        id: Number(user.sub),
        urn: `soundcloud:users:${user.sub}`,
        username: user.name?.toLowerCase().replace(/\s+/g, '-'),
        full_name: user.name,
        avatar_url: user.picture,
      };
  }
}

/** Starts the stub on 127.0.0.1 with a fresh RS256 key (and a second, unpublished one for forgeries). */
export async function startStubProvider(options: StubProviderOptions): Promise<StubProvider> {
  const signing = await generateKeyPair('RS256');
  const forgery = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(signing.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { user: StubUser; clientId: string }>();
  let issuer = '';

  async function sign(claims: JWTPayload, key: CryptoKey): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KEY_ID }).sign(key);
  }

  const stub: StubProvider = {
    issuer: '',
    authorizationEndpoint: '',
    tokenEndpoint: '',
    profileEndpoint: '',
    user: { sub: '1001', email: 'Ada@Example.com', emailVerified: true, name: 'Ada Lovelace' },
    deny: false,
    forgeIdTokenSignature: false,
    authorizationRequests: [],
    tokenRequests: [],
    issueAccessToken({ user = stub.user, clientId = options.clientId } = {}) {
      const token = randomBytes(24).toString('base64url');
      accessTokens.set(token, { user, clientId });
      return token;
    },
    issueIdToken(claims, { forged = false } = {}) {
      return sign(claims, forged ? forgery.privateKey : signing.privateKey);
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() waits for their idle timeout.
        server.closeAllConnections();
      }),
  };

  function authorize(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    stub.authorizationRequests.push(new URLSearchParams(query));
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== options.clientId || !redirectUri || query.get('response_type') !== 'code') {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (stub.deny) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request');
    } else {
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        clientId: options.clientId,
        redirectUri,
        codeChallenge: query.get('code_challenge_method') === 'S256' ? query.get('code_challenge') : null,
        nonce: query.get('nonce'),
        scope: query.get('scope') ?? '',
        user: stub.user,
      });
      back.searchParams.set('code', code);
    }
    if (state !== null) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.href });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    stub.tokenRequests.push(form);
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic?.[1]) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    if (clientId !== options.clientId || clientSecret !== options.clientSecret) {
      sendJson(response, 401, { error: 'invalid_client' });
      return;
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !issued ||
      issued.redirectUri !== form.get('redirect_uri') ||
      // PKCE is required, as at SoundCloud (OAuth 2.1).
      issued.codeChallenge === null ||
      verifier === null ||
      s256(verifier) !== issued.codeChallenge
    ) {
      sendJson(response, 400, { error: 'invalid_grant' });
      return;
    }
    const accessToken = stub.issueAccessToken({ user: issued.user });
    const body: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 };
    if (issued.scope.split(' ').includes('openid')) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      body.id_token = await stub.issueIdToken(
        {
          iss: issuer,
          aud: options.clientId,
          sub: issued.user.sub,
          iat: nowSeconds,
          exp: nowSeconds + 300,
          ...(issued.nonce ? { nonce: issued.nonce } : {}),
          email: issued.user.email,
          email_verified: issued.user.emailVerified,
          name: issued.user.name,
          picture: issued.user.picture,
        },
        { forged: stub.forgeIdTokenSignature },
      );
    }
    sendJson(response, 200, body);
  }

  function profile(request: IncomingMessage, url: URL, response: ServerResponse): void {
    const scheme = options.profileAuthScheme ?? 'Bearer';
    const match = new RegExp(`^${scheme} (.+)$`).exec(request.headers.authorization ?? '');
    const grant = match?.[1] ? accessTokens.get(match[1]) : undefined;
    if (!match?.[1] || !grant) {
      sendJson(response, 401, { error: 'invalid_token' });
      return;
    }
    if (options.requireAppSecretProof) {
      // Like Facebook: the proof is checked with the secret of the app the token was issued to.
      const expected = createHmac('sha256', options.clientSecret).update(match[1]).digest('hex');
      if (grant.clientId !== options.clientId || url.searchParams.get('appsecret_proof') !== expected) {
        sendJson(response, 400, {
          error: { message: 'Invalid appsecret_proof provided in the API argument', code: 100 },
        });
        return;
      }
    }
    sendJson(response, 200, profileBody(options.profileShape, grant.user));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const route = `${request.method} ${url.pathname}`;
    const handle = async (): Promise<void> => {
      if (route === 'GET /.well-known/openid-configuration') {
        sendJson(response, 200, {
          issuer,
          authorization_endpoint: stub.authorizationEndpoint,
          token_endpoint: stub.tokenEndpoint,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        });
      } else if (route === 'GET /jwks') sendJson(response, 200, { keys: [publicJwk] });
      else if (route === 'GET /authorize') authorize(url, response);
      else if (route === 'POST /token') await token(request, response);
      else if (route === 'GET /userinfo' || route === 'GET /me') profile(request, url, response);
      else sendJson(response, 404, { error: 'not_found' });
    };
    handle().catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  issuer = `http://127.0.0.1:${port}`;
  stub.issuer = issuer;
  stub.authorizationEndpoint = `${issuer}/authorize`;
  stub.tokenEndpoint = `${issuer}/token`;
  stub.profileEndpoint = options.profileShape === 'oidc' ? `${issuer}/userinfo` : `${issuer}/me`;
  return stub;
}

/** The stub each provider's tests use by default: its client, and a profile endpoint shaped like the real one. */
export const STUB_PROVIDER_OPTIONS: Readonly<Record<OAuthProviderName, StubProviderOptions>> = {
  google: { clientId: 'google-client', clientSecret: 'google-secret', profileShape: 'oidc' },
  facebook: { clientId: 'fb-app', clientSecret: 'fb-secret', profileShape: 'facebook', requireAppSecretProof: true },
  soundcloud: {
    clientId: 'sc-client',
    clientSecret: 'sc-secret',
    profileShape: 'soundcloud',
    profileAuthScheme: 'OAuth',
  },
};

/**
 * Starts a stub and configures the provider `name` against it, as the environment would: its client,
 * and the stub's issuer (OpenID Connect) or its endpoints (plain OAuth 2); each provider reads the keys
 * of its kind.
 */
export async function startStubbedProvider(
  name: OAuthProviderName,
  options: StubProviderOptions = STUB_PROVIDER_OPTIONS[name],
): Promise<{ stub: StubProvider; provider: OAuthProvider }> {
  const stub = await startStubProvider(options);
  const prefix = name.toUpperCase();
  const provider = oauthProviderFromEnv(name, {
    [`${prefix}_CLIENT_ID`]: options.clientId,
    [`${prefix}_CLIENT_SECRET`]: options.clientSecret,
    [`${prefix}_ISSUER`]: stub.issuer,
    [`${prefix}_AUTH_URL`]: stub.authorizationEndpoint,
    [`${prefix}_TOKEN_URL`]: stub.tokenEndpoint,
    [`${prefix}_PROFILE_URL`]: stub.profileEndpoint,
  });
  if (!provider) throw new Error(`${name} is not configured`);
  return { stub, provider };
}
