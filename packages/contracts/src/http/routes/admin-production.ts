// Production on the staff side (docs/production.md, docs/admin.md): the board of actions waiting for
// staff, a project's timeline, and the staff's moves, messages, files, the plant's own dates and the plant. Permission
// `production` (team and boss), second factor verified; every write leaves an audit row.
import { defineRoutes } from '../route.ts';

export const adminProductionRoutes = defineRoutes('adminProduction', {
  board: { method: 'GET', path: '/admin/production', access: 'staff', permission: 'production' },
  view: {
    method: 'GET',
    path: '/admin/production/:id',
    access: 'staff',
    permission: 'production',
    errors: ['not_found'],
  },
  change: {
    method: 'POST',
    path: '/admin/production/:id/actions/:step',
    access: 'staff',
    permission: 'production',
    errors: [
      'not_found',
      'production_not_started',
      'production_step_not_open',
      'production_transition_not_allowed',
      'production_file_required',
    ],
  },
  message: {
    method: 'POST',
    path: '/admin/production/:id/actions/:step/messages',
    access: 'staff',
    permission: 'production',
    errors: ['not_found', 'production_not_started'],
  },
  upload: {
    method: 'POST',
    path: '/admin/production/:id/actions/:step/files',
    access: 'staff',
    permission: 'production',
    errors: [
      'not_found',
      'production_not_started',
      'upload_not_ready',
      'file_max_size',
      'payload_too_large',
      'file_type_invalid',
    ],
  },
  plan: {
    method: 'POST',
    path: '/admin/production/:id/actions/:step/plan',
    access: 'staff',
    permission: 'production',
    errors: ['not_found', 'production_not_started', 'production_step_done'],
  },
  settings: {
    method: 'PUT',
    path: '/admin/production/:id',
    access: 'staff',
    permission: 'production',
    errors: ['not_found', 'production_not_started'],
  },
});
