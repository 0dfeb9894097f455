// A page of what a user wished (the library's wishlist page): project ids, newest wish first, and how
// many there are. The tiles come from projects' face.
import { schema, type Db } from '@spindle/db';
import { count, desc, eq } from 'drizzle-orm';

const { wishlists } = schema;

export async function wishedProjectsPage(
  db: Db,
  userId: number,
  paging: { limit: number; offset: number },
): Promise<{ projectIds: number[]; total: number }> {
  const where = eq(wishlists.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({ projectId: wishlists.projectId })
      .from(wishlists)
      .where(where)
      .orderBy(desc(wishlists.createdAt), desc(wishlists.projectId))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(wishlists).where(where),
  ]);
  return { projectIds: rows.map((row) => row.projectId), total: totals[0]?.total ?? 0 };
}
