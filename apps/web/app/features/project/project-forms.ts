// The forms of a project page, shared by the components that render them and the action that
// handles them (project-actions.server.ts).
import { localisePath, splitLocaleFromPath } from '@spindle/domain';

/** The `intent` field of the page's action forms. */
export const PROJECT_INTENTS = { wishlist: 'wishlist', like: 'like', comment: 'comment' } as const;

/** Why the comment form refused a comment (spec section 5 keys, and the API's rate limit). */
export type CommentFieldError = 'input_required' | 'input_too_long' | 'too_many_requests';

/** What the page's action answers to the comment form. */
export type CommentFormResult = { ok: true } | { ok: false; error: CommentFieldError };

/** The sign-in page in the page's language, set to bring the visitor back (spec section 2: /sign?redirect=). */
export function signInHref(pagePath: string): string {
  const { locale } = splitLocaleFromPath(pagePath);
  return `${localisePath('/sign', locale)}?${new URLSearchParams({ redirect: pagePath }).toString()}`;
}
