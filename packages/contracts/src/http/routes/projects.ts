// The artist and label side's projects (apps/server/src/modules/projects): start one, list one's own,
// read and change one, move it along its steps, send its artwork. A project is its owner's (staff read
// it and move its steps): anyone else gets 404 not_found, checked before the body is validated.
import { defineRoutes } from '../route.ts';

export const projectsRoutes = defineRoutes('projects', {
  /** 422 quote_option_unavailable when the project starts from a quote no plant presses. */
  create: {
    method: 'POST',
    path: '/projects',
    access: 'user',
    status: 201,
    errors: ['owner_invalid', 'quote_option_unavailable'],
  },
  mine: { method: 'GET', path: '/user/projects', access: 'user' },
  edit: { method: 'GET', path: '/projects/:id/edit', access: 'user', errors: ['not_found'] },
  update: { method: 'PUT', path: '/projects/:id', access: 'user', errors: ['not_found', 'project_locked'] },
  submit: {
    method: 'POST',
    path: '/projects/:id/submit',
    access: 'user',
    errors: ['not_found', 'forbidden', 'project_incomplete', 'step_transition_not_allowed'],
  },
  changeStep: {
    method: 'POST',
    path: '/projects/:id/step',
    access: 'user',
    errors: ['not_found', 'forbidden', 'project_incomplete', 'step_transition_not_allowed'],
  },
  /** 413 when the picture is over PROJECT_LIMITS.artworkMaxBytes (or the body over its limit). */
  uploadArtwork: {
    method: 'POST',
    path: '/projects/:id/artwork',
    access: 'user',
    errors: ['not_found', 'image_invalid', 'upload_not_ready', 'file_max_size', 'payload_too_large'],
  },
});
