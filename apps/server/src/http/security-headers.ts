// Security headers on every response, with a per-request CSP nonce for the pages' scripts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ThirdPartySources } from './third-party-tags.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Nonce of this request's Content-Security-Policy script-src (pages put it on their <script> tags). */
    cspNonce: string;
  }
}

/**
 * What a response carries, which decides its CSP: HTML pages, pages made to be framed by other
 * sites (the /widget and /player embeds), API JSON, or stored/static files.
 */
export type ResponseKind = 'page' | 'embed' | 'api' | 'file';

// /widget and /player in every locale (/fr/widget...): other sites put them in an iframe.
const EMBED_PAGE = /^\/(?:(?:fr|es|kr|zh)\/)?(?:widget|player)(?:[/?#]|$)/;

export interface SecurityHeaderOptions {
  /** HSTS only in production: it would pin plain-HTTP development hosts to HTTPS. */
  isProduction: boolean;
  /** Vite's dev server talks to the page over a WebSocket (HMR). */
  allowDevWebSocket: boolean;
  /** Extra origins for images and audio (e.g. S3_PUBLIC_URL), besides the site itself. */
  mediaOrigins: readonly string[];
  /**
   * Stripe is the payment provider: the payment step loads Stripe.js, which frames its card fields
   * and 3-D Secure pages and calls Stripe's API (https://docs.stripe.com/security/guide#content-security-policy).
   */
  allowStripe?: boolean;
  /** Hosts of the configured third-party tags (third-party-tags.ts); none when nothing is configured. */
  thirdParty?: ThirdPartySources;
}

const STRIPE_SCRIPT = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAME = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];

/** The kind of a request by its path: /api/* is JSON, /storage/* files, everything else pages. */
export function responseKindOf(url: string): ResponseKind {
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return 'api';
  if (url.startsWith('/storage/') || url.startsWith('/assets/') || url.startsWith('/static/')) return 'file';
  return EMBED_PAGE.test(url) ? 'embed' : 'page';
}

function pagePolicy(nonce: string, options: SecurityHeaderOptions, frameAncestors: string): string {
  const tags = options.thirdParty;
  const media = ["'self'", 'data:', 'blob:', ...options.mediaOrigins];
  const stripe = options.allowStripe === true;
  const connect = [
    "'self'",
    ...(options.allowDevWebSocket ? ['ws:', 'wss:'] : []),
    ...(stripe ? STRIPE_CONNECT : []),
    ...(tags?.connect ?? []),
  ].join(' ');
  const script = ["'self'", `'nonce-${nonce}'`, ...(stripe ? STRIPE_SCRIPT : []), ...(tags?.script ?? [])].join(' ');
  const frames = [...(stripe ? STRIPE_FRAME : []), ...(tags?.frame ?? [])];
  return [
    "default-src 'self'",
    `script-src ${script}`,
    ...(frames.length > 0 ? [`frame-src 'self' ${frames.join(' ')}`] : []),
    ["style-src 'self' 'unsafe-inline'", ...(tags?.style ?? [])].join(' '),
    `img-src ${[...media, ...(tags?.img ?? [])].join(' ')}`,
    `media-src ${[...media, ...(tags?.media ?? [])].join(' ')}`,
    ["font-src 'self' data:", ...(tags?.font ?? [])].join(' '),
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

// Stored files can be user uploads (an SVG may carry script): sandboxed, no script at all.
const FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The security headers of one response. */
export function securityHeadersFor(
  kind: ResponseKind,
  nonce: string,
  options: SecurityHeaderOptions,
): Record<string, string> {
  const policy =
    kind === 'page'
      ? pagePolicy(nonce, options, "'self'")
      : kind === 'embed'
        ? pagePolicy(nonce, options, '*')
        : kind === 'api'
          ? API_POLICY
          : FILE_POLICY;
  const headers: Record<string, string> = {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), browsing-topics=()',
    // Social sign-in and 3-D Secure open popups that must be able to talk back.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  // Embeds may be framed anywhere (frame-ancestors *); every other response only by Spindle itself.
  if (kind !== 'embed') headers['x-frame-options'] = kind === 'api' ? 'DENY' : 'SAMEORIGIN';
  if (options.isProduction) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * The headers of each kind, made once: JSON and files carry no script, so they get a fixed set and no
 * nonce; a page's policy is its two halves around the nonce, joined per request.
 */
export function precomputedSecurityHeaders(options: SecurityHeaderOptions) {
  const MARK = 'NONCE_MARK';
  const halves = (kind: 'page' | 'embed') => {
    const { 'content-security-policy': policy = '', ...rest } = securityHeadersFor(kind, MARK, options);
    const [before = '', after = ''] = policy.split(MARK);
    return { before, after, rest: Object.freeze(rest) };
  };
  return {
    api: Object.freeze(securityHeadersFor('api', '', options)),
    file: Object.freeze(securityHeadersFor('file', '', options)),
    page: halves('page'),
    embed: halves('embed'),
  };
}

/**
 * Sets the security headers before any handler runs; pages and embeds get this request's nonce (a
 * random 128 bits), the only part that changes between requests.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const setHeaders = securityHeadersSetter(app, options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request, reply);
    done();
  });
}

/**
 * What registerSecurityHeaders' hook does, for a hook that does more (app.ts: one onRequest hook for
 * every request's headers, issue 19): call it first, for every request.
 */
export function securityHeadersSetter(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const headers = precomputedSecurityHeaders(options);
  app.decorateRequest('cspNonce', '');
  return (request, reply) => {
    const kind = responseKindOf(request.url);
    if (kind === 'api' || kind === 'file') {
      reply.headers(headers[kind]);
    } else {
      const nonce = randomBytes(16).toString('base64');
      const { before, after, rest } = headers[kind];
      request.cspNonce = nonce;
      reply.header('content-security-policy', before + nonce + after);
      reply.headers(rest);
    }
  };
}
