// The staff side under /api/admin (apps/server/src/modules/staff and audit; docs/admin.md): each route
// names the permission it needs from the staff permission table (packages/domain staff-permissions.ts);
// all but the second factor's own routes also need the session's second factor verified.
import { defineRoutes } from '../route.ts';

export const adminRoutes = defineRoutes('admin', {
  secondFactorStatus: {
    method: 'GET',
    path: '/admin/second-factor',
    access: 'staff',
    permission: 'second_factor',
  },
  secondFactorEnrol: {
    method: 'POST',
    path: '/admin/second-factor/enrolment',
    access: 'staff',
    permission: 'second_factor',
    errors: ['second_factor_enrolled'],
  },
  secondFactorConfirm: {
    method: 'POST',
    path: '/admin/second-factor/enrolment/confirm',
    access: 'staff',
    permission: 'second_factor',
    errors: ['second_factor_invalid', 'second_factor_enrolled', 'second_factor_not_enrolled', 'too_many_attempts'],
  },
  secondFactorVerify: {
    method: 'POST',
    path: '/admin/second-factor/verify',
    access: 'staff',
    permission: 'second_factor',
    errors: ['second_factor_invalid', 'second_factor_not_enrolled', 'too_many_attempts'],
  },
  home: { method: 'GET', path: '/admin/home', access: 'staff', permission: 'home' },
  search: {
    method: 'GET',
    path: '/admin/search',
    access: 'staff',
    permission: 'home',
  },
  projects: {
    method: 'GET',
    path: '/admin/projects',
    access: 'staff',
    permission: 'reviews',
  },
  project: {
    method: 'GET',
    path: '/admin/projects/:id',
    access: 'staff',
    permission: 'reviews',
    errors: ['not_found'],
  },
  approveProject: {
    method: 'POST',
    path: '/admin/projects/:id/approve',
    access: 'staff',
    permission: 'reviews',
    errors: ['not_found', 'step_transition_not_allowed'],
  },
  refuseProject: {
    method: 'POST',
    path: '/admin/projects/:id/refuse',
    access: 'staff',
    permission: 'reviews',
    errors: ['not_found', 'step_transition_not_allowed'],
  },
  moveProject: {
    method: 'POST',
    path: '/admin/projects/:id/step',
    access: 'staff',
    permission: 'reviews',
    errors: ['not_found', 'step_transition_not_allowed', 'project_incomplete'],
  },
  audit: { method: 'GET', path: '/admin/audit', access: 'staff', permission: 'audit' },
});
