// GET/POST user/messages, a conversation, its reply, attachment and mute, and the e-mails' one-click
// stop (packages/contracts messaging.ts). Staff powers (support conversations) need the second factor.
import { messagingEndpoints } from '@spindle/contracts';
import type { FastifyPluginCallback } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import {
  type MessagingDeps,
  type Viewer,
  listConversations,
  muteConversation,
  readAttachment,
  readConversation,
  replyTo,
  startConversation,
} from './conversations.ts';
import type { StopLinks } from './stop-links.ts';

export interface MessagingRoutesOptions {
  deps: MessagingDeps;
  stopLinks: StopLinks;
}

const viewerOf = (user: AuthenticatedUser, request: { secondFactorVerified: boolean }): Viewer => ({
  ...user,
  secondFactorVerified: request.secondFactorVerified,
});

export function messagingRoutes({ deps, stopLinks }: MessagingRoutesOptions): FastifyPluginCallback {
  return routesOf(messagingEndpoints, {
    list: ({ user }, { request }) => listConversations(deps, viewerOf(user, request)),
    read: ({ user, params }, { request }) => readConversation(deps, viewerOf(user, request), params.id),
    start: ({ user, body }, { request }) => startConversation(deps, viewerOf(user, request), body),
    reply: ({ user, params, body }, { request }) => replyTo(deps, viewerOf(user, request), params.id, body),
    attachment: async ({ user, params }, { request, reply }) => {
      const { file, bytes } = await readAttachment(deps, viewerOf(user, request), params.id, params.attachmentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
    mute: ({ user, params, body }, { request }) =>
      muteConversation(deps, viewerOf(user, request), params.id, body.muted),
    stop: async ({ query }) => {
      const target = stopLinks.read(query.token);
      if (!target) throw new AppError('token_invalid');
      // A participant who left (or a conversation gone) has no e-mails to stop: still a success.
      await deps.repo.setMuted(target.conversationId, target.userId, true);
      return { success: true as const };
    },
  });
}
