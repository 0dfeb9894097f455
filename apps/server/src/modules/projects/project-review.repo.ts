// What the staff side reads of projects (docs/admin.md "Project review"): the projects in a step with
// when they entered it (the review queue is step checking), a project found by number or name, and the
// account to tell about a decision (the project's user, or the user behind its artist or label page).
import type { AdminProjectRow, AdminProjectsQuery } from '@spindle/contracts';
import { schema, type Db, containsPattern } from '@spindle/db';
import { isProjectCategory, type ProjectStep } from '@spindle/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { sellerUserIdOf } from '../sellers/index.ts';

const { projects, projectStepHistory } = schema;

/** When the project last entered its current step. */
const enteredStepAt = sql<Date | null>`(select max(h.at) from ${projectStepHistory} h where h.project_id = ${projects.id} and h.to_step = ${projects.step})`;

function filterOf(query: Pick<AdminProjectsQuery, 'step' | 'q'>): SQL | undefined {
  const byStep = eq(projects.step, query.step);
  if (!query.q) return byStep;
  const pattern = containsPattern(query.q);
  return and(byStep, or(ilike(projects.name, pattern), ilike(projects.artistName, pattern)));
}

const SORT_COLUMNS = {
  submitted_at: enteredStepAt,
  name: projects.name,
  artist_name: projects.artistName,
  start_at: projects.startAt,
} as const;

async function listInStep(db: Db, query: AdminProjectsQuery): Promise<{ rows: AdminProjectRow[]; total: number }> {
  const where = filterOf(query);
  const column = SORT_COLUMNS[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        artistName: projects.artistName,
        step: projects.step,
        enteredAt: enteredStepAt,
        startAt: projects.startAt,
        priceEurMinor: projects.priceEurMinor,
      })
      .from(projects)
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(projects.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(projects).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      artist_name: row.artistName,
      step: row.step,
      // The raw subquery comes back as text on PGlite and as a Date on node-postgres.
      submitted_at: row.enteredAt ? new Date(row.enteredAt).toISOString() : null,
      start_at: row.startAt ? row.startAt.toISOString() : null,
      price_eur_minor: row.priceEurMinor,
    })),
    total: total?.value ?? 0,
  };
}

async function countInStep(db: Db, step: ProjectStep): Promise<number> {
  const [row] = await db.select({ value: count() }).from(projects).where(eq(projects.step, step));
  return row?.value ?? 0;
}

/**
 * The ids of projects in `step` whose category is one of `categories`, earliest start first (at most
 * `limit`): what a job walks, without the staff list's entry dates and count.
 */
async function idsInStep(db: Db, step: ProjectStep, categories: readonly string[], limit: number): Promise<number[]> {
  const known = categories.filter(isProjectCategory);
  if (known.length === 0) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.step, step), inArray(projects.category, known)))
    .orderBy(asc(projects.startAt), asc(projects.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Projects whose number is the text, or whose name or artist contains it (10 at most). */
async function findForStaff(db: Db, text: string) {
  const pattern = containsPattern(text);
  const byName = or(ilike(projects.name, pattern), ilike(projects.artistName, pattern));
  const id = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  return db
    .select({ id: projects.id, name: projects.name, artistName: projects.artistName, step: projects.step })
    .from(projects)
    .where(id !== null ? or(eq(projects.id, id), byName) : byName)
    .orderBy(desc(projects.updatedAt))
    .limit(10);
}

/** The account behind a project: its user, else the user of its artist page, else of its label page. */
async function ownerUserIdOf(db: Db, projectId: number): Promise<number | null> {
  const [row] = await db
    .select({
      userId: projects.userId,
      artistUserId: sellerUserIdOf('artist', projects.artistId),
      labelUserId: sellerUserIdOf('label', projects.labelId),
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.userId ?? row?.artistUserId ?? row?.labelUserId ?? null;
}

export function createProjectReviewRepo(db: Db) {
  return {
    listInStep: (query: AdminProjectsQuery) => listInStep(db, query),
    countInStep: (step: ProjectStep) => countInStep(db, step),
    idsInStep: (step: ProjectStep, categories: readonly string[], limit: number) =>
      idsInStep(db, step, categories, limit),
    findForStaff: (text: string) => findForStaff(db, text),
    ownerUserIdOf: (projectId: number) => ownerUserIdOf(db, projectId),
  };
}

export type ProjectReviewRepo = ReturnType<typeof createProjectReviewRepo>;
