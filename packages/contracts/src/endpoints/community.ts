import { projectIdParamsSchema } from '../catalogue-requests.ts';
import {
  commentCreateSchema,
  commentListQuerySchema,
  commentListSchema,
  commentSchema,
  likeRequestSchema,
  likeResponseSchema,
  wishRequestSchema,
  wishResponseSchema,
} from '../community.ts';
import { communityRoutes } from '../http/routes/community.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['community'];

export const communityEndpoints = defineEndpoints(communityRoutes, {
  setWish: {
    tags,
    summary: 'Put a project on the wishlist (in_whishlist true) or take it off (false)',
    body: wishRequestSchema,
    response: wishResponseSchema,
  },
  like: {
    tags,
    summary: 'Like a project (liked true), unlike it (false), or toggle without a body',
    params: projectIdParamsSchema,
    body: likeRequestSchema,
    response: likeResponseSchema,
  },
  comments: {
    tags,
    summary: 'Comments of a project, newest first',
    params: projectIdParamsSchema,
    query: commentListQuerySchema,
    response: commentListSchema,
  },
  addComment: { tags, summary: 'Comment on a project', body: commentCreateSchema, response: commentSchema },
});
