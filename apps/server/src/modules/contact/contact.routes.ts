// POST /api/contact (spec section 7, App: "POST contact"; packages/contracts/src/endpoints/contact.ts).
import { contactEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import type { ContactService } from './contact.service.ts';

export interface ContactRoutesOptions {
  contact: ContactService;
  /** PUBLIC_URL; without it, links in the acknowledgement use the request's origin. */
  publicUrl: string | undefined;
}

export function contactRoutes({ contact, publicUrl }: ContactRoutesOptions) {
  return routesOf(contactEndpoints, {
    send: async ({ body, user }, { request, reply }) => {
      const outcome = await contact.send(body, {
        ip: request.ip,
        userId: user?.id ?? null,
        baseUrl: linkOriginOf(request, publicUrl),
      });
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError(outcome.code);
      }
      return { sent: true as const };
    },
  });
}
