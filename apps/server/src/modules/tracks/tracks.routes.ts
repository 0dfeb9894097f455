// The tracks of a managed project (spec section 7 Projects: POST projects/{id}/tracks, PUT and DELETE
// projects/{id}/tracks/{track_id}, POST and GET .../encode) and the zip of its files (GET
// projects/download), declared in packages/contracts/src/endpoints/tracks.ts. Signed-in users only;
// a project is its owner's (staff read), anyone else gets 404 before the body is validated.
import { trackEncodeRequestSchema, tracksEndpoints } from '@spindle/contracts';
import { slugify } from '@spindle/domain';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { projectCheck, type ProjectAccessChecker } from '../projects/index.ts';
import { projectArchiveEntries, type ProjectArchiveDeps } from './project-archive.ts';
import type { TracksService } from './project-tracks.ts';
import { zipStream } from './project-zip.ts';

export interface TracksRoutesOptions {
  tracks: TracksService;
  access: ProjectAccessChecker;
  /** Where GET projects/download reads the project's files. */
  archive: ProjectArchiveDeps;
  clock?: () => Date;
}

/** GET /projects/download?id= (or project_id=): the project's files as a streamed zip. */
async function sendProjectZip(
  { access, archive, clock }: TracksRoutesOptions & { clock: () => Date },
  viewer: AuthenticatedUser,
  projectId: number,
  reply: FastifyReply,
) {
  const { project } = await access.load(viewer, projectId, 'read');
  const entries = await projectArchiveEntries(archive, project.id);
  return reply
    .header('content-type', 'application/zip')
    .header(
      'content-disposition',
      contentDisposition('attachment', `project-${project.id}-${slugify(project.name)}.zip`),
    )
    .header('cache-control', 'private, no-store')
    .send(zipStream(entries, clock()));
}

export function tracksRoutes(options: TracksRoutesOptions) {
  const { tracks } = options;
  const clock = options.clock ?? (() => new Date());
  const read = projectCheck(options.access, 'read');
  const write = projectCheck(options.access, 'write');
  return routesOf(
    tracksEndpoints,
    {
      add: ({ params, body, user }) => tracks.add(user, params.id, body),
      update: ({ params, body, user }) => tracks.update(user, params.id, params.trackId, body),
      remove: async ({ params, user }) => {
        await tracks.remove(user, params.id, params.trackId);
        return { success: true as const };
      },
      // No body at all is an encode of the whole track from its start.
      encode: ({ params, body, user }) =>
        tracks.encode(user, params.id, params.trackId, body ?? trackEncodeRequestSchema.parse({})),
      encodeStatus: ({ params, user }) => tracks.encodeStatus(user, params.id, params.trackId),
      download: ({ query, user }, { reply }) => sendProjectZip({ ...options, clock }, user, query.id, reply),
    },
    { add: write, update: write, remove: write, encode: write, encodeStatus: read, download: read },
  );
}
