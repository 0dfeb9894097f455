// The projects in some steps with what points at their sellers, as the sitemap lists them (one query).
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { asc, inArray } from 'drizzle-orm';

const { projects } = schema;

/** A project in the list, with its artist, label and own shop. */
export interface ListedProjectRow {
  id: number;
  slug: string;
  category: string;
  updatedAt: Date;
  artistId: number | null;
  labelId: number | null;
  shopId: number | null;
}

/** Every project in one of `steps`, by id. */
export async function projectsInSteps(db: Db, steps: readonly ProjectStep[]): Promise<ListedProjectRow[]> {
  return db
    .select({
      id: projects.id,
      slug: projects.slug,
      category: projects.category,
      updatedAt: projects.updatedAt,
      artistId: projects.artistId,
      labelId: projects.labelId,
      shopId: projects.shopId,
    })
    .from(projects)
    .where(inArray(projects.step, [...steps]))
    .orderBy(asc(projects.id));
}
