// The artist and label side's project calls (spec section 7 Projects: POST projects (adds origin),
// GET projects/{id}/edit, steps and artwork; docs/projects.md), declared in
// packages/contracts/src/endpoints/projects.ts. Every one needs a signed-in user; a project is the
// owner's (staff read it and move its steps), anyone else gets 404 before the body is validated.
import { projectsEndpoints, type ArtworkUploadRequest } from '@spindle/contracts';
import { COOKIE_NAMES } from '@spindle/domain';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { UploadsService } from '../uploads/index.ts';
import { storeArtwork, type ArtworkDeps } from './project-artwork.ts';
import type { ProjectAccessChecker } from './project-access.ts';
import { projectCheck } from './project-guards.ts';
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

const ORIGIN_CODE = /^[A-Za-z0-9_.-]{1,50}$/;

function decodeBase64(text: string): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload))
    throw new AppError('input_invalid', { fields: { data: 'image_invalid' } });
  return Buffer.from(payload, 'base64');
}

/** POST /projects/{id}/artwork: a picture sent inline (base64) or as a finished chunked upload. */
async function uploadArtwork(
  options: ProjectsRoutesOptions,
  viewer: AuthenticatedUser,
  projectId: number,
  body: ArtworkUploadRequest,
) {
  const { projects, access, artwork, uploads, privateStorage } = options;
  const { project } = await access.load(viewer, projectId, 'write');
  const source =
    body.data !== undefined
      ? decodeBase64(body.data)
      : await privateStorage.get((await uploads.completedUpload(viewer.id, body.uploadId ?? 0)).storageKey);
  const picture = await storeArtwork(artwork, project, body.kind, source);
  const managed = await projects.get(viewer, project.id);
  return { picture, images: managed.images };
}

export function projectsRoutes(options: ProjectsRoutesOptions) {
  const { projects } = options;
  const read = projectCheck(options.access, 'read');
  const write = projectCheck(options.access, 'write');
  return routesOf(
    projectsEndpoints,
    {
      create: ({ body, user }, { request }) => {
        const cookie = request.cookies[COOKIE_NAMES.origin];
        return projects.create(user, body, {
          cookieOrigin: cookie && ORIGIN_CODE.test(cookie) ? cookie : null,
          linkOrigin: linkOriginOf(request, options.publicUrl),
        });
      },
      mine: ({ user }) => projects.listMine(user),
      edit: ({ params, user }) => projects.get(user, params.id),
      update: ({ params, body, user }) => projects.update(user, params.id, body),
      submit: ({ params, user }) => projects.submit(user, params.id),
      changeStep: ({ params, body, user }) => projects.changeStep(user, params.id, body),
      uploadArtwork: ({ params, body, user }) => uploadArtwork(options, user, params.id, body),
    },
    { edit: read, update: write, submit: read, changeStep: read, uploadArtwork: write },
  );
}
