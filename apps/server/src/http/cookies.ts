// The request's cookies and the answer's Set-Cookie headers, with @fastify/cookie's interface and types
// (request.cookies; reply.setCookie, cookie and clearCookie; app.parseCookie and serializeCookie) but no
// hook on every request (issue 19). The plugin parsed the Cookie header and made a Map in an onRequest
// hook, and wrote the Set-Cookie header in an onSend hook, for every request: two steps of the hook
// runner and two objects for an answer that neither reads nor sets a cookie (health, a visitor's
// catalogue read). Here the header is parsed the first time request.cookies is read, and a cookie set
// on a reply is written to its Set-Cookie header at once, with the plugin's rules (SameSite=Lax unless
// told otherwise, one cookie per name, domain and path: the last one set wins).
import type { CookieSerializeOptions } from '@fastify/cookie';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Cookies = FastifyRequest['cookies'];

const parsedCookies = Symbol('spindle.cookies');
const setCookieLines = Symbol('spindle.setCookieLines');

/** The Set-Cookie lines this reply's cookies wrote, by name, domain and path (the plugin's key). */
interface SetCookieLines {
  byKey: Map<string, string>;
  /** The lines last written to the header, told apart from lines set there by other code. */
  written: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    [parsedCookies]: Cookies | null;
  }
  interface FastifyReply {
    [setCookieLines]: SetCookieLines | null;
  }
}

/** A Set-Cookie line, as @fastify/cookie's serializeCookie writes it (`encode` encodes the value). */
export function serializeCookie(name: string, value: string, options: CookieSerializeOptions = {}): string {
  const { encode, signed: _signed, secure, ...attributes } = options;
  const cookie = { name, value, ...attributes, ...(typeof secure === 'boolean' ? { secure } : {}) };
  return stringifySetCookie(cookie, encode ? { encode } : undefined);
}

/** The cookies of a Cookie header (a new object each time: a handler may change its own). */
export function parseCookieHeader(header: string | undefined): Cookies {
  return header ? parseCookie(header) : {};
}

function setCookie(reply: FastifyReply, name: string, value: string, options?: CookieSerializeOptions): FastifyReply {
  const opts: CookieSerializeOptions = { sameSite: 'lax', ...options };
  // The plugin's rule: a whole number of ms is a date.
  const expires: unknown = opts.expires;
  if (typeof expires === 'number' && Number.isInteger(expires)) opts.expires = new Date(expires);
  // Spindle seals what must not be read or changed (crypto/sealed-box.ts); the plugin had no secret either.
  if (opts.signed) throw new TypeError(`cookie ${name}: signed cookies need a secret, and none is configured`);
  if (opts.secure === 'auto') opts.secure = reply.request.protocol === 'https';
  const lines = (reply[setCookieLines] ??= { byKey: new Map(), written: [] });
  lines.byKey.set(`${name};${opts.domain};${opts.path || '/'}`, serializeCookie(name, value, opts));
  writeSetCookieHeader(reply, lines);
  return reply;
}

/**
 * The header as the plugin's onSend hook left it: the lines other code set first, then this reply's
 * cookies; a single line as a string.
 */
function writeSetCookieHeader(reply: FastifyReply, lines: SetCookieLines): void {
  const current = reply.getHeader('set-cookie');
  const others = current === undefined ? [] : Array.isArray(current) ? [...current] : [String(current)];
  for (const line of lines.written) {
    const at = others.indexOf(line);
    if (at !== -1) others.splice(at, 1);
  }
  lines.written = [...lines.byKey.values()];
  const header = [...others, ...lines.written];
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', header.length === 1 ? header[0] : header);
}

function clearCookie(reply: FastifyReply, name: string, options?: CookieSerializeOptions): FastifyReply {
  return setCookie(reply, name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0, signed: false });
}

/** Gives the app (and every plugin inside it) request.cookies and the reply's cookie setters. */
export function registerCookies(app: FastifyInstance): void {
  app.decorate('serializeCookie', serializeCookie);
  app.decorate('parseCookie', (header: string) => parseCookieHeader(header) as Record<string, string>);
  app.decorateRequest(parsedCookies, null);
  app.decorateRequest('cookies', {
    getter(this: FastifyRequest): Cookies {
      this[parsedCookies] ??= parseCookieHeader(this.raw.headers.cookie);
      return this[parsedCookies];
    },
    setter(this: FastifyRequest, cookies: Cookies) {
      this[parsedCookies] = cookies;
    },
  });
  app.decorateReply(setCookieLines, null);
  app.decorateReply(
    'setCookie',
    function (this: FastifyReply, name: string, value: string, options?: CookieSerializeOptions) {
      return setCookie(this, name, value, options);
    },
  );
  app.decorateReply(
    'cookie',
    function (this: FastifyReply, name: string, value: string, options?: CookieSerializeOptions) {
      return setCookie(this, name, value, options);
    },
  );
  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options?: CookieSerializeOptions) {
    return clearCookie(this, name, options);
  });
}
