// The tracks of a managed project (spec section 7 Projects: POST projects/{id}/tracks, PUT and DELETE
// projects/{id}/tracks/{track_id}, POST and GET .../encode) and the zip of its files (GET
// projects/download). Signed-in users only; a project is its owner's (staff read), anyone else gets 404.
import {
  encodeStatusSchema,
  errorBodySchema,
  managedProjectParamsSchema,
  managedTrackSchema,
  projectDownloadQuerySchema,
  projectTrackParamsSchema,
  trackCreateRequestSchema,
  trackEncodeRequestSchema,
  trackUpdateRequestSchema,
} from '@spindle/contracts';
import { slugify } from '@spindle/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/authentication.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { projectGuard, type ProjectAccessChecker, type ProjectGuard } from '../projects/index.ts';
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

/** The Fastify instance the routes are added to (zod type provider). */
type RoutesApp = Parameters<FastifyPluginCallbackZod>[0];

/** The options with the two project guards built once, and the clock. */
interface TracksRouteContext extends TracksRoutesOptions {
  read: ProjectGuard;
  write: ProjectGuard;
  clock: () => Date;
}

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
/** The track calls also document 413 (they came with the artwork upload's list; the OpenAPI stays as it was). */
const trackErrors = { ...errors, 413: errorBodySchema };

/** POST .../tracks, PUT and DELETE .../tracks/{trackId}. */
function addTrackRoutes(app: RoutesApp, { tracks, write }: TracksRouteContext): void {
  app.post(
    '/projects/:id/tracks',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Add a track (its master: a finished chunked upload)',
        params: managedProjectParamsSchema,
        body: trackCreateRequestSchema,
        response: { 201: managedTrackSchema, ...trackErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await tracks.add(currentUser(request), request.params.id, request.body)),
  );

  app.put(
    '/projects/:id/tracks/:trackId',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Change a track (a new uploadId replaces its master)',
        params: projectTrackParamsSchema,
        body: trackUpdateRequestSchema,
        response: { 200: managedTrackSchema, ...trackErrors },
      },
    },
    async (request) => tracks.update(currentUser(request), request.params.id, request.params.trackId, request.body),
  );

  app.delete(
    '/projects/:id/tracks/:trackId',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Remove a track',
        params: projectTrackParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...trackErrors },
      },
    },
    async (request) => {
      await tracks.remove(currentUser(request), request.params.id, request.params.trackId);
      return { success: true as const };
    },
  );
}

/** POST .../encode queues the preview, GET .../encode follows it. */
function addEncodeRoutes(app: RoutesApp, { tracks, read, write }: TracksRouteContext): void {
  app.post(
    '/projects/:id/tracks/:trackId/encode',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Encode the track’s MP3 preview in the background',
        params: projectTrackParamsSchema,
        body: trackEncodeRequestSchema.optional(),
        response: { 202: encodeStatusSchema, ...trackErrors },
      },
    },
    async (request, reply) => {
      const body = trackEncodeRequestSchema.parse(request.body ?? {});
      const status = await tracks.encode(currentUser(request), request.params.id, request.params.trackId, body);
      return reply.code(202).send(status);
    },
  );

  app.get(
    '/projects/:id/tracks/:trackId/encode',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Progress of the track’s preview encode',
        params: projectTrackParamsSchema,
        response: { 200: encodeStatusSchema, ...trackErrors },
      },
    },
    async (request) => tracks.encodeStatus(currentUser(request), request.params.id, request.params.trackId),
  );
}

/** GET /projects/download?id= (or project_id=): the project's files as a streamed zip. */
function addDownloadRoute(app: RoutesApp, { access, archive, clock, read }: TracksRouteContext): void {
  app.get(
    '/projects/download',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'A zip of the project’s pictures, masters and previews (owner; staff for production)',
        querystring: projectDownloadQuerySchema,
        response: { 200: z.unknown().describe('application/zip'), ...errors },
      },
    },
    async (request, reply) => {
      const { project } = await access.load(currentUser(request), request.query.id, 'read');
      const entries = await projectArchiveEntries(archive, project.id);
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          contentDisposition('attachment', `project-${project.id}-${slugify(project.name)}.zip`),
        )
        .header('cache-control', 'private, no-store')
        .send(zipStream(entries, clock()));
    },
  );
}

export const tracksRoutes: FastifyPluginCallbackZod<TracksRoutesOptions> = (app, options, done) => {
  const context: TracksRouteContext = {
    ...options,
    read: projectGuard(options.access, 'read'),
    write: projectGuard(options.access, 'write'),
    clock: options.clock ?? (() => new Date()),
  };
  addTrackRoutes(app, context);
  addEncodeRoutes(app, context);
  addDownloadRoute(app, context);
  done();
};
