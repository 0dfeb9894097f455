// The tag manager's data layer (spec section 7: add_to_cart, purchase, add_to_wishlist, audio play,
// page views), gated on the marketing purpose of consent (the tag manager reads it). `gateDataLayer`
// makes window.dataLayer an array whose push drops every event until the visitor has allowed it
// (events are never queued for later), so whichever feature pushes to it (the cart's e-commerce
// events too) hands nothing to a tag manager before consent.
import { hasMarketingConsent } from './consent.ts';

/** One data-layer event: its name and whatever it carries. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GATED = Symbol.for('spindle.consentGate');

type Gated = unknown[] & { [GATED]?: true };

/**
 * Replaces `target.dataLayer` by a gated array (keeping what an accepted visitor already pushed):
 * its push adds the events only while `consented()` says yes. Idempotent.
 */
export function gateDataLayer(
  target: { dataLayer?: unknown[] },
  consented: () => boolean = hasMarketingConsent,
): unknown[] {
  const existing: Gated | undefined = target.dataLayer;
  if (existing?.[GATED]) return existing;
  const layer: Gated = consented() && existing ? [...existing] : [];
  layer[GATED] = true;
  const push = Array.prototype.push;
  Object.defineProperty(layer, 'push', {
    value: (...events: unknown[]) => (consented() ? push.apply(layer, events) : layer.length),
    writable: true,
    configurable: true,
  });
  target.dataLayer = layer;
  return layer;
}

/**
 * Pushes an event to window.dataLayer when the visitor has allowed marketing; returns whether it
 * was pushed. `target` and `consented` exist for tests.
 */
export function pushToDataLayer(
  event: DataLayerEvent,
  target: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined' ? undefined : window,
  consented: () => boolean = hasMarketingConsent,
): boolean {
  if (!target) return false;
  const layer = gateDataLayer(target, consented);
  const before = layer.length;
  return layer.push(event) > before;
}
