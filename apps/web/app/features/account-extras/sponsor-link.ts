// The referral link a user shares (spec section 4: the `sponsor` cookie; the spec does not say how a
// link carries the code, so it is the home page with `?sponsor=CODE`, in the sharer's language).
import { localisePath, type AppLocale } from '@spindle/domain';

/** Query parameter of a referral link. */
export const SPONSOR_QUERY_PARAM = 'sponsor';

/** 'https://spindle.example/fr?sponsor=DEMOUSER' for an origin, a code and a locale. */
export function sponsorLink(origin: string, code: string, locale: AppLocale): string {
  const path = localisePath(`/?${SPONSOR_QUERY_PARAM}=${encodeURIComponent(code)}`, locale);
  return `${origin.replace(/\/+$/, '')}${path}`;
}
