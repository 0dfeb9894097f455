// The artists and labels a user follows, with their names and pictures, as the library lists them;
// who follows a project, its artist or its label, as the project's reminder reaches them.
import { schema, type Db } from '@spindle/db';
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';

const { follows, artists, labels } = schema;

/** The artists and labels the user follows, newest first. */
export async function followsOf(db: Db, userId: number) {
  return db
    .select({
      artistId: follows.artistId,
      labelId: follows.labelId,
      artistName: artists.name,
      artistPicture: artists.picture,
      labelName: labels.name,
      labelPicture: labels.picture,
      createdAt: follows.createdAt,
    })
    .from(follows)
    .leftJoin(artists, eq(artists.id, follows.artistId))
    .leftJoin(labels, eq(labels.id, follows.labelId))
    .where(and(eq(follows.followerId, userId), or(isNotNull(follows.artistId), isNotNull(follows.labelId))))
    .orderBy(desc(follows.createdAt), desc(follows.id));
}

/** The ids of the users following a project, its artist or its label: a subquery for auth's accounts. */
export function followerIdsOf(db: Db, project: { id: number; artistId: number | null; labelId: number | null }) {
  const targets = [eq(follows.projectId, project.id)];
  if (project.artistId !== null) targets.push(eq(follows.artistId, project.artistId));
  if (project.labelId !== null) targets.push(eq(follows.labelId, project.labelId));
  return db
    .select({ id: follows.followerId })
    .from(follows)
    .where(or(...targets));
}
