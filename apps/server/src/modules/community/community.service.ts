// What fans do on a project page (spec sections 4 and 7): the wishlist toggle, likes and comments.
// Only launched projects take them (the same projects whose pages are public).
import type { Comment, CommentList, LikeResponse, ProjectViewerState, WishRequest } from '@spindle/contracts';
import { AppError } from '../../http/errors.ts';
import type { RateLimiter, RateLimitRules } from '../../rate-limit/rate-limiter.ts';
import { PUBLIC_STEPS } from '../project-cards/index.ts';
import type { CommunityRepo } from './community.repo.ts';

/** Comments a user may post: 10, one more every minute (a conversation, not a flood). */
export const COMMENT_RATE_LIMIT: RateLimitRules = { points: 10, durationSeconds: 600 };

export type CommentOutcome =
  { ok: true; comment: Comment } | { ok: false; code: 'too_many_requests'; retryAfterSeconds: number };

/** The browser's origin code (ori cookie) and first-party visitor id (cookie_id), as they came. */
export interface WishVisitor {
  origin: string | null;
  visitorId: string | null;
}

/** A record just added to a user's wishlist: the first-party add_to_wishlist event (analytics' face). */
export type WishAdded = (wish: { userId: number; projectId: number; visitor: WishVisitor }) => Promise<void>;

export interface CommunityServiceDeps {
  repo: CommunityRepo;
  /** Keyed by user id (COMMENT_RATE_LIMIT). */
  commentLimiter: RateLimiter;
  /** Told when a record enters a wishlist (not when it was there already); given at composition. */
  onWishAdded?: WishAdded;
}

export function createCommunityService({ repo, commentLimiter, onWishAdded }: CommunityServiceDeps) {
  async function requirePublicProject(projectId: number): Promise<void> {
    if (!(await repo.projectExists(projectId, PUBLIC_STEPS))) throw new AppError('not_found');
  }

  return {
    /**
     * POST /api/user/wishes: the client sends the state it wants (the inverse of the current one). A
     * record newly added records add_to_wishlist (spec section 7) with the visitor's origin.
     */
    async setWish(userId: number, wish: WishRequest, visitor?: WishVisitor): Promise<WishRequest> {
      await requirePublicProject(wish.project_id);
      if (!wish.in_whishlist) {
        await repo.removeWish(userId, wish.project_id);
        return wish;
      }
      const added = await repo.addWish(userId, wish.project_id);
      if (added && onWishAdded) {
        await onWishAdded({
          userId,
          projectId: wish.project_id,
          visitor: visitor ?? { origin: null, visitorId: null },
        });
      }
      return wish;
    },

    /** POST /api/projects/{id}/like: sets the like when `liked` is given, otherwise toggles it. */
    async like(userId: number, projectId: number, liked: boolean | undefined): Promise<LikeResponse> {
      await requirePublicProject(projectId);
      const wanted = liked ?? !(await repo.isLiked(userId, projectId));
      const likes = await repo.setLike(userId, projectId, wanted);
      return { liked: wanted, likes };
    },

    /** The signed-in viewer's state on a project page. */
    viewerStateOf(userId: number, projectId: number): Promise<ProjectViewerState> {
      return repo.viewerStateOf(userId, projectId);
    },

    /** How many visible comments a project has. */
    countComments(projectId: number): Promise<number> {
      return repo.countComments(projectId);
    },

    /** GET /api/projects/{id}/comments: visible comments, newest first. */
    async listComments(projectId: number, paging: { page: number; size: number }): Promise<CommentList> {
      await requirePublicProject(projectId);
      const { rows, total } = await repo.listComments(projectId, {
        limit: paging.size,
        offset: (paging.page - 1) * paging.size,
      });
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        page: paging.page,
        size: paging.size,
        total,
      };
    },

    /** POST /api/comments: the text is stored as typed (trimmed); pages escape it when they render it. */
    async addComment(author: { id: number; name: string }, projectId: number, text: string): Promise<CommentOutcome> {
      await requirePublicProject(projectId);
      const limit = await commentLimiter.consume(`user:${author.id}`);
      if (!limit.allowed) return { ok: false, code: 'too_many_requests', retryAfterSeconds: limit.retryAfterSeconds };
      const row = await repo.insertComment({ projectId, userId: author.id, text });
      const comment = {
        id: row.id,
        projectId: row.projectId,
        authorName: author.name,
        text,
        createdAt: row.createdAt.toISOString(),
      };
      return { ok: true, comment };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
