// The first-party analytics beacon (docs/analytics.md): page views and the user events go to our own
// POST /api/events with navigator.sendBeacon, which survives the page being left and needs no answer.
// A string body is sent as text/plain (no preflight). No third party, no cookie of its own: the server
// keeps the first-party visitor id (cookie_id) and reads the origin from the ori cookie. Nothing is sent
// before the visitor accepts measuring in the consent toast.
import { analyticsRoutes } from '@spindle/contracts/http';
import { hasAnalyticsConsent } from '../consent/index.ts';

/** The events the beacon reports (packages/contracts ANALYTICS_EVENT_TYPES). */
export type TrackedEvent =
  'page_view' | 'add_to_cart' | 'add_to_cart_box' | 'add_to_wishlist' | 'purchase' | 'purchase_box' | 'audio_play';

/** What an event may carry besides its type and page. */
export interface TrackedFields {
  project_id?: number | null;
  data?: Record<string, number | string | boolean | null>;
}

/** The body of one beacon: the event on the current page, and the referrer for the origin rule. */
export function beaconBody(
  type: TrackedEvent,
  fields: TrackedFields,
  page: { path: string; referrer: string },
): string {
  return JSON.stringify({
    events: [{ type, url: page.path.slice(0, 1024), ...fields }],
    referrer: page.referrer ? page.referrer.slice(0, 1024) : null,
  });
}

/**
 * Sends one event; false where the browser cannot (the server, an old browser) or before the visitor
 * accepted measuring (the consent toast promises nothing is measured until then).
 */
export function track(type: TrackedEvent, fields: TrackedFields = {}): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  if (!hasAnalyticsConsent()) return false;
  const page = { path: location.pathname + location.search, referrer: document.referrer };
  try {
    return navigator.sendBeacon(`/api${analyticsRoutes.record.path}`, beaconBody(type, fields, page));
  } catch {
    return false;
  }
}
