// A project's production as its owner follows it (apps/server/src/modules/production; docs/production.md):
// every call needs a session (401 first); a project that is not the caller's is not found (404) before
// the body is read; staff read through these too, and act through admin/production.
import { defineRoutes } from '../route.ts';

const ACT_ERRORS = [
  'not_found',
  'production_not_started',
  'production_step_not_open',
  'production_transition_not_allowed',
  'production_file_required',
  'artwork_not_print_ready',
  'barcode_taken',
] as const;

export const productionRoutes = defineRoutes('production', {
  mine: { method: 'GET', path: '/user/production', access: 'user' },
  view: { method: 'GET', path: '/production/:id', access: 'user', errors: ['not_found'] },
  act: { method: 'POST', path: '/production/:id/actions/:step', access: 'user', errors: ACT_ERRORS },
  decide: { method: 'POST', path: '/production/:id/actions/:step/decision', access: 'user', errors: ACT_ERRORS },
  message: {
    method: 'POST',
    path: '/production/:id/actions/:step/messages',
    access: 'user',
    errors: ['not_found', 'production_not_started'],
  },
  /** 413 when the file is over PRODUCTION_FILE_MAX_BYTES (or the body over its limit). */
  upload: {
    method: 'POST',
    path: '/production/:id/actions/:step/files',
    access: 'user',
    errors: [
      'not_found',
      'production_not_started',
      'production_step_not_open',
      'upload_not_ready',
      'file_max_size',
      'payload_too_large',
      'file_type_invalid',
    ],
  },
  file: {
    method: 'GET',
    path: '/production/:id/files/:fileId',
    access: 'user',
    errors: ['not_found', 'production_not_started'],
  },
  preview: {
    method: 'GET',
    path: '/production/:id/files/:fileId/preview',
    access: 'user',
    errors: ['not_found', 'production_not_started'],
  },
});
