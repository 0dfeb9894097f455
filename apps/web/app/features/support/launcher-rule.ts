// What the support launcher shows on a page at a moment (spec sections 4 and 9, issue 18): the chat
// only Paris time Monday to Friday 10:00 to 17:00, when a provider is configured and the visitor
// allowed the chat; otherwise (outside hours, no provider, no consent) a contact form that writes to
// the team. Never on white-label shops, the player and widget embeds, the back office, the store and
// project pages (packages/domain isChatHiddenOnPath), nor while the cart drawer is open.
import { isChatHiddenOnPath, isSupportOpen } from '@spindle/domain';

/** The visitor's "hide" of the launcher, kept 30 days; the server reads it too (no link drawn then). */
export const LAUNCHER_HIDDEN_COOKIE = 'support_launcher';

export type SupportLauncherKind = 'none' | 'chat' | 'form';

export interface SupportLauncherInput {
  /** The page's path, locale prefix included or not. */
  pathname: string;
  now: Date;
  /** The page belongs to a white-label shop (its own header and footer). */
  whiteLabel: boolean;
  cartOpen: boolean;
  /** A chat provider is configured (CRISP_WEBSITE_ID). */
  chatConfigured: boolean;
  /** The visitor allowed the support-chat purpose. */
  chatConsent: boolean;
}

export function supportLauncherFor(input: SupportLauncherInput): SupportLauncherKind {
  if (input.cartOpen || input.whiteLabel || isChatHiddenOnPath(input.pathname)) return 'none';
  // The clock last: Paris time is read through an Intl formatter for the zone, whose first use loads the
  // zone's data (about 40 ms of a phone's first page, every page), and most visitors have no chat to open.
  return input.chatConfigured && input.chatConsent && isSupportOpen(input.now) ? 'chat' : 'form';
}
