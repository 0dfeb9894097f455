// Drizzle queries of the projects a user manages: ownership, details, prices, step history and images
// (the tracks are the tracks module's).
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { managingUserOf, sellersManagedBy } from '../sellers/index.ts';

const { projects, projectPrices, projectStepHistory, projectImages } = schema;

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectInsert = typeof projects.$inferInsert;
export type ImageRow = typeof projectImages.$inferSelect;

/** The accounts a user manages projects through: themself, their artist pages and label pages. */
export interface Ownership {
  userId: number;
  artistIds: readonly number[];
  labelIds: readonly number[];
}

/** Rows of projects owned through `ownership`. */
export function ownedBy(ownership: Ownership): SQL {
  const clauses: SQL[] = [eq(projects.userId, ownership.userId)];
  if (ownership.artistIds.length > 0) clauses.push(inArray(projects.artistId, [...ownership.artistIds]));
  if (ownership.labelIds.length > 0) clauses.push(inArray(projects.labelId, [...ownership.labelIds]));
  return or(...clauses) ?? sql`false`;
}

/** The user and the artist and label pages they manage (sellers'). */
async function ownershipOf(db: Db, userId: number): Promise<Ownership> {
  const pages = await sellersManagedBy(db, userId);
  return { userId, artistIds: pages.artists.map((row) => row.id), labelIds: pages.labels.map((row) => row.id) };
}

async function findProject(db: Db, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** Projects by id, in one read per 1,000 ids (fewer parameters than either driver's limit). */
async function findProjects(db: Db, ids: readonly number[]): Promise<ProjectRow[]> {
  const unique = [...new Set(ids)];
  const rows: ProjectRow[] = [];
  for (let start = 0; start < unique.length; start += 1_000) {
    rows.push(
      ...(await db
        .select()
        .from(projects)
        .where(inArray(projects.id, unique.slice(start, start + 1_000)))),
    );
  }
  return rows;
}

/** The account that owns a project: its user, else the user of its artist page, else of its label page. */
async function ownerUserIdOf(db: Db, project: Pick<ProjectRow, 'userId' | 'artistId' | 'labelId'>) {
  if (project.userId !== null) return project.userId;
  if (project.artistId !== null) {
    const artistUserId = await managingUserOf(db, 'artist', project.artistId);
    if (artistUserId) return artistUserId;
  }
  if (project.labelId !== null) {
    const labelUserId = await managingUserOf(db, 'label', project.labelId);
    if (labelUserId) return labelUserId;
  }
  return null;
}

/** The projects owned through `ownership`, newest change first. */
async function listOwned(db: Db, ownership: Ownership): Promise<ProjectRow[]> {
  return db.select().from(projects).where(ownedBy(ownership)).orderBy(desc(projects.updatedAt), desc(projects.id));
}

/** Inserts a project in step creating with its first history row, in one transaction. */
async function insertProject(db: Db, values: ProjectInsert, byUserId: number, at: Date): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(projects).values(values).returning();
    if (!row) throw new Error('project not inserted');
    await tx
      .insert(projectStepHistory)
      .values({ projectId: row.id, fromStep: null, toStep: row.step, byUserId, comment: 'created', at });
    return row;
  });
}

/** Changes the project's details and, when given, replaces its prices in other currencies, together. */
async function updateProject(
  db: Db,
  id: number,
  values: Partial<ProjectInsert>,
  prices?: readonly { currency: string; priceMinor: number }[],
) {
  await db.transaction(async (tx) => {
    if (Object.keys(values).length > 0) {
      await tx
        .update(projects)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(projects.id, id));
    }
    if (prices) {
      await tx.delete(projectPrices).where(eq(projectPrices.projectId, id));
      if (prices.length > 0) {
        await tx.insert(projectPrices).values(prices.map((price) => ({ projectId: id, ...price })));
      }
    }
  });
}

async function listPrices(db: Db, id: number) {
  return db
    .select({ currency: projectPrices.currency, priceMinor: projectPrices.priceMinor })
    .from(projectPrices)
    .where(eq(projectPrices.projectId, id))
    .orderBy(asc(projectPrices.currency));
}

async function listStepHistory(db: Db, id: number) {
  return db
    .select()
    .from(projectStepHistory)
    .where(eq(projectStepHistory.projectId, id))
    .orderBy(asc(projectStepHistory.at), asc(projectStepHistory.id));
}

/** A move from one step to another, by whom (null: a job) and when. */
export interface StepChange {
  from: ProjectStep;
  to: ProjectStep;
  byUserId: number | null;
  at: Date;
  comment?: string | null;
}

/**
 * Moves a project from `from` to `to` and records who and when, only if it is still in `from`
 * (a concurrent change wins otherwise: false).
 */
async function changeStep(db: Db, id: number, change: StepChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(projects)
      .set({ step: change.to, updatedAt: change.at })
      .where(and(eq(projects.id, id), eq(projects.step, change.from)))
      .returning({ id: projects.id });
    if (moved.length === 0) return false;
    await tx.insert(projectStepHistory).values({
      projectId: id,
      fromStep: change.from,
      toStep: change.to,
      byUserId: change.byUserId,
      comment: change.comment ?? null,
      at: change.at,
    });
    return true;
  });
}

async function listImages(db: Db, id: number): Promise<ImageRow[]> {
  return db.select().from(projectImages).where(eq(projectImages.projectId, id)).orderBy(asc(projectImages.id));
}

/** An image of a project as stored: which variant, where, and its size. */
export type StoredImage = Omit<ImageRow, 'id' | 'projectId' | 'createdAt'>;

/** Replaces the rows of the given variants (one per variant and project). */
async function putImages(db: Db, id: number, rows: readonly StoredImage[]) {
  if (rows.length === 0) return;
  await db
    .insert(projectImages)
    .values(rows.map((row) => ({ ...row, projectId: id })))
    .onConflictDoUpdate({
      target: [projectImages.projectId, projectImages.variant],
      set: {
        path: sql`excluded.path`,
        width: sql`excluded.width`,
        height: sql`excluded.height`,
        sizeBytes: sql`excluded.size_bytes`,
        createdAt: sql`now()`,
      },
    });
}

export function createProjectsRepo(db: Db) {
  return {
    ownershipOf: (userId: number) => ownershipOf(db, userId),
    /** The artist and label pages the user manages, by name (sellers'). */
    ownerPages: (userId: number) => sellersManagedBy(db, userId),
    findProject: (id: number) => findProject(db, id),
    findProjects: (ids: readonly number[]) => findProjects(db, ids),
    ownerUserIdOf: (project: Pick<ProjectRow, 'userId' | 'artistId' | 'labelId'>) => ownerUserIdOf(db, project),
    listOwned: (ownership: Ownership) => listOwned(db, ownership),
    insertProject: (values: ProjectInsert, byUserId: number, at: Date) => insertProject(db, values, byUserId, at),
    updateProject: (
      id: number,
      values: Partial<ProjectInsert>,
      prices?: readonly { currency: string; priceMinor: number }[],
    ) => updateProject(db, id, values, prices),
    prices: (id: number) => listPrices(db, id),
    stepHistory: (id: number) => listStepHistory(db, id),
    changeStep: (id: number, change: StepChange) => changeStep(db, id, change),
    images: (id: number) => listImages(db, id),
    putImages: (id: number, rows: readonly StoredImage[]) => putImages(db, id, rows),
  };
}

export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;
