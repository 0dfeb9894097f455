// First-party analytics (docs/analytics.md): the page's beacon records page views and the user events
// of spec section 7 in our own table, each with the visitor origin (spec section 4's rule), the
// signed-in user's id and the first-party visitor id, and nothing else about the person (no address,
// no IP, no browser string). A few beacons a minute per address; project ids are kept only for public
// projects (the rest is dropped, never an error: the beacon does not read answers).
import type { AnalyticsBeacon } from '@spindle/contracts';
import { attributeOrigin } from '@spindle/domain';
import { randomBytes } from 'node:crypto';
import { clientIpKey } from '../../rate-limit/client-ip-key.ts';
import type { RateLimiter, RateLimitRules } from '../../rate-limit/rate-limiter.ts';
import type { AnalyticsRepo, EventRow, OriginConversion } from './analytics.repo.ts';

/** 60 beacons per client address, earned back over a minute (one a second). */
export const ANALYTICS_RATE_LIMIT: RateLimitRules = { points: 60, durationSeconds: 60 };

/** A visitor id as this module makes them: 16 random bytes, base64url. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** Who sent the beacon, as the HTTP edge knows it. */
export interface BeaconSender {
  ip: string;
  userId: number | null;
  /** The cookie_id cookie, when the browser has one. */
  visitorId: string | null;
  /** The ori cookie (set by the page on the first view). */
  storedOrigin: string | null;
  /** Host of the request, so a referrer from our own site is not an origin. */
  host: string;
}

export type BeaconOutcome =
  | { ok: true; recorded: number; visitorId: string; newVisitor: boolean }
  | { ok: false; code: 'too_many_requests'; retryAfterSeconds: number };

/** An event recorded by the server itself (the cart's add_to_cart of a signed-in user). */
export interface ServerEvent {
  type: string;
  userId: number | null;
  projectId?: number | null;
  origin?: string | null;
  /** The browser's first-party visitor id, when the call came with it. */
  visitorId?: string | null;
  data?: Record<string, unknown>;
}

export interface AnalyticsServiceDeps {
  repo: AnalyticsRepo;
  limiter: RateLimiter;
  /** Which of these project ids are public projects (projects' face, given at composition). */
  publicProjects: (ids: readonly number[]) => Promise<ReadonlySet<number>>;
}

/** The spec's origin rule: the stored origin, else the one the landing page's URL and referrer give. */
export function originOfBeacon(beacon: AnalyticsBeacon, sender: Pick<BeaconSender, 'storedOrigin' | 'host'>): string {
  const page = new URL(beacon.events[0]?.url ?? '/', `http://${sender.host}`);
  const stored = sender.storedOrigin?.trim();
  return attributeOrigin({
    ori: stored || page.searchParams.get('ori'),
    fbclid: page.searchParams.get('fbclid'),
    pathname: page.pathname,
    referrer: beacon.referrer ?? null,
    currentHost: sender.host,
  }).origin;
}

export function createAnalyticsService({ repo, limiter, publicProjects }: AnalyticsServiceDeps) {
  return {
    /** POST events: the beacon's events, recorded with the origin, user and visitor ids. */
    async record(beacon: AnalyticsBeacon, sender: BeaconSender): Promise<BeaconOutcome> {
      const limit = await limiter.consume(clientIpKey(sender.ip));
      if (!limit.allowed) return { ok: false, code: 'too_many_requests', retryAfterSeconds: limit.retryAfterSeconds };
      const known = sender.visitorId !== null && VISITOR_ID.test(sender.visitorId);
      const visitorId = known && sender.visitorId ? sender.visitorId : randomBytes(16).toString('base64url');
      const origin = originOfBeacon(beacon, sender);
      const ids = beacon.events.flatMap((event) => (event.project_id ? [event.project_id] : []));
      const publicIds = ids.length > 0 ? await publicProjects(ids) : new Set<number>();
      const rows: EventRow[] = beacon.events.map((event) => ({
        type: event.type,
        userId: sender.userId,
        cookieId: visitorId,
        projectId: event.project_id && publicIds.has(event.project_id) ? event.project_id : null,
        url: event.url,
        origin,
        data: event.data ?? null,
      }));
      await repo.insertEvents(rows);
      return { ok: true, recorded: rows.length, visitorId, newVisitor: !known };
    },

    /** Visits, add-to-carts and purchases per origin over a span (the staff statistics read it). */
    conversionByOrigin: (span: { fromInclusive: Date; toExclusive: Date }): Promise<OriginConversion[]> =>
      repo.conversionByOrigin(span),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
