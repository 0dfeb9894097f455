// What other modules ask of a project by id: whether it is in some steps (community likes and comments
// only public ones), and its likes counter, kept in step with community's likes in their transaction.
import { schema, type Db, type Tx } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';

const { projects } = schema;

/** Whether a project in one of `steps` has this id. */
export async function projectInSteps(db: Db, projectId: number, steps: readonly ProjectStep[]): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), inArray(projects.step, [...steps])));
  return row !== undefined;
}

/** Moves a project's likes counter by `delta` (never below 0) in the caller's transaction; the new count. */
export async function adjustLikesCount(tx: Tx, projectId: number, delta: number): Promise<number> {
  const [row] = await tx
    .update(projects)
    .set({ likesCount: sql`greatest(${projects.likesCount} + ${delta}, 0)` })
    .where(eq(projects.id, projectId))
    .returning({ likes: projects.likesCount });
  return row?.likes ?? 0;
}
