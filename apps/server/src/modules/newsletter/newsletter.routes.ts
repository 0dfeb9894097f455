// The newsletter's endpoints (packages/contracts/src/endpoints/newsletter.ts): the /newsletter form's
// sign-up, the one-click unsubscribe of the List-Unsubscribe header (RFC 8058), the SMTP provider's
// bounces and complaints, and the staff's campaigns (docs/newsletter.md).
import { newsletterEndpoints } from '@spindle/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { isSameSecret } from '../../crypto/hmac-signature.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { CampaignsService } from './campaigns.service.ts';
import type { NewsletterService } from './newsletter.service.ts';
import type { SubscriptionEnds } from './subscription-ends.ts';

export interface NewsletterRoutesDeps {
  newsletter: NewsletterService;
  campaigns: CampaignsService;
  ends: SubscriptionEnds;
  /** MAIL_EVENTS_SECRET: without it the provider's reports are refused. */
  mailEventsSecret: string | undefined;
}

const actorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.name, email: user.email });

function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function newsletterRoutes(deps: NewsletterRoutesDeps): FastifyPluginCallback {
  const { newsletter, campaigns, ends } = deps;
  const routes = routesOf(newsletterEndpoints, {
    subscribe: async ({ body, user }, { request, reply }) => {
      const outcome = await newsletter.subscribe(body, { ip: request.ip, user });
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError(outcome.code);
      }
      return { subscribed: true as const };
    },
    oneClick: async ({ query }) => {
      if (!(await ends.byToken(query.token, 'one_click'))) throw new AppError('token_invalid');
      return { success: true as const };
    },
    mailEvents: async ({ body }, { request }) => {
      const secret = deps.mailEventsSecret;
      const given = bearerOf(request.headers.authorization);
      if (!secret || !given || !isSameSecret(given, secret)) throw new AppError('token_invalid');
      return { unsubscribed: await ends.byProviderReports(body.events) };
    },
    campaigns: () => campaigns.list(),
    createCampaign: ({ body, user }) => campaigns.create(actorOf(user), body),
    campaign: ({ params }) => campaigns.get(params.id),
    updateCampaign: ({ params, body, user }) => campaigns.update(actorOf(user), params.id, body),
    deleteCampaign: ({ params, user }) => campaigns.remove(actorOf(user), params.id),
    previewCampaign: ({ params, query }) => campaigns.preview(params.id, query.lang),
    testCampaign: ({ params, body, user }) => campaigns.sendTest(actorOf(user), params.id, body),
    sendCampaign: ({ params, user }) => campaigns.send(actorOf(user), params.id),
  });
  return (app, options, done) => {
    // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form; the token in the URL is the
    // proof, so the body is read as text and not used.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, next) =>
      next(null, body),
    );
    routes(app, options, done);
  };
}
