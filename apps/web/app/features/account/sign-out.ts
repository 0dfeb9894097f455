// Signing out in the browser (spec section 4, Authentication): the user menu goes home, closes, and
// 500 ms later ends the session. POST /api/auth/logout revokes it server-side and clears the cookies
// token, cookie_id, sponsor, cart and ori; the page then drops the user (root data reloaded) and
// announces SIGNED_OUT_EVENT so client stores (the cart) clear themselves.
import { authRoutes } from '@spindle/contracts/http';
import { LOGOUT_CLEARED_COOKIES } from '@spindle/domain';
import { callBrowser } from '../../lib/api-browser.ts';

/** Spec section 9: logout delay 500 ms. */
export const LOGOUT_DELAY_MS = 500;

/** Window event fired once the session is gone: `window.addEventListener('spindle:signed-out', clearCart)`. */
export const SIGNED_OUT_EVENT = 'spindle:signed-out';

/** Ends the session through the API (same origin, so the browser's Origin passes the CSRF check). */
export async function signOutInBrowser(): Promise<void> {
  try {
    await callBrowser(authRoutes.logout);
  } finally {
    // The API clears them too; these lines cover the readable ones if the request failed midway.
    for (const name of LOGOUT_CLEARED_COOKIES) {
      if (name !== 'token') document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
    }
  }
}
