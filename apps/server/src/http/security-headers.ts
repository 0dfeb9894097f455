// Security headers on every response, with a per-request CSP nonce for the pages' scripts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Nonce of this request's Content-Security-Policy script-src (pages put it on their <script> tags). */
    cspNonce: string;
  }
}

/** What a response carries, which decides its CSP: HTML pages, API JSON, or stored/static files. */
export type ResponseKind = 'page' | 'api' | 'file';

export interface SecurityHeaderOptions {
  /** HSTS only in production: it would pin plain-HTTP development hosts to HTTPS. */
  isProduction: boolean;
  /** Vite's dev server talks to the page over a WebSocket (HMR). */
  allowDevWebSocket: boolean;
  /** Extra origins for images and audio (e.g. S3_PUBLIC_URL), besides the site itself. */
  mediaOrigins: readonly string[];
}

/** The kind of a request by its path: /api/* is JSON, /storage/* files, everything else pages. */
export function responseKindOf(url: string): ResponseKind {
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return 'api';
  if (url.startsWith('/storage/') || url.startsWith('/assets/') || url.startsWith('/static/')) return 'file';
  return 'page';
}

function pagePolicy(nonce: string, options: SecurityHeaderOptions): string {
  const media = ["'self'", 'data:', 'blob:', ...options.mediaOrigins].join(' ');
  const connect = ["'self'", ...(options.allowDevWebSocket ? ['ws:', 'wss:'] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
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
  const headers: Record<string, string> = {
    'content-security-policy': kind === 'page' ? pagePolicy(nonce, options) : kind === 'api' ? API_POLICY : FILE_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), browsing-topics=()',
    'x-frame-options': kind === 'api' ? 'DENY' : 'SAMEORIGIN',
    // Social sign-in and 3-D Secure open popups that must be able to talk back.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  if (options.isProduction) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Creates each request's nonce and sets the security headers before any handler runs. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64');
    reply.headers(securityHeadersFor(responseKindOf(request.url), request.cspNonce, options));
  });
}
