// GET /api/quote/options, POST /api/quote/calculate, POST /api/quote (spec section 7 App:
// "POST quote/calculate; POST quote (adds origin)"; BUSINESS-RULES "Pressing quote";
// packages/contracts/src/endpoints/quote.ts).
import { QUOTE_LIMITS, quoteEndpoints, quoteOptionsSchema } from '@spindle/contracts';
import {
  COOKIE_NAMES,
  PRESSING_CUTTINGS,
  PRESSING_BOARDS,
  PRESSING_COMPOUNDS,
  PRESSING_EFFECTS,
  PRESSING_FORMATS,
  PRESSING_INNER_SLEEVES,
  PRESSING_LABELS,
  PRESSING_PRINT_FINISHES,
  PRESSING_SLEEVES,
  PRESSING_VINYL_COLOURS,
  PRESSING_WEIGHTS_GRAMS,
  QUOTE_TIERS,
} from '@spindle/domain';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { clientIpKey } from '../../rate-limit/client-ip-key.ts';
import type { RateLimiter, RateLimitRules } from '../../rate-limit/rate-limiter.ts';
import type { QuoteService } from './quote.service.ts';

/**
 * POST /api/quote e-mails the team: five requests per client address, earned back over an hour (one
 * every 12 minutes), like the contact form. Pricing (POST quote/calculate) is not limited.
 */
export const QUOTE_REQUEST_RATE_LIMIT: RateLimitRules = { points: 5, durationSeconds: 3600 };

export interface QuoteRoutesOptions {
  quote: QuoteService;
  /** PUBLIC_URL; without it, links use the request's origin. */
  publicUrl: string | undefined;
  /** Keyed by client address (QUOTE_REQUEST_RATE_LIMIT). */
  requestLimiter: RateLimiter;
}

const ORIGIN_CODE = /^[A-Za-z0-9_.-]{1,50}$/;

export function quoteRoutes({ quote, publicUrl, requestLimiter }: QuoteRoutesOptions) {
  const optionLists = {
    formats: [...PRESSING_FORMATS],
    weightsGrams: [...PRESSING_WEIGHTS_GRAMS],
    colours: PRESSING_VINYL_COLOURS.map((colour) => ({ ...colour })),
    effects: [...PRESSING_EFFECTS],
    compounds: [...PRESSING_COMPOUNDS],
    boards: [...PRESSING_BOARDS],
    cuttings: [...PRESSING_CUTTINGS],
    labels: [...PRESSING_LABELS],
    sleeves: [...PRESSING_SLEEVES],
    innerSleeves: [...PRESSING_INNER_SLEEVES],
    printFinishes: [...PRESSING_PRINT_FINISHES],
    tiers: [...QUOTE_TIERS],
    limits: {
      quantityMin: QUOTE_LIMITS.quantityMin,
      quantityMax: QUOTE_LIMITS.quantityMax,
      discsMax: QUOTE_LIMITS.discsMax,
      insertsMax: QUOTE_LIMITS.insertsMax,
      trackCountMax: QUOTE_LIMITS.trackCountMax,
    },
    defaults: quoteOptionsSchema.parse({}),
  };

  return routesOf(quoteEndpoints, {
    options: () => optionLists,
    calculate: ({ body }) => quote.calculate(body),
    request: async ({ body, user }, { request, reply }) => {
      const limit = await requestLimiter.consume(clientIpKey(request.ip));
      if (!limit.allowed) {
        reply.header('retry-after', String(limit.retryAfterSeconds));
        throw new AppError('too_many_requests');
      }
      const cookieOrigin = request.cookies[COOKIE_NAMES.origin];
      return quote.request(body, {
        userId: user?.id ?? null,
        origin: cookieOrigin && ORIGIN_CODE.test(cookieOrigin) ? cookieOrigin : null,
        baseUrl: linkOriginOf(request, publicUrl),
      });
    },
  });
}
