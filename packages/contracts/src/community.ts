import { COMMENT_MAX_LENGTH } from '@spindle/domain';
import { z } from 'zod';
import { pagedSchema, pagingQuerySchema } from './common.ts';

/** Longest comment kept, in characters (after trimming). */
export { COMMENT_MAX_LENGTH };

/** POST /api/user/wishes: puts a project on the wishlist or takes it off (spec section 7, the spec's spelling). */
export const wishRequestSchema = z.object({
  project_id: z.number().int().positive(),
  in_whishlist: z.boolean(),
});
export type WishRequest = z.infer<typeof wishRequestSchema>;

/** The wishlist state after the call. */
export const wishResponseSchema = wishRequestSchema;

/** POST /api/projects/{id}/like: `liked` sets the state (safe to retry); without it (or any body) the like toggles. */
export const likeRequestSchema = z.object({ liked: z.boolean().optional() }).nullish();

/** The like state after the call and the project's like count. */
export const likeResponseSchema = z.object({
  liked: z.boolean(),
  likes: z.number().int(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** What a signed-in viewer has done on a project page (null for a visitor). */
export const projectViewerStateSchema = z.object({
  inWishlist: z.boolean(),
  liked: z.boolean(),
});
export type ProjectViewerState = z.infer<typeof projectViewerStateSchema>;

/** Text of a comment: trimmed, required, at most COMMENT_MAX_LENGTH characters. Stored as plain text. */
export const commentTextSchema = z.string().trim().min(1, 'input_required').max(COMMENT_MAX_LENGTH, 'input_too_long');

/** POST /api/comments (spec section 7). */
export const commentCreateSchema = z.object({
  project_id: z.number().int().positive(),
  text: commentTextSchema,
});
export type CommentCreate = z.infer<typeof commentCreateSchema>;

/** A comment under a project, with its author's display name. */
export const commentSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/projects/{id}/comments: newest first. */
export const commentListQuerySchema = pagingQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const commentListSchema = pagedSchema(commentSchema);
export type CommentList = z.infer<typeof commentListSchema>;
