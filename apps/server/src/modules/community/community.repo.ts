// Queries of the community module: wishlists, likes (with the projects.likes_count counter, moved
// through projects' face in the same transaction) and comments (their authors' names from auth's face).
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { createUserDirectory } from '../auth/index.ts';
import { adjustLikesCount, projectInSteps } from '../projects/index.ts';

const { wishlists, likes, comments } = schema;

export function createCommunityRepo(db: Db) {
  return { ...createWishAndLikeQueries(db), ...createCommentQueries(db) };
}

/** Wishlists and likes: one row per user and project, likes counted on the project. */
function createWishAndLikeQueries(db: Db) {
  return {
    /** Whether a project in one of `steps` exists. */
    async projectExists(projectId: number, steps: readonly ProjectStep[]): Promise<boolean> {
      return projectInSteps(db, projectId, steps);
    },

    /** Puts a project on a user's wishlist; a second call keeps the one row (primary key user + project). */
    /** Whether the project was added (false: it was already in the wishlist). */
    async addWish(userId: number, projectId: number): Promise<boolean> {
      const added = await db
        .insert(wishlists)
        .values({ userId, projectId })
        .onConflictDoNothing()
        .returning({ userId: wishlists.userId });
      return added.length > 0;
    },

    async removeWish(userId: number, projectId: number): Promise<void> {
      await db.delete(wishlists).where(and(eq(wishlists.userId, userId), eq(wishlists.projectId, projectId)));
    },

    /** The user's wishlist and like state on a project. */
    async viewerStateOf(userId: number, projectId: number): Promise<{ inWishlist: boolean; liked: boolean }> {
      const [wished, liked] = await Promise.all([
        db
          .select({ userId: wishlists.userId })
          .from(wishlists)
          .where(and(eq(wishlists.userId, userId), eq(wishlists.projectId, projectId))),
        db
          .select({ userId: likes.userId })
          .from(likes)
          .where(and(eq(likes.userId, userId), eq(likes.projectId, projectId))),
      ]);
      return { inWishlist: wished.length > 0, liked: liked.length > 0 };
    },

    async isLiked(userId: number, projectId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: likes.userId })
        .from(likes)
        .where(and(eq(likes.userId, userId), eq(likes.projectId, projectId)));
      return rows.length > 0;
    },

    /**
     * Sets a like and keeps projects.likes_count in step with the rows, in one transaction: the
     * counter moves only when a row was really inserted or deleted, so repeated calls change nothing.
     */
    async setLike(userId: number, projectId: number, liked: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = liked
          ? await tx.insert(likes).values({ userId, projectId }).onConflictDoNothing().returning({ id: likes.userId })
          : await tx
              .delete(likes)
              .where(and(eq(likes.userId, userId), eq(likes.projectId, projectId)))
              .returning({ id: likes.userId });
        const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
        return adjustLikesCount(tx, projectId, delta);
      });
    },
  };
}

/** Comments of a project: listed newest first, counted, added. */
function createCommentQueries(db: Db) {
  const directory = createUserDirectory(db);
  return {
    /** Visible comments of a project, newest first, with their authors' names, and how many there are. */
    async listComments(projectId: number, paging: { limit: number; offset: number }) {
      const visible = and(eq(comments.projectId, projectId), isNull(comments.hiddenAt));
      const [found, totals] = await Promise.all([
        db
          .select({
            id: comments.id,
            projectId: comments.projectId,
            userId: comments.userId,
            text: comments.text,
            createdAt: comments.createdAt,
          })
          .from(comments)
          .where(visible)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(comments).where(visible),
      ]);
      const authors = await directory.contactsOf(found.map((row) => row.userId));
      // A comment whose author's account is gone is not shown (as the join it replaces did).
      const rows = found.flatMap(({ userId, ...row }) => {
        const author = authors.get(userId);
        return author ? [{ ...row, authorName: author.name }] : [];
      });
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** Number of visible comments of a project. */
    async countComments(projectId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(comments)
        .where(and(eq(comments.projectId, projectId), isNull(comments.hiddenAt)));
      return row?.total ?? 0;
    },

    async insertComment(comment: { projectId: number; userId: number; text: string }) {
      const [row] = await db
        .insert(comments)
        .values(comment)
        .returning({ id: comments.id, projectId: comments.projectId, createdAt: comments.createdAt });
      if (!row) throw new Error('comment not inserted');
      return row;
    },
  };
}

export type CommunityRepo = ReturnType<typeof createCommunityRepo>;
