// Drizzle queries of a project's tracks, and the job runner's word on their preview encodes (the jobs
// carry the track id in their payload).
import { schema, type Db } from '@spindle/db';
import { and, asc, eq } from 'drizzle-orm';
import { latestJobWithPayload } from '../../jobs/index.ts';

const { tracks } = schema;

export type TrackRow = typeof tracks.$inferSelect;
export type TrackInsert = typeof tracks.$inferInsert;

/** The project's tracks in playing order: disc, then position. */
async function listTracks(db: Db, projectId: number): Promise<TrackRow[]> {
  return db
    .select()
    .from(tracks)
    .where(eq(tracks.projectId, projectId))
    .orderBy(asc(tracks.disc), asc(tracks.position), asc(tracks.id));
}

/** A track of that project (undefined for another project's). */
async function findTrack(db: Db, projectId: number, trackId: number): Promise<TrackRow | undefined> {
  const [row] = await db
    .select()
    .from(tracks)
    .where(and(eq(tracks.id, trackId), eq(tracks.projectId, projectId)));
  return row;
}

async function findTrackById(db: Db, trackId: number): Promise<TrackRow | undefined> {
  const [row] = await db.select().from(tracks).where(eq(tracks.id, trackId));
  return row;
}

async function insertTrack(db: Db, values: TrackInsert): Promise<TrackRow> {
  const [row] = await db.insert(tracks).values(values).returning();
  if (!row) throw new Error('track not inserted');
  return row;
}

async function updateTrack(db: Db, trackId: number, values: Partial<TrackInsert>): Promise<TrackRow | undefined> {
  const [row] = await db
    .update(tracks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tracks.id, trackId))
    .returning();
  return row;
}

async function deleteTrack(db: Db, trackId: number): Promise<void> {
  await db.delete(tracks).where(eq(tracks.id, trackId));
}

export function createTracksRepo(db: Db) {
  return {
    tracks: (projectId: number) => listTracks(db, projectId),
    findTrack: (projectId: number, trackId: number) => findTrack(db, projectId, trackId),
    findTrackById: (trackId: number) => findTrackById(db, trackId),
    insertTrack: (values: TrackInsert) => insertTrack(db, values),
    updateTrack: (trackId: number, values: Partial<TrackInsert>) => updateTrack(db, trackId, values),
    deleteTrack: (trackId: number) => deleteTrack(db, trackId),
    latestEncodeJob: (trackId: number, type: string) =>
      latestJobWithPayload(db, { type, key: 'trackId', value: trackId }),
  };
}

export type TracksRepo = ReturnType<typeof createTracksRepo>;
