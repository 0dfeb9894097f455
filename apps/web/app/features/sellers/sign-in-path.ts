// Where a visitor goes to sign in before following (spec section 2: /sign takes a redirect query
// holding the page to return to).
import { localisePath, type AppLocale } from '@spindle/domain';

/** The sign-in page in the visitor's language, set to bring them back to `returnTo` (a site path). */
export function signInPath(returnTo: string, locale: AppLocale): string {
  return `${localisePath('/sign', locale)}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
