// The `token` cookie a browser keeps its session in (spec section 9: 365 days). HttpOnly, so page
// scripts never see the token; SameSite=Lax, so other sites' forms and scripts do not carry it (the
// API also checks Origin/Sec-Fetch-Site: http/csrf.ts); Secure in production.
import { COOKIE_NAMES, LOGOUT_CLEARED_COOKIES, SESSION_COOKIE_DAYS } from '@spindle/domain';
import type { FastifyReply } from 'fastify';

const SECONDS_PER_DAY = 86_400;

/** Sets the session cookie to a new token. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(COOKIE_NAMES.token, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_COOKIE_DAYS * SECONDS_PER_DAY,
  });
}

/** Logout: clears the session cookie and the others the spec lists (cookie_id, sponsor, cart, ori). */
export function clearLogoutCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of LOGOUT_CLEARED_COOKIES) {
    reply.clearCookie(name, { path: '/', sameSite: 'lax', secure, httpOnly: name === COOKIE_NAMES.token });
  }
}
