// POST /api/user/wishes, POST /api/projects/{id}/like, POST /api/comments (spec section 7) and the
// comments of a project page, GET /api/projects/{id}/comments.
import {
  commentCreateSchema,
  commentListQuerySchema,
  commentListSchema,
  commentSchema,
  errorBodySchema,
  likeRequestSchema,
  likeResponseSchema,
  projectIdParamsSchema,
  wishRequestSchema,
  wishResponseSchema,
} from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../http/authentication.ts';
import { AppError } from '../../http/errors.ts';
import { sendKept, type VisitorReadCache } from '../../http/visitor-read-cache.ts';
import type { CommunityService } from './community.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export const communityRoutes: FastifyPluginCallbackZod<{
  community: CommunityService;
  /** Comment lists are the same for everyone: kept briefly (http/visitor-read-cache.ts) when given. */
  visitorCache?: VisitorReadCache;
}> = (app, { community, visitorCache }, done) => {
  // The guards run onRequest, before the body is validated: a visitor learns to sign in first.
  app.post(
    '/user/wishes',
    {
      onRequest: requireUser,
      schema: {
        tags: ['community'],
        summary: 'Put a project on the wishlist (in_whishlist true) or take it off (false)',
        body: wishRequestSchema,
        response: { 200: wishResponseSchema, ...errors },
      },
    },
    async (request) => community.setWish(currentUser(request).id, request.body),
  );

  app.post(
    '/projects/:id/like',
    {
      onRequest: requireUser,
      schema: {
        tags: ['community'],
        summary: 'Like a project (liked true), unlike it (false), or toggle without a body',
        params: projectIdParamsSchema,
        body: likeRequestSchema,
        response: { 200: likeResponseSchema, ...errors },
      },
    },
    async (request) => community.like(currentUser(request).id, request.params.id, request.body?.liked),
  );

  app.get(
    '/projects/:id/comments',
    {
      schema: {
        tags: ['community'],
        summary: 'Comments of a project, newest first',
        params: projectIdParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentListSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const read = () => community.listComments(request.params.id, request.query);
      return visitorCache ? sendKept(visitorCache, `${request.url}|comments`, reply, read) : read();
    },
  );

  app.post(
    '/comments',
    {
      onRequest: requireUser,
      schema: {
        tags: ['community'],
        summary: 'Comment on a project',
        body: commentCreateSchema,
        response: { 201: commentSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const outcome = await community.addComment(user, request.body.project_id, request.body.text);
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError(outcome.code);
      }
      return reply.code(201).send(outcome.comment);
    },
  );
  done();
};
