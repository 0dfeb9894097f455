// Where a visitor came from, remembered for their sign-up (spec section 4, "Origin"; section 7:
// signup adds origin): the `ori` cookie holds the origin code of the landing page view, kept for
// ORIGIN_COOKIE_DAYS and not replaced by later views; the `sponsor` cookie holds the referral code
// of a /?sponsor=CODE link. Logout clears both (spec section 4).
import { attributeOrigin, COOKIE_NAMES, ORIGIN_COOKIE_DAYS, SPONSOR_COOKIE_DAYS } from '@spindle/domain';
import { readCookie, serializeCookie } from './cookies.ts';

/** A referral code as the account page shows it: letters and digits. */
const SPONSOR_CODE = /^[A-Za-z0-9]{4,32}$/;

export interface PageView {
  url: URL;
  cookieHeader: string | null;
  /** The Referer header of the page request. */
  referrer: string | null;
}

/** The Set-Cookie values a page view adds: the origin on a first view, the sponsor of a referral link. */
export function attributionCookies({ url, cookieHeader, referrer }: PageView): string[] {
  const cookies: string[] = [];
  if (readCookie(cookieHeader, COOKIE_NAMES.origin) === null) {
    const { origin } = attributeOrigin({
      ori: url.searchParams.get('ori'),
      fbclid: url.searchParams.get('fbclid'),
      pathname: url.pathname,
      referrer,
      currentHost: url.host,
    });
    cookies.push(serializeCookie(COOKIE_NAMES.origin, origin, ORIGIN_COOKIE_DAYS));
  }
  const sponsor = url.searchParams.get('sponsor')?.trim();
  if (
    sponsor &&
    SPONSOR_CODE.test(sponsor) &&
    readCookie(cookieHeader, COOKIE_NAMES.sponsor) !== sponsor.toUpperCase()
  ) {
    cookies.push(serializeCookie(COOKIE_NAMES.sponsor, sponsor.toUpperCase(), SPONSOR_COOKIE_DAYS));
  }
  return cookies;
}
