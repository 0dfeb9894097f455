// The artist and label side's project calls (spec section 7 Projects: POST projects (adds origin),
// GET projects/{id}/edit, steps and artwork; docs/projects.md). Every route needs a signed-in user;
// a project is the owner's (staff read it and move its steps), anyone else gets 404.
import {
  artworkUploadRequestSchema,
  artworkUploadResponseSchema,
  errorBodySchema,
  managedProjectParamsSchema,
  managedProjectSchema,
  myProjectListSchema,
  projectCreateRequestSchema,
  projectCreateResponseSchema,
  projectStepRequestSchema,
  projectUpdateRequestSchema,
} from '@spindle/contracts';
import { COOKIE_NAMES } from '@spindle/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/authentication.ts';
import { AppError } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { UploadsService } from '../uploads/index.ts';
import { ARTWORK_MAX_BYTES, storeArtwork, type ArtworkDeps } from './project-artwork.ts';
import type { ProjectAccessChecker } from './project-access.ts';
import { projectGuard, signedIn, type ProjectGuard } from './project-guards.ts';
import type { ProjectsService } from './projects.service.ts';

export interface ProjectsRoutesOptions {
  projects: ProjectsService;
  access: ProjectAccessChecker;
  artwork: ArtworkDeps;
  uploads: Pick<UploadsService, 'completedUpload'>;
  privateStorage: FileStorage;
  /** PUBLIC_URL; without it, a project's reminders link to the origin it was created at. */
  publicUrl: string | undefined;
}

/** The Fastify instance the routes are added to (zod type provider). */
type RoutesApp = Parameters<FastifyPluginCallbackZod>[0];

/** The options with the two project guards built once. */
interface ProjectsRouteContext extends ProjectsRoutesOptions {
  read: ProjectGuard;
  write: ProjectGuard;
}

const ORIGIN_CODE = /^[A-Za-z0-9_.-]{1,50}$/;
const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
};

function decodeBase64(text: string): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload))
    throw new AppError('input_invalid', { fields: { data: 'image_invalid' } });
  return Buffer.from(payload, 'base64');
}

/** POST /projects and GET /user/projects: starting a project and listing one's own. */
function addCreateAndListRoutes(app: RoutesApp, { projects, publicUrl }: ProjectsRouteContext): void {
  app.post(
    '/projects',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Start a project (vinyl or digital) in step creating',
        body: projectCreateRequestSchema,
        response: { 201: projectCreateResponseSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[COOKIE_NAMES.origin];
      const created = await projects.create(currentUser(request), request.body, {
        cookieOrigin: cookie && ORIGIN_CODE.test(cookie) ? cookie : null,
        linkOrigin: linkOriginOf(request, publicUrl),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/user/projects',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s projects',
        response: { 200: myProjectListSchema, 401: errorBodySchema },
      },
    },
    async (request) => projects.listMine(currentUser(request)),
  );
}

/** GET /projects/{id}/edit and PUT /projects/{id}: the owner's view and changes. */
function addEditRoutes(app: RoutesApp, { projects, read, write }: ProjectsRouteContext): void {
  app.get(
    '/projects/:id/edit',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'A project as its owner manages it',
        params: managedProjectParamsSchema,
        response: { 200: managedProjectSchema, ...errors },
      },
    },
    async (request) => projects.get(currentUser(request), request.params.id),
  );

  app.put(
    '/projects/:id',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Change a project’s details (locked once submitted, but texts)',
        params: managedProjectParamsSchema,
        body: projectUpdateRequestSchema,
        response: { 200: managedProjectSchema, ...errors },
      },
    },
    async (request) => projects.update(currentUser(request), request.params.id, request.body),
  );
}

/** POST /projects/{id}/submit and /step: moves along the step graph. */
function addStepRoutes(app: RoutesApp, { projects, read }: ProjectsRouteContext): void {
  app.post(
    '/projects/:id/submit',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Submit a project for checking (creating -> checking)',
        params: managedProjectParamsSchema,
        response: { 200: managedProjectSchema, ...errors },
      },
    },
    async (request) => projects.submit(currentUser(request), request.params.id),
  );

  app.post(
    '/projects/:id/step',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Move a project along the allowed steps (owner: submit/withdraw/rework; staff: the rest)',
        params: managedProjectParamsSchema,
        body: projectStepRequestSchema,
        response: { 200: managedProjectSchema, ...errors },
      },
    },
    async (request) => projects.changeStep(currentUser(request), request.params.id, request.body),
  );
}

/** POST /projects/{id}/artwork: a picture sent inline (base64) or as a finished chunked upload. */
function addArtworkRoute(app: RoutesApp, context: ProjectsRouteContext): void {
  const { projects, access, artwork, uploads, privateStorage, write } = context;
  app.post(
    '/projects/:id/artwork',
    {
      ...write,
      // base64 is 4/3 of the bytes.
      bodyLimit: Math.ceil(ARTWORK_MAX_BYTES / 3) * 4 + 64 * 1024,
      schema: {
        tags,
        security,
        summary: 'Upload artwork (cover, back, label, label_bside): variants and vinyl mock-ups',
        params: managedProjectParamsSchema,
        body: artworkUploadRequestSchema,
        response: { 200: artworkUploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const { project } = await access.load(viewer, request.params.id, 'write');
      const source =
        request.body.data !== undefined
          ? decodeBase64(request.body.data)
          : await privateStorage.get((await uploads.completedUpload(viewer.id, request.body.uploadId ?? 0)).storageKey);
      const picture = await storeArtwork(artwork, project, request.body.kind, source);
      const managed = await projects.get(viewer, project.id);
      return { picture, images: managed.images };
    },
  );
}

export const projectsRoutes: FastifyPluginCallbackZod<ProjectsRoutesOptions> = (app, options, done) => {
  const context = {
    ...options,
    read: projectGuard(options.access, 'read'),
    write: projectGuard(options.access, 'write'),
  };
  addCreateAndListRoutes(app, context);
  addEditRoutes(app, context);
  addStepRoutes(app, context);
  addArtworkRoute(app, context);
  done();
};
