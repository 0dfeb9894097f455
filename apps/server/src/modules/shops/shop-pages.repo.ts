// Shops as the sitemap lists them: every shop with its code and last change, and the projects placed
// in shops other than their own (shop_projects).
import { schema, type Db } from '@spindle/db';
import { asc, inArray } from 'drizzle-orm';

const { shops, shopProjects } = schema;

/** Every shop: id, code, last change. */
export async function shopPages(db: Db): Promise<{ id: number; code: string; updatedAt: Date }[]> {
  return db.select({ id: shops.id, code: shops.code, updatedAt: shops.updatedAt }).from(shops).orderBy(asc(shops.code));
}

/** The shops each of these projects is placed in (beside the shop it belongs to). */
export async function shopPlacementsOf(
  db: Db,
  projectIds: readonly number[],
): Promise<{ shopId: number; projectId: number }[]> {
  if (projectIds.length === 0) return [];
  return db
    .select({ shopId: shopProjects.shopId, projectId: shopProjects.projectId })
    .from(shopProjects)
    .where(inArray(shopProjects.projectId, [...new Set(projectIds)]));
}
