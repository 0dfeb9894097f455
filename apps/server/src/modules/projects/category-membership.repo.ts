// The projects of each curated category, in the staff's order (docs/admin.md "Curation"): the rows of
// `project_categories` (owned here, with the project tables) read and written for the curation pages.
// Positions are 0, 1, 2... in the order staff chose; every write rewrites them so they stay dense.
import { lockKey, schema, type Db, type Tx } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';

const { projects, projectCategories } = schema;

/** A project of a curated category, as the curation page lists it. */
export interface CategoryMember {
  projectId: number;
  name: string;
  artistName: string;
  step: ProjectStep;
  position: number;
}

/** Read and write the curated categories' projects; writes take the caller's transaction. */
export function createCategoryMembership(db: Db) {
  return {
    /** The projects of a category in its order (position, then the order they were added in). */
    async membersOf(categoryId: number, tx?: Tx): Promise<CategoryMember[]> {
      return (tx ?? db)
        .select({
          projectId: projectCategories.projectId,
          name: projects.name,
          artistName: projects.artistName,
          step: projects.step,
          position: projectCategories.position,
        })
        .from(projectCategories)
        .innerJoin(projects, eq(projects.id, projectCategories.projectId))
        .where(eq(projectCategories.categoryId, categoryId))
        .orderBy(asc(projectCategories.position), asc(projectCategories.projectId));
    },

    /** How many projects each category holds. */
    async countsByCategory(): Promise<Map<number, number>> {
      const rows = await db
        .select({ categoryId: projectCategories.categoryId, total: count() })
        .from(projectCategories)
        .groupBy(projectCategories.categoryId);
      return new Map(rows.map((row) => [row.categoryId, row.total]));
    },

    /** Whether a project exists (any step: staff may prepare a category before a release opens). */
    async projectExists(projectId: number, tx?: Tx): Promise<boolean> {
      const [row] = await (tx ?? db).select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
      return row !== undefined;
    },

    /** Locks the category's rows for an order change (two staff reordering at once queue up). */
    async lockCategory(tx: Tx, categoryId: number): Promise<void> {
      await lockKey(tx, `category:${categoryId}`);
    },

    /** Adds a project at the end of the category; false when it was there already. */
    async add(tx: Tx, categoryId: number, projectId: number): Promise<boolean> {
      const inserted = await tx
        .insert(projectCategories)
        .values({
          categoryId,
          projectId,
          position: sql`(select coalesce(max(${projectCategories.position}) + 1, 0) from ${projectCategories} where ${projectCategories.categoryId} = ${categoryId})`,
        })
        .onConflictDoNothing()
        .returning({ projectId: projectCategories.projectId });
      return inserted.length > 0;
    },

    /** Takes a project out of the category; false when it was not in it. */
    async remove(tx: Tx, categoryId: number, projectId: number): Promise<boolean> {
      const removed = await tx
        .delete(projectCategories)
        .where(and(eq(projectCategories.categoryId, categoryId), eq(projectCategories.projectId, projectId)))
        .returning({ projectId: projectCategories.projectId });
      return removed.length > 0;
    },

    /** Writes the order: each project's position is its index in `projectIds` (all of the category's). */
    async setOrder(tx: Tx, categoryId: number, projectIds: readonly number[]): Promise<void> {
      if (projectIds.length === 0) return;
      const cases = sql.join(
        projectIds.map((id, index) => sql`when ${id}::integer then ${index}::integer`),
        sql` `,
      );
      await tx
        .update(projectCategories)
        .set({ position: sql`case ${projectCategories.projectId} ${cases} end` })
        .where(
          and(eq(projectCategories.categoryId, categoryId), inArray(projectCategories.projectId, [...projectIds])),
        );
    },
  };
}

export type CategoryMembership = ReturnType<typeof createCategoryMembership>;
