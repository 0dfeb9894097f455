// The visitor's choices about cookies and third parties (the consent toast and the cookie-preferences
// dialog, spec section 9), per purpose, kept in the `consent` cookie and read by everything that
// would measure or load a third party. Nothing optional runs before the visitor accepts: no choice
// yet counts as a refusal of every purpose.
import { readCookie, serializeCookie } from '../../lib/cookies.ts';

/** Cookie holding the choice: 'granted' (every purpose), 'denied' (none), or 'some.<purposes>'. */
export const CONSENT_COOKIE = 'consent';
/** How long a choice is remembered (6 months, then the toast asks again). */
export const CONSENT_COOKIE_DAYS = 182;
/** Window event fired after the choice changes. */
export const CONSENT_EVENT = 'spindle:consent';

/**
 * The optional purposes (the necessary cookies need no consent): our first-party measurement and a
 * configured analytics service; the tag manager and its data layer; the support chat provider.
 */
export const CONSENT_PURPOSES = ['analytics', 'marketing', 'chat'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** What the visitor allowed, purpose by purpose. */
export type ConsentState = Readonly<Record<ConsentPurpose, boolean>>;

export const ALL_CONSENT: ConsentState = { analytics: true, marketing: true, chat: true };
export const NO_CONSENT: ConsentState = { analytics: false, marketing: false, chat: false };

const SOME_PREFIX = 'some';

function isPurpose(value: string): value is ConsentPurpose {
  return (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/**
 * A cookie value as a choice, null when it is not one. 'granted' and 'denied' (the values of the
 * first toast, which asked about measuring only) read as every purpose and as none.
 */
export function parseConsentValue(value: string | null | undefined): ConsentState | null {
  if (value === 'granted') return ALL_CONSENT;
  if (value === 'denied') return NO_CONSENT;
  if (!value) return null;
  const [prefix, ...purposes] = value.split('.');
  if (prefix !== SOME_PREFIX || !purposes.every(isPurpose)) return null;
  return {
    analytics: purposes.includes('analytics'),
    marketing: purposes.includes('marketing'),
    chat: purposes.includes('chat'),
  };
}

/** The cookie value of a choice: 'granted' when everything is allowed, 'denied' when nothing is. */
export function consentValueOf(state: ConsentState): string {
  const granted = CONSENT_PURPOSES.filter((purpose) => state[purpose]);
  if (granted.length === CONSENT_PURPOSES.length) return 'granted';
  if (granted.length === 0) return 'denied';
  return [SOME_PREFIX, ...granted].join('.');
}

/** The choice stored in a Cookie header (or document.cookie), null when the visitor has not chosen. */
export function consentFromCookies(cookieHeader: string | null | undefined): ConsentState | null {
  return parseConsentValue(readCookie(cookieHeader, CONSENT_COOKIE));
}

function browserCookies(): string | null {
  return typeof document === 'undefined' ? null : document.cookie;
}

/** Whether one purpose is allowed. In the browser it reads document.cookie; on the server pass the Cookie header. */
export function hasConsent(
  purpose: ConsentPurpose,
  cookieHeader: string | null | undefined = browserCookies(),
): boolean {
  return consentFromCookies(cookieHeader)?.[purpose] === true;
}

/** Whether our first-party measurement (and a configured analytics service) may run. */
export function hasAnalyticsConsent(cookieHeader: string | null | undefined = browserCookies()): boolean {
  return hasConsent('analytics', cookieHeader);
}

/** Whether the tag manager and its data layer may run. */
export function hasMarketingConsent(cookieHeader: string | null | undefined = browserCookies()): boolean {
  return hasConsent('marketing', cookieHeader);
}

/** Stores the choice in the browser and tells the page. */
export function saveConsent(state: ConsentState): void {
  document.cookie = serializeCookie(CONSENT_COOKIE, consentValueOf(state), CONSENT_COOKIE_DAYS);
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT));
}

/** Calls back whenever the choice changes in this tab. */
export function subscribeToConsent(listener: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
