// The reviews table (packages/db/src/schema/reviews): the buyer's own, a project's published ones
// (served by the partial index reviews_project_published_idx) and the staff's list.
import type { AdminReviewsQuery } from '@spindle/contracts';
import type { ReviewStatus } from '@spindle/domain';
import type { Db, Tx } from '@spindle/db';
import { reviews } from '@spindle/db/schema/reviews';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';

export type ReviewRow = typeof reviews.$inferSelect;

/** What a buyer saves. */
export interface ReviewWrite {
  userId: number;
  projectId: number;
  orderId: number;
  shopOrderId: number;
  rating: number;
  title: string | null;
  text: string;
  authorName: string;
  lang: string;
  status: ReviewStatus;
}

const ADMIN_SORT_COLUMNS = {
  created_at: reviews.createdAt,
  rating: reviews.rating,
  updated_at: reviews.updatedAt,
} as const;

function adminFilter(query: AdminReviewsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(reviews.status, query.status));
  if (query.project_id) conditions.push(eq(reviews.projectId, query.project_id));
  if (query.rating) conditions.push(eq(reviews.rating, query.rating));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** How many reviews wait for staff (the staff home's count). */
export async function countReviewsWaiting(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending'));
  return row?.n ?? 0;
}

export function createReviewsRepo(db: Db) {
  return {
    /** The buyer's review of a project of an order, if written. */
    async findOwn(userId: number, projectId: number, orderId: number, tx: Db | Tx = db): Promise<ReviewRow | null> {
      const [row] = await tx
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.projectId, projectId), eq(reviews.orderId, orderId)))
        .for('update');
      return row ?? null;
    },

    async insert(tx: Tx, values: ReviewWrite, now: Date): Promise<ReviewRow> {
      const [row] = await tx
        .insert(reviews)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('review not inserted');
      return row;
    },

    async update(tx: Tx, id: number, values: Partial<ReviewRow>): Promise<ReviewRow> {
      const [row] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
      if (!row) throw new Error(`review ${id} vanished`);
      return row;
    },

    /** A buyer's reviews, latest change first (a page, not an export: 200 at most). */
    ofUser(userId: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.updatedAt), desc(reviews.id))
        .limit(200);
    },

    /** A project's published reviews, latest published first, with their count and the sum of their ratings. */
    async publishedOf(projectId: number, paging: { limit: number; offset: number }) {
      const published = and(eq(reviews.projectId, projectId), eq(reviews.status, 'published'));
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(published)
          .orderBy(sql`${reviews.publishedAt} desc nulls last`, desc(reviews.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db
          .select({ count: count(), sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
          .from(reviews)
          .where(published),
      ]);
      return { rows, count: totals?.count ?? 0, sum: totals?.sum ?? 0 };
    },

    /** The staff's list: a page of the filter, its total, and the count in each status. */
    async adminPage(query: AdminReviewsQuery) {
      const where = adminFilter(query);
      const column = ADMIN_SORT_COLUMNS[query.sort];
      const order = query.dir === 'asc' ? [asc(column), asc(reviews.id)] : [desc(column), desc(reviews.id)];
      const [rows, [total], byStatus] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(reviews).where(where),
        db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
      ]);
      return { rows, total: total?.n ?? 0, byStatus };
    },

    /** One review, locked for a staff change. */
    async lock(tx: Tx, id: number): Promise<ReviewRow | null> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row ?? null;
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
