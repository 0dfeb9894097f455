// Queries of the project jobs: projects due to open or close, the owner a reminder goes to (auth's
// directory). Its followers are sellers' follows, and the paid orders of a failed project to refund
// checkout's (`FailedProjectRefunds`), both given to the jobs at composition.
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { createUserDirectory } from '../auth/index.ts';

const { projects, projectStepHistory } = schema;

/** Steps in which a project is selling (closing at its end date applies to them). */
export const SELLING_STEPS: readonly ProjectStep[] = ['in_progress', 'private', 'confirmed'];

/** A project with the pages people follow it through. */
export interface FollowedProject {
  id: number;
  artistId: number | null;
  labelId: number | null;
}

/**
 * Coming-soon projects whose start date has come, and whose end is still ahead: in promo, put there
 * before their start date (a promo without that history, such as a demo one, is a display mode).
 */
async function dueToOpen(db: Db, now: Date) {
  return db
    .select({ id: projects.id, step: projects.step })
    .from(projects)
    .where(
      and(
        eq(projects.step, 'promo'),
        isNotNull(projects.startAt),
        lte(projects.startAt, now),
        or(sql`${projects.endAt} is null`, gt(projects.endAt, now)),
        sql`exists (select 1 from ${projectStepHistory} h where h.project_id = ${projects.id} and h.to_step = 'promo' and h.at < ${projects.startAt})`,
      ),
    );
}

/** Selling projects whose end date has passed. */
async function dueToClose(db: Db, now: Date) {
  return db
    .select({ id: projects.id, step: projects.step, type: projects.type, goal: projects.goal, sold: projects.sold })
    .from(projects)
    .where(and(inArray(projects.step, [...SELLING_STEPS]), isNotNull(projects.endAt), lte(projects.endAt, now)));
}

/** Selling projects ending within `withinMs` from now (reminder candidates). */
async function endingWithin(db: Db, now: Date, withinMs: number) {
  return db
    .select({ id: projects.id, endAt: projects.endAt })
    .from(projects)
    .where(
      and(
        inArray(projects.step, [...SELLING_STEPS]),
        gt(projects.endAt, now),
        lte(projects.endAt, new Date(now.getTime() + withinMs)),
      ),
    );
}

async function findProject(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** The account of this id: name, e-mail and language (auth's directory). */
async function findUser(db: Db, id: number) {
  return (await createUserDirectory(db).contactsOf([id])).get(id);
}

export function createProjectJobsRepo(db: Db) {
  return {
    dueToOpen: (now: Date) => dueToOpen(db, now),
    dueToClose: (now: Date) => dueToClose(db, now),
    endingWithin: (now: Date, withinMs: number) => endingWithin(db, now, withinMs),
    project: (id: number) => findProject(db, id),
    user: (id: number) => findUser(db, id),
  };
}

export type ProjectJobsRepo = ReturnType<typeof createProjectJobsRepo>;
