import { projectsRoutes } from '../http/routes/projects.ts';
import {
  artworkUploadRequestSchema,
  artworkUploadResponseSchema,
  managedProjectParamsSchema,
  managedProjectSchema,
  myProjectListSchema,
  PROJECT_LIMITS,
  projectCreateRequestSchema,
  projectCreateResponseSchema,
  projectStepRequestSchema,
  projectUpdateRequestSchema,
} from '../projects-manage.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['projects'];
const params = managedProjectParamsSchema;

export const projectsEndpoints = defineEndpoints(projectsRoutes, {
  create: {
    tags,
    summary: 'Start a project (vinyl or digital) in step creating',
    body: projectCreateRequestSchema,
    response: projectCreateResponseSchema,
  },
  mine: { tags, summary: 'The signed-in user’s projects', response: myProjectListSchema },
  edit: { tags, summary: 'A project as its owner manages it', params, response: managedProjectSchema },
  update: {
    tags,
    summary: 'Change a project’s details (locked once submitted, but texts)',
    params,
    body: projectUpdateRequestSchema,
    response: managedProjectSchema,
  },
  submit: {
    tags,
    summary: 'Submit a project for checking (creating -> checking)',
    params,
    response: managedProjectSchema,
  },
  changeStep: {
    tags,
    summary: 'Move a project along the allowed steps (owner: submit/withdraw/rework; staff: the rest)',
    params,
    body: projectStepRequestSchema,
    response: managedProjectSchema,
  },
  uploadArtwork: {
    tags,
    summary: 'Upload artwork (cover, back, label, label_bside): variants and vinyl mock-ups',
    params,
    body: artworkUploadRequestSchema,
    response: artworkUploadResponseSchema,
    // The picture travels as base64, 4/3 of its bytes, with room for the rest of the JSON.
    bodyLimitBytes: Math.ceil(PROJECT_LIMITS.artworkMaxBytes / 3) * 4 + 64 * 1024,
  },
});
