// A one-time notice carried across a redirect: an action that ends in a redirect sets it, the next page
// shows it once (root data), and the root middleware clears it in that same answer. Used after sign-up,
// whose redirect would otherwise land the new member on a page that says nothing of the e-mail sent.
import { readCookie } from './cookies.ts';

const NOTICE_COOKIE = 'notice';

/** What the next page says, with the address the confirmation link went to. */
export interface FlashNotice {
  kind: 'confirm_sent';
  email: string;
}

const EMAIL_SHAPE = /^[^\s@]{1,200}@[^\s@]{1,200}$/;

/** The Set-Cookie of a notice for the next page: two minutes is ample for a redirect to be followed. */
export function flashNoticeCookie(notice: FlashNotice): string {
  const value = encodeURIComponent(`${notice.kind}:${notice.email}`);
  return `${NOTICE_COOKIE}=${value}; Max-Age=120; Path=/; HttpOnly; SameSite=Lax`;
}

/** The notice the request carries, if it is one this store writes. */
export function readFlashNotice(cookieHeader: string | null): FlashNotice | null {
  const value = readCookie(cookieHeader, NOTICE_COOKIE);
  if (!value?.startsWith('confirm_sent:')) return null;
  const email = value.slice('confirm_sent:'.length);
  return EMAIL_SHAPE.test(email) ? { kind: 'confirm_sent', email } : null;
}

/** The Set-Cookie that ends a notice once a page has shown it (null when there is none). */
export function clearedFlashNoticeCookie(cookieHeader: string | null): string | null {
  return readCookie(cookieHeader, NOTICE_COOKIE) === null
    ? null
    : `${NOTICE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`;
}
