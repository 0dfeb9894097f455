// Who answers for a project (a buyer's message about it or about an order of it): the user who owns it
// and the users behind its artist and label pages (sellers' pieces), with its name and step, for a batch
// of ids.
import type { ProjectStep } from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { inArray } from 'drizzle-orm';
import { sellerUserIdOf } from '../sellers/index.ts';

const { projects } = schema;

/** A project and the users who manage it. */
export interface ProjectManagers {
  projectId: number;
  name: string;
  step: ProjectStep;
  userIds: number[];
}

/** The managers of the projects of these ids (those that exist), keyed by id, in one query. */
export async function managersOfProjects(db: Db, ids: readonly number[]): Promise<Map<number, ProjectManagers>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      projectId: projects.id,
      name: projects.name,
      step: projects.step,
      ownerId: projects.userId,
      artistUserId: sellerUserIdOf('artist', projects.artistId),
      labelUserId: sellerUserIdOf('label', projects.labelId),
    })
    .from(projects)
    .where(inArray(projects.id, unique));
  return new Map(
    rows.map((row) => {
      const userIds = [row.ownerId, row.artistUserId, row.labelUserId].filter((id): id is number => id !== null);
      return [
        row.projectId,
        { projectId: row.projectId, name: row.name, step: row.step, userIds: [...new Set(userIds)] },
      ];
    }),
  );
}
