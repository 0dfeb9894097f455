// Text search over public project titles and artist names for the header's search box (the search
// module composes it): ILIKE served by the pg_trgm GIN indexes, ranked by trigram similarity.
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, desc, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from './card-columns.ts';

const { projects } = schema;

/** Projects in one of `steps` whose name or artist contains the text, closest then most popular first. */
export async function searchProjects(db: Db, text: string, steps: readonly ProjectStep[], limit: number) {
  const pattern = containsPattern(text);
  return db
    .select({
      id: projects.id,
      name: projects.name,
      slug: projects.slug,
      category: projects.category,
      artistName: projects.artistName,
      picture: projects.picture,
      artistId: projects.artistId,
      labelId: projects.labelId,
    })
    .from(projects)
    .where(
      and(inArray(projects.step, [...steps]), or(ilike(projects.name, pattern), ilike(projects.artistName, pattern))),
    )
    .orderBy(
      desc(sql`greatest(similarity(${projects.name}, ${text}), similarity(${projects.artistName}, ${text}))`),
      desc(projects.popularity),
      desc(projects.id),
    )
    .limit(limit);
}
