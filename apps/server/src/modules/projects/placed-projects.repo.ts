// The tiles of a set of projects another module keeps in its own order (a shop's projects, shops'
// shop_projects): the owner of the set gives it as pieces of SQL on a project's id, and the query
// stays one, as a curated category's order is read (decision 0017).
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, count, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import { cardColumns } from './card-columns.ts';

const { projects } = schema;

/** A set of projects in its owner's order, as conditions on a project's id. */
export interface ProjectPlacement {
  /** Whether the project of this id is in the set. */
  holds: (projectId: AnyColumn) => SQL;
  /** Its place in the set's order, smaller first. */
  placeOf: (projectId: AnyColumn) => SQL;
}

/** One page of the tiles of the set's projects in `steps`, in the set's order, and how many there are. */
export async function listPlacedProjects(
  db: Db,
  placement: ProjectPlacement,
  steps: readonly ProjectStep[],
  paging: { limit: number; offset: number },
) {
  const where = and(placement.holds(projects.id), inArray(projects.step, [...steps]));
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns)
      .from(projects)
      .where(where)
      .orderBy(asc(placement.placeOf(projects.id)), asc(projects.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
