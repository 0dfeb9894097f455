// The few columns that name a project beside something else (a review, docs/reviews.md): its slug,
// category, name, artist, picture folder, step and sale type, for a batch of ids in one query.
import type { ProjectStep } from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { inArray } from 'drizzle-orm';

const { projects, projectGenres } = schema;

/** A project as a line naming it. */
export interface ProjectSummary {
  id: number;
  slug: string;
  category: string;
  name: string;
  artistName: string;
  picture: string | null;
  step: ProjectStep;
  /** How it sells: funding, limited, stock... (a buyer's order line says "pre-order" unless stock). */
  type: string;
  /** Bought copies come with a download (the digital library). */
  digitalEnabled: boolean;
}

/** The projects of these ids (those that exist), keyed by id. */
export async function projectSummariesOf(db: Db, ids: readonly number[]): Promise<Map<number, ProjectSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      category: projects.category,
      name: projects.name,
      artistName: projects.artistName,
      picture: projects.picture,
      step: projects.step,
      type: projects.type,
      digitalEnabled: projects.digitalEnabled,
    })
    .from(projects)
    .where(inArray(projects.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The genre ids of these projects, keyed by project (a project without genres is absent). */
export async function genreIdsOfProjects(db: Db, ids: readonly number[]): Promise<Map<number, number[]>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ projectId: projectGenres.projectId, genreId: projectGenres.genreId })
    .from(projectGenres)
    .where(inArray(projectGenres.projectId, unique));
  const byProject = new Map<number, number[]>();
  for (const row of rows) byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row.genreId]);
  return byProject;
}
