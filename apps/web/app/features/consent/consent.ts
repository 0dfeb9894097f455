// The visitor's choice about analytics (the cookie-consent toast, spec section 9): kept in the
// `consent` cookie, read by everything that would measure. Nothing is measured before the visitor
// accepts: no choice yet counts as a refusal.
import { readCookie, serializeCookie } from '../../lib/cookies.ts';

/** Cookie holding the choice: 'granted' or 'denied'. */
export const CONSENT_COOKIE = 'consent';
/** How long a choice is remembered (6 months, then the toast asks again). */
export const CONSENT_COOKIE_DAYS = 182;
/** Window event fired after the choice changes (detail: the new choice). */
export const CONSENT_EVENT = 'spindle:consent';

export type ConsentChoice = 'granted' | 'denied';

/** The choice stored in a Cookie header (or document.cookie), null when the visitor has not chosen. */
export function consentFromCookies(cookieHeader: string | null | undefined): ConsentChoice | null {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  return value === 'granted' || value === 'denied' ? value : null;
}

/**
 * Whether analytics may run: only after the visitor accepted. In the browser it reads
 * document.cookie; on the server pass the request's Cookie header.
 */
export function hasAnalyticsConsent(
  cookieHeader: string | null | undefined = typeof document === 'undefined' ? null : document.cookie,
): boolean {
  return consentFromCookies(cookieHeader) === 'granted';
}

/** Stores the choice in the browser and tells the page. */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = serializeCookie(CONSENT_COOKIE, choice, CONSENT_COOKIE_DAYS);
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/** Calls back whenever the choice changes in this tab. */
export function subscribeToConsent(listener: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
