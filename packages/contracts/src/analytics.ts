// The first-party analytics beacon (docs/analytics.md): page views and the user events of spec section 7
// ("Tracking and third parties"), recorded in our own database. Bounded on every side: a few events a
// beacon, short strings, a small flat bag of numbers and short strings per event.
import { z } from 'zod';

/** The events a page may report (spec section 7: page_view, the data layer's events, audio play). */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'add_to_cart',
  'add_to_cart_box',
  'add_to_wishlist',
  'purchase',
  'purchase_box',
  'audio_play',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Most events one beacon carries (a page view and what the visitor did right before leaving). */
export const ANALYTICS_MAX_EVENTS = 10;
/** Longest URL or referrer kept. */
export const ANALYTICS_MAX_URL_LENGTH = 1024;
/** Most extra fields an event carries. */
export const ANALYTICS_MAX_DATA_FIELDS = 8;

/** A path on our own site (with its query), never a full URL of another host. */
const pagePath = z
  .string()
  .max(ANALYTICS_MAX_URL_LENGTH)
  .regex(/^\/(?!\/)[^\s]*$/, 'a path of this site');

/** A few flat, short facts about an event (an order id, a track id, a quantity, a currency). */
const eventData = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
    z.union([z.number().finite(), z.string().max(64), z.boolean(), z.null()]),
  )
  .refine((data) => Object.keys(data).length <= ANALYTICS_MAX_DATA_FIELDS, 'too many fields');

export const analyticsEventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  /** The page it happened on. */
  url: pagePath,
  project_id: z.number().int().positive().max(2_147_483_647).nullish(),
  data: eventData.optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

const beaconObject = z.object({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_EVENTS),
  /** document.referrer of the page: the spec's origin rule reads it when no origin is stored yet. */
  referrer: z.string().max(ANALYTICS_MAX_URL_LENGTH).nullish(),
});

/**
 * POST events. navigator.sendBeacon sends a string as text/plain (no preflight), so a JSON text is
 * parsed here; a JSON body is accepted as well.
 */
export const analyticsBeaconSchema = z.preprocess((body) => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}, beaconObject);
export type AnalyticsBeacon = z.infer<typeof beaconObject>;

export const analyticsAckSchema = z.object({ recorded: z.number().int().min(0) });
